import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser, launchPersistentBrowser } from '../support/browser';
import {
  explainingFailure,
  fillLoginForm,
  finishOnboardingThroughUi,
  logInThroughUi,
  logOutThroughUi,
  markEmailVerified,
  type Credentials,
} from '../support/e2e-journeys';
import { installGapiShim } from '../support/gapi-shim';
import { startStack, type RunningStack } from '../support/stack';
import { signUp, uniqueEmail } from '../server/helpers/emulator-users';

/**
 * Staying signed in as people expect, in Debian's Chromium against the whole stack: the persistence chosen at
 * sign-in survives a browser restart once onboarding is done (spec §4 step 7 keeps SESSION only while steps are
 * pending), a session that is gone mid-onboarding leads to sign-in and back, and signing in raises no location
 * prompt (spec §4 common sign-in step 1 reads the position only where it is already allowed).
 *
 * "Closing the browser" is real: each test runs Chromium on a profile folder of its own (launchPersistentContext),
 * quits it, and launches it again on the same folder. Firebase keeps a LOCAL session in the profile's IndexedDB and
 * a SESSION one in the tab's sessionStorage, which a browser opened afresh does not bring back.
 */
let stack: RunningStack;
let browser: Browser;
const profiles: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  for (const dir of profiles) fs.rmSync(dir, { recursive: true, force: true });
});

/** A password account whose address is already verified: its first sign-in goes to the terms. */
async function verifiedNewcomer(prefix: string): Promise<Credentials> {
  const user = await signUp(uniqueEmail(prefix), 'travel-far-2026');
  await markEmailVerified(stack.emulatorHost, user);
  return { email: user.email, password: user.password };
}

const VIEWPORT = { viewport: { width: 1280, height: 900 }, locale: 'en-US' } as const;

/** A browser with a profile on disk; `reopen()` quits it and starts it again on the same profile. */
function aPersonalBrowser() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travelogue-profile-'));
  profiles.push(dir);
  let context: BrowserContext | null = null;
  const open = async (): Promise<Page> => {
    context = await launchPersistentBrowser(dir, VIEWPORT);
    // Google's popup helper script, which this offline machine cannot fetch (tests/support/gapi-shim.ts).
    await installGapiShim(context);
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(20_000);
    onTestFailed(async ({ task }) => {
      await page
        .screenshot({ path: `screenshots/e2e-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png` })
        .catch(() => undefined);
    });
    return page;
  };
  const close = async () => {
    await context?.close();
    context = null;
  };
  return { open, close, reopen: async () => (await close(), open()) };
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('spec §4 step 7: after onboarding the persistence chosen at sign-in survives closing the browser', () => {
  it('"remember me" ticked, then terms, personal info and interests: reopening the browser lands on /dashboard signed in; without "remember me" it does not', async () => {
    const person = await verifiedNewcomer('remembered');
    const username = `stay_${randomBytes(3).toString('hex')}`;
    const chromium = aPersonalBrowser();
    let page = await chromium.open();

    await explainingFailure(page, async () => {
      await logInThroughUi(page, stack.url, person, { rememberMe: true });
      await finishOnboardingThroughUi(page, { displayName: 'Stays Signed-In', username });
      await page
        .getByRole('link', { name: 'Continue to my dashboard' })
        .or(page.getByRole('button', { name: 'Continue to my dashboard' }))
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
    });

    page = await chromium.reopen();
    await explainingFailure(page, async () => {
      await page.goto(`${stack.url}/dashboard`);
      await page.getByRole('heading', { name: 'Hello, Stays Signed-In' }).waitFor();
    });
    expect(pathOf(page)).toBe('/dashboard');

    // The same person without "remember me" (spec §4: SESSION): gone once the browser is closed. This is what the
    // check above would see if the session were still tab-only.
    await logOutThroughUi(page);
    await fillLoginForm(page, person, { rememberMe: false });
    await page.waitForURL((url) => url.pathname === '/dashboard');
    page = await chromium.reopen();
    await page.goto(`${stack.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(pathOf(page)).toBe('/login?redirectUrl=%2Fdashboard');
    await chromium.close();
  });

  it('a Google sign-in (spec §4: LOCAL), then terms, personal info and interests: reopening the browser lands on /dashboard signed in', async () => {
    const email = `stays-google-${randomBytes(4).toString('hex')}@gmail.test`;
    const username = `goog_${randomBytes(3).toString('hex')}`;
    const chromium = aPersonalBrowser();
    let page = await chromium.open();

    await explainingFailure(page, async () => {
      await page.goto(`${stack.url}/login`);
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: 'Continue with Google' }).click(),
      ]);
      await popup.waitForLoadState('domcontentloaded');
      await popup.locator('.js-new-account').click();
      await popup.locator('#email-input').fill(email);
      await popup.locator('#display-name-input').fill('Google Stays');
      await Promise.all([popup.waitForEvent('close'), popup.locator('#sign-in').click()]);
      await finishOnboardingThroughUi(page, { displayName: 'Google Stays', username });
    });

    page = await chromium.reopen();
    await explainingFailure(page, async () => {
      await page.goto(`${stack.url}/dashboard`);
      await page.getByRole('heading', { name: 'Hello, Google Stays' }).waitFor();
    });
    expect(pathOf(page)).toBe('/dashboard');
    await chromium.close();
  });

  it('a session gone mid-onboarding (browser closed on spec §4 step 7 SESSION): back on /onboard/personal-info the login page says why, and signing in leads back to the step', async () => {
    const person = await verifiedNewcomer('midway');
    const chromium = aPersonalBrowser();
    let page = await chromium.open();
    await explainingFailure(page, async () => {
      await logInThroughUi(page, stack.url, person, { rememberMe: true });
      await page.waitForURL((url) => url.pathname === '/terms');
      await page.getByRole('button', { name: 'I accept' }).click();
      await page.waitForURL((url) => url.pathname === '/onboard/personal-info');
    });

    page = await chromium.reopen();
    await page.goto(`${stack.url}/onboard/personal-info`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(pathOf(page)).toBe('/login?redirectUrl=%2Fonboard%2Fpersonal-info&reason=session-ended');
    await page.getByText('Your session has ended. Sign in again to pick up where you left off.').waitFor();
    // Never the form whose every call fails.
    expect(await page.getByLabel('Display name').count()).toBe(0);

    await fillLoginForm(page, person, { rememberMe: true });
    await page.waitForURL((url) => url.pathname === '/onboard/personal-info');
    await page.getByLabel('Display name').waitFor();
    await chromium.close();
  });
});

/** Counts, across reloads of the tab, every call a page makes to the browser's geolocation. */
const COUNT_GEOLOCATION = () => {
  const geolocation = navigator.geolocation;
  for (const name of ['getCurrentPosition', 'watchPosition'] as const) {
    const original = geolocation[name].bind(geolocation) as (...args: unknown[]) => unknown;
    Object.defineProperty(geolocation, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        sessionStorage.setItem('geolocationCalls', String(Number(sessionStorage.getItem('geolocationCalls') ?? 0) + 1));
        return original(...args);
      },
    });
  }
};

async function signInWatchingGeolocation(options: BrowserContextOptions) {
  const person = await verifiedNewcomer('located');
  const context = await browser.newContext({ ...VIEWPORT, ...options });
  await context.addInitScript(COUNT_GEOLOCATION);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const loginRequest = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/user-auth-command-service/v1/login'),
  );
  await logInThroughUi(page, stack.url, person, { rememberMe: true });
  const body = JSON.parse((await loginRequest).postData() ?? '{}') as { lat: number | null; lng: number | null };
  await page.waitForURL((url) => url.pathname === '/terms');
  const calls = Number(await page.evaluate(() => sessionStorage.getItem('geolocationCalls') ?? 0));
  await context.close();
  return { body, calls };
}

describe('spec §4 common sign-in step 1: no location prompt at sign-in', () => {
  it('location not granted to the site: signing in asks the browser for no position (no prompt), lat and lng go as null', async () => {
    const { body, calls } = await signInWatchingGeolocation({});
    expect(calls).toBe(0);
    expect(body).toMatchObject({ lat: null, lng: null });
  });

  it('location already granted: the position goes with the backend login, without a prompt', async () => {
    const { body, calls } = await signInWatchingGeolocation({
      permissions: ['geolocation'],
      geolocation: { latitude: 18.7883, longitude: 98.9853 },
    });
    expect(calls).toBe(1);
    expect(body).toMatchObject({ lat: 18.7883, lng: 98.9853 });
  });
});
