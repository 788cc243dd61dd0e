import { randomBytes } from 'node:crypto';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail, type EmulatorUser } from '../server/helpers/emulator-users';
import { launchBrowser } from '../support/browser';
import { lookupAccount, waitForOobCode } from '../support/emulator-admin';
import { markEmailVerified, onboardThroughUi } from '../support/e2e-journeys';
import { installGapiShim } from '../support/gapi-shim';
import { fetchNoKeepAlive } from '../support/no-keepalive-fetch';
import { startStack, type RunningStack } from '../support/stack';

/**
 * Account security where a person sees it, in Chromium on the whole stack:
 * - sign-up hit by the per-client sign-in limit still ends on verify-email with a notice saying what happened
 *   (the account and its verification email exist), and the promised sign-in happens once the email is verified;
 * - a password user links Google in settings (the Auth emulator's sign-in popup), sees it linked, unlinks it,
 *   and linking a Google identity that belongs to another account shows spec §8's credential-already-in-use message.
 * Every account here is fresh; the emulator's demo users are not touched.
 */
let browser: Browser;
const PASSWORD = 'secure-travels-13';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newContext(): Promise<BrowserContext> {
  // bypassCSP: axe-core is injected as an inline script, which the server's CSP (rightly) forbids.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    bypassCSP: true,
  });
  await installGapiShim(context);
  return context;
}

async function newPage(context: BrowserContext, options: { inTest?: boolean } = { inTest: true }): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console ${m.text()}`));
  page.on(
    'response',
    (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`),
  );
  if (options.inTest)
    onTestFailed(async ({ task }) => {
      console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
      await page
        .screenshot({ path: `screenshots/e2e-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png` })
        .catch(() => undefined);
    });
  return page;
}

/** Serious or critical axe-core violations on the page. */
async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('sign-up when the per-client sign-in limit answers 429', () => {
  // A stack of its own with a tiny limit, so no other test meets it.
  const LIMIT_WINDOW_MS = 20_000;
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_AUTH_WINDOW_MS: String(LIMIT_WINDOW_MS) });
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('spec §8 429 4290104009 during sign-up: the account is made, the page moves on to verify-email with a notice, and signs in once verified', async () => {
    const context = await newContext();
    const page = await newPage(context);
    const email = uniqueEmail('limited');
    await page.goto(`${stack.url}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);

    const logins: number[] = [];
    page.on('response', (r) => r.url().endsWith('/user-auth-command-service/v1/login') && logins.push(r.status()));
    // The same browser uses up the server's per-client limit on the login call (as earlier attempts would).
    const statuses = await page.evaluate(async () => {
      const seen: number[] = [];
      for (let i = 0; i < 10 && !seen.includes(429); i++) {
        const response = await fetch('/api/user-auth-command-service/v1/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({}),
        });
        seen.push(response.status);
      }
      return seen;
    });
    expect(statuses.at(-1)).toBe(429);

    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    // Before the fix the sign-up form stayed with "Too many attempts" although the account existed.
    await page.waitForURL((url) => url.pathname === '/onboard/verify-email');
    await page
      .getByRole('status')
      .filter({ hasText: 'Your account was created and we sent the verification email.' })
      .waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByText(`We sent a confirmation link to ${email}.`).waitFor();
    const account = await lookupAccount(email);
    expect(account?.email).toBe(email);
    expect(account?.emailVerified).toBe(false);
    expect(await audit(page)).toEqual([]);

    // The person opens the link from the email (the emulator's action link applies the code)...
    const code = await waitForOobCode(email, 'VERIFY_EMAIL');
    const applied = await fetchNoKeepAlive(code.oobLink);
    expect(applied.ok).toBe(true);
    // While the limit still answers 429 the page stays on verify-email and says so (before, the gate handed the
    // person to /terms with no sign-in behind it, where accepting failed with "This user could not be found.").
    await page
      .getByRole('alert')
      .filter({ hasText: 'Too many attempts. Please wait a moment and try again.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboard/verify-email');
    // ...and, once the limit's window has passed, the page signs them in by itself: a new account goes to the terms,
    // which it can accept because the sign-in really happened.
    await page.waitForURL((url) => url.pathname === '/terms', { timeout: LIMIT_WINDOW_MS + 30_000 });
    // The page tried again by itself: the last login call is the one that went through.
    expect(logins.slice(0, 5)).toEqual([422, 422, 422, 429, 429]);
    expect(logins.at(-1)).toBe(200);
    await page.getByRole('button', { name: 'I accept' }).click();
    await page.waitForURL((url) => url.pathname === '/onboard/personal-info');
    await context.close();
  }, 120_000);
});

describe('linking and unlinking Google in settings (Auth emulator popup)', () => {
  let stack: RunningStack;
  let context: BrowserContext;
  let user: EmulatorUser;
  /** The Google identity of someone else's account (made at the emulator's signInWithIdp). */
  const otherGoogleEmail = `someone-else-${randomBytes(4).toString('hex')}@gmail.test`;

  async function googleAccountOfSomeoneElse(): Promise<void> {
    const idToken = JSON.stringify({
      sub: `1${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`,
      email: otherGoogleEmail,
      email_verified: true,
      name: 'Someone Else',
    });
    const response = await fetchNoKeepAlive(
      `http://${stack.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          requestUri: 'http://localhost',
          postBody: `providerId=google.com&id_token=${encodeURIComponent(idToken)}`,
          returnSecureToken: true,
        }),
      },
    );
    if (!response.ok) throw new Error(`emulator signInWithIdp ${response.status} ${await response.text()}`);
  }

  /** Terms, personal info and interests as the onboarding journey does them, then a remembered sign-in. */
  async function onboard(page: Page): Promise<void> {
    await onboardThroughUi(page, stack.url, user, {
      displayName: `Linker ${user.uid.slice(0, 6)}`,
      username: `linker_${user.uid.slice(0, 8).toLowerCase()}`,
    });
  }

  /** Clicks "Link Google" and returns the emulator's sign-in popup. */
  async function openLinkPopup(page: Page): Promise<Page> {
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Link Google' }).click(),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname).toBe('/emulator/auth/handler');
    return popup;
  }

  const googleRow = (page: Page) => page.getByTestId('method-google.com');

  beforeAll(async () => {
    stack = await startStack();
    user = await signUp(uniqueEmail('linker'), PASSWORD);
    await markEmailVerified(stack.emulatorHost, user);
    await googleAccountOfSomeoneElse();
    context = await newContext();
    const page = await newPage(context, { inTest: false });
    await onboard(page);
    await page.close();
  }, 300_000);
  afterAll(async () => {
    await context?.close();
    await stack?.stop();
  });

  it('spec §8 linking a Google identity that belongs to another account shows the credential-already-in-use message', async () => {
    const page = await newPage(context);
    await page.goto(`${stack.url}/settings/profile`);
    await expect(googleRow(page).textContent()).resolves.toContain('Google: not linked');
    const popup = await openLinkPopup(page);
    await Promise.all([
      popup.waitForEvent('close'),
      popup.locator('.js-reuse-account', { hasText: otherGoogleEmail }).click(),
    ]);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This account is already linked to another user.' }).textContent(),
    ).resolves.toContain('This account is already linked to another user.');
    await expect(googleRow(page).textContent()).resolves.toContain('Google: not linked');
    expect((await lookupAccount(user.email))?.providerUserInfo?.map((p) => p.providerId)).not.toContain('google.com');
    expect(await audit(page)).toEqual([]);
    await page.close();
  });

  it('a password user links a new Google identity (shown as linked), then unlinks it (shown as not linked)', async () => {
    const googleEmail = `linked-${randomBytes(4).toString('hex')}@gmail.test`;
    const page = await newPage(context);
    await page.goto(`${stack.url}/settings/profile`);
    await expect(googleRow(page).textContent()).resolves.toContain('Google: not linked');
    const popup = await openLinkPopup(page);
    await popup.locator('.js-new-account').click();
    await popup.locator('#email-input').fill(googleEmail);
    await popup.locator('#display-name-input').fill('Linked Traveller');
    await Promise.all([popup.waitForEvent('close'), popup.locator('#sign-in').click()]);

    await page.getByRole('status').filter({ hasText: 'Google is linked to your account.' }).waitFor();
    await expect(googleRow(page).textContent()).resolves.toContain('Google: linked');
    const linked = await lookupAccount(user.email);
    expect(linked?.providerUserInfo?.find((p) => p.providerId === 'google.com')?.email).toBe(googleEmail);

    // Still linked after a reload (the provider's record, not the page's memory).
    await page.reload();
    await expect(googleRow(page).textContent()).resolves.toContain('Google: linked');

    await page.getByRole('button', { name: 'Unlink Google' }).click();
    await page.getByRole('status').filter({ hasText: 'Google is no longer linked to your account.' }).waitFor();
    await expect(googleRow(page).textContent()).resolves.toContain('Google: not linked');
    await page.getByRole('button', { name: 'Link Google' }).waitFor();
    expect((await lookupAccount(user.email))?.providerUserInfo?.map((p) => p.providerId)).toEqual(['password']);
    await page.close();
  });
});
