/**
 * Who is told of what, where (server/notifications, src/domain/notifications/notification-preferences.ts).
 *
 * - `notification_preferences`: a person's choice for a topic on a channel (in_app, email, line); a missing row is
 *   the default (in the app: everything; e-mail: replies and mentions; LINE: nothing). The e-mail opt-outs of the
 *   one-click unsubscribe (0026's `notification_mail_optouts`) become `email` choices turned off.
 * - `notifications.in_app`: whether the bell and the list show it (the recipient's in-app choice when it was
 *   made); a row hidden there still carries its e-mail or LINE delivery. The unread index counts shown rows only.
 * - `notifications.routed`: false until the row's e-mail and LINE jobs were queued, in one transaction with the
 *   flag (a batch of rows at a time, FOR UPDATE SKIP LOCKED, on any instance): each row is routed once, and rows a
 *   crash left behind are routed by the next batch. A row nobody wants by e-mail or LINE is made routed (its insert
 *   reads the choices), so a fan-out's rows are written once. Rows made before this migration count as routed, but
 *   the last day's replies and mentions not mailed yet.
 * - `notifications.line_status`: 'sent' once pushed to LINE, 'refused' when LINE refused it for good (a push job
 *   delivered again pushes nothing).
 * - `campaign_entry`: my content written for a campaign is published (no actor); `campaign_id` names the campaign.
 */
export const migration0027 = {
  id: 27,
  name: 'notification-preferences',
  sql: `
    CREATE TABLE notification_preferences (
      user_id    text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      topic      text NOT NULL CHECK (topic IN ('new_follower', 'new_content', 'comment', 'reply', 'mention',
                   'campaign_entry', 'place_reviewed', 'report_handled')),
      channel    text NOT NULL CHECK (channel IN ('in_app', 'email', 'line')),
      enabled    boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, topic, channel)
    );
    INSERT INTO notification_preferences (user_id, topic, channel, enabled, updated_at)
      SELECT user_id, kind, 'email', false, created_at FROM notification_mail_optouts;
    DROP TABLE notification_mail_optouts;

    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('new_follower', 'new_content',
      'comment', 'reply', 'mention', 'place_approved', 'place_refused', 'report_handled', 'campaign_entry'));
    ALTER TABLE notifications DROP CONSTRAINT notifications_actor_by_kind;
    ALTER TABLE notifications ADD CONSTRAINT notifications_actor_by_kind CHECK (
      (actor_user_id IS NULL) = (kind IN ('place_approved', 'place_refused', 'report_handled', 'campaign_entry')));
    ALTER TABLE notifications ADD COLUMN campaign_id text;
    ALTER TABLE notifications ADD COLUMN in_app boolean NOT NULL DEFAULT true;
    ALTER TABLE notifications ADD COLUMN routed boolean NOT NULL DEFAULT true;
    ALTER TABLE notifications ALTER COLUMN routed SET DEFAULT false;
    -- Replies and mentions of the last day not mailed yet (a mail job still to come from before this migration)
    -- are routed again: their mail_status and the mail:<id> job key keep them from being mailed twice.
    UPDATE notifications SET routed = false
      WHERE kind IN ('reply', 'mention') AND mail_status IS NULL AND created_at > now() - interval '1 day';
    ALTER TABLE notifications ADD COLUMN line_status text CHECK (line_status IN ('sent', 'refused'));
    DROP INDEX notifications_unread;
    CREATE INDEX notifications_unread ON notifications (recipient_user_id) WHERE read_at IS NULL AND in_app;
    CREATE INDEX notifications_unrouted ON notifications (created_at, notification_id) WHERE NOT routed;
  `,
};
