import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from '../support/browser';
import { explainingFailure } from '../support/e2e-journeys';
import { fetchNoKeepAlive } from '../support/no-keepalive-fetch';
import { startStack, type RunningStack } from '../support/stack';
import { PROJECT_ID, signIn, signUp, type EmulatorUser } from '../server/helpers/emulator-users';

/**
 * The mobile app opens the product in a web view and hands it an access
 * token. Here a host page, served by the test on the app's origin as the native app's injected script
 * would run there, stores the token under the web-view key (spec §4 Access-token handling) and opens
 * `?appMode=webViewInFca` pages of the real stack (built SPA, API server on PGlite, Auth emulator).
 */
let stack: RunningStack;
let browser: Browser;

/** src/application/auth/storage-keys.ts WEB_VIEW_ACCESS_TOKEN_KEY: the key the native app writes. */
const WEB_VIEW_ACCESS_TOKEN_KEY = 'webViewAccessToken';
const HOST_PATH = '/__web-view-host';

async function api(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetchNoKeepAlive(`${stack.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { status: { err_code: number }; data: Record<string, unknown> };
  if (json.status.err_code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** A user the mobile app signed in and onboarded: verified email, profile, terms, display name and username. */
async function onboardedUser(displayName: string): Promise<EmulatorUser> {
  const user = await signUp();
  const verified = await fetchNoKeepAlive(
    `http://${stack.emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: user.uid, emailVerified: true }),
    },
  );
  if (!verified.ok) throw new Error(`emulator accounts:update ${verified.status}`);
  const token = await signIn(user.email, user.password);
  const login = await api('POST', '/api/user-auth-command-service/v1/login', null, {
    token,
    lat: null,
    lng: null,
    device: 'e2e-web-view',
  });
  await api('POST', '/private/api/user-orchestration-service/v1/profiles', token, {
    user_id: login.user_id,
    firebase_id: user.uid,
  });
  await api('POST', '/private/api/user-orchestration-service/v1/profiles/terms-of-use', token, {});
  await api('PATCH', '/private/api/user-orchestration-service/v1/profiles/1st', token, { display_name: displayName });
  await api('PATCH', '/private/api/user-orchestration-service/v1/profiles', token, {
    username: `wv_${randomBytes(3).toString('hex')}`,
  });
  return { ...user, idToken: token };
}

/** The same emulator token (alg none) with its expiry an hour in the past. */
function expired(token: string): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, number>;
  const now = Math.floor(Date.now() / 1000);
  const changed = {
    ...claims,
    iat: now - 7200,
    exp: now - 3600,
    auth_time: Math.min(claims.auth_time ?? now - 7200, now - 7200),
  };
  return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.`;
}

const expiryOf = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number }).exp;

/**
 * The host page: on the app's origin (a web view's injected script runs there), it writes the token under
 * the web-view key and opens the page the app asked for.
 */
async function installHostPage(context: BrowserContext, token: string): Promise<void> {
  await context.route(`${stack.url}${HOST_PATH}*`, (route) => {
    const target = new URL(route.request().url()).searchParams.get('open') ?? '/dashboard?appMode=webViewInFca';
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><script>
        localStorage.setItem(${JSON.stringify(WEB_VIEW_ACCESS_TOKEN_KEY)}, ${JSON.stringify(token)});
        location.replace(${JSON.stringify(target)});
      </script>`,
    });
  });
}

interface Watched {
  readonly page: Page;
  readonly privateCalls: { url: string; method: string; authorization: string | null }[];
}

async function newPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  const privateCalls: Watched['privateCalls'] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console ${m.text()}`));
  page.on(
    'response',
    (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`),
  );
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/private/api/')) {
      privateCalls.push({
        url: request.url(),
        method: request.method(),
        authorization: request.headers().authorization ?? null,
      });
    }
  });
  onTestFailed(async ({ task }) => {
    console.error(
      `[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}\n  private calls: ${privateCalls.map((c) => `${c.method} ${c.url} ${c.authorization?.slice(0, 20)}`).join('\n  ')}`,
    );
    await page
      .screenshot({ path: `screenshots/e2e-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png` })
      .catch(() => undefined);
  });
  return { page, privateCalls };
}

const newContext = () => browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('spec §1 §2 §4 the mobile web view in Chromium', () => {
  it("spec §2 §4 an injected token opens ?appMode=webViewInFca pages: no cookie banner, no web header, the user's own name, private calls with that token", async () => {
    const user = await onboardedUser('Naree WebView');
    const context = await newContext();
    await installHostPage(context, user.idToken);
    const { page, privateCalls } = await newPage(context);

    await page.goto(`${stack.url}${HOST_PATH}`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // Spec §2 rule 4: the injected token counts as signed in (no trip to /login).
    await page.getByRole('heading', { name: /Hello/ }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // Spec §2: no cookie banner inside the web view; the app's own chrome, not the web header and footer.
    expect(await page.getByRole('button', { name: 'I understand' }).count()).toBe(0);
    expect(await page.locator('header.site-header').count()).toBe(0);
    // Spec §7: private calls send that bearer token.
    expect(privateCalls.length).toBeGreaterThan(0);
    expect(privateCalls.every((call) => call.authorization === `Bearer ${user.idToken}`)).toBe(true);
    // The user's own name, though user loading is skipped at initialisation.
    await page.getByRole('heading', { name: 'Hello, Naree WebView' }).waitFor({ timeout: 10_000 });

    // Another page of the app in the web view: still no banner and no header.
    await page.goto(`${stack.url}/about-us?appMode=webViewInFca`);
    await page.locator('h1').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('button', { name: 'I understand' }).count()).toBe(0);
    expect(await page.locator('header.site-header').count()).toBe(0);
    await context.close();
  });

  it('spec §4 Access-token handling: an expired injected token is replaced by a fresh one from the identity service, the backend is told old → new, and calls carry the fresh one', async () => {
    const user = await onboardedUser('Kanya Refresh');
    const context = await newContext();
    // The same person is signed in to the identity service in this web view (as after an earlier sign-in there).
    const { page: web } = await newPage(context);
    await web.goto(`${stack.url}/login`);
    await web.getByLabel('Email').fill(user.email);
    await web.getByLabel('Password', { exact: true }).fill(user.password);
    const remember = web.getByLabel('Remember me on this device');
    if (!(await remember.isChecked())) await remember.click();
    await web.getByRole('button', { name: 'Log in', exact: true }).click();
    await web.waitForURL((url) => url.pathname === '/dashboard');
    await web.close();

    const stale = expired(user.idToken);
    await installHostPage(context, stale);
    const { page, privateCalls } = await newPage(context);
    const refreshes: { body: { old_token?: string; new_token?: string }; authorization: string | null }[] = [];
    const refreshAnswers: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/user-auth-command-service/v1/refresh')) {
        refreshes.push({
          body: JSON.parse(request.postData() ?? '{}'),
          authorization: request.headers().authorization ?? null,
        });
      }
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/user-auth-command-service/v1/refresh'))
        refreshAnswers.push(response.status());
    });
    await page.goto(`${stack.url}${HOST_PATH}`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: /Hello/ }).waitFor();
    await expect.poll(() => refreshes.length, { timeout: 15_000 }).toBeGreaterThan(0);

    const fresh = await page.evaluate((key) => localStorage.getItem(key), WEB_VIEW_ACCESS_TOKEN_KEY);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(stale);
    expect(expiryOf(fresh!)).toBeGreaterThan(Date.now() / 1000);
    // Spec §7 refresh: body old_token and new_token, the Authorization header carries the new one.
    expect(refreshes[0]).toEqual({ body: { old_token: stale, new_token: fresh }, authorization: `Bearer ${fresh}` });
    await expect.poll(() => refreshAnswers, { timeout: 10_000 }).toEqual([200]);
    // The dashboard's calls find the token expired together; they share one replacement, so no second refresh
    // follows once the page has settled (each would replace the token and tell the backend old → new again).
    await page.waitForTimeout(1_500);
    expect(refreshes).toHaveLength(1);
    expect(refreshAnswers).toEqual([200]);
    // No private call went out with the expired token; they carry the fresh one.
    expect(privateCalls.length).toBeGreaterThan(0);
    expect(privateCalls.some((call) => call.authorization === `Bearer ${stale}`)).toBe(false);
    expect(privateCalls.every((call) => call.authorization === `Bearer ${fresh}`)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });

  it.each([
    ['an expired token the web view cannot refresh (no identity session in it)', 'expired'],
    ['a token the server refuses', 'garbage'],
  ] as const)(
    'spec §2 §4 %s: "sign in again in the app", never the web login with its Google/Facebook/Apple popups',
    async (_name, kind) => {
      const user = await onboardedUser(`Malee ${kind}`);
      const context = await newContext();
      await installHostPage(context, kind === 'expired' ? expired(user.idToken) : 'not-a-token');
      const { page } = await newPage(context);

      await explainingFailure(page, async () => {
        await page.goto(`${stack.url}${HOST_PATH}`);
        await page.getByRole('heading', { name: 'Sign in in the Travelogue app' }).waitFor();
        await page
          .getByText(
            'Your session has ended. Go back to the Travelogue app, sign in again, then open this page once more.',
          )
          .waitFor();
      });
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      expect(await page.getByRole('button', { name: /Continue with (Google|Facebook|Apple)/ }).count()).toBe(0);
      expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
      // The refused token is not kept to be refused again.
      expect(await page.evaluate((key) => localStorage.getItem(key), WEB_VIEW_ACCESS_TOKEN_KEY)).toBeNull();

      // In Thai too, and a link to the web login inside the web view gets the same answer.
      await page.goto(`${stack.url}/login?lang=th`);
      await page.getByRole('heading', { name: 'เข้าสู่ระบบในแอป Travelogue' }).waitFor();
      expect(await page.getByRole('button', { name: /Google|Facebook|Apple/ }).count()).toBe(0);
      await context.close();
    },
  );
});
