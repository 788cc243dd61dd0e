import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUED_AT_SKEW_MS, issuedAtProblem } from '../../../server/adapters/firebase-identity';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { errCode, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const ME = '/private/api/user-profile-query-service/v1/me';
const LOGIN = '/api/user-auth-command-service/v1/login';

/**
 * The emulator's ID token with its issue and expiry times moved: the emulator's tokens are unsigned (alg none), so
 * the same claims re-encoded are a token firebase-admin accepts in emulator mode, as a correctly signed token with
 * those times would be in production.
 */
function reissued(idToken: string, issuedAtSeconds: number): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const moved = { ...claims, iat: issuedAtSeconds, exp: issuedAtSeconds + 3600 };
  return `${header}.${Buffer.from(JSON.stringify(moved)).toString('base64url')}.`;
}

// The check is the identity adapter's, the same on either database: PGlite only.
describe('an ID token issued in the future is refused (beyond a small clock skew)', () => {
  let t: TestServer;
  let user: SignedInUser;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  beforeAll(async () => {
    t = await startTestServer('pglite');
    user = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  it('the same claims issued now, or a few minutes ahead (clock skew), are accepted', async () => {
    expect((await t.call('GET', ME, { token: reissued(user.idToken, nowSeconds()) })).status).toBe(200);
    const ahead = reissued(user.idToken, nowSeconds() + ISSUED_AT_SKEW_MS / 1000 - 60);
    expect((await t.call('GET', ME, { token: ahead })).status).toBe(200);
  });

  it('issued an hour ahead: 401 4010104001 on a signed-in call and on login', async () => {
    const future = reissued(user.idToken, nowSeconds() + 3600);
    const me = await t.call('GET', ME, { token: future });
    expect([me.status, errCode(me)]).toEqual([401, ErrorCode.invalidToken]);
    expect(me.body.status.err_message).toContain('issued in the future');
    const login = await t.call('POST', LOGIN, { body: { token: future, lat: null, lng: null, device: 'vitest' } });
    expect([login.status, errCode(login)]).toEqual([401, ErrorCode.invalidToken]);
  });

  it('issuedAtProblem: the bound is now plus the skew; a token without a numeric iat has a problem', () => {
    const now = 1_800_000_000_000;
    expect(issuedAtProblem(now / 1000, now)).toBeNull();
    expect(issuedAtProblem((now + ISSUED_AT_SKEW_MS) / 1000, now)).toBeNull();
    expect(issuedAtProblem((now + ISSUED_AT_SKEW_MS) / 1000 + 1, now)).toBe('issued in the future');
    expect(issuedAtProblem(undefined, now)).toBe('no issue time');
    expect(issuedAtProblem('1800000000', now)).toBe('no issue time');
  });
});
