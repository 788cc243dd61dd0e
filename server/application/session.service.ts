import type { VerifiedIdentity } from '../identity/firebase-identity';
import { authRepository } from '../persistence/auth.repository';
import { requireUser } from './auth.service';
import { nowDate, type ServerDeps } from './deps';
import { newSecretToken, sha256 } from './ids';

/** Ours (spec §7 "payloads not shown"): server-side session tokens a web view can carry, 14 days like FIREBASE_TOKEN. */
export const SESSION_TTL_MS = 14 * 86_400_000;

export async function createSession(deps: ServerDeps, identity: VerifiedIdentity): Promise<{ session_token: string; user_id: string; expires_at: string }> {
  const token = newSecretToken();
  const now = nowDate(deps);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const user = await deps.db.transaction(async (tx) => {
    const found = await requireUser(tx, identity);
    await authRepository.insertSession(tx, { token_hash: sha256(token), user_id: found.user_id, expires_at: expiresAt }, now);
    return found;
  });
  return { session_token: token, user_id: user.user_id, expires_at: expiresAt.toISOString() };
}

export async function verifySession(deps: ServerDeps, token: string): Promise<{ valid: boolean; user_id: string | null; expires_at: string | null }> {
  const row = await authRepository.findSession(deps.db, sha256(token));
  if (!row || new Date(row.expires_at).getTime() <= deps.clock.now()) return { valid: false, user_id: null, expires_at: null };
  return { valid: true, user_id: row.user_id, expires_at: new Date(row.expires_at).toISOString() };
}

export async function deleteSession(deps: ServerDeps, identity: VerifiedIdentity, token: string): Promise<{ deleted: boolean }> {
  return deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, identity);
    return { deleted: await authRepository.deleteSession(tx, sha256(token), user.user_id) };
  });
}
