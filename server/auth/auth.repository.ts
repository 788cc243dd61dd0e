import type { Queryable } from '../kernel/database.port';
import type { AuthEvent, AuthStore, WebSessionRow } from './auth.ports';

/** Auth events (login, logout, refresh) and web-view session tokens (stored hashed, never in clear). */
export const authRepository: AuthStore = {
  async recordEvent(q: Queryable, event: AuthEvent, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO auth_events (event_id, user_id, kind, lat, lng, device, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [event.eventId, event.userId, event.kind, event.lat, event.lng, event.device, now],
    );
  },

  async countEvents(q: Queryable, userId: string, kind: AuthEvent['kind']): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM auth_events WHERE user_id = $1 AND kind = $2',
      [userId, kind],
    );
    return row.n;
  },

  async insertSession(q: Queryable, session: WebSessionRow, now: Date): Promise<void> {
    await q.query('INSERT INTO web_sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      session.token_hash,
      session.user_id,
      now,
      session.expires_at,
    ]);
  },

  async findSession(q: Queryable, tokenHash: string): Promise<WebSessionRow | null> {
    const rows = await q.query<WebSessionRow>(
      'SELECT token_hash, user_id, expires_at FROM web_sessions WHERE token_hash = $1',
      [tokenHash],
    );
    return rows[0] ?? null;
  },

  async deleteSession(q: Queryable, tokenHash: string, userId: string): Promise<boolean> {
    const rows = await q.query('DELETE FROM web_sessions WHERE token_hash = $1 AND user_id = $2 RETURNING token_hash', [
      tokenHash,
      userId,
    ]);
    return rows.length > 0;
  },
};
