/**
 * Keys every instance on one database must share: the upload-URL signing key when
 * UPLOAD_SIGNING_SECRET is not set. Made once by whichever instance starts first (INSERT … ON CONFLICT DO
 * NOTHING), then read by all, so a URL signed by one instance is accepted by any other.
 */
export const migration0015 = {
  id: 15,
  name: 'server-secrets',
  sql: `
    CREATE TABLE server_secrets (
      name        text PRIMARY KEY,
      value       text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
  `,
};
