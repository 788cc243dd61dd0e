import type { AuthUser } from '../../domain/auth/auth-state';
import type { AppError } from '../../domain/errors/app-error';

/**
 * The signed-in identity as the application needs it; no SDK type leaks through. It is the domain's
 * `AuthUser` (spec §3 firebaseUser), so the auth state holds exactly what the provider reports.
 */
export type IdentityUser = AuthUser;

export type Persistence = 'LOCAL' | 'SESSION';
export type SocialProvider = 'google' | 'facebook' | 'apple';

/**
 * The identity provider (Firebase Auth in production, its emulator locally). Errors are thrown as
 * `AppError` with the provider's `auth/…` code (spec §8).
 */
export interface AuthProvider {
  /**
   * Calls back with the current user now and on every change; returns an unsubscribe. `onError` (optional)
   * hears when the provider cannot start at all (e.g. its SDK failed to load), so initialisation can fail visibly.
   */
  onAuthStateChanged(listener: (user: IdentityUser | null) => void, onError?: (error: AppError) => void): () => void;
  /**
   * Whether this device keeps a signed-in user for the provider to restore (spec §4 Auth initialisation), read
   * without starting the provider (no SDK download); true when it cannot tell.
   */
  hasStoredSession(): Promise<boolean>;
  /**
   * Calls `start` once, when the provider is first wanted: a call that needs it, or the person's first interaction
   * with the page (a tap, a key), whichever comes first, so a sign-in finds it started. Returns a cancel.
   */
  whenWanted(start: () => void): () => void;
  currentUser(): IdentityUser | null;
  /** The current user's ID token, optionally force-refreshed (spec §7 identity services); null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  setPersistence(persistence: Persistence): Promise<void>;
  signInWithEmail(email: string, password: string): Promise<IdentityUser>;
  signInWithSocial(provider: SocialProvider): Promise<IdentityUser>;
  signInWithCustomToken(token: string): Promise<IdentityUser>;
  createUserWithEmail(email: string, password: string): Promise<IdentityUser>;
  sendEmailVerification(): Promise<void>;
  sendPasswordResetEmail(email: string): Promise<void>;
  /** Apply an email verification code (spec §4 Email action links). */
  applyActionCode(code: string): Promise<void>;
  /** Check a reset code; resolves with the account's email. */
  verifyPasswordResetCode(code: string): Promise<string>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /**
   * Change password: re-authenticates the signed-in account with `currentPassword` first, then sets
   * `newPassword`. A wrong current password fails with the spec §8 current-password guide (context changePassword).
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Links a social provider to the signed-in account (popup). A provider account already used by
   * another user fails with spec §8's credential-already-in-use message (context linkSocial). Resolves with the updated user.
   */
  linkSocial(provider: SocialProvider): Promise<IdentityUser>;
  /**
   * Proves again who the signed-in person is, without signing anyone else in: with the account's password, or
   * with a social provider's popup. A wrong password fails with spec §8's current-password guide. Deleting the
   * account asks for it (the server accepts only a recent sign-in).
   */
  reauthenticate(proof: { readonly password: string } | { readonly provider: SocialProvider }): Promise<void>;
  /** Removes one sign-in method (a provider id such as 'google.com') from the signed-in account. */
  unlinkProvider(providerId: string): Promise<IdentityUser>;
  /** Re-read the current user (e.g. emailVerified) from the provider. */
  reloadCurrentUser(): Promise<IdentityUser | null>;
  signOut(): Promise<void>;
}
