import type { RoleStore } from './roles.ports';

export const roleRepository: RoleStore = {
  async hasRole(q, userId, role) {
    const rows = await q.query('SELECT 1 FROM user_roles WHERE user_id = $1 AND role = $2', [userId, role]);
    return rows.length > 0;
  },
  async grant(q, userId, role, at) {
    await q.query('INSERT INTO user_roles (user_id, role, granted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      userId,
      role,
      at,
    ]);
  },
  async revoke(q, userId, role) {
    await q.query('DELETE FROM user_roles WHERE user_id = $1 AND role = $2', [userId, role]);
  },
};
