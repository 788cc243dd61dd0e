/** Signed uploads (avatars, report attachments) and the support inbox (contact messages, issue reports). */
export const migration0003 = {
  id: 3,
  name: 'uploads-and-support',
  sql: `
    CREATE TABLE uploads (
      upload_id     text NOT NULL,
      purpose       text NOT NULL CHECK (purpose IN ('avatar', 'avatar-thumbnail', 'report')),
      owner_user_id text NOT NULL REFERENCES users(user_id),
      file_name     text,
      content_type  text,
      size_bytes    integer,
      created_at    timestamptz NOT NULL,
      stored_at     timestamptz,
      PRIMARY KEY (purpose, upload_id)
    );
    CREATE TABLE contact_messages (
      ticket_id   text PRIMARY KEY,
      user_id     text REFERENCES users(user_id),
      name        text NOT NULL,
      email       text NOT NULL,
      subject     text NOT NULL,
      message     text NOT NULL,
      created_at  timestamptz NOT NULL
    );
    CREATE TABLE issue_reports (
      report_id      text PRIMARY KEY,
      user_id        text NOT NULL REFERENCES users(user_id),
      category       text NOT NULL,
      description    text NOT NULL,
      attachment_ids jsonb NOT NULL,
      created_at     timestamptz NOT NULL
    );
  `,
};
