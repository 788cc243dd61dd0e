import { randomBytes } from 'node:crypto';
import { fetchNoKeepAlive } from '../../support/no-keepalive-fetch';

/** Firebase Auth emulator REST helpers: the global setup starts the emulator and sets FIREBASE_AUTH_EMULATOR_HOST. */
export const PROJECT_ID = 'demo-travelogue';

export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: the server tests need the Auth emulator (tests/support/global-setup.ts)',
    );
  return host;
}

export interface EmulatorUser {
  readonly email: string;
  readonly password: string;
  readonly uid: string;
  readonly idToken: string;
}

export const uniqueEmail = (prefix = 'user'): string =>
  `${prefix}-${randomBytes(5).toString('hex')}@test.travelogue.dev`;

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetchNoKeepAlive(`http://${emulatorHost()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${json.error?.message ?? ''}`);
  return json;
}

/**
 * Creates an email/password account and returns an ID token (alg none: valid only in emulator mode).
 * The token comes from a separate password sign-in, not from accounts:signUp: the emulator stamps
 * signUp's auth_time before it computes validSince, so when a second boundary falls between the two the
 * signUp token looks revoked to firebase-admin (auth_time < validSince) and the call is a flaky 401.
 */
export async function signUp(email = uniqueEmail(), password = 'secret-pass-1'): Promise<EmulatorUser> {
  const result = await post<{ localId: string }>('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-key', {
    email,
    password,
    returnSecureToken: true,
  });
  return { email, password, uid: result.localId, idToken: await signIn(email, password) };
}

export async function signIn(email: string, password: string): Promise<string> {
  const result = await post<{ idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key',
    { email, password, returnSecureToken: true },
  );
  return result.idToken;
}

/** Disables an account through the emulator's admin API. */
export async function disableUser(uid: string): Promise<void> {
  await post(
    `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    { localId: uid, disableUser: true },
    { authorization: 'Bearer owner' },
  );
}

/**
 * Enables the account under `email` again through the emulator's admin API. The emulator is shared by every
 * file of a run: a file that disables a shared (demo) account gives it back with this in afterAll, so a failure
 * midway does not leave the account disabled for the files after it.
 */
export async function enableUserByEmail(email: string): Promise<void> {
  const found = await post<{ users?: { localId: string }[] }>(
    `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    { email: [email] },
    { authorization: 'Bearer owner' },
  );
  for (const { localId } of found.users ?? []) {
    await post(
      `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
      { localId, disableUser: false },
      { authorization: 'Bearer owner' },
    );
  }
}

/** Revokes refresh tokens: tokens issued before now are then rejected (validSince moves forward). */
export async function revokeTokens(uid: string): Promise<void> {
  await post(
    `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    { localId: uid, validSince: String(Math.floor(Date.now() / 1000) + 1) },
    { authorization: 'Bearer owner' },
  );
}
