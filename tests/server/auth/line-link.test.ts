import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { fetchNoKeepAlive } from '../../support/no-keepalive-fetch';
import { emulatorHost } from '../helpers/emulator-users';
import { startFakeLine, type FakeLine } from '../helpers/fake-line';
import { DATABASES, errCode, signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

const LINK = '/private/api/user-auth-command-service/v1/links/line';
const CUSTOM_LINE = '/api/user-auth-command-service/v1/custom/line';
const LOGIN = '/api/user-auth-command-service/v1/login';
const PREFS = '/api/content-platform/notification-service/v1/notifications/preferences';

/** The uid a custom token is minted for (its `uid` claim). */
const uidOf = (jwt: string): string => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).uid;

/** The SPA's spec §4 step 3: sign in at the identity provider with the custom token; returns the ID token. */
async function signInWithCustomToken(token: string): Promise<string> {
  const response = await fetchNoKeepAlive(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!json.idToken) throw new Error(`signInWithCustomToken: ${json.error?.message}`);
  return json.idToken;
}

describe.each(DATABASES)('LINE linked to an account on %s (spec §4 step 3, §8)', (kind) => {
  let t: TestServer;
  let line: FakeLine;
  /** A LINE account the fake LINE knows: its access token proves it. */
  const lineAccount = () => {
    const userId = `U${randomBytes(6).toString('hex')}`;
    const accessToken = `at-${userId}`;
    line.accessTokens.set(accessToken, { clientId: 'chan-1', userId });
    return { userId, accessToken, body: { access_token: accessToken, line_user_id: userId } };
  };

  beforeAll(async () => {
    line = await startFakeLine();
    t = await startTestServer(kind, {
      LINE_CHANNEL_ID: 'chan-1',
      LINE_CHANNEL_SECRET: 'secret-1',
      LINE_API_URL: line.url,
      LINE_REDIRECT_URI: 'http://localhost/cb',
    });
  });
  afterAll(async () => {
    await t?.close();
    await line?.close();
  });

  it('notifications by LINE are not offered, even to a LINE account, on a server without LINE messaging', async () => {
    const user = await signedInUser(t);
    expect((await t.call('POST', LINK, { token: user.idToken, body: lineAccount().body })).status).toBe(200);
    const prefs = await t.call('GET', PREFS, { token: user.idToken });
    expect(prefs.body.data.channels.line).toEqual({ available: false, add_friend_url: null });
    const refused = await t.call('PATCH', PREFS, {
      token: user.idToken,
      body: { changes: [{ topic: 'reply', channel: 'line', enabled: true }] },
    });
    expect(refused.status).toBe(409);
    expect(errCode(refused)).toBe(ErrorCode.notificationChannelUnavailable);
  });

  it('an email account links LINE; LINE sign-in then opens that same account (spec §4 step 3)', async () => {
    const user = await signedInUser(t);
    const lineUser = lineAccount();
    const before = await t.call('GET', LINK, { token: user.idToken });
    expect(before.body.data).toEqual({ linked: false, line_user_id: null, can_unlink: false });

    const linked = await t.call('POST', LINK, { token: user.idToken, body: lineUser.body });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toEqual({ linked: true, line_user_id: lineUser.userId, can_unlink: true });
    expect((await t.call('GET', LINK, { token: user.idToken })).body.data.linked).toBe(true);

    const custom = await t.call('POST', CUSTOM_LINE, { body: lineUser.body });
    expect(custom.status).toBe(200);
    expect(uidOf(custom.body.data.token)).toBe(user.uid);
    const idToken = await signInWithCustomToken(custom.body.data.token);
    const login = await t.call('POST', LOGIN, { body: { token: idToken, lat: null, lng: null, device: 'vitest' } });
    expect(login.body.data.user_id).toBe(user.userId);

    const again = await t.call('POST', LINK, { token: user.idToken, body: lineUser.body });
    expect(again.body.data.line_user_id).toBe(lineUser.userId);
  });

  it('spec §8 credential-already-in-use: a LINE account linked to someone else is 409 4090104010', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const lineUser = lineAccount();
    expect((await t.call('POST', LINK, { token: owner.idToken, body: lineUser.body })).status).toBe(200);
    const taken = await t.call('POST', LINK, { token: other.idToken, body: lineUser.body });
    expect([taken.status, errCode(taken)]).toEqual([409, ErrorCode.lineAlreadyLinked]);
    expect((await t.call('GET', LINK, { token: other.idToken })).body.data.linked).toBe(false);
    expect(uidOf((await t.call('POST', CUSTOM_LINE, { body: lineUser.body })).body.data.token)).toBe(owner.uid);
  });

  it('spec §8 credential-already-in-use: a LINE account that has its own account (line:<id>) is 409', async () => {
    const lineUser = lineAccount();
    const custom = await t.call('POST', CUSTOM_LINE, { body: lineUser.body });
    expect(uidOf(custom.body.data.token)).toBe(`line:${lineUser.userId}`);
    const lineIdToken = await signInWithCustomToken(custom.body.data.token);
    expect(
      (await t.call('POST', LOGIN, { body: { token: lineIdToken, lat: null, lng: null, device: 'vitest' } })).status,
    ).toBe(200);

    const user = await signedInUser(t);
    const refused = await t.call('POST', LINK, { token: user.idToken, body: lineUser.body });
    expect([refused.status, errCode(refused)]).toEqual([409, ErrorCode.lineAlreadyLinked]);
    expect(uidOf((await t.call('POST', CUSTOM_LINE, { body: lineUser.body })).body.data.token)).toBe(
      `line:${lineUser.userId}`,
    );

    const own = await t.call('GET', LINK, { token: lineIdToken });
    expect(own.body.data).toEqual({ linked: true, line_user_id: lineUser.userId, can_unlink: false });
    const unlinkOwn = await t.call('DELETE', LINK, { token: lineIdToken });
    expect([unlinkOwn.status, errCode(unlinkOwn)]).toEqual([409, ErrorCode.lastSignInMethod]);
  });

  it('link checks the LINE token as custom/line does (spec §8 4010104001, 4000104006, 4000104007) and needs a bearer', async () => {
    const user = await signedInUser(t);
    line.accessTokens.set('at-other-channel-link', { clientId: 'someone-else', userId: 'Uother' });
    const lineUser = lineAccount();
    const expired = await t.call('POST', LINK, {
      token: user.idToken,
      body: { access_token: 'unknown', line_user_id: 'U1' },
    });
    expect([expired.status, errCode(expired)]).toEqual([401, ErrorCode.invalidToken]);
    const channel = await t.call('POST', LINK, {
      token: user.idToken,
      body: { access_token: 'at-other-channel-link', line_user_id: 'Uother' },
    });
    expect([channel.status, errCode(channel)]).toEqual([400, ErrorCode.lineClientIdMismatch]);
    const mismatch = await t.call('POST', LINK, {
      token: user.idToken,
      body: { access_token: lineUser.accessToken, line_user_id: 'Usomeone' },
    });
    expect([mismatch.status, errCode(mismatch)]).toEqual([400, ErrorCode.lineUserIdMismatch]);
    const anonymous = await t.call('POST', LINK, { body: lineUser.body });
    expect(anonymous.status).toBe(401);
    const invalid = await t.call('POST', LINK, {
      token: user.idToken,
      body: { access_token: '', line_user_id: lineUser.userId },
    });
    expect([invalid.status, errCode(invalid)]).toEqual([422, ErrorCode.validationAuth]);
    expect((await t.call('GET', LINK, { token: user.idToken })).body.data.linked).toBe(false);
  });

  it('unlink: LINE sign-in goes back to line:<id>; unlinking twice changes nothing', async () => {
    const user = await signedInUser(t);
    const lineUser = lineAccount();
    await t.call('POST', LINK, { token: user.idToken, body: lineUser.body });
    const unlinked = await t.call('DELETE', LINK, { token: user.idToken });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data).toEqual({ linked: false, line_user_id: null, can_unlink: false });
    expect(uidOf((await t.call('POST', CUSTOM_LINE, { body: lineUser.body })).body.data.token)).toBe(
      `line:${lineUser.userId}`,
    );
    expect((await t.call('DELETE', LINK, { token: user.idToken })).body.data.linked).toBe(false);
    // Once unlinked, another account may link it.
    const other = await signedInUser(t);
    expect((await t.call('POST', LINK, { token: other.idToken, body: lineUser.body })).status).toBe(200);
  });

  it('never the last sign-in method: an account whose only other way in is gone keeps LINE (409 4090104011)', async () => {
    // A custom-token account has no identity-provider sign-in method of its own.
    const uid = `custom-${randomBytes(5).toString('hex')}`;
    const idToken = await signInWithCustomToken(await t.server.deps.identity.createCustomToken(uid));
    expect(
      (await t.call('POST', LOGIN, { body: { token: idToken, lat: null, lng: null, device: 'vitest' } })).status,
    ).toBe(200);
    const lineUser = lineAccount();
    const linked = await t.call('POST', LINK, { token: idToken, body: lineUser.body });
    expect(linked.body.data).toEqual({ linked: true, line_user_id: lineUser.userId, can_unlink: false });
    const refused = await t.call('DELETE', LINK, { token: idToken });
    expect([refused.status, errCode(refused)]).toEqual([409, ErrorCode.lastSignInMethod]);
    expect((await t.call('GET', LINK, { token: idToken })).body.data.linked).toBe(true);
  });

  it('the OpenAPI document lists the three LINE link calls with their codes', async () => {
    const doc = await t.call('GET', '/api/docs/openapi.json');
    const entry = doc.body.paths['/private/api/user-auth-command-service/v1/links/line'];
    expect(entry).toBeDefined();
    expect(Object.keys(entry)).toEqual(expect.arrayContaining(['get', 'post', 'delete']));
    expect(JSON.stringify(entry.post)).toContain(String(ErrorCode.lineAlreadyLinked));
    expect(JSON.stringify(entry.delete)).toContain(String(ErrorCode.lastSignInMethod));
  });
});
