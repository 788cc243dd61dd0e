/**
 * Users (one row per identity-provider account, created on first login) and their profiles (spec §3).
 * Names are unique case-insensitively (spec §5 uniqueness lookups d/u); a null name is not a duplicate.
 * `*_updated_at` record deliberate name changes only (spec §5 60-day rule), never the first setting.
 */
export const migration0001 = {
  id: 1,
  name: 'users-and-profiles',
  sql: `
    CREATE TABLE users (
      user_id       text PRIMARY KEY,
      firebase_uid  text NOT NULL UNIQUE,
      email         text,
      created_at    timestamptz NOT NULL
    );
    CREATE TABLE profiles (
      user_id                 text PRIMARY KEY REFERENCES users(user_id),
      display_name            text,
      username                text,
      avatar_image            text,
      cover_image             text,
      website                 text,
      biography               text,
      contact_email           text,
      country                 text,
      type                    text NOT NULL DEFAULT 'user',
      lang                    text,
      referred_by             text REFERENCES users(user_id),
      terms_accepted_at       timestamptz,
      first_update_done_at    timestamptz,
      username_updated_at     timestamptz,
      display_name_updated_at timestamptz,
      created_at              timestamptz NOT NULL,
      updated_at              timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX profiles_username_lower ON profiles (lower(username));
    CREATE UNIQUE INDEX profiles_display_name_lower ON profiles (lower(display_name));
    CREATE INDEX profiles_username_prefix ON profiles (lower(username) text_pattern_ops);
    CREATE INDEX profiles_display_name_prefix ON profiles (lower(display_name) text_pattern_ops);
  `,
};
