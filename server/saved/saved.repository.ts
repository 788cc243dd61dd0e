import type { Queryable } from '../kernel/database.port';
import { keyParam, sortKeyColumn, type KeysetRows, type KeysetWindow } from '../kernel/keyset';
import { publicContent } from '../kernel/public-content';
import type { SavedItemRow, SavedKind, SavedListOwnerRow, SavedListRow, SavedStore } from './saved.ports';

/** The target's title (in the reader's language for a place), kind and one line of detail; a target readers can no longer see lists nothing. */
const TITLE = `CASE WHEN s.kind = 'content' THEN v.document->>'title' WHEN $4 = 'th' THEN l.name_th ELSE l.name_en END AS title,
  c.kind AS content_kind,
  COALESCE(CASE WHEN s.kind = 'content' THEN v.document->>'summary' ELSE l.address END, '') AS detail`;
const VISIBLE = `((s.kind = 'content' AND c.content_id IS NOT NULL) OR (s.kind = 'place' AND l.location_id IS NOT NULL))`;
const FROM = `FROM saved_items s
  LEFT JOIN contents c ON s.kind = 'content' AND c.content_id = s.target_id AND ${publicContent('c')}
  LEFT JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
  LEFT JOIN locations l ON s.kind = 'place' AND l.location_id = s.target_id AND l.status = 'approved'`;

/**
 * The same rule as VISIBLE for a count, as a semi-join on the one table of the kind asked: a count of my saved
 * contents never reads locations (nor a count of places contents), and needs no row of either, only whether it is there.
 */
const CONTENT_SEEN = `EXISTS (SELECT 1 FROM contents c WHERE c.content_id = s.target_id AND ${publicContent('c')})`;
const PLACE_SEEN = `EXISTS (SELECT 1 FROM locations l WHERE l.location_id = s.target_id AND l.status = 'approved')`;
const seenOfKind = (kind: SavedKind | null): string =>
  kind === 'content'
    ? CONTENT_SEEN
    : kind === 'place'
      ? PLACE_SEEN
      : `((s.kind = 'content' AND ${CONTENT_SEEN}) OR (s.kind = 'place' AND ${PLACE_SEEN}))`;

const LIST_COLUMNS = `sl.list_id, sl.user_id, sl.name, sl.is_default, sl.is_public, sl.created_at,
  (SELECT count(*)::int FROM saved_items i WHERE i.list_id = sl.list_id) AS item_count`;

/** Saved items and lists of migration 0019. */
export const savedRepository: SavedStore = {
  /** A content readers may see (published, not deleted, not hidden), or an approved place. */
  async targetVisible(q: Queryable, kind: SavedKind, targetId: string): Promise<boolean> {
    const rows =
      kind === 'content'
        ? await q.query(`SELECT 1 FROM contents WHERE content_id = $1 AND ${publicContent()}`, [targetId])
        : await q.query(`SELECT 1 FROM locations WHERE location_id = $1 AND status = 'approved'`, [targetId]);
    return rows.length > 0;
  },

  /** The user's default list, made on first need (the partial unique index keeps it one under races). */
  async defaultList(q: Queryable, userId: string, newListId: string, now: Date): Promise<string> {
    await q.query(
      `INSERT INTO saved_lists (list_id, user_id, name, is_default, created_at) VALUES ($1, $2, '', true, $3)
       ON CONFLICT (user_id) WHERE is_default DO NOTHING`,
      [newListId, userId, now],
    );
    const [row] = await q.query<{ list_id: string }>(
      'SELECT list_id FROM saved_lists WHERE user_id = $1 AND is_default',
      [userId],
    );
    return row.list_id;
  },

  async findList(q: Queryable, listId: string): Promise<SavedListRow | null> {
    const rows = await q.query<SavedListRow>(`SELECT ${LIST_COLUMNS} FROM saved_lists sl WHERE sl.list_id = $1`, [
      listId,
    ]);
    return rows[0] ?? null;
  },

  async listsOf(q: Queryable, userId: string): Promise<SavedListRow[]> {
    return q.query<SavedListRow>(
      `SELECT ${LIST_COLUMNS} FROM saved_lists sl WHERE sl.user_id = $1 ORDER BY sl.is_default DESC, sl.created_at, sl.list_id`,
      [userId],
    );
  },

  async namedListCount(q: Queryable, userId: string): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM saved_lists WHERE user_id = $1 AND NOT is_default',
      [userId],
    );
    return row.n;
  },

  async insertList(q: Queryable, listId: string, userId: string, name: string, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO saved_lists (list_id, user_id, name, is_default, created_at) VALUES ($1, $2, $3, false, $4)`,
      [listId, userId, name, now],
    );
  },

  async renameList(q: Queryable, listId: string, name: string): Promise<void> {
    await q.query('UPDATE saved_lists SET name = $2 WHERE list_id = $1', [listId, name]);
  },

  async setListPublic(q: Queryable, listId: string, isPublic: boolean): Promise<void> {
    await q.query('UPDATE saved_lists SET is_public = $2 WHERE list_id = $1', [listId, isPublic]);
  },

  /** The names a public list's page shows for its maker. */
  async owner(q: Queryable, userId: string): Promise<SavedListOwnerRow> {
    const rows = await q.query<{ username: string | null; display_name: string | null }>(
      'SELECT username, display_name FROM profiles WHERE user_id = $1',
      [userId],
    );
    return { user_id: userId, username: rows[0]?.username ?? null, display_name: rows[0]?.display_name ?? null };
  },

  /** Its items go with it (ON DELETE CASCADE). */
  async deleteList(q: Queryable, listId: string): Promise<void> {
    await q.query('DELETE FROM saved_lists WHERE list_id = $1 AND NOT is_default', [listId]);
  },

  /** Locks the list row so the count check and the insert of concurrent saves into it happen one at a time. */
  async lockedItemCount(q: Queryable, listId: string): Promise<number | null> {
    const locked = await q.query('SELECT list_id FROM saved_lists WHERE list_id = $1 FOR UPDATE', [listId]);
    if (locked.length === 0) return null;
    const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_items WHERE list_id = $1', [
      listId,
    ]);
    return row.n;
  },

  async listOfItem(q: Queryable, userId: string, kind: SavedKind, targetId: string): Promise<string | null> {
    const rows = await q.query<{ list_id: string }>(
      'SELECT list_id FROM saved_items WHERE user_id = $1 AND kind = $2 AND target_id = $3',
      [userId, kind, targetId],
    );
    return rows[0]?.list_id ?? null;
  },

  /** One row per user and target however often (or however concurrently) it is saved. */
  async insertItem(q: Queryable, userId: string, kind: SavedKind, targetId: string, listId: string, now: Date) {
    await q.query(
      `INSERT INTO saved_items (user_id, kind, target_id, list_id, saved_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT saved_items_once DO NOTHING`,
      [userId, kind, targetId, listId, now],
    );
  },

  async moveItem(q: Queryable, userId: string, kind: SavedKind, targetId: string, listId: string): Promise<void> {
    await q.query('UPDATE saved_items SET list_id = $4 WHERE user_id = $1 AND kind = $2 AND target_id = $3', [
      userId,
      kind,
      targetId,
      listId,
    ]);
  },

  async deleteItem(q: Queryable, userId: string, kind: SavedKind, targetId: string): Promise<void> {
    await q.query('DELETE FROM saved_items WHERE user_id = $1 AND kind = $2 AND target_id = $3', [
      userId,
      kind,
      targetId,
    ]);
  },

  /** How many readers keep the target ("saved by N"). */
  async savedCount(q: Queryable, kind: SavedKind, targetId: string): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM saved_items WHERE kind = $1 AND target_id = $2',
      [kind, targetId],
    );
    return row.n;
  },

  async savedAmong(q: Queryable, userId: string, kind: SavedKind, ids: readonly string[]): Promise<string[]> {
    const rows = await q.query<{ target_id: string }>(
      `SELECT target_id FROM saved_items WHERE user_id = $1 AND kind = $2
       AND target_id IN (SELECT jsonb_array_elements_text($3::jsonb))`,
      [userId, kind, JSON.stringify(ids)],
    );
    return rows.map((row) => row.target_id);
  },

  /**
   * A user's saved items of one kind (or of every kind: null), optionally of one list, newest first, `limit + 1` rows (kernel/keyset.ts):
   * by key after the cursor's (saved_at, target_id) on saved_items_newest, else by offset with count(*).
   */
  async page(
    q: Queryable,
    userId: string,
    kind: SavedKind | null,
    lang: 'en' | 'th',
    listId: string | null,
    window: KeysetWindow,
  ): Promise<KeysetRows<SavedItemRow>> {
    const mine = 's.user_id = $1 AND ($2::text IS NULL OR s.kind = $2) AND ($3::text IS NULL OR s.list_id = $3)';
    const select = `SELECT s.kind, s.target_id, s.list_id, s.saved_at, ${TITLE}, ${sortKeyColumn('s.saved_at')} ${FROM} WHERE ${mine} AND ${VISIBLE}`;
    const order = 'ORDER BY s.saved_at DESC, s.target_id DESC';
    const filter = [userId, kind, listId];
    const base = [...filter, lang];
    if (window.after) {
      const rows = await q.query<SavedItemRow>(
        `${select} AND (s.saved_at, s.target_id) < (${keyParam('$5')}, $6) ${order} LIMIT $7`,
        [...base, window.after.key, window.after.id, window.limit + 1],
      );
      return { rows, total: null };
    }
    const rows = await q.query<SavedItemRow>(`${select} ${order} OFFSET $5 LIMIT $6`, [
      ...base,
      window.offset,
      window.limit + 1,
    ]);
    const [count] = await q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM saved_items s WHERE ${mine} AND ${seenOfKind(kind)}`,
      filter,
    );
    return { rows, total: count.total };
  },
};
