import type { Queryable } from '../kernel/database.port';
import type { MailedKind, MailItem, MailRecipient, NotificationMailStore, RoutedRow } from './notification-mail.ports';
import { topicOfKindSql as topicOfKind, wantsSql as wants } from './preference-sql';

const ITEM = `SELECT n.notification_id, n.recipient_user_id, n.kind, n.content_id, n.mail_status, n.line_status,
    COALESCE(p.display_name, p.username) AS actor_name, p.username AS actor_username,
    CASE WHEN c.deleted_at IS NULL AND c.hidden_at IS NULL THEN v.document->>'title' END AS title,
    n.location_id, l.name_en AS place_name, n.reason, n.campaign_id
  FROM notifications n
  LEFT JOIN profiles p ON p.user_id = n.actor_user_id
  LEFT JOIN contents c ON c.content_id = n.content_id
  LEFT JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
  LEFT JOIN locations l ON l.location_id = n.location_id`;

/** The person's LINE user ID: from signing in with LINE (uid `line:<id>`) or a linked LINE account. */
const LINE_USER_ID = `COALESCE((SELECT ll.line_user_id FROM line_links ll WHERE ll.user_id = u.user_id),
    CASE WHEN u.firebase_uid LIKE 'line:%' THEN substr(u.firebase_uid, 6) END)`;

/** Migrations 0026 and 0027: preferences, the hourly windows, each notification's routing and delivery status. */
export const notificationMailRepository: NotificationMailStore = {
  async item(q: Queryable, notificationId: string): Promise<MailItem | null> {
    const [row] = await q.query<MailItem>(`${ITEM} WHERE n.notification_id = $1`, [notificationId]);
    return row ?? null;
  },

  /** The notifications of this topic waiting for the recipient's digest, oldest first. */
  deferred: (q: Queryable, userId: string, topic: MailedKind) =>
    q.query<MailItem>(
      `${ITEM} WHERE n.recipient_user_id = $1 AND ${topicOfKind('n.kind')} = $2 AND n.mail_status = 'deferred'
       ORDER BY n.created_at, n.notification_id`,
      [userId, topic],
    ),

  /** Null when the account is gone (deleted: its row is a tombstone without an address). */
  async recipient(q: Queryable, userId: string, topic: MailedKind, channel): Promise<MailRecipient | null> {
    const [row] = await q.query<MailRecipient>(
      `SELECT u.user_id, u.email, p.lang, ${wants('u.user_id', '$2::text', channel)} IS NOT TRUE AS opted_out,
         ${LINE_USER_ID} AS line_user_id
       FROM users u LEFT JOIN profiles p ON p.user_id = u.user_id
       WHERE u.user_id = $1 AND u.deleted_at IS NULL`,
      [userId, topic],
    );
    return row ?? null;
  },

  /**
   * Takes the (user, topic) window at `now` when no mail of that topic went to the user in the hour before: one
   * statement, so of two jobs racing (on two instances) one takes it. Answers whether this caller took it.
   */
  async takeWindow(q: Queryable, userId: string, topic: MailedKind, now: Date): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO notification_mail_windows (user_id, kind, last_sent_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, kind) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
         WHERE notification_mail_windows.last_sent_at <= $3::timestamptz - interval '1 hour'
       RETURNING 1`,
      [userId, topic, now],
    );
    return rows.length > 0;
  },

  /** When the user's current window of this topic ends (the next mail of it may go then). */
  async windowEnd(q: Queryable, userId: string, topic: MailedKind): Promise<Date | null> {
    const [row] = await q.query<{ until: Date }>(
      `SELECT last_sent_at + interval '1 hour' AS until FROM notification_mail_windows
       WHERE user_id = $1 AND kind = $2`,
      [userId, topic],
    );
    return row ? new Date(row.until) : null;
  },

  async setStatus(q: Queryable, notificationIds: readonly string[], status: 'deferred' | 'sent' | null) {
    await q.query('UPDATE notifications SET mail_status = $2 WHERE notification_id = ANY($1::text[])', [
      notificationIds,
      status,
    ]);
  },

  async setLineStatus(q: Queryable, notificationId: string, status: 'sent' | 'refused') {
    await q.query('UPDATE notifications SET line_status = $2 WHERE notification_id = $1', [notificationId, status]);
  },

  /**
   * One statement: the oldest unrouted rows taken (skipping those another instance holds), marked, and judged; a
   * row whose recipient is gone is marked and wants nothing.
   */
  route: (q: Queryable, limit: number, channels: { email: boolean; line: boolean }) =>
    q.query<RoutedRow>(
      `WITH due AS (
         SELECT notification_id FROM notifications WHERE NOT routed
         ORDER BY created_at, notification_id LIMIT $1 FOR UPDATE SKIP LOCKED
       ), marked AS (
         UPDATE notifications n SET routed = true FROM due WHERE n.notification_id = due.notification_id
         RETURNING n.notification_id, n.recipient_user_id, n.kind
       )
       SELECT m.notification_id,
         COALESCE($2::boolean AND u.email IS NOT NULL
           AND ${wants('m.recipient_user_id', topicOfKind('m.kind'), 'email')}, false) AS email,
         COALESCE($3::boolean AND ${LINE_USER_ID} IS NOT NULL
           AND ${wants('m.recipient_user_id', topicOfKind('m.kind'), 'line')}, false) AS line
       FROM marked m LEFT JOIN users u ON u.user_id = m.recipient_user_id AND u.deleted_at IS NULL`,
      [limit, channels.email, channels.line],
    ),

  async setPreference(q: Queryable, userId: string, change, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO notification_preferences (user_id, topic, channel, enabled, updated_at)
       SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM users WHERE user_id = $1 AND deleted_at IS NULL)
       ON CONFLICT (user_id, topic, channel) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at`,
      [userId, change.topic, change.channel, change.enabled, now],
    );
  },

  preferences: (q: Queryable, userId: string) =>
    q.query<{ topic: string; channel: string; enabled: boolean }>(
      'SELECT topic, channel, enabled FROM notification_preferences WHERE user_id = $1 ORDER BY topic, channel',
      [userId],
    ),
};
