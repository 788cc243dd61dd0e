import type { Queryable } from './database';

export interface CategoryRow {
  readonly category_id: string;
  readonly name_en: string;
  readonly name_th: string;
}

/** Categories and each user's interests (migration 0004). */
export const interestRepository = {
  async listCategories(q: Queryable): Promise<CategoryRow[]> {
    return q.query<CategoryRow>('SELECT category_id, name_en, name_th FROM categories ORDER BY sort_order, category_id');
  },

  /** Ten rows: reading them all is simpler than an array parameter both drivers must agree on. */
  async unknownCategoryIds(q: Queryable, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const known = new Set((await q.query<{ category_id: string }>('SELECT category_id FROM categories')).map((row) => row.category_id));
    return ids.filter((id) => !known.has(id));
  },

  async interestsOf(q: Queryable, userId: string): Promise<string[]> {
    const rows = await q.query<{ category_id: string }>(
      `SELECT i.category_id FROM user_interests i JOIN categories c ON c.category_id = i.category_id
       WHERE i.user_id = $1 ORDER BY c.sort_order, c.category_id`,
      [userId],
    );
    return rows.map((row) => row.category_id);
  },

  /** Replaces the whole set (PUT semantics). */
  async replaceInterests(q: Queryable, userId: string, ids: readonly string[], now: Date): Promise<void> {
    await q.query('DELETE FROM user_interests WHERE user_id = $1', [userId]);
    for (const id of ids) {
      await q.query('INSERT INTO user_interests (user_id, category_id, created_at) VALUES ($1, $2, $3)', [userId, id, now]);
    }
  },
};
