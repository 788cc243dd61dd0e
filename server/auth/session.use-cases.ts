import type { SessionCheckWire, SessionCreatedWire, SessionDeletedWire } from '../../src/contract/auth.contract';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newSecretToken, sha256 } from '../kernel/ids';
import type { UserUseCases } from '../users/users.use-cases';
import type { AuthStore } from './auth.ports';

/** Ours (spec §7 "payloads not shown"): server-side session tokens a web view can carry, 14 days like FIREBASE_TOKEN. */
export const SESSION_TTL_MS = 14 * 86_400_000;

/** The web-view session calls (user-auth-svc/sessions/*): tokens stored only as their SHA-256. */
export function createSessionUseCases(
  deps: Pick<Kernel, 'db' | 'clock'>,
  store: AuthStore,
  users: Pick<UserUseCases, 'requireUser'>,
) {
  return {
    async createSession(identity: VerifiedIdentity): Promise<SessionCreatedWire> {
      const token = newSecretToken();
      const now = nowDate(deps);
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      const user = await deps.db.transaction(async (tx) => {
        const found = await users.requireUser(tx, identity);
        await store.insertSession(
          tx,
          { token_hash: sha256(token), user_id: found.user_id, expires_at: expiresAt },
          now,
        );
        return found;
      });
      return { session_token: token, user_id: user.user_id, expires_at: expiresAt.toISOString() };
    },

    async verifySession(token: string): Promise<SessionCheckWire> {
      const row = await store.findSession(deps.db, sha256(token));
      if (!row || new Date(row.expires_at).getTime() <= deps.clock.now())
        return { valid: false, user_id: null, expires_at: null };
      return { valid: true, user_id: row.user_id, expires_at: new Date(row.expires_at).toISOString() };
    },

    async deleteSession(identity: VerifiedIdentity, token: string): Promise<SessionDeletedWire> {
      return deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        return { deleted: await store.deleteSession(tx, sha256(token), user.user_id) };
      });
    },
  };
}
