/**
 * Deleting an account asks the person to prove again who they are (password re-entry, a provider popup, or
 * signing in again): a token lying on a shared device must not be enough to erase someone. The server reads
 * the token's `auth_time` (the last sign-in or re-authentication, never moved by a token refresh) and accepts
 * one no older than this; the identity provider's own "requires recent login" window is the same five minutes.
 */
export const RECENT_SIGN_IN_MAX_AGE_MS = 5 * 60_000;

/** Whether a sign-in at `authTimeMs` is recent enough at `nowMs`; unknown (null) never is. */
export const isRecentSignIn = (authTimeMs: number | null | undefined, nowMs: number): boolean =>
  typeof authTimeMs === 'number' && nowMs - authTimeMs <= RECENT_SIGN_IN_MAX_AGE_MS;
