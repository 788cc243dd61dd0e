import type { Queryable } from '../kernel/database.port';
import { keyParam, sortKeyColumn, type KeysetRows, type KeysetWindow } from '../kernel/keyset';
import type { FollowCountsRow, FollowedCreatorRow, FollowStore } from './follows.ports';

/** A user others may follow: a profile, and an account not deleted (a deleted one keeps its users row as a tombstone). */
const followable = (param: string) => `EXISTS (SELECT 1 FROM users u JOIN profiles p ON p.user_id = u.user_id
  WHERE u.user_id = ${param} AND u.deleted_at IS NULL)`;

/** Follows of migration 0022. */
export const followsRepository: FollowStore = {
  async creatorExists(q: Queryable, userId: string): Promise<boolean> {
    const rows = await q.query(`SELECT 1 WHERE ${followable('$1')}`, [userId]);
    return rows.length > 0;
  },

  /** The existence check and the insert in one statement; the primary key keeps concurrent follows one row. */
  async insert(q: Queryable, followerId: string, creatorId: string, now: Date) {
    const rows = await q.query<{ inserted: boolean; followable: boolean }>(
      `WITH made AS (
         INSERT INTO follows (follower_user_id, creator_user_id, created_at)
         SELECT $1, $2, $3 WHERE ${followable('$2')}
         ON CONFLICT (follower_user_id, creator_user_id) DO NOTHING
         RETURNING 1
       )
       SELECT EXISTS (SELECT 1 FROM made) AS inserted, ${followable('$2')} AS followable`,
      [followerId, creatorId, now],
    );
    const [row] = rows;
    if (row.inserted) return 'new';
    return row.followable ? 'already' : 'missing';
  },

  async delete(q: Queryable, followerId: string, creatorId: string): Promise<boolean> {
    const rows = await q.query(
      'DELETE FROM follows WHERE follower_user_id = $1 AND creator_user_id = $2 RETURNING creator_user_id',
      [followerId, creatorId],
    );
    return rows.length > 0;
  },

  async isFollowing(q: Queryable, followerId: string, creatorId: string): Promise<boolean> {
    const rows = await q.query('SELECT 1 FROM follows WHERE follower_user_id = $1 AND creator_user_id = $2', [
      followerId,
      creatorId,
    ]);
    return rows.length > 0;
  },

  async counts(q: Queryable, userId: string): Promise<FollowCountsRow> {
    const [row] = await q.query<FollowCountsRow>(
      `SELECT (SELECT count(*)::int FROM follows WHERE creator_user_id = $1) AS follower_count,
         (SELECT count(*)::int FROM follows WHERE follower_user_id = $1) AS following_count`,
      [userId],
    );
    return row;
  },

  /**
   * Whom the user follows, newest first: by key after the cursor's (created_at, creator_user_id) on
   * follows_follower, else by offset with count(*). A creator without a profile (none can be followed) is left out.
   */
  async following(q: Queryable, followerId: string, window: KeysetWindow): Promise<KeysetRows<FollowedCreatorRow>> {
    const select = `SELECT p.user_id, p.username, p.display_name, p.avatar_image, f.created_at AS followed_at,
        ${sortKeyColumn('f.created_at')}
      FROM follows f JOIN profiles p ON p.user_id = f.creator_user_id
      WHERE f.follower_user_id = $1`;
    const order = 'ORDER BY f.created_at DESC, f.creator_user_id DESC';
    if (window.after) {
      const rows = await q.query<FollowedCreatorRow>(
        `${select} AND (f.created_at, f.creator_user_id) < (${keyParam('$2')}, $3) ${order} LIMIT $4`,
        [followerId, window.after.key, window.after.id, window.limit + 1],
      );
      return { rows, total: null };
    }
    const rows = await q.query<FollowedCreatorRow>(`${select} ${order} OFFSET $2 LIMIT $3`, [
      followerId,
      window.offset,
      window.limit + 1,
    ]);
    const [count] = await q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM follows f JOIN profiles p ON p.user_id = f.creator_user_id
       WHERE f.follower_user_id = $1`,
      [followerId],
    );
    return { rows, total: count.total };
  },
};
