import { ErrorCode } from '../errors/error-codes';

/**
 * Spec §4 "Access-token handling": a token is expired when its expiry claim (seconds since the
 * epoch) is less than or equal to the current time. A token without a usable claim counts as
 * expired, so it is refreshed rather than trusted.
 */
export function isTokenExpired(expSeconds: number | null | undefined, nowMs: number): boolean {
  if (expSeconds === null || expSeconds === undefined || !Number.isFinite(expSeconds)) return true;
  return expSeconds * 1000 <= nowMs;
}

/**
 * A token refresh that failed for a while, not for good: the network or the identity service was unreachable or
 * busy (no answer, a timeout, too many requests, its own fault). The session is not over then: the call fails and
 * the next one tries again. Anything else (the token or account refused) means the session is gone.
 */
const PASSING_REFRESH_FAILURES: readonly (string | number)[] = [
  'auth/network-request-failed',
  'auth/too-many-requests',
  'auth/internal-error',
  'auth/timeout',
  'auth/quota-exceeded',
  // No envelope at all (a dropped connection, a proxy's page) and the backend's own 429.
  ErrorCode.unknown,
  ErrorCode.tooManyRequests,
];

export const isPassingRefreshFailure = (code: string | number): boolean => PASSING_REFRESH_FAILURES.includes(code);

/**
 * When passing failures of forced refreshes end the session after all: at least this many in a row, with the
 * browser online, over at least PASSING_REFRESH_FAILURE_SPAN_MS since the first. A refresh that can never succeed
 * (a broken identity state the service keeps answering with its own fault) must not leave the reader signed in on
 * screen while every private call fails; a burst of calls failing together in one blip is not that. Offline, the
 * count stands still; a refresh that works starts it again.
 */
export const PASSING_REFRESH_FAILURES_MAX = 3;
export const PASSING_REFRESH_FAILURE_SPAN_MS = 60_000;

/** Whether passing refresh failures (count, first at `firstAt`) have lasted long enough to end the session. */
export const passingFailuresEndSession = (count: number, firstAt: number, nowMs: number): boolean =>
  count >= PASSING_REFRESH_FAILURES_MAX && nowMs - firstAt >= PASSING_REFRESH_FAILURE_SPAN_MS;
