import type { Queryable } from '../kernel/database.port';
import { keyParam, sortKeyColumn, type KeysetRows, type KeysetWindow } from '../kernel/keyset';
import type { FanOutChunk, NotificationRow, NotificationStore } from './notifications.ports';
import { choiceColumnsSql as choices } from './preference-sql';

const COLUMNS =
  '(notification_id, recipient_user_id, kind, actor_user_id, content_id, comment_id, dedupe_key, created_at, in_app, routed)';
/** A moderator's decision: no actor (moderators stay anonymous), a place or a reason maybe. */
const DECISION_COLUMNS =
  '(notification_id, recipient_user_id, kind, actor_user_id, content_id, comment_id, location_id, reason, dedupe_key, created_at, in_app, routed)';
const ON_CONFLICT = 'ON CONFLICT (recipient_user_id, dedupe_key) DO NOTHING';
/** A recipient who is still there (a deleted account keeps its users row as a tombstone). */
const present = (column: string) =>
  `EXISTS (SELECT 1 FROM users u WHERE u.user_id = ${column} AND u.deleted_at IS NULL)`;

const countOf = async (q: Queryable, sql: string, params: unknown[]): Promise<number> => {
  const [row] = await q.query<{ n: number }>(
    `WITH made AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM made`,
    params,
  );
  return row.n;
};

/** Notifications of migration 0023. */
export const notificationsRepository: NotificationStore = {
  /** By key after the cursor's (created_at, notification_id) on notifications_recipient, else by offset with count(*). */
  async list(q: Queryable, recipientId: string, window: KeysetWindow): Promise<KeysetRows<NotificationRow>> {
    const select = `SELECT n.notification_id, n.kind, n.actor_user_id, p.username, p.display_name, p.avatar_image,
        n.content_id, n.comment_id, n.read_at, n.created_at, ${sortKeyColumn('n.created_at')},
        CASE WHEN c.deleted_at IS NULL AND c.hidden_at IS NULL THEN v.document->>'title' END AS title,
        n.location_id, l.name_en AS place_name, n.reason, n.campaign_id
      FROM notifications n
      LEFT JOIN profiles p ON p.user_id = n.actor_user_id
      LEFT JOIN contents c ON c.content_id = n.content_id
      LEFT JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
      LEFT JOIN locations l ON l.location_id = n.location_id
      WHERE n.recipient_user_id = $1 AND n.in_app`;
    const order = 'ORDER BY n.created_at DESC, n.notification_id DESC';
    if (window.after) {
      const rows = await q.query<NotificationRow>(
        `${select} AND (n.created_at, n.notification_id) < (${keyParam('$2')}, $3) ${order} LIMIT $4`,
        [recipientId, window.after.key, window.after.id, window.limit + 1],
      );
      return { rows, total: null };
    }
    const rows = await q.query<NotificationRow>(`${select} ${order} OFFSET $2 LIMIT $3`, [
      recipientId,
      window.offset,
      window.limit + 1,
    ]);
    const [count] = await q.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM notifications WHERE recipient_user_id = $1 AND in_app',
      [recipientId],
    );
    return { rows, total: count.total };
  },

  async unreadCount(q: Queryable, recipientId: string): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE recipient_user_id = $1 AND read_at IS NULL AND in_app',
      [recipientId],
    );
    return row.n;
  },

  async unreadCounts(q: Queryable, recipientIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await q.query<{ recipient_user_id: string; n: number }>(
      `SELECT recipient_user_id, count(*)::int AS n FROM notifications
       WHERE recipient_user_id = ANY($1::text[]) AND read_at IS NULL AND in_app GROUP BY recipient_user_id`,
      [recipientIds],
    );
    const counts = new Map(recipientIds.map((id) => [id, 0]));
    for (const row of rows) counts.set(row.recipient_user_id, row.n);
    return counts;
  },

  async markRead(q: Queryable, recipientId: string, notificationId: string, now: Date): Promise<boolean> {
    const rows = await q.query(
      `UPDATE notifications SET read_at = COALESCE(read_at, $3)
       WHERE notification_id = $1 AND recipient_user_id = $2 AND in_app RETURNING notification_id`,
      [notificationId, recipientId, now],
    );
    return rows.length > 0;
  },

  markAllRead: (q: Queryable, recipientId: string, now: Date) =>
    countOf(
      q,
      `UPDATE notifications SET read_at = $2
       WHERE recipient_user_id = $1 AND read_at IS NULL AND in_app AND created_at <= $2`,
      [recipientId, now],
    ),

  insertNewFollower: (q: Queryable, recipientId: string, actorId: string, at: Date) =>
    countOf(
      q,
      `INSERT INTO notifications ${COLUMNS}
       SELECT gen_random_uuid()::text, $1::text, 'new_follower', $2::text, NULL, NULL, 'new_follower:' || $2::text, $3::timestamptz,
         ${choices('$1::text', 'new_follower')}
       WHERE $1::text <> $2::text AND ${present('$1')}
       ${ON_CONFLICT}`,
      [recipientId, actorId, at],
    ),

  insertComment: (q: Queryable, commentId: string) =>
    countOf(
      q,
      `INSERT INTO notifications ${COLUMNS}
       SELECT gen_random_uuid()::text, ct.author_user_id, 'comment', c.author_user_id, c.content_id, c.comment_id,
         'comment:' || c.comment_id, c.created_at, ${choices('ct.author_user_id', 'comment')}
       FROM comments c JOIN contents ct ON ct.content_id = c.content_id
       WHERE c.comment_id = $1 AND ct.author_user_id <> c.author_user_id AND ${present('ct.author_user_id')}
       ${ON_CONFLICT}`,
      [commentId],
    ),

  insertReply: (q: Queryable, commentId: string, repliedToCommentId: string) =>
    countOf(
      q,
      `INSERT INTO notifications ${COLUMNS}
       SELECT gen_random_uuid()::text, parent.author_user_id, 'reply', c.author_user_id, c.content_id, c.comment_id,
         'reply:' || c.comment_id, c.created_at, ${choices('parent.author_user_id', 'reply')}
       FROM comments c JOIN comments parent ON parent.comment_id = $2
       WHERE c.comment_id = $1 AND parent.author_user_id <> c.author_user_id AND ${present('parent.author_user_id')}
       ${ON_CONFLICT}`,
      [commentId, repliedToCommentId],
    ),

  async contentIsPublic(q: Queryable, contentId: string): Promise<boolean> {
    const rows = await q.query(
      `SELECT 1 FROM contents WHERE content_id = $1 AND published_version IS NOT NULL
         AND deleted_at IS NULL AND hidden_at IS NULL`,
      [contentId],
    );
    return rows.length > 0;
  },

  /** One statement: a page of follows_creator, the rows it makes, and the page's last key. */
  async fanOutChunk(q, content, after, size): Promise<FanOutChunk> {
    const params: unknown[] = [content.authorUserId, content.contentId, content.at, size];
    let position = '';
    if (after) {
      params.push(after.key, after.id);
      position = `AND (f.created_at, f.follower_user_id) < (${keyParam('$5')}, $6)`;
    }
    const [row] = await q.query<{ seen: number; made: number; last_key: string | null; last_id: string | null }>(
      `WITH page AS (
         SELECT f.follower_user_id, f.created_at FROM follows f
         WHERE f.creator_user_id = $1 ${position}
         ORDER BY f.created_at DESC, f.follower_user_id DESC LIMIT $4::int
       ), made AS (
         INSERT INTO notifications ${COLUMNS}
         SELECT gen_random_uuid()::text, page.follower_user_id, 'new_content', $1::text, $2::text, NULL,
           'new_content:' || $2::text, $3::timestamptz, ${choices('page.follower_user_id', 'new_content')}
         FROM page WHERE page.follower_user_id <> $1
         ${ON_CONFLICT}
         RETURNING 1
       ), last AS (
         SELECT follower_user_id, created_at FROM page ORDER BY created_at ASC, follower_user_id ASC LIMIT 1
       )
       SELECT (SELECT count(*)::int FROM page) AS seen, (SELECT count(*)::int FROM made) AS made,
         (SELECT (extract(epoch from created_at) * 1000000)::bigint::text FROM last) AS last_key,
         (SELECT follower_user_id FROM last) AS last_id`,
      params,
    );
    return {
      seen: row.seen,
      made: row.made,
      after: row.last_key !== null && row.last_id !== null ? { key: row.last_key, id: row.last_id } : null,
    };
  },

  /**
   * One row per user named in the comment's mention_user_ids, in one INSERT … SELECT. Left out: the comment's
   * author, and whoever its comment or reply notification tells (one notification per person per comment).
   */
  insertMentions: (q: Queryable, commentId: string, repliedToCommentId: string | null) =>
    countOf(
      q,
      `INSERT INTO notifications ${COLUMNS}
       SELECT gen_random_uuid()::text, m.user_id, 'mention', c.author_user_id, c.content_id, c.comment_id,
         'mention:' || c.comment_id, c.created_at, ${choices('m.user_id', 'mention')}
       FROM comments c
       JOIN contents ct ON ct.content_id = c.content_id
       LEFT JOIN comments parent ON parent.comment_id = $2::text
       CROSS JOIN LATERAL (SELECT DISTINCT jsonb_array_elements_text(c.mention_user_ids) AS user_id) m
       WHERE c.comment_id = $1 AND m.user_id <> c.author_user_id
         AND m.user_id IS DISTINCT FROM (CASE WHEN $2::text IS NULL THEN ct.author_user_id ELSE parent.author_user_id END)
         AND ${present('m.user_id')}
       ${ON_CONFLICT}`,
      [commentId, repliedToCommentId],
    ),

  insertPlaceReviewed: (q: Queryable, review) =>
    countOf(
      q,
      `INSERT INTO notifications ${DECISION_COLUMNS}
       SELECT gen_random_uuid()::text, l.proposer_user_id, $5::text, NULL, NULL, NULL, l.location_id,
         CASE WHEN $2::text = 'refused' THEN $3::text END, $5::text || ':' || l.location_id, $4::timestamptz,
         ${choices('l.proposer_user_id', 'place_reviewed')}
       FROM locations l
       WHERE l.location_id = $1 AND l.status = $2::text AND l.proposer_user_id IS NOT NULL
         AND l.proposer_user_id IS DISTINCT FROM $6::text AND ${present('l.proposer_user_id')}
       ${ON_CONFLICT}`,
      [
        review.locationId,
        review.status,
        review.reason,
        review.at,
        review.status === 'approved' ? 'place_approved' : 'place_refused',
        review.reviewerUserId,
      ],
    ),

  insertCampaignEntry: (q: Queryable, contentId: string, at: Date) =>
    countOf(
      q,
      `INSERT INTO notifications (notification_id, recipient_user_id, kind, actor_user_id, content_id, campaign_id,
         dedupe_key, created_at, in_app, routed)
       SELECT gen_random_uuid()::text, c.author_user_id, 'campaign_entry', NULL, c.content_id, c.campaign_id,
         'campaign_entry:' || c.content_id, $2::timestamptz, ${choices('c.author_user_id', 'campaign_entry')}
       FROM contents c JOIN campaigns ca ON ca.campaign_id = c.campaign_id
       WHERE c.content_id = $1 AND c.published_version IS NOT NULL AND c.deleted_at IS NULL AND c.hidden_at IS NULL
         AND ${present('c.author_user_id')}
       ${ON_CONFLICT}`,
      [contentId, at],
    ),

  insertReportHandled: (q: Queryable, handled) =>
    countOf(
      q,
      `INSERT INTO notifications ${DECISION_COLUMNS}
       SELECT gen_random_uuid()::text, r.reporter_user_id, 'report_handled', NULL, r.content_id, r.comment_id, NULL,
         NULL, 'report_handled:' || $1::text || ':' || r.report_id, $3::timestamptz,
         ${choices('r.reporter_user_id', 'report_handled')}
       FROM (
         SELECT report_id, reporter_user_id, content_id,
           CASE WHEN target_type = 'comment' THEN target_id END AS comment_id
         FROM abuse_reports WHERE $1::text = 'report' AND report_id = $2
         UNION ALL
         SELECT report_id, user_id, NULL, NULL FROM issue_reports WHERE $1::text = 'issue' AND report_id = $2
       ) r
       WHERE r.reporter_user_id IS DISTINCT FROM $4::text AND ${present('r.reporter_user_id')}
         AND EXISTS (SELECT 1 FROM moderation_marks mk
           WHERE mk.kind = $1::text AND mk.item_id = $2 AND mk.status = 'done')
       ${ON_CONFLICT}`,
      [handled.itemKind, handled.itemId, handled.at, handled.handlerUserId],
    ),
};
