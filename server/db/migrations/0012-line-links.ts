/**
 * LINE linked to an existing account: one row per LINE user id, pointing at the account it signs into.
 *
 * - `line_user_id` is the primary key: a LINE account opens at most one of ours.
 * - `user_id` is unique: an account has at most one LINE account linked (a second link replaces the first).
 * - With a row here, the custom token of spec §4 step 3 is minted for that account's identity-provider uid instead
 *   of `line:<LINE user id>`, so signing in with LINE lands in the linked account.
 */
export const migration0012 = {
  id: 12,
  name: 'line-links',
  sql: `
    CREATE TABLE line_links (
      line_user_id  text PRIMARY KEY,
      user_id       text NOT NULL UNIQUE REFERENCES users(user_id),
      linked_at     timestamptz NOT NULL
    );
  `,
};
