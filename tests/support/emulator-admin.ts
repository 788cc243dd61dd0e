import { DEMO_PROJECT_ID } from '../../scripts/lib/emulator';
import { fetchNoKeepAlive } from './no-keepalive-fetch';

/** The Auth emulator's own admin endpoints (no credentials: the emulator accepts `Bearer owner`). */
function host(): string {
  const value = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!value) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  return value;
}

export interface OobCode {
  readonly email: string;
  readonly requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  readonly oobCode: string;
  readonly oobLink: string;
}

/** Out-of-band codes the emulator "sent" (verification and reset emails), newest last. */
export async function oobCodes(email?: string): Promise<OobCode[]> {
  const response = await fetchNoKeepAlive(`http://${host()}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as { oobCodes: OobCode[] };
  return body.oobCodes.filter((code) => !email || code.email.toLowerCase() === email.toLowerCase());
}

/** Waits for the newest code of a kind for an address (emails are "sent" asynchronously). */
export async function waitForOobCode(email: string, requestType: string, timeoutMs = 15_000): Promise<OobCode> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await oobCodes(email)).filter((code) => code.requestType === requestType).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${requestType} code for ${email}`);
}

export interface EmulatorAccount {
  readonly localId: string;
  readonly email?: string;
  readonly emailVerified?: boolean;
  readonly providerUserInfo?: readonly { providerId: string; email?: string }[];
}

/** The emulator's record of the account with this email, or null. */
export async function lookupAccount(email: string): Promise<EmulatorAccount | null> {
  const lookup = await fetchNoKeepAlive(
    `http://${host()}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const { users } = (await lookup.json()) as { users?: EmulatorAccount[] };
  return users?.[0] ?? null;
}

/** Disables an account via the emulator's admin API (spec §4: auth/user-disabled). */
export async function disableAccount(email: string): Promise<void> {
  const account = await lookupAccount(email);
  if (!account) throw new Error(`no account ${email}`);
  const users = [account];
  const update = await fetchNoKeepAlive(
    `http://${host()}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: users[0].localId, disableUser: true }),
    },
  );
  if (!update.ok) throw new Error(`disable failed: ${update.status}`);
}

/** Sets an account's password via the emulator's admin API (a test that changed a shared demo account's password puts it back). */
export async function setPassword(email: string, password: string): Promise<void> {
  const account = await lookupAccount(email);
  if (!account) throw new Error(`no account ${email}`);
  const update = await fetchNoKeepAlive(
    `http://${host()}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: account.localId, password }),
    },
  );
  if (!update.ok) throw new Error(`set password failed: ${update.status}`);
}
