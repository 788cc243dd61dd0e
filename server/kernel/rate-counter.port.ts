import type { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';

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

/** The property a 429 failure carries its wait on (not enumerable: it never reaches the envelope's data). */
const RETRY_AFTER = 'retryAfterMs';

/**
 * 429 4290104009 for a limit this server counts itself, carrying how long until the window ends: the error
 * handler answers it in `Retry-After` (seconds), as @fastify/rate-limit does for the limits it counts.
 */
export function tooManyRequests(message: string, retryAfterMs: number): AppError {
  const error = failure(ErrorCode.tooManyRequests, message);
  Object.defineProperty(error, RETRY_AFTER, { value: retryAfterMs, enumerable: false });
  return error;
}

/** The wait a tooManyRequests failure carries, in whole seconds (at least 1); null for any other error. */
export function retryAfterSecondsOf(error: unknown): number | null {
  const ms = (error as Record<string, unknown> | null)?.[RETRY_AFTER];
  return typeof ms === 'number' ? Math.max(1, Math.ceil(ms / 1000)) : null;
}
