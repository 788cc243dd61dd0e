import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startStack, type RunningStack } from '../support/stack';

/**
 * Issue 11 "/login ≤ 150 KB gz" (not reached: the framework alone is ~177 KB, see the bench): what the sign-in
 * screens do not need stays off /login — the signed-in screens' services (di/feature.modules.ts), the other
 * screens' strings, react-toastify until a toast, dayjs — and arrives when a person signs in.
 */
const DEMO = { email: 'somchai@demo.travelogue.test', password: 'travelogue-demo' };
/** Chunks /login must not download before interaction (file name prefixes of the production build). */
const NOT_ON_LOGIN = ['feature.modules-', 'pages-editor-', 'pages-admin-', 'pages-discovery-', 'pages-campaigns-', 'pages-content-view-', 'unstyled-', 'dates-'];

let stack: RunningStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function openWatched(path: string): Promise<{ page: Page; scripts: Map<string, Promise<number>> }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })).newPage();
  page.setDefaultTimeout(30_000);
  const scripts = new Map<string, Promise<number>>();
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(new URL(response.url()).pathname, response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  onTestFailed(async () => {
    console.error(`[login-weight e2e] ${page.url()}\n  ${problems.join('\n  ')}`);
    await page.screenshot({ path: 'screenshots/e2e-failed-login-weight.png' }).catch(() => undefined);
  });
  await page.goto(`${stack.url}${path}`);
  return { page, scripts };
}

const loadedMatching = (scripts: Map<string, unknown>, prefixes: readonly string[]) =>
  [...scripts.keys()].filter((path) => prefixes.some((prefix) => path.startsWith(`/assets/${prefix}`)));

describe('issue 11: /login loads only what the sign-in screens need', () => {
  it('issue 11: anonymous /login shows the form without the signed-in screens\' services, strings, toasts or dayjs', async () => {
    const { page, scripts } = await openWatched('/login');
    await page.getByRole('heading', { level: 1, name: 'Log in to Travelogue' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(loadedMatching(scripts, NOT_ON_LOGIN)).toEqual([]);
    // The sign-in tier is there: the page, its strings and the shell's.
    expect(loadedMatching(scripts, ['login.page-', 'pages-auth-', 'pages-shell-', 'common-'])).toHaveLength(4);
    let total = 0;
    for (const size of scripts.values()) total += await size;
    console.log(`/login JavaScript before interaction: ${(total / 1024).toFixed(1)} KB gzip -9 (${scripts.size} files)`);
    await page.context().close();
  });

  it('issue 11: signing in brings them: the dashboard renders with its services and strings', async () => {
    const { page, scripts } = await openWatched('/login?lang=en');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    if (new URL(page.url()).pathname === '/onboard/personal-interest') {
      await page.locator('button.chip').first().click();
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(loadedMatching(scripts, ['feature.modules-', 'pages-discovery-', 'pages-editor-'])).toHaveLength(3);
    // No raw key of a deferred namespace shows (the dashboard's rows use the discovery strings).
    expect(await page.locator('body').innerText()).not.toMatch(/\b(discovery|myContents|admin|editor)\.[a-zA-Z]+/);
    await page.context().close();
  });
});
