/**
 * Readers follow creators. One row per (follower, creator): the primary key makes following twice, or twenty
 * times at once, one follow (INSERT … ON CONFLICT DO NOTHING), and a CHECK keeps anyone from following themselves.
 *
 * - `follows_creator`: "who follows X", newest first; the profile's follower count is an index-only count of it.
 * - `follows_follower`: "whom do I follow", newest first (my following list, keyset paged), and the following
 *   count. The "Following" feed starts from it too, then reads each creator's newest public contents on
 *   contents_author_published_keyset (migration 0014).
 * - Both users are foreign keys ON DELETE CASCADE: a users row removed takes its follows along. Deleting an
 *   account keeps the users row as a tombstone (migration 0016), so the account erasure deletes them itself.
 */
export const migration0022 = {
  id: 22,
  name: 'follows',
  sql: `
    CREATE TABLE follows (
      follower_user_id  text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      creator_user_id   text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      created_at        timestamptz NOT NULL,
      PRIMARY KEY (follower_user_id, creator_user_id),
      CONSTRAINT follows_not_self CHECK (follower_user_id <> creator_user_id)
    );
    CREATE INDEX follows_creator ON follows (creator_user_id, created_at DESC, follower_user_id DESC);
    CREATE INDEX follows_follower ON follows (follower_user_id, created_at DESC, creator_user_id DESC);
  `,
};
