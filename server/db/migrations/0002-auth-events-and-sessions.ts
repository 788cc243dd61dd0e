/** Login/logout/refresh events (spec §7 login records device and position) and web-view session tokens. */
export const migration0002 = {
  id: 2,
  name: 'auth-events-and-sessions',
  sql: `
    CREATE TABLE auth_events (
      event_id    text PRIMARY KEY,
      user_id     text NOT NULL REFERENCES users(user_id),
      kind        text NOT NULL CHECK (kind IN ('login', 'logout', 'refresh')),
      lat         double precision,
      lng         double precision,
      device      text,
      created_at  timestamptz NOT NULL
    );
    CREATE INDEX auth_events_user ON auth_events (user_id, created_at);
    CREATE TABLE web_sessions (
      token_hash  text PRIMARY KEY,
      user_id     text NOT NULL REFERENCES users(user_id),
      created_at  timestamptz NOT NULL,
      expires_at  timestamptz NOT NULL
    );
  `,
};
