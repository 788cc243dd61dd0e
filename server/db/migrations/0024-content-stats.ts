/**
 * Stats a creator looks at, aggregated by design: one row per content and calendar day (Thailand, UTC+7) with its
 * views and reads, and one per content, day and referring host. No row names a reader: the per-session view record
 * (content_views, one per content and session, already kept to count a view once) only gains when it was read,
 * so a read counts once per view.
 *
 * - `content_daily_stats`: the creator's page sums a period's days over their contents on its primary key.
 * - `content_referrer_daily`: referring sites (the host only), sent only with the reader's consent.
 */
export const migration0024 = {
  id: 24,
  name: 'content-stats',
  sql: `
    CREATE TABLE content_daily_stats (
      content_id  text NOT NULL REFERENCES contents(content_id) ON DELETE CASCADE,
      day         date NOT NULL,
      views       integer NOT NULL DEFAULT 0,
      reads       integer NOT NULL DEFAULT 0,
      PRIMARY KEY (content_id, day)
    );
    CREATE TABLE content_referrer_daily (
      content_id  text NOT NULL REFERENCES contents(content_id) ON DELETE CASCADE,
      day         date NOT NULL,
      host        text NOT NULL,
      views       integer NOT NULL DEFAULT 0,
      PRIMARY KEY (content_id, day, host)
    );
    ALTER TABLE content_views ADD COLUMN read_at timestamptz;
  `,
};
