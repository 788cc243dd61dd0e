/**
 * Rate-limit counters shared by every instance on one PostgreSQL: one row per
 * limited key (a sign-in route and client, a client's view counting, a user's content reservations) holding the
 * hits of its current fixed window and when that window ends. Used when DATABASE_URL is set
 * (db/pg-rate-counters.ts); a PGlite server is one process and counts in memory. UNLOGGED: counters are
 * worth nothing after a crash, and skipping the WAL keeps a hit cheap.
 */
export const migration0013 = {
  id: 13,
  name: 'rate-counters',
  sql: `
    CREATE UNLOGGED TABLE rate_counters (
      counter_key  text PRIMARY KEY,
      hits         integer NOT NULL,
      reset_at_ms  bigint NOT NULL
    );
    CREATE INDEX rate_counters_reset_idx ON rate_counters (reset_at_ms);
  `,
};
