import type { Queryable } from '../kernel/database.port';
import type { MailedKind, MailItem, MailRecipient, NotificationMailStore } from './notification-mail.ports';

const ITEM = `SELECT n.notification_id, n.recipient_user_id, n.kind, n.content_id, n.mail_status,
    COALESCE(p.display_name, p.username) AS actor_name,
    CASE WHEN c.deleted_at IS NULL AND c.hidden_at IS NULL THEN v.document->>'title' END AS title
  FROM notifications n
  LEFT JOIN profiles p ON p.user_id = n.actor_user_id
  LEFT JOIN contents c ON c.content_id = n.content_id
  LEFT JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version`;

/** Migration 0026: opt-outs, the hourly windows, and each notification's mail status. */
export const notificationMailRepository: NotificationMailStore = {
  /** The reply and mention notifications a comment made that are not mailed yet (whichever delivery made them). */
  async unmailedOfComment(q: Queryable, commentId: string): Promise<string[]> {
    const rows = await q.query<{ notification_id: string }>(
      `SELECT notification_id FROM notifications
       WHERE dedupe_key IN ('reply:' || $1::text, 'mention:' || $1::text) AND kind IN ('reply', 'mention')
         AND mail_status IS NULL`,
      [commentId],
    );
    return rows.map((row) => row.notification_id);
  },

  async item(q: Queryable, notificationId: string): Promise<MailItem | null> {
    const [row] = await q.query<MailItem>(`${ITEM} WHERE n.notification_id = $1`, [notificationId]);
    return row ?? null;
  },

  /** The notifications of this kind waiting for the recipient's digest, oldest first. */
  deferred: (q: Queryable, userId: string, kind: MailedKind) =>
    q.query<MailItem>(
      `${ITEM} WHERE n.recipient_user_id = $1 AND n.kind = $2 AND n.mail_status = 'deferred'
       ORDER BY n.created_at, n.notification_id`,
      [userId, kind],
    ),

  /** Null when the account is gone (deleted: its row is a tombstone without an address). */
  async recipient(q: Queryable, userId: string, kind: MailedKind): Promise<MailRecipient | null> {
    const [row] = await q.query<MailRecipient>(
      `SELECT u.user_id, u.email, p.lang,
         EXISTS (SELECT 1 FROM notification_mail_optouts o WHERE o.user_id = u.user_id AND o.kind = $2) AS opted_out
       FROM users u LEFT JOIN profiles p ON p.user_id = u.user_id
       WHERE u.user_id = $1 AND u.deleted_at IS NULL`,
      [userId, kind],
    );
    return row ?? null;
  },

  /**
   * Takes the (user, kind) window at `now` when no mail of that kind went to the user in the hour before: one
   * statement, so of two jobs racing (on two instances) one takes it. Answers whether this caller took it.
   */
  async takeWindow(q: Queryable, userId: string, kind: MailedKind, now: Date): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO notification_mail_windows (user_id, kind, last_sent_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, kind) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
         WHERE notification_mail_windows.last_sent_at <= $3::timestamptz - interval '1 hour'
       RETURNING 1`,
      [userId, kind, now],
    );
    return rows.length > 0;
  },

  /** When the user's current window of this kind ends (the next mail of that kind may go then). */
  async windowEnd(q: Queryable, userId: string, kind: MailedKind): Promise<Date | null> {
    const [row] = await q.query<{ until: Date }>(
      `SELECT last_sent_at + interval '1 hour' AS until FROM notification_mail_windows
       WHERE user_id = $1 AND kind = $2`,
      [userId, kind],
    );
    return row ? new Date(row.until) : null;
  },

  async setStatus(q: Queryable, notificationIds: readonly string[], status: 'deferred' | 'sent' | null) {
    await q.query('UPDATE notifications SET mail_status = $2 WHERE notification_id = ANY($1::text[])', [
      notificationIds,
      status,
    ]);
  },

  async optOut(q: Queryable, userId: string, kind: MailedKind, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO notification_mail_optouts (user_id, kind, created_at)
       SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM users WHERE user_id = $1)
       ON CONFLICT (user_id, kind) DO NOTHING`,
      [userId, kind, now],
    );
  },

  async optedOut(q: Queryable, userId: string, kind: MailedKind): Promise<boolean> {
    const rows = await q.query('SELECT 1 FROM notification_mail_optouts WHERE user_id = $1 AND kind = $2', [
      userId,
      kind,
    ]);
    return rows.length > 0;
  },
};
