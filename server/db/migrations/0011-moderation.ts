/**
 * Moderation: hidden contents and comments, readers' reports, and the queue's marks.
 *
 * - `hidden_at` / `hidden_reason` / `hidden_by` on contents and comments: a moderator's decision, kept apart from
 *   the author's `deleted_at` so unhiding gives back exactly what was there. A hidden content is in no public read
 *   (404 4040607004); a hidden comment stays in its thread as "removed" (text withheld on the wire).
 * - `abuse_reports`: one row per reader's report of a content or a comment; `content_id` is the content the target
 *   belongs to (the comment's content for a comment), so the queue can link and excerpt it in one join.
 * - `moderation_marks`: open/done and a note per queue item of any kind (report, contact, issue, place); an item
 *   without a mark is open (a place: open while pending). Kept in one table so the four sources stay untouched.
 */
export const migration0011 = {
  id: 11,
  name: 'moderation',
  sql: `
    ALTER TABLE contents ADD COLUMN hidden_at timestamptz;
    ALTER TABLE contents ADD COLUMN hidden_reason text;
    ALTER TABLE contents ADD COLUMN hidden_by text REFERENCES users(user_id);
    ALTER TABLE comments ADD COLUMN hidden_at timestamptz;
    ALTER TABLE comments ADD COLUMN hidden_reason text;
    ALTER TABLE comments ADD COLUMN hidden_by text REFERENCES users(user_id);

    CREATE TABLE abuse_reports (
      report_id         text PRIMARY KEY,
      reporter_user_id  text NOT NULL REFERENCES users(user_id),
      target_type       text NOT NULL CHECK (target_type IN ('content', 'comment')),
      target_id         text NOT NULL,
      content_id        text NOT NULL REFERENCES contents(content_id),
      reason            text NOT NULL,
      message           text NOT NULL DEFAULT '',
      created_at        timestamptz NOT NULL
    );
    CREATE INDEX abuse_reports_created ON abuse_reports (created_at DESC);
    CREATE INDEX abuse_reports_reporter_target ON abuse_reports (reporter_user_id, target_type, target_id);

    CREATE TABLE moderation_marks (
      kind        text NOT NULL CHECK (kind IN ('report', 'contact', 'issue', 'place')),
      item_id     text NOT NULL,
      status      text NOT NULL CHECK (status IN ('open', 'done')),
      note        text,
      marked_by   text REFERENCES users(user_id),
      marked_at   timestamptz NOT NULL,
      PRIMARY KEY (kind, item_id)
    );
    CREATE INDEX contact_messages_created ON contact_messages (created_at DESC);
    CREATE INDEX issue_reports_created ON issue_reports (created_at DESC);
  `,
};
