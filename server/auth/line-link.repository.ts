import type { Queryable } from '../kernel/database.port';
import type { LineLinkRow, LineLinkStore } from './auth.ports';

const SELECT =
  'SELECT l.line_user_id, l.user_id, u.firebase_uid FROM line_links l JOIN users u ON u.user_id = l.user_id';

/** LINE user ids linked to accounts (migration 0012). */
export const lineLinkRepository: LineLinkStore = {
  async findByLineUserId(q: Queryable, lineUserId: string): Promise<LineLinkRow | null> {
    const rows = await q.query<LineLinkRow>(`${SELECT} WHERE l.line_user_id = $1`, [lineUserId]);
    return rows[0] ?? null;
  },

  async findByUserId(q: Queryable, userId: string): Promise<LineLinkRow | null> {
    const rows = await q.query<LineLinkRow>(`${SELECT} WHERE l.user_id = $1`, [userId]);
    return rows[0] ?? null;
  },

  async insert(q: Queryable, link: { line_user_id: string; user_id: string }, now: Date): Promise<boolean> {
    const rows = await q.query(
      'INSERT INTO line_links (line_user_id, user_id, linked_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING line_user_id',
      [link.line_user_id, link.user_id, now],
    );
    return rows.length > 0;
  },

  async deleteByUserId(q: Queryable, userId: string): Promise<boolean> {
    const rows = await q.query('DELETE FROM line_links WHERE user_id = $1 RETURNING line_user_id', [userId]);
    return rows.length > 0;
  },

  async accountExists(q: Queryable, firebaseUid: string): Promise<boolean> {
    const rows = await q.query('SELECT 1 FROM users WHERE firebase_uid = $1', [firebaseUid]);
    return rows.length > 0;
  },
};
