import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { signUp } from '../helpers/emulator-users';
import { errCode, startTestServer, type TestServer } from '../helpers/test-server';

const LOGIN = '/api/user-auth-command-service/v1/login';

describe('security and bad input (spec §8)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(async () => t?.close());

  it('security headers: CSP limited to the SPA needs, nosniff, frame-ancestors none, referrer policy', async () => {
    const result = await t.call('GET', '/api/docs/openapi.json');
    const csp = result.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    );
    expect(csp).toContain(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(csp).toContain(
      `frame-src https://*.firebaseapp.com https://access.line.me http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    );
    expect(csp).toContain("script-src 'self' https://apis.google.com;");
    expect(csp).not.toContain('unsafe-eval');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(result.headers.get('x-frame-options')).toBe('DENY');
  });

  it('spec §8 4000104000 / 4000101000: invalid JSON is 400 with the service family code', async () => {
    const auth = await t.call('POST', LOGIN, { rawBody: '{"token": ' });
    expect([auth.status, errCode(auth)]).toEqual([400, ErrorCode.invalidJsonAuth]);
    const user = await t.call('POST', '/api/user-orchestration-service/v2/contact-us', { rawBody: '{oops' });
    expect([user.status, errCode(user)]).toEqual([400, ErrorCode.invalidJsonUser]);
    expect(user.body.status.err_message).toMatch(/JSON/);
  });

  it('spec §8 4000102002: an unknown body property is refused, naming it', async () => {
    const result = await t.call('POST', LOGIN, {
      body: { token: 't', lat: null, lng: null, device: 'd', admin: true },
    });
    expect([result.status, errCode(result)]).toEqual([400, ErrorCode.parameterNotAllowed]);
    expect(result.body.status.err_message).toContain('admin');
  });

  it('body size limit: a body over BODY_LIMIT_BYTES is 413 4130104413', async () => {
    const result = await t.call('POST', '/api/user-orchestration-service/v2/contact-us', {
      body: { name: 'a', email: 'a@b.co', subject: 's', message: 'x'.repeat(4000) },
    });
    expect([result.status, errCode(result)]).toEqual([413, ErrorCode.payloadTooLarge]);
  });

  it('unknown route: 404 4040104404 under every prefix', async () => {
    for (const p of ['/api/nope', '/private/api/user-profile-query-service/v9/me', '/public/api/x']) {
      const result = await t.call('GET', p);
      expect([result.status, errCode(result)]).toEqual([404, ErrorCode.notFound]);
    }
  });

  it('CORS closed by default: no Access-Control-Allow-Origin, preflight not answered', async () => {
    const simple = await t.call('GET', '/api/docs/openapi.json', { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.call('OPTIONS', LOGIN, {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('OpenAPI 3.1 lists every registered route under each prefix, with our error codes', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const registered = t.server.app.printRoutes({ commonPrefix: false });
    for (const p of [
      '/api/user-auth-command-service/v1/login',
      '/private/api/user-auth-command-service/v1/refresh',
      '/public/api/user-auth-command-service/v1/custom/line',
      '/api/user-orchestration-service/v1/profiles/1st',
      '/api/user-profile-query-service/v1/exists/{userId}',
      '/api/social-user-query-service/v1/search-mention-all',
      '/api/user-auth-svc/sessions/create-token',
      '/api/auth/line/token/refresh',
      '/api/uploads/{purpose}/{id}',
      '/api/user-orchestration-service/v2/report/uploads',
    ])
      expect(doc.paths[p], p).toBeDefined();
    expect(registered).toContain('/api/user-auth-command-service/v1/login');
    const codes = doc['x-error-codes'].map((e: { code: number }) => e.code);
    for (const code of [ErrorCode.tooManyRequests, ErrorCode.forbidden, ErrorCode.notFound, ErrorCode.payloadTooLarge])
      expect(codes).toContain(code);
    const login = doc.paths['/api/user-auth-command-service/v1/login'].post;
    expect(login.responses['429'].description).toContain(String(ErrorCode.tooManyRequests));
    expect(doc.info.description).toContain('display_name and username');
    const html = await fetch(`${t.url}/api/docs`);
    expect(html.headers.get('content-type')).toContain('text/html');
    const page = await html.text();
    expect(page).toContain('/api/user-profile-query-service/v1/mandatory-fields');
    expect(page).not.toMatch(/<script|https:\/\/cdn/);
  });
});

describe('rate limit and CORS allow-list (security)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      RATE_LIMIT_AUTH_MAX: '3',
      RATE_LIMIT_AUTH_WINDOW_MS: '60000',
      CORS_ORIGINS: 'https://app.example',
    });
  });
  afterAll(async () => t?.close());

  it('login calls past the limit are 429 4290104009; unlimited routes are not affected', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.call('POST', LOGIN, { body: { token: 'x', lat: null, lng: null, device: 'd' } })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await t.call('POST', LOGIN, { body: { token: 'x', lat: null, lng: null, device: 'd' } });
    expect(errCode(limited)).toBe(ErrorCode.tooManyRequests);
    expect((await t.call('GET', '/api/docs/openapi.json')).status).toBe(200);
  });

  it('CORS_ORIGINS opens CORS to exactly the listed origins', async () => {
    const allowed = await t.call('GET', '/api/docs/openapi.json', { headers: { origin: 'https://app.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const other = await t.call('GET', '/api/docs/openapi.json', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('token verification outside emulator mode', () => {
  // firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the process env, which the test run sets; the
  // server's own guard must still refuse unsigned tokens when its config says "no emulator".
  it('an unsigned emulator token is refused with 401 4010104001 when FIREBASE_AUTH_EMULATOR_HOST is not configured', async () => {
    const { createFirebaseIdentity } = await import('../../../server/adapters/firebase-identity');
    const production = createFirebaseIdentity({ projectId: 'demo-travelogue', emulatorHost: null });
    const user = await signUp();
    try {
      await expect(production.verifyIdToken(user.idToken)).rejects.toMatchObject({ code: ErrorCode.invalidToken });
    } finally {
      await production.close();
    }
  });
});

describe('SPA serving (one origin)', () => {
  let t: TestServer;
  const spa = mkdtempSync(path.join(tmpdir(), 'travelogue-spa-'));
  beforeAll(async () => {
    mkdirSync(path.join(spa, 'assets'), { recursive: true });
    writeFileSync(path.join(spa, 'index.html'), '<!doctype html><title>Travelogue</title>');
    writeFileSync(path.join(spa, 'assets', 'app.js'), 'console.log(1)');
    t = await startTestServer('pglite', { STATIC_DIR: spa });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(spa, { recursive: true, force: true });
  });

  it('serves assets, falls back to index.html for client routes, and keeps API 404s as JSON', async () => {
    expect(await (await fetch(`${t.url}/assets/app.js`)).text()).toBe('console.log(1)');
    const route = await fetch(`${t.url}/dashboard`, { headers: { accept: 'text/html' } });
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Travelogue</title>');
    expect(route.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const api = await t.call('GET', '/api/unknown', { headers: { accept: 'text/html' } });
    expect([api.status, errCode(api)]).toEqual([404, ErrorCode.notFound]);
  });
});
