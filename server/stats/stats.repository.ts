import type { Queryable } from '../kernel/database.port';
import { publicContent } from '../kernel/public-content';
import type { ContentRow, DayRow, StatsStore, StatsWindow } from './stats.ports';

/** A timestamp's calendar day in Thailand (UTC+7, no daylight saving), in SQL. */
const thaiDay = (column: string) => `((${column} AT TIME ZONE 'UTC') + interval '7 hours')::date`;

/**
 * Aggregated numbers only: a day's views, reads and trip adds per content, a day's referring hosts per content. The other
 * series (comments, saves, followers) are counted from the rows those features keep, by the day they were made.
 */
export const statsRepository: StatsStore = {
  /** A counted view: that day's views of the content, and its referring host's when one was sent. */
  async recordView(q: Queryable, contentId: string, day: string, host: string | null): Promise<void> {
    await q.query(
      `INSERT INTO content_daily_stats (content_id, day, views) VALUES ($1, $2::date, 1)
       ON CONFLICT (content_id, day) DO UPDATE SET views = content_daily_stats.views + 1`,
      [contentId, day],
    );
    if (host === null) return;
    await q.query(
      `INSERT INTO content_referrer_daily (content_id, day, host, views) VALUES ($1, $2::date, $3, 1)
       ON CONFLICT (content_id, day, host) DO UPDATE SET views = content_referrer_daily.views + 1`,
      [contentId, day, host],
    );
  },

  /** Whether readers can see the content (a read of anything else is refused). */
  async isPublic(q: Queryable, contentId: string): Promise<boolean> {
    const rows = await q.query(`SELECT 1 FROM contents WHERE content_id = $1 AND ${publicContent()}`, [contentId]);
    return rows.length === 1;
  },

  /** The content's author, or null when there is no such content (deleted ones included: their numbers stay theirs). */
  async authorOf(q: Queryable, contentId: string): Promise<string | null> {
    const rows = await q.query<{ author_user_id: string }>(
      'SELECT author_user_id FROM contents WHERE content_id = $1 AND deleted_at IS NULL',
      [contentId],
    );
    return rows[0]?.author_user_id ?? null;
  },

  /**
   * A read of the view this session counted: marked on that view (once), and that day's reads of the content moved.
   * False when the session has no counted view of it, or its read was counted already.
   */
  async recordRead(q: Queryable, contentId: string, sessionId: string, now: Date, day: string): Promise<boolean> {
    const marked = await q.query(
      `UPDATE content_views SET read_at = $3 WHERE content_id = $1 AND session_id = $2 AND read_at IS NULL
       RETURNING session_id`,
      [contentId, sessionId, now],
    );
    if (marked.length === 0) return false;
    await q.query(
      `INSERT INTO content_daily_stats (content_id, day, reads) VALUES ($1, $2::date, 1)
       ON CONFLICT (content_id, day) DO UPDATE SET reads = content_daily_stats.reads + 1`,
      [contentId, day],
    );
    return true;
  },

  /**
   * A trip add from a content: that day's trip adds of it moved, only when readers can see it and it is not the
   * reader's own (one statement, so the check and the count agree). False when nothing was counted.
   */
  async recordTripAdd(q: Queryable, sourceContentId: string, readerUserId: string, day: string): Promise<boolean> {
    const counted = await q.query(
      `INSERT INTO content_daily_stats (content_id, day, trip_adds)
       SELECT content_id, $3::date, 1 FROM contents
        WHERE content_id = $1 AND author_user_id <> $2 AND ${publicContent()}
       ON CONFLICT (content_id, day) DO UPDATE SET trip_adds = content_daily_stats.trip_adds + 1
       RETURNING content_id`,
      [sourceContentId, readerUserId, day],
    );
    return counted.length === 1;
  },

  /**
   * Every day of the window with the author's numbers (one content's when `contentId` is given), zeros included:
   * views, reads and trip adds from the daily rows, comments by others, saves still kept, followers gained and still there.
   */
  async series(q: Queryable, authorId: string, contentId: string | null, window: StatsWindow): Promise<DayRow[]> {
    return q.query<DayRow>(
      `WITH mine AS (
         SELECT content_id FROM contents
          WHERE author_user_id = $1 AND deleted_at IS NULL AND ($4::text IS NULL OR content_id = $4)
       ),
       days AS (SELECT generate_series($2::date, $3::date, interval '1 day')::date AS day),
       seen AS (
         SELECT s.day, sum(s.views)::int AS views, sum(s.reads)::int AS reads, sum(s.trip_adds)::int AS trip_adds
           FROM content_daily_stats s JOIN mine m ON m.content_id = s.content_id
          WHERE s.day BETWEEN $2::date AND $3::date
          GROUP BY s.day
       ),
       commented AS (
         SELECT ${thaiDay('cm.created_at')} AS day, count(*)::int AS n
           FROM comments cm JOIN mine m ON m.content_id = cm.content_id
          WHERE cm.created_at >= $5 AND cm.deleted_at IS NULL AND cm.author_user_id <> $1
          GROUP BY 1
       ),
       saved AS (
         SELECT ${thaiDay('si.saved_at')} AS day, count(*)::int AS n
           FROM saved_items si JOIN mine m ON m.content_id = si.target_id
          WHERE si.kind = 'content' AND si.saved_at >= $5
          GROUP BY 1
       ),
       followed AS (
         SELECT ${thaiDay('f.created_at')} AS day, count(*)::int AS n
           FROM follows f
          WHERE $4::text IS NULL AND f.creator_user_id = $1 AND f.created_at >= $5
          GROUP BY 1
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
              COALESCE(seen.views, 0) AS views, COALESCE(seen.reads, 0) AS reads,
              COALESCE(commented.n, 0) AS comments, COALESCE(saved.n, 0) AS saves,
              COALESCE(seen.trip_adds, 0) AS trip_adds,
              COALESCE(followed.n, 0) AS new_followers
         FROM days d
         LEFT JOIN seen ON seen.day = d.day
         LEFT JOIN commented ON commented.day = d.day
         LEFT JOIN saved ON saved.day = d.day
         LEFT JOIN followed ON followed.day = d.day
        ORDER BY d.day`,
      [authorId, window.from, window.to, contentId, window.fromInstant],
    );
  },

  /** The author's contents viewed in the window, most viewed first, with their title as published (or drafted). */
  async contents(q: Queryable, authorId: string, window: StatsWindow, limit: number): Promise<ContentRow[]> {
    return q.query<ContentRow>(
      `SELECT c.content_id, c.kind, COALESCE(v.document->>'title', '') AS title,
              sum(s.views)::int AS views, sum(s.reads)::int AS reads
         FROM content_daily_stats s
         JOIN contents c ON c.content_id = s.content_id
         LEFT JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
        WHERE c.author_user_id = $1 AND c.deleted_at IS NULL AND s.day BETWEEN $2::date AND $3::date
        GROUP BY c.content_id, c.kind, v.document->>'title'
       HAVING sum(s.views) > 0
        ORDER BY views DESC, c.content_id
        LIMIT $4`,
      [authorId, window.from, window.to, limit],
    );
  },

  /** The referring hosts of the window, most first. */
  async sources(
    q: Queryable,
    authorId: string,
    contentId: string | null,
    window: StatsWindow,
    limit: number,
  ): Promise<{ host: string; views: number }[]> {
    return q.query<{ host: string; views: number }>(
      `SELECT r.host, sum(r.views)::int AS views
         FROM content_referrer_daily r JOIN contents c ON c.content_id = r.content_id
        WHERE c.author_user_id = $1 AND c.deleted_at IS NULL AND ($4::text IS NULL OR c.content_id = $4)
          AND r.day BETWEEN $2::date AND $3::date
        GROUP BY r.host
        ORDER BY views DESC, r.host
        LIMIT $5`,
      [authorId, window.from, window.to, contentId, limit],
    );
  },

  /** How many follow the creator now. */
  async followerCount(q: Queryable, authorId: string): Promise<number> {
    const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM follows WHERE creator_user_id = $1', [
      authorId,
    ]);
    return rows[0]?.n ?? 0;
  },
};
