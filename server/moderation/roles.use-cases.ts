import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import type { UserUseCases } from '../users/users.use-cases';
import type { UserRow } from '../users/users.ports';
import type { RoleStore } from './roles.ports';

/**
 * The moderator role. Every admin call goes through `requireModerator` on the server: no token is
 * 401 4010104001 (the route's auth), a user without the role 403 4030607011 (moderatorOnly).
 */
export function createRoleUseCases(
  deps: Pick<Kernel, 'db' | 'clock'>,
  roles: RoleStore,
  users: Pick<UserUseCases, 'requireUser' | 'findUser'>,
) {
  async function isModerator(q: Queryable, identity: VerifiedIdentity | null): Promise<boolean> {
    if (!identity) return false;
    const user = await users.findUser(q, identity);
    return user ? roles.hasRole(q, user.user_id, 'moderator') : false;
  }

  return {
    isModerator,

    /** The moderator's user row, or a refusal (401 without a token, 403 without the role). */
    async requireModerator(q: Queryable, identity: VerifiedIdentity | null): Promise<UserRow> {
      if (!identity) throw failure(ErrorCode.invalidToken, 'Missing bearer token');
      const user = await users.findUser(q, identity);
      if (!user || !(await roles.hasRole(q, user.user_id, 'moderator')))
        throw failure(ErrorCode.moderatorOnly, 'This call needs the moderator role');
      return user;
    },

    /** GET admin role: any signed-in user may ask; never 403. */
    async myRole(identity: VerifiedIdentity): Promise<{ moderator: boolean }> {
      return { moderator: await isModerator(deps.db, identity) };
    },

    /** The grant command and the demo seed. */
    async grantModerator(q: Queryable, userId: string): Promise<void> {
      await roles.grant(q, userId, 'moderator', nowDate(deps));
    },

    async revokeModerator(q: Queryable, userId: string): Promise<void> {
      await roles.revoke(q, userId, 'moderator');
    },
  };
}

export type RoleUseCases = ReturnType<typeof createRoleUseCases>;
