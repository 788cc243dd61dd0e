import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../server/helpers/emulator-users';
import { startStack, type RunningStack } from '../support/stack';

/**
 * Issue "Foundation" done-when: the whole local stack (built SPA + API server on PGlite + Auth
 * emulator) serves the app on one origin and an emulator token logs in through spec §7's login call.
 */
describe('local stack (spec §7 login through the served origin)', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('serves the SPA shell with security headers on /', async () => {
    const response = await fetch(`${stack.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    const js = await fetch(`${stack.url}${asset}`);
    expect(js.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a deep SPA route with index.html, and an unknown API path with 4040104404', async () => {
    const page = await fetch(`${stack.url}/onboard/personal-info`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    const api = await fetch(`${stack.url}/api/no-such-service/v1/nothing`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { status: { err_code: number } }).status.err_code).toBe(4040104404);
  });

  it('logs in with an emulator ID token: POST /api/user-auth-command-service/v1/login returns user_id (spec §4 step 4)', async () => {
    const user = await signUp();
    const response = await fetch(`${stack.url}/api/user-auth-command-service/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: user.idToken, lat: 13.7563, lng: 100.5018, device: 'Chromium on Linux' }),
    });
    const body = (await response.json()) as { status: { err_code: number }; data: { user_id: string } };
    expect(response.status).toBe(200);
    expect(body.status.err_code).toBe(0);
    expect(body.data.user_id).toEqual(expect.any(String));
  });

  it('refuses a forged token with 4010104001 (spec §8)', async () => {
    const response = await fetch(`${stack.url}/api/user-auth-command-service/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'not-a-token', lat: null, lng: null, device: 'x' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { status: { err_code: number } }).status.err_code).toBe(4010104001);
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const json = (await (await fetch(`${stack.url}/api/docs/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toContain('/api/user-auth-command-service/v1/login');
    const html = await fetch(`${stack.url}/api/docs`);
    expect(html.headers.get('content-type')).toContain('text/html');
  });
});
