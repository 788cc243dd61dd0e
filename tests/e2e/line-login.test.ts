import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_PROJECT_ID } from '../../scripts/lib/emulator';
import { launchBrowser, launchPersistentBrowser } from '../support/browser';
import { startLineStandIn, type LineStandIn } from '../support/line-stand-in';
import { fetchNoKeepAlive } from '../support/no-keepalive-fetch';
import { startStack, type RunningStack } from '../support/stack';

/**
 * The real stack (built SPA, API server on PGlite, Auth emulator) with
 * LINE replaced by tests/support/line-stand-in.ts, which this file starts itself. The SPA is built with the
 * stand-in's authorize and API URLs, the server gets it as LINE_API_URL with the channel id and secret.
 */
let line: LineStandIn;
let stack: RunningStack;
let browser: Browser;
/** One browser profile for the whole journey: the stored LINE token of the first sign-in is reused below. */
let context: BrowserContext;

const LINE_TOKEN_KEY = 'lineToken';
const LINE_LOGIN_STATE_KEY = 'lineLoginState';
const user = { userId: `U${randomBytes(16).toString('hex')}`, displayName: 'Somchai LINE' };
const username = `line_${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  line = await startLineStandIn();
  stack = await startStack(
    { LINE_CHANNEL_ID: line.channelId, LINE_CHANNEL_SECRET: line.channelSecret, LINE_API_URL: line.url },
    {
      viteEnv: {
        VITE_LINE_CLIENT_ID: line.channelId,
        VITE_LINE_AUTHORIZE_URL: line.authorizeUrl,
        VITE_LINE_API_URL: line.url,
      },
    },
  );
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await line?.close();
});

async function newPage(ctx: BrowserContext = context): Promise<Page> {
  const page = await ctx.newPage();
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console ${m.text()}`));
  page.on(
    'response',
    (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`),
  );
  onTestFailed(async ({ task }) => {
    console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
    await page
      .screenshot({ path: `screenshots/e2e-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png` })
      .catch(() => undefined);
  });
  return page;
}

const storedLineToken = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as { access_token: string; refresh_token: string });
  }, LINE_TOKEN_KEY);

describe('spec §4 LINE login in Chromium against a LINE stand-in', () => {
  it('spec §4 LINE login: a callback whose state is not the saved one shows "Invalid authentication state" and exchanges nothing', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await newPage(ctx);
    line.tamperState('forged-state');
    try {
      await page.goto(`${stack.url}/login`);
      await page.getByRole('button', { name: 'Continue with LINE' }).click();
      await page.waitForURL((url) => url.pathname === '/_/login-line/callback');
      await page.getByText('Invalid authentication state').waitFor();
      await page.getByRole('heading', { name: 'LINE sign-in did not work' }).waitFor();
    } finally {
      line.tamperState(null);
    }
    // The saved state was used once and is gone; our server never asked LINE for tokens.
    expect(await page.evaluate((key) => localStorage.getItem(key), LINE_LOGIN_STATE_KEY)).toBeNull();
    expect(line.callsTo('/oauth2/v2.1/token')).toHaveLength(0);
    expect(await storedLineToken(page)).toBeNull();

    // A callback opened with no saved state at all (a replayed link) is refused the same way.
    await page.goto(`${stack.url}/_/login-line/callback?code=anything&state=anything`);
    await page.getByText('Invalid authentication state').waitFor();
    expect(line.callsTo('/oauth2/v2.1/token')).toHaveLength(0);
    // The same message in the Thai interface.
    await page.goto(`${stack.url}/_/login-line/callback?code=anything&state=anything&lang=th`);
    await page.getByText('สถานะการยืนยันตัวตนไม่ถูกต้อง').waitFor();
    expect(line.callsTo('/oauth2/v2.1/token')).toHaveLength(0);
    await ctx.close();
  });

  it('spec §4 LINE login → code exchanged by our server → custom token → common sign-in → terms → personal info → dashboard', async () => {
    line.signInAs(user);
    const page = await newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByRole('button', { name: 'Continue with LINE' }).click();

    // A new LINE user signs in and, like any new account, accepts the terms first (spec §2 rule 3).
    await page.waitForURL((url) => url.pathname === '/terms', { timeout: 30_000 });

    // The authorize request (spec §4: response type code; scopes profile, openid, email; the saved state).
    const [authorize] = line.callsTo('/oauth2/v2.1/authorize');
    expect(authorize.query).toMatchObject({
      response_type: 'code',
      client_id: line.channelId,
      redirect_uri: `${stack.url}/_/login-line/callback`,
      scope: 'profile openid email',
    });
    expect(authorize.query.state).toMatch(/.{16,}/);
    expect(await page.evaluate((key) => localStorage.getItem(key), LINE_LOGIN_STATE_KEY)).toBeNull();
    // Spec §7 own web-server call: our server exchanged the code with the channel secret (never the browser).
    const [exchange] = line.callsTo('/oauth2/v2.1/token');
    expect(exchange.form).toMatchObject({
      grant_type: 'authorization_code',
      client_id: line.channelId,
      client_secret: line.channelSecret,
      redirect_uri: `${stack.url}/_/login-line/callback`,
    });
    // The LINE token set is kept (spec §3 LINE token set) and LINE's profile was read with it.
    const stored = await storedLineToken(page);
    expect(stored?.access_token).toMatch(/^line-at-/);
    expect(line.callsTo('/v2/profile').some((call) => call.authorization === `Bearer ${stored?.access_token}`)).toBe(
      true,
    );
    // Spec §4 common sign-in step 3: the custom token our server minted signed the browser in as `line:<LINE user id>`.
    const lookup = await fetchNoKeepAlive(
      `http://${stack.emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:lookup`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: [`line:${user.userId}`] }),
      },
    );
    expect(((await lookup.json()) as { users?: unknown[] }).users).toHaveLength(1);

    await page.getByRole('button', { name: 'I accept' }).click();
    await page.waitForURL('**/onboard/personal-info');
    await page.getByLabel('Display name').fill('Somchai LINE');
    await page.getByLabel('Username').fill(username);
    await page.getByText('Available.').first().waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/onboard/personal-interest');
    const chips = page.locator('button.chip');
    await chips.first().waitFor();
    await chips.nth(0).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/download-app');
    await page
      .getByRole('link', { name: 'Continue to my dashboard' })
      .or(page.getByRole('button', { name: 'Continue to my dashboard' }))
      .first()
      .click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Hello, Somchai LINE/ }).waitFor();
    await page.close();
  });

  it('spec §4 auth initialisation: a stored LINE token is verified at start and the user is signed in again', async () => {
    const page = await newPage();
    const before = line.callsTo('/oauth2/v2.1/verify').length;
    await page.goto(`${stack.url}/dashboard`);
    await page.getByRole('heading', { name: /Hello, Somchai LINE/ }).waitFor();
    const stored = await storedLineToken(page);
    const verifies = line.callsTo('/oauth2/v2.1/verify').slice(before);
    expect(verifies.some((call) => call.method === 'GET' && call.query.access_token === stored?.access_token)).toBe(
      true,
    );
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.close();
  });

  /**
   * Opens a page and waits until the app has verified its stored LINE token at start-up and drawn the page. A token
   * revoked before that check is over would be refused by that very check, whose refresh a navigation then cuts
   * off mid-way: LINE has rotated the refresh token, the browser never stored the new one.
   */
  async function openSettled(page: Page, path: string): Promise<void> {
    const before = line.callsTo('/oauth2/v2.1/verify').length;
    await page.goto(`${stack.url}${path}`);
    await expect.poll(() => line.callsTo('/oauth2/v2.1/verify').length, { timeout: 45_000 }).toBeGreaterThan(before);
    await page.locator('.app-overlay').waitFor({ state: 'detached', timeout: 45_000 });
    await page.locator('main h1').first().waitFor({ timeout: 45_000 });
  }

  it('spec §4 auth initialisation: LINE refusing the stored token (400) refreshes it through our server and keeps the user signed in', async () => {
    const page = await newPage();
    await openSettled(page, '/about-us');
    const old = (await storedLineToken(page))!;
    line.revokeAccessToken(old.access_token);
    const refreshesBefore = line
      .callsTo('/oauth2/v2.1/token')
      .filter((c) => c.form.grant_type === 'refresh_token').length;

    await page.goto(`${stack.url}/dashboard`);
    await page.getByRole('heading', { name: /Hello, Somchai LINE/ }).waitFor();
    const refreshes = line.callsTo('/oauth2/v2.1/token').filter((c) => c.form.grant_type === 'refresh_token');
    expect(refreshes).toHaveLength(refreshesBefore + 1);
    expect(refreshes.at(-1)?.form).toMatchObject({
      refresh_token: old.refresh_token,
      client_secret: line.channelSecret,
    });
    const renewed = await storedLineToken(page);
    expect(renewed?.access_token).toMatch(/^line-at-/);
    expect(renewed?.access_token).not.toBe(old.access_token);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.close();
  });

  it('spec §4 auth initialisation: when LINE also refuses the refresh (400) the user is logged out and the LINE token cleared', async () => {
    const page = await newPage();
    await openSettled(page, '/about-us');
    const old = (await storedLineToken(page))!;
    line.revokeAccessToken(old.access_token);
    line.revokeRefreshToken(old.refresh_token);

    await page.goto(`${stack.url}/dashboard`);
    // Logged out and initialised empty: the gate sends a signed-out visitor to the login page (spec §2 rule 5).
    await page.waitForURL(/\/login\?redirectUrl=%2Fdashboard$/);
    expect(await storedLineToken(page)).toBeNull();
    // Signed out of the identity provider too: a reload stays signed out.
    await page.reload();
    await page.waitForURL(/\/login\?redirectUrl=%2Fdashboard$/);
    await page.getByRole('button', { name: 'Continue with LINE' }).waitFor();
    await page.close();
  });

  it('spec §4 LINE login: the same LINE user on another browser signs in to the same account, straight to the dashboard', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await newPage(ctx);
    line.signInAs(user);
    await page.goto(`${stack.url}/login?redirectUrl=%2Fdashboard`);
    await page.getByRole('button', { name: 'Continue with LINE' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
    await page.getByRole('heading', { name: /Hello, Somchai LINE/ }).waitFor();
    await ctx.close();
  }, 120_000);

  it('spec §4 step 7: a LINE sign-in (LOCAL) survives closing the browser once onboarding is done', async () => {
    const someone = { userId: `U${randomBytes(16).toString('hex')}`, displayName: 'Ploy LINE' };
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'travelogue-profile-'));
    let persistent = null as BrowserContext | null;
    /** Chromium on that profile folder: closing it quits the browser, opening it again is a person reopening it. */
    const reopen = async (): Promise<Page> => {
      await persistent?.close();
      persistent = await launchPersistentBrowser(profile, { viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      return newPage(persistent);
    };
    try {
      let page = await reopen();
      line.signInAs(someone);
      await page.goto(`${stack.url}/login`);
      await page.getByRole('button', { name: 'Continue with LINE' }).click();
      await page.waitForURL((url) => url.pathname === '/terms', { timeout: 30_000 });
      await page.getByRole('button', { name: 'I accept' }).click();
      await page.waitForURL('**/onboard/personal-info');
      await page.getByLabel('Display name').fill('Ploy LINE');
      await page.getByLabel('Username').fill(`ploy_${randomBytes(3).toString('hex')}`);
      await page.getByText('Available.').first().waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/onboard/personal-interest');
      await page.locator('button.chip').first().click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/download-app');

      page = await reopen();
      await page.goto(`${stack.url}/dashboard`);
      await page.getByRole('heading', { name: /Hello, Ploy LINE/ }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
    } finally {
      await persistent?.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});
