/**
 * Spec §4 "Access-token handling": a token is expired when its expiry claim (seconds since the
 * epoch) is less than or equal to the current time. A token without a usable claim counts as
 * expired, so it is refreshed rather than trusted.
 */
export function isTokenExpired(expSeconds: number | null | undefined, nowMs: number): boolean {
  if (expSeconds === null || expSeconds === undefined || !Number.isFinite(expSeconds)) return true;
  return expSeconds * 1000 <= nowMs;
}
