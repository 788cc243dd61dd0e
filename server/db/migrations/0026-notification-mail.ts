/**
 * Notifications by e-mail (server/notifications/notification-mail.ts).
 *
 * - `notification_mail_optouts`: a user turned e-mail off for a kind (the one-click unsubscribe link); gone with the
 *   user.
 * - `notification_mail_windows`: when a user was last mailed about a kind. At most one mail per (user, kind) per
 *   hour: a job takes the window by moving `last_sent_at` only when the hour is up (one UPDATE, so two instances
 *   never both take it).
 * - `notifications.mail_status`: null (not mailed, or not a mailed kind), 'deferred' (waits for the digest of its
 *   hour) or 'sent' (mailed, alone or in a digest): a notification is mailed once.
 */
export const migration0026 = {
  id: 26,
  name: 'notification-mail',
  sql: `
    CREATE TABLE notification_mail_optouts (
      user_id    text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      kind       text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, kind)
    );
    CREATE TABLE notification_mail_windows (
      user_id      text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      kind         text NOT NULL,
      last_sent_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, kind)
    );
    ALTER TABLE notifications ADD COLUMN mail_status text CHECK (mail_status IN ('deferred', 'sent'));
    CREATE INDEX notifications_mail_deferred ON notifications (recipient_user_id, kind) WHERE mail_status = 'deferred';
  `,
};
