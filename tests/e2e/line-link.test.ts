import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { PROJECT_ID, signUp, uniqueEmail, type EmulatorUser } from '../server/helpers/emulator-users';
import { launchBrowser } from '../support/browser';
import { logOutThroughUi, markEmailVerified, onboardThroughUi } from '../support/e2e-journeys';
import { startLineStandIn, type LineStandIn, type LineStandInUser } from '../support/line-stand-in';
import { fetchNoKeepAlive } from '../support/no-keepalive-fetch';
import { startStack, type RunningStack } from '../support/stack';

/**
 * In Chromium on the whole stack with LINE replaced by the stand-in of
 * tests/support/line-stand-in.ts: a password user links LINE in settings (LINE's authorize page and back to the
 * one LINE callback URL), signs out, signs in with LINE and is in the same account; a LINE account that has its
 * own account shows spec §8's credential-already-in-use message on the LINE row; unlinking LINE makes LINE sign-in
 * open the LINE account's own again. Every account here is fresh; the emulator's demo users are not touched.
 */
let line: LineStandIn;
let stack: RunningStack;
let browser: Browser;
let context: BrowserContext;
let user: EmulatorUser;

const PASSWORD = 'secure-travels-13';
const LINE_LINK_STATE_KEY = 'lineLinkState';
const LINE_TOKEN_KEY = 'lineToken';
const linkedLine: LineStandInUser = { userId: `U${randomBytes(16).toString('hex')}`, displayName: 'Linked LINE' };
const ownLine: LineStandInUser = { userId: `U${randomBytes(16).toString('hex')}`, displayName: 'Own LINE' };
const displayName = () => `Linker ${user.uid.slice(0, 6)}`;

async function newPage(ctx: BrowserContext = context): Promise<Page> {
  const page = await ctx.newPage();
  page.setDefaultTimeout(30_000);
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

/** Identity-provider accounts with these uids. */
async function accountsWithUid(uid: string): Promise<unknown[]> {
  const response = await fetchNoKeepAlive(
    `http://${stack.emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  return ((await response.json()) as { users?: unknown[] }).users ?? [];
}

/** Terms, personal info and interests as the onboarding journey does them, then a remembered sign-in. */
async function onboard(page: Page): Promise<void> {
  await onboardThroughUi(page, stack.url, user, {
    displayName: displayName(),
    username: `linker_${user.uid.slice(0, 8).toLowerCase()}`,
  });
}

const lineRow = (page: Page): Locator => page.getByTestId('method-line');

/** "Link LINE" in settings: LINE's authorize page signs `as` in and sends the browser back to the LINE callback. */
async function linkLine(page: Page, as: LineStandInUser): Promise<void> {
  line.signInAs(as);
  await page.goto(`${stack.url}/settings/profile`);
  await lineRow(page).getByText('LINE: not linked').waitFor();
  await lineRow(page).getByRole('button', { name: 'Link LINE' }).click();
  await page.waitForURL(
    (url) =>
      url.hostname !== new URL(stack.url).hostname ||
      url.pathname === '/_/login-line/callback' ||
      url.pathname === '/settings/profile',
  );
  await page.waitForURL((url) => url.pathname === '/settings/profile', { timeout: 30_000 });
}

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
  user = await signUp(uniqueEmail('line-linker'), PASSWORD);
  await markEmailVerified(stack.emulatorHost, user);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await onboard(page);
  await page.close();
}, 300_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
  await line?.close();
});

describe('LINE linked to a password account in settings', () => {
  it('spec §8 link social account with credential-already-in-use: a LINE account with its own account shows that message on the LINE row', async () => {
    // The LINE user signs in with LINE once elsewhere: LINE sign-in made them an account of their own (line:<id>).
    const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const other = await newPage(elsewhere);
    line.signInAs(ownLine);
    await other.goto(`${stack.url}/login`);
    await other.getByRole('button', { name: 'Continue with LINE' }).click();
    await other.waitForURL((url) => url.pathname === '/terms', { timeout: 30_000 });
    await elsewhere.close();

    const page = await newPage();
    await linkLine(page, ownLine);
    await expect(lineRow(page).getByRole('alert').textContent()).resolves.toContain(
      'This account is already linked to another user.',
    );
    await expect(lineRow(page).textContent()).resolves.toContain('LINE: not linked');
    await page.close();
  });

  it('links LINE in settings, signs out, signs in with LINE and is in the same account', async () => {
    const page = await newPage();
    await linkLine(page, linkedLine);
    await lineRow(page).getByText('LINE is linked to your account.').waitFor();
    await expect(lineRow(page).textContent()).resolves.toContain('LINE: linked');
    // The state was used once; linking kept no LINE session (the session is the account's own).
    expect(await page.evaluate((key) => localStorage.getItem(key), LINE_LINK_STATE_KEY)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), LINE_TOKEN_KEY)).toBeNull();
    // Our server exchanged the code with the same redirect URI LINE sign-in uses.
    expect(line.callsTo('/oauth2/v2.1/token').at(-1)?.form).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: `${stack.url}/_/login-line/callback`,
    });

    await logOutThroughUi(page);
    line.signInAs(linkedLine);
    await page.getByRole('button', { name: 'Continue with LINE' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    await page.getByRole('heading', { name: new RegExp(`Hello, ${displayName()}`) }).waitFor();
    // Spec §4 step 3 minted the custom token for the linked account: no line:<id> account was made.
    expect(await accountsWithUid(`line:${linkedLine.userId}`)).toHaveLength(0);
    await page.close();
  });

  it('unlinks LINE: the session stays this account, and LINE sign-in then opens the LINE account of its own', async () => {
    const page = await newPage();
    await page.goto(`${stack.url}/settings/profile`);
    await lineRow(page).getByText('LINE: linked').waitFor();
    await lineRow(page).getByRole('button', { name: 'Unlink LINE' }).click();
    await lineRow(page).getByText('LINE is no longer linked to your account.').waitFor();
    await expect(lineRow(page).textContent()).resolves.toContain('LINE: not linked');

    // Signed in through LINE a moment ago, yet a reload is still this account and LINE still unlinked.
    await page.reload();
    await lineRow(page).getByText('LINE: not linked').waitFor();
    await page.goto(`${stack.url}/dashboard`);
    await page.getByRole('heading', { name: new RegExp(`Hello, ${displayName()}`) }).waitFor();

    await logOutThroughUi(page);
    line.signInAs(linkedLine);
    await page.getByRole('button', { name: 'Continue with LINE' }).click();
    // A new account (LINE's own) starts with the terms.
    await page.waitForURL((url) => url.pathname === '/terms', { timeout: 30_000 });
    expect(await accountsWithUid(`line:${linkedLine.userId}`)).toHaveLength(1);
    await page.close();
  });
});
