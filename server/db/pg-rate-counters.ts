import type { Queryable } from '../kernel/database.port';
import type { RateCounters, RateWindow } from '../kernel/rate-counter.port';

/** Every this many hits, windows that ended are deleted (the table holds live windows only). */
const SWEEP_EVERY = 1_000;

/**
 * The rate counters in PostgreSQL (table rate_counters, migration 0013), shared by every instance on the
 * database: one upsert per hit opens a new window when the stored one has ended, else adds one, and answers
 * the row, so concurrent hits on any instance are counted exactly (the row lock serialises them).
 */
export function createPgRateCounters(db: Queryable): RateCounters {
  let hits = 0;
  return {
    async hit(key: string, windowMs: number, nowMs: number): Promise<RateWindow> {
      const rows = await db.query<{ hits: number; reset_at_ms: string }>(
        `INSERT INTO rate_counters AS r (counter_key, hits, reset_at_ms) VALUES ($1, 1, $2::bigint + $3::bigint)
         ON CONFLICT (counter_key) DO UPDATE SET
           hits = CASE WHEN r.reset_at_ms <= $2::bigint THEN 1 ELSE r.hits + 1 END,
           reset_at_ms = CASE WHEN r.reset_at_ms <= $2::bigint THEN $2::bigint + $3::bigint ELSE r.reset_at_ms END
         RETURNING hits, reset_at_ms`,
        [key, Math.trunc(nowMs), Math.trunc(windowMs)],
      );
      hits += 1;
      if (hits % SWEEP_EVERY === 0)
        await db.query('DELETE FROM rate_counters WHERE reset_at_ms <= $1::bigint', [Math.trunc(nowMs)]);
      return { count: Number(rows[0].hits), resetAtMs: Number(rows[0].reset_at_ms) };
    },
  };
}
