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
