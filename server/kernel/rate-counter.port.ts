/**
 * Fixed-window hit counters behind every limit of the server: sign-in calls per client, view counting
 * per client, content reservations per user. One process on PGlite keeps them in memory
 * (db/in-process-rate-counters.ts); on PostgreSQL they live in the database (db/pg-rate-counters.ts, table
 * rate_counters) so several instances on one database share one count and a limit holds across all of them.
 */
export interface RateWindow {
  /** Hits in the current window, this one included. */
  readonly count: number;
  /** When the current window ends (ms since the epoch, server clock). */
  readonly resetAtMs: number;
}

export interface RateCounters {
  /**
   * Counts one hit of `key` and answers its window. A window opens at the first hit after the previous one
   * ended and lasts `windowMs`; `nowMs` is the caller's clock (tests move it).
   */
  hit(key: string, windowMs: number, nowMs: number): Promise<RateWindow>;
}

export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** One hit of `key` under `limit`: whether it is within the limit, and how long until the window ends. */
export async function takeHit(
  counters: RateCounters,
  key: string,
  limit: RateLimit,
  nowMs: number,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const window = await counters.hit(key, limit.windowMs, nowMs);
  return { allowed: window.count <= limit.max, retryAfterMs: Math.max(0, window.resetAtMs - nowMs) };
}
