import type { Queryable } from '../kernel/database.port';
import type { CategoryRow, CategoryStore, CategoryUsageRow } from './categories.ports';

/** Categories and each user's interests (migration 0004). */
export const interestRepository: CategoryStore = {
  async listCategories(q: Queryable): Promise<CategoryRow[]> {
    return q.query<CategoryRow>(
      'SELECT category_id, name_en, name_th FROM categories ORDER BY sort_order, category_id',
    );
  },

  /** Ten rows: reading them all is simpler than an array parameter both drivers must agree on. */
  /**
   * Every category with how many of the user's live contents use it (contract categories v2 editor): a
   * content counts once even when its draft and published versions both list the category.
   */
  async categoryUsageOf(q: Queryable, userId: string): Promise<CategoryUsageRow[]> {
    return q.query<CategoryUsageRow>(
      `SELECT c.category_id, c.name_en, c.name_th, coalesce(used.n, 0)::int AS content_count
       FROM categories c LEFT JOIN (
         SELECT cat.id, count(DISTINCT ct.content_id) AS n
         FROM contents ct
         JOIN content_versions v ON v.content_id = ct.content_id AND v.state IN ('draft', 'published')
         CROSS JOIN LATERAL jsonb_array_elements_text(v.document->'category_ids') AS cat(id)
         WHERE ct.author_user_id = $1 AND ct.deleted_at IS NULL
         GROUP BY cat.id
       ) used ON used.id = c.category_id
       ORDER BY c.sort_order, c.category_id`,
      [userId],
    );
  },

  async unknownCategoryIds(q: Queryable, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const known = new Set(
      (await q.query<{ category_id: string }>('SELECT category_id FROM categories')).map((row) => row.category_id),
    );
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
      await q.query('INSERT INTO user_interests (user_id, category_id, created_at) VALUES ($1, $2, $3)', [
        userId,
        id,
        now,
      ]);
    }
  },
};
