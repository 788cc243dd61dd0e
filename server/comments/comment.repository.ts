import type { Queryable } from '../kernel/database.port';
import { keyParam, sortKeyColumn, type KeysetRows, type KeysetWindow } from '../kernel/keyset';
import { publicContent } from '../kernel/public-content';
import type { AuthorRow, CommentRow, CommentStore, NewComment } from './comments.ports';

const SELECT_COMMENT = `SELECT c.comment_id, c.content_id, c.parent_comment_id, c.text, c.mention_user_ids, c.reply_count,
  c.created_at, c.author_user_id, c.hidden_at, c.edited_at, c.author_deleted_at, p.username, p.display_name, p.avatar_image, ${sortKeyColumn('c.created_at')}
  FROM comments c LEFT JOIN profiles p ON p.user_id = c.author_user_id`;

/**
 * One page of a comment list, oldest first, `limit + 1` rows (kernel/keyset.ts). An offset page counts the
 * list; a keyset page reads after the cursor's (created_at, comment_id) on the index of migration 0014,
 * without OFFSET and without count(*).
 */
async function listPage(
  q: Queryable,
  where: string,
  key: string,
  window: KeysetWindow,
): Promise<KeysetRows<CommentRow>> {
  const select = `${SELECT_COMMENT} WHERE ${where}`;
  const order = 'ORDER BY c.created_at, c.comment_id';
  if (window.after) {
    const rows = await q.query<CommentRow>(
      `${select} AND (c.created_at, c.comment_id) > (${keyParam('$2')}, $3) ${order} LIMIT $4`,
      [key, window.after.key, window.after.id, window.limit + 1],
    );
    return { rows, total: null };
  }
  const rows = await q.query<CommentRow>(`${select} ${order} OFFSET $2 LIMIT $3`, [
    key,
    window.offset,
    window.limit + 1,
  ]);
  const [count] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM comments c WHERE ${where}`, [
    key,
  ]);
  return { rows, total: count.total };
}

/**
 * Comments of migration 0005. Ids are time-ordered (see comments.use-cases.ts), so `created_at, comment_id`
 * is the order of posting even when two comments share a millisecond.
 */
export const commentRepository: CommentStore = {
  /** Readers may only see and comment on a content that exists, is not deleted and has a published version. */
  async isPublished(q: Queryable, contentId: string): Promise<boolean> {
    const rows = await q.query(`SELECT 1 FROM contents WHERE content_id = $1 AND ${publicContent()}`, [contentId]);
    return rows.length > 0;
  },

  async findById(q: Queryable, commentId: string): Promise<CommentRow | null> {
    const rows = await q.query<CommentRow>(`${SELECT_COMMENT} WHERE c.comment_id = $1 AND c.deleted_at IS NULL`, [
      commentId,
    ]);
    return rows[0] ?? null;
  },

  listTopLevel: (q: Queryable, contentId: string, window: KeysetWindow) =>
    listPage(q, 'c.content_id = $1 AND c.parent_comment_id IS NULL AND c.deleted_at IS NULL', contentId, window),

  listReplies: (q: Queryable, parentId: string, window: KeysetWindow) =>
    listPage(q, 'c.parent_comment_id = $1 AND c.deleted_at IS NULL', parentId, window),

  /** Inserts the comment and keeps the counters of the same transaction in step (content, and the parent for a reply). */
  async insert(q: Queryable, comment: NewComment): Promise<void> {
    await q.query(
      `INSERT INTO comments (comment_id, content_id, parent_comment_id, author_user_id, text, mention_user_ids, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [
        comment.commentId,
        comment.contentId,
        comment.parentCommentId,
        comment.authorUserId,
        comment.text,
        JSON.stringify(comment.mentionUserIds),
        comment.createdAt,
      ],
    );
    await q.query('UPDATE contents SET comment_count = comment_count + 1 WHERE content_id = $1', [comment.contentId]);
    if (comment.parentCommentId) {
      await q.query('UPDATE comments SET reply_count = reply_count + 1 WHERE comment_id = $1', [
        comment.parentCommentId,
      ]);
    }
  },

  async updateText(q, commentId, text, mentionUserIds, now) {
    await q.query(
      `UPDATE comments SET text = $2, mention_user_ids = $3::jsonb, edited_at = $4
       WHERE comment_id = $1 AND deleted_at IS NULL AND author_deleted_at IS NULL`,
      [commentId, text, JSON.stringify(mentionUserIds), now],
    );
  },

  async removeComments(q, commentIds, now) {
    if (commentIds.length === 0) return [];
    // The words go at once, in the row itself: nothing of them is kept to be read later.
    const gone = await q.query<{ comment_id: string; content_id: string; parent_comment_id: string | null }>(
      `UPDATE comments SET text = '', mention_user_ids = '[]'::jsonb, author_deleted_at = $2
       WHERE comment_id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND deleted_at IS NULL AND author_deleted_at IS NULL
       RETURNING comment_id, content_id, parent_comment_id`,
      [JSON.stringify(commentIds), now],
    );
    if (gone.length === 0) return [];
    const goneIds = JSON.stringify(gone.map((row) => row.comment_id));
    const inGone = 'comment_id IN (SELECT jsonb_array_elements_text($1::jsonb))';
    await q.query(
      `UPDATE contents c SET comment_count = greatest(0, c.comment_count - g.n)
       FROM (SELECT content_id, count(*)::int AS n FROM comments WHERE ${inGone} GROUP BY content_id) g
       WHERE c.content_id = g.content_id`,
      [goneIds],
    );
    await q.query(
      `UPDATE comments p SET reply_count = greatest(0, p.reply_count - g.n)
       FROM (SELECT parent_comment_id, count(*)::int AS n FROM comments WHERE ${inGone} AND parent_comment_id IS NOT NULL
             GROUP BY parent_comment_id) g
       WHERE p.comment_id = g.parent_comment_id`,
      [goneIds],
    );
    // Out of every list: what was removed and has no live replies (a reply never has any), and a placeholder
    // whose last reply just went.
    const candidates = [...gone.map((row) => row.comment_id), ...gone.flatMap((row) => row.parent_comment_id ?? [])];
    await q.query(
      `UPDATE comments SET deleted_at = $2
       WHERE comment_id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND deleted_at IS NULL
         AND author_deleted_at IS NOT NULL AND (parent_comment_id IS NOT NULL OR reply_count = 0)`,
      [JSON.stringify(candidates), now],
    );
    return [...new Set(gone.map((row) => row.content_id))];
  },

  async liveCommentIdsOf(q, userId) {
    const rows = await q.query<{ comment_id: string }>(
      'SELECT comment_id FROM comments WHERE author_user_id = $1 AND deleted_at IS NULL AND author_deleted_at IS NULL',
      [userId],
    );
    return rows.map((row) => row.comment_id);
  },

  async commentCount(q, contentId) {
    const rows = await q.query<{ comment_count: number }>('SELECT comment_count FROM contents WHERE content_id = $1', [
      contentId,
    ]);
    return rows[0]?.comment_count ?? 0;
  },

  /** Profiles whose username matches one of `usernames`, case-insensitively (spec §5: names are unique that way). */
  async authorsByUsernames(q: Queryable, usernames: readonly string[]): Promise<AuthorRow[]> {
    if (usernames.length === 0) return [];
    return q.query<AuthorRow>(
      `SELECT user_id, username, display_name, avatar_image FROM profiles
       WHERE lower(username) IN (SELECT lower(name) FROM jsonb_array_elements_text($1::jsonb) AS wanted(name))`,
      [JSON.stringify(usernames)],
    );
  },

  /** Current author fields of the mentioned users (a mention shows today's name, like the comment's author). */
  async authorsByIds(q: Queryable, userIds: readonly string[]): Promise<AuthorRow[]> {
    if (userIds.length === 0) return [];
    return q.query<AuthorRow>(
      `SELECT u.user_id, p.username, p.display_name, p.avatar_image FROM users u LEFT JOIN profiles p ON p.user_id = u.user_id
       WHERE u.user_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(userIds)],
    );
  },
};
