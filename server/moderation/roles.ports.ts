import type { Role } from '../../src/domain/moderation/moderation';
import type { Queryable } from '../kernel/database.port';

/** Where roles are kept (user_roles, migration 0009). */
export interface RoleStore {
  hasRole(q: Queryable, userId: string, role: Role): Promise<boolean>;
  grant(q: Queryable, userId: string, role: Role, at: Date): Promise<void>;
  revoke(q: Queryable, userId: string, role: Role): Promise<void>;
}
