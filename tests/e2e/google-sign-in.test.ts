import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from '../support/browser';
import { lookupAccount } from '../support/emulator-admin';
import { installGapiShim } from '../support/gapi-shim';
import { startStack, type RunningStack } from '../support/stack';

/**
 * "Google sign-in through the emulator's sign-in popup". The popup, its helper iframe, the
 * emulator's signInWithIdp and the whole app are real; only Google's gapi loader script, which this
 * offline machine cannot fetch, is replaced by tests/support/gapi-shim.ts.
 */
let stack: RunningStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function newContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await installGapiShim(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console ${m.text()}`));
  onTestFailed(async ({ task }) => {
    console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
    await page
      .screenshot({ path: `screenshots/e2e-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png` })
      .catch(() => undefined);
  });
  return { context, page };
}

/** Clicks "Continue with Google" and returns the emulator's sign-in popup. */
async function openGooglePopup(context: BrowserContext, page: Page): Promise<Page> {
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Continue with Google' }).click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  expect(new URL(popup.url()).pathname).toBe('/emulator/auth/handler');
  return popup;
}

describe('spec §4 social sign-in with Google through the Auth emulator popup', () => {
  const email = `globetrotter-${randomBytes(4).toString('hex')}@gmail.test`;

  it('spec §4 a new Google user signs in through the popup and continues to the terms of use', async () => {
    const { context, page } = await newContext();
    await page.goto(`${stack.url}/login`);
    const popup = await openGooglePopup(context, page);
    await popup.locator('.js-new-account').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Globe Trotter');
    await Promise.all([popup.waitForEvent('close'), popup.locator('#sign-in').click()]);

    // Common sign-in ran against the API server: a new account must accept the terms first (spec §2 rule 3).
    await page.waitForURL((url) => url.pathname === '/terms');
    const account = await lookupAccount(email);
    expect(account?.providerUserInfo?.map((p) => p.providerId)).toContain('google.com');
    expect(account?.emailVerified).toBe(true);
    await page.getByRole('button', { name: 'I accept' }).click();
    await page.waitForURL((url) => url.pathname === '/onboard/personal-info');
    await context.close();
  });

  it('spec §4 a returning Google user picks the account in the popup and resumes where the server says (terms already accepted)', async () => {
    const { context, page } = await newContext();
    await page.goto(`${stack.url}/login`);
    const popup = await openGooglePopup(context, page);
    await Promise.all([popup.waitForEvent('close'), popup.locator('.js-reuse-account', { hasText: email }).click()]);
    await page.waitForURL((url) => url.pathname === '/onboard/personal-info');
    await context.close();
  });
});
