/**
 * In-app notifications: one row per event told to one recipient. The notification jobs write them
 * (server/notifications); the bell reads the unread count, /notifications the list.
 *
 * - `dedupe_key` is unique per recipient: a job delivered twice (at least once, kernel/job-queue.port.ts), or a
 *   fan-out resumed after a crash, inserts with `ON CONFLICT DO NOTHING` and makes no second row. Keys:
 *   `new_follower:<actor>`, `new_content:<content>`, `comment:<comment>`, `reply:<comment>`.
 * - `notifications_recipient`: the list, newest first, keyset paged on (created_at, notification_id).
 * - `notifications_unread`: a partial index of the unread rows only: the unread count is an index-only count that
 *   stays small however many read notifications a user keeps.
 * - Users are foreign keys ON DELETE CASCADE; an account deletion keeps the users row as a tombstone (migration
 *   0016), so the account erasure deletes a person's notifications (received, and those they caused) itself.
 *   A content or comment that goes later leaves the notification (its target then reads as gone).
 */
export const migration0023 = {
  id: 23,
  name: 'notifications',
  sql: `
    CREATE TABLE notifications (
      notification_id    text PRIMARY KEY,
      recipient_user_id  text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      kind               text NOT NULL CHECK (kind IN ('new_follower', 'new_content', 'comment', 'reply')),
      actor_user_id      text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      content_id         text,
      comment_id         text,
      dedupe_key         text NOT NULL,
      created_at         timestamptz NOT NULL,
      read_at            timestamptz,
      CONSTRAINT notifications_not_self CHECK (recipient_user_id <> actor_user_id),
      CONSTRAINT notifications_dedupe UNIQUE (recipient_user_id, dedupe_key)
    );
    CREATE INDEX notifications_recipient ON notifications (recipient_user_id, created_at DESC, notification_id DESC);
    CREATE INDEX notifications_unread ON notifications (recipient_user_id) WHERE read_at IS NULL;
    CREATE INDEX notifications_actor ON notifications (actor_user_id);
  `,
};
