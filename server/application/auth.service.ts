import { ErrorCode } from '../../src/domain/errors/error-codes';
import { apiError } from '../http/api-error';
import type { VerifiedIdentity } from '../identity/firebase-identity';
import { authRepository } from '../persistence/auth.repository';
import type { Queryable } from '../persistence/database';
import { userRepository, type UserRow } from '../persistence/user.repository';
import { nowDate, type ServerDeps } from './deps';
import { newId, newUserId } from './ids';

/** The user row behind a verified token; calls other than login need one (404 4040102001 otherwise). */
export async function requireUser(q: Queryable, identity: VerifiedIdentity): Promise<UserRow> {
  const user = await userRepository.findByFirebaseUid(q, identity.uid);
  if (!user) throw apiError(ErrorCode.userNotFound, 'No user for this account yet: call user-auth-command-service/v1/login first');
  return user;
}

/** Spec §4 common sign-in step 4: verify the token, create the user on first login, record the event. */
export async function login(
  deps: ServerDeps,
  request: { token: string; lat: number | null; lng: number | null; device: string },
): Promise<{ user_id: string }> {
  const identity = await deps.identity.verifyIdToken(request.token);
  const now = nowDate(deps);
  return deps.db.transaction(async (tx) => {
    const user = await userRepository.insertIfAbsent(tx, { user_id: newUserId(), firebase_uid: identity.uid, email: identity.email }, now);
    await authRepository.recordEvent(tx, {
      eventId: newId(), userId: user.user_id, kind: 'login', lat: request.lat, lng: request.lng, device: request.device,
    }, now);
    return { user_id: user.user_id };
  });
}

/** Spec §4 Logout: the backend is told; the identity provider sign-out happens in the SPA. */
export async function logout(deps: ServerDeps, token: string): Promise<{ logged_out: true }> {
  const identity = await deps.identity.verifyIdToken(token);
  await deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, identity);
    await authRepository.recordEvent(tx, { eventId: newId(), userId: user.user_id, kind: 'logout', lat: null, lng: null, device: null }, nowDate(deps));
  });
  return { logged_out: true };
}

const unverifiedSubject = (token: string): string | null => {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
};

/**
 * Spec §7 refresh: the new token (also the bearer) is fully verified; the old one may have expired, so only
 * its subject is read, and it must be the same account (ours: 4010104001 otherwise).
 */
export async function refresh(
  deps: ServerDeps,
  bearer: VerifiedIdentity,
  request: { old_token: string; new_token: string },
): Promise<{ user_id: string }> {
  const fresh = await deps.identity.verifyIdToken(request.new_token);
  if (fresh.uid !== bearer.uid) throw apiError(ErrorCode.invalidToken, 'new_token and the Authorization bearer belong to different accounts');
  if (unverifiedSubject(request.old_token) !== fresh.uid) throw apiError(ErrorCode.invalidToken, 'old_token does not belong to this account');
  return deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, fresh);
    await authRepository.recordEvent(tx, { eventId: newId(), userId: user.user_id, kind: 'refresh', lat: null, lng: null, device: null }, nowDate(deps));
    return { user_id: user.user_id };
  });
}

/** Spec §4 step 3: a LINE access token and user id become an identity-provider custom token. */
export async function customLineToken(deps: ServerDeps, request: { access_token: string; line_user_id: string }): Promise<{ token: string }> {
  const info = await deps.line.verifyAccessToken(request.access_token);
  if (!info) throw apiError(ErrorCode.invalidToken, 'LINE access token is invalid or expired');
  if (info.clientId !== deps.line.channelId) throw apiError(ErrorCode.lineClientIdMismatch, 'LINE access token was issued for another channel');
  const profile = await deps.line.getProfile(request.access_token);
  if (!profile) throw apiError(ErrorCode.invalidToken, 'LINE access token is invalid or expired');
  if (profile.userId !== request.line_user_id) throw apiError(ErrorCode.lineUserIdMismatch, 'line_user_id does not match the LINE profile');
  return { token: await deps.identity.createCustomToken(`line:${profile.userId}`) };
}
