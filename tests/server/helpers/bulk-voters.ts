import { fetchNoKeepAlive } from '../../support/no-keepalive-fetch';
import type { TestServer } from './test-server';
import { PROJECT_ID, emulatorHost } from './emulator-users';

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An emulator-mode ID token (alg none, no signature) for `uid`, minted here instead of one password sign-in per
 * account: the server verifies it exactly as it verifies the emulator's own tokens (firebase-admin in emulator
 * mode checks aud, iss, sub, iat, exp and that the account exists and is enabled; no signature), so the HTTP path
 * under test is the real one. The emulator's own tokens have the same shape (tests/server/helpers/emulator-users.ts).
 */
/** `nowSeconds` must not be before the account's creation: the emulator sets validSince then, and an older auth_time reads as revoked. */
export function unsignedIdToken(uid: string, email: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: nowSeconds,
    user_id: uid,
    sub: uid,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
    email,
    email_verified: true,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

export interface BulkVoter {
  readonly userId: string;
  readonly idToken: string;
}

/** Creates the accounts at the emulator in one request (its admin batchCreate endpoint) instead of one sign-up each. */
async function batchCreateAccounts(accounts: readonly { uid: string; email: string }[]): Promise<void> {
  const response = await fetchNoKeepAlive(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchCreate`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ users: accounts.map((a) => ({ localId: a.uid, email: a.email, emailVerified: true })) }),
    },
  );
  const answer = await response.json();
  if (!response.ok || (answer.error ?? []).length > 0)
    throw new Error(`emulator batchCreate: ${response.status} ${JSON.stringify(answer.error)}`);
}

/**
 * `count` accounts (created at the emulator in one batch) that exist as our users rows (created through the
 * users module's ensureUser, the step login takes: spec §4 common sign-in step 4), with a token each.
 */
export async function bulkVoters(t: TestServer, count: number, prefix: string): Promise<BulkVoter[]> {
  const accounts = Array.from({ length: count }, (_, i) => ({
    uid: `${prefix}-${i}`,
    email: `${prefix}-${i}@bulk.travelogue.dev`,
  }));
  await batchCreateAccounts(accounts);
  const users = t.server.modules.users.useCases;
  const now = new Date(t.clock.now());
  const voters: BulkVoter[] = [];
  for (const { uid, email } of accounts) {
    const row = await users.ensureUser(t.server.deps.db, { uid, email }, now);
    voters.push({ userId: row.user_id, idToken: unsignedIdToken(uid, email) });
  }
  return voters;
}
