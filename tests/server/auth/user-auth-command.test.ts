import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { authRepository } from '../../../server/auth/auth.repository';
import { disableUser, signUp } from '../helpers/emulator-users';
import { startFakeLine, type FakeLine } from '../helpers/fake-line';
import { freePort } from '../helpers/postgres';
import { DATABASES, errCode, signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

const LOGIN = '/api/user-auth-command-service/v1/login';

describe.each(DATABASES)('user-auth-command-service on %s (spec §7 user and auth)', (kind) => {
  let t: TestServer;
  let line: FakeLine;
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

  it('spec §4 common sign-in step 4: login verifies the token, creates the user once and records each login', async () => {
    const user = await signUp();
    const first = await t.call('POST', LOGIN, {
      body: { token: user.idToken, lat: 13.75, lng: 100.5, device: 'Chrome on Linux' },
    });
    expect(first.status).toBe(200);
    expect(first.body.status).toEqual({ err_code: 0 });
    expect(first.body.data.user_id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await t.call('POST', `/private${LOGIN}`, {
      body: { token: user.idToken, lat: null, lng: null, device: 'web' },
    });
    expect(second.body.data.user_id).toBe(first.body.data.user_id);
    expect(await authRepository.countEvents(t.server.deps.db, first.body.data.user_id, 'login')).toBe(2);
  });

  it('spec §8 4010104001: login with a forged token is 401 and writes nothing', async () => {
    const result = await t.call('POST', `/public${LOGIN}`, {
      body: { token: 'not-a-jwt', lat: null, lng: null, device: 'x' },
    });
    expect(result.status).toBe(401);
    expect(errCode(result)).toBe(ErrorCode.invalidToken);
    expect(result.body.status.err_message).toMatch(/token/i);
  });

  it('spec §8 4010104500: a disabled account is 401 with err_message "user disabled"', async () => {
    const user = await signedInUser(t);
    await disableUser(user.uid);
    const result = await t.call('GET', '/private/api/user-profile-query-service/v1/me', { token: user.idToken });
    expect(result.status).toBe(401);
    expect(errCode(result)).toBe(ErrorCode.invalidTokenRevoked);
    expect(result.body.status.err_message).toBe('user disabled');
  });

  it('spec §8 4220104000: login without device names the field; wrong types are 422 too', async () => {
    const missing = await t.call('POST', LOGIN, { body: { token: 'x', lat: null, lng: null } });
    expect(missing.status).toBe(422);
    expect(errCode(missing)).toBe(ErrorCode.validationAuth);
    expect(missing.body.status.err_message).toContain('device');
    const badLat = await t.call('POST', LOGIN, { body: { token: 'x', lat: 120, lng: 0, device: 'd' } });
    expect(errCode(badLat)).toBe(ErrorCode.validationAuth);
    expect(badLat.body.status.err_message).toContain('lat');
  });

  it('spec §4 Logout: logout verifies the body token and records the event', async () => {
    const user = await signedInUser(t, false);
    const result = await t.call('POST', '/api/user-auth-command-service/v1/logout', { body: { token: user.idToken } });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ logged_out: true });
    expect(await authRepository.countEvents(t.server.deps.db, user.userId, 'logout')).toBe(1);
    const bad = await t.call('POST', '/api/user-auth-command-service/v1/logout', { body: { token: 'garbage' } });
    expect(errCode(bad)).toBe(ErrorCode.invalidToken);
  });

  it('spec §7 refresh: bearer and new_token of one account, old_token of the same subject', async () => {
    const user = await signedInUser(t, false);
    const ok = await t.call('POST', '/private/api/user-auth-command-service/v1/refresh', {
      token: user.idToken,
      body: { old_token: user.idToken, new_token: user.idToken },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user_id).toBe(user.userId);
    const other = await signUp();
    const mismatch = await t.call('POST', '/private/api/user-auth-command-service/v1/refresh', {
      token: user.idToken,
      body: { old_token: other.idToken, new_token: user.idToken },
    });
    expect(mismatch.status).toBe(401);
    expect(errCode(mismatch)).toBe(ErrorCode.invalidToken);
    const noBearer = await t.call('POST', '/api/user-auth-command-service/v1/refresh', {
      body: { old_token: user.idToken, new_token: user.idToken },
    });
    expect(errCode(noBearer)).toBe(ErrorCode.invalidToken);
  });

  it('spec §4 step 3: custom/line mints a custom token for uid line:<userId> that the emulator accepts', async () => {
    line.accessTokens.set('at-good', { clientId: 'chan-1', userId: 'U123' });
    const result = await t.call('POST', '/api/user-auth-command-service/v1/custom/line', {
      body: { access_token: 'at-good', line_user_id: 'U123' },
    });
    expect(result.status).toBe(200);
    const claims = JSON.parse(Buffer.from(result.body.data.token.split('.')[1], 'base64url').toString());
    expect(claims.uid).toBe('line:U123');
  });

  it('spec §8 4000104006 / 4000104007: LINE client id and user id mismatches', async () => {
    line.accessTokens.set('at-other-channel', { clientId: 'someone-else', userId: 'U1' });
    line.accessTokens.set('at-u2', { clientId: 'chan-1', userId: 'U2' });
    const client = await t.call('POST', '/api/user-auth-command-service/v1/custom/line', {
      body: { access_token: 'at-other-channel', line_user_id: 'U1' },
    });
    expect([client.status, errCode(client)]).toEqual([400, ErrorCode.lineClientIdMismatch]);
    const user = await t.call('POST', '/api/user-auth-command-service/v1/custom/line', {
      body: { access_token: 'at-u2', line_user_id: 'U999' },
    });
    expect([user.status, errCode(user)]).toEqual([400, ErrorCode.lineUserIdMismatch]);
    const invalid = await t.call('POST', '/api/user-auth-command-service/v1/custom/line', {
      body: { access_token: 'unknown', line_user_id: 'U1' },
    });
    expect([invalid.status, errCode(invalid)]).toEqual([401, ErrorCode.invalidToken]);
  });

  it('spec §7 own web-server calls: /api/auth/line/token exchanges a code with channel id, secret and redirect', async () => {
    line.codes.add('code-1');
    const result = await t.call('POST', '/api/auth/line/token', { body: { code: 'code-1' } });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ access_token: 'line-at', refresh_token: 'line-rt', expires_in: 2592000 });
    const sent = line.tokenRequests.at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      client_id: 'chan-1',
      client_secret: 'secret-1',
      redirect_uri: 'http://localhost/cb',
    });
    const rejected = await t.call('POST', '/api/auth/line/token', { body: { code: 'nope' } });
    expect([rejected.status, errCode(rejected)]).toEqual([422, ErrorCode.validationAuth]);
  });

  it('spec §7 own web-server calls: /api/auth/line/token/refresh', async () => {
    line.refreshTokens.add('rt-1');
    const result = await t.call('POST', '/public/api/auth/line/token/refresh', { body: { refresh_token: 'rt-1' } });
    expect(result.status).toBe(200);
    expect(result.body.data.access_token).toBe('line-at');
    expect(line.tokenRequests.at(-1)!.get('grant_type')).toBe('refresh_token');
    const rejected = await t.call('POST', '/api/auth/line/token/refresh', { body: { refresh_token: 'old' } });
    expect(errCode(rejected)).toBe(ErrorCode.validationAuth);
  });

  it('sessions (ours, spec §7 user-auth-svc): create, verify, delete a web-view session token', async () => {
    const user = await signedInUser(t, false);
    const created = await t.call('POST', '/private/api/user-auth-svc/sessions/create-token', { token: user.idToken });
    expect(created.status).toBe(200);
    const token = created.body.data.session_token;
    expect(created.body.data.user_id).toBe(user.userId);
    const verified = await t.call('POST', '/public/api/user-auth-svc/sessions/verify-token', {
      body: { session_token: token },
    });
    expect(verified.body.data).toMatchObject({ valid: true, user_id: user.userId });
    const deleted = await t.call('POST', '/api/user-auth-svc/sessions/delete-token', {
      token: user.idToken,
      body: { session_token: token },
    });
    expect(deleted.body.data).toEqual({ deleted: true });
    const after = await t.call('POST', '/api/user-auth-svc/sessions/verify-token', { body: { session_token: token } });
    expect(after.body.data).toEqual({ valid: false, user_id: null, expires_at: null });
  });

  it('sessions expire after 14 days (server clock)', async () => {
    const user = await signedInUser(t, false);
    const created = await t.call('POST', '/api/user-auth-svc/sessions/create-token', { token: user.idToken, body: {} });
    t.clock.advanceDays(14);
    const verified = await t.call('POST', '/api/user-auth-svc/sessions/verify-token', {
      body: { session_token: created.body.data.session_token },
    });
    t.clock.advanceDays(-14);
    expect(verified.body.data.valid).toBe(false);
  });
});

describe('LINE switched off or down: the client is told why, and no 5xx says the server is at fault', () => {
  let off: TestServer;
  let down: TestServer;
  const lineCalls = [
    ['/api/user-auth-command-service/v1/custom/line', { access_token: 'a', line_user_id: 'b' }],
    ['/public/api/auth/line/token', { code: 'c' }],
    ['/api/auth/line/token/refresh', { refresh_token: 'r' }],
  ] as const;
  beforeAll(async () => {
    off = await startTestServer('pglite');
    // Configured, but LINE's API is on a port where nothing listens: LINE is unreachable.
    down = await startTestServer('pglite', {
      LINE_CHANNEL_ID: 'chan-1',
      LINE_CHANNEL_SECRET: 'secret-1',
      LINE_API_URL: `http://127.0.0.1:${await freePort()}`,
      LINE_REDIRECT_URI: 'http://localhost/cb',
    });
  });
  afterAll(async () => {
    await off?.close();
    await down?.close();
  });

  it('not configured: every LINE call answers 503 5030104012 saying so (a switched-off feature, not a fault)', async () => {
    for (const [path, body] of lineCalls) {
      const result = await off.call('POST', path, { body });
      expect(result.status, path).toBe(503);
      expect(errCode(result), path).toBe(ErrorCode.lineNotConfigured);
      expect(result.body.status.err_message, path).toMatch(/not configured/);
    }
  });

  it('LINE unreachable: 502 5020104013, the upstream named', async () => {
    for (const [path, body] of lineCalls) {
      const result = await down.call('POST', path, { body });
      expect(result.status, path).toBe(502);
      expect(errCode(result), path).toBe(ErrorCode.lineUnavailable);
      expect(result.body.status.err_message, path).toMatch(/LINE .* unreachable/);
    }
  });

  it('a token carrying CR/LF or spaces is refused as bad input (422) before anything calls LINE', async () => {
    for (const token of ['abc\r\nX-Injected: 1', 'two words', 'tab\there']) {
      for (const [path, body] of [
        ['/api/user-auth-command-service/v1/custom/line', { access_token: token, line_user_id: 'b' }],
        ['/api/auth/line/token', { code: token }],
        ['/api/auth/line/token/refresh', { refresh_token: token }],
        ['/api/user-auth-command-service/v1/login', { token, lat: null, lng: null, device: 'x' }],
      ] as const) {
        const result = await down.call('POST', path, { body });
        expect(result.status, `${path} ${JSON.stringify(token)}`).toBe(422);
        expect(errCode(result)).toBe(ErrorCode.validationAuth);
      }
    }
  });
});
