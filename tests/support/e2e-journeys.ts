import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { PROJECT_ID } from '../server/helpers/emulator-users';
import { fetchNoKeepAlive } from './no-keepalive-fetch';

/**
 * Journeys the e2e files share: a person signing in and finishing onboarding through the SPA's own forms, plus the
 * set-up calls around them (the Auth emulator's admin update, the API's JSON envelope). Each file keeps its own
 * display names, usernames and login page; these functions only do the steps.
 */

export interface Credentials {
  email: string;
  password: string;
}

export interface LogInOptions {
  /** The page the login form is opened on (default `/login`), e.g. `/login?redirectUrl=%2Fsettings%2Fprofile`. */
  from?: string;
  /** Adds `lang=<lang>` to that page's query, e.g. `en` for `/login?lang=en`. */
  lang?: string;
  /** "Remember me on this device" ticked (default) or not. */
  rememberMe?: boolean;
}

export interface OnboardingProfile {
  displayName: string;
  username: string;
}

/** Fills the login form already on the page (email, password, remember me) and presses "Log in". */
export async function fillLoginForm(
  page: Page,
  credentials: Credentials,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  const remember = page.getByLabel('Remember me on this device');
  if ((await remember.isChecked()) !== (options.rememberMe ?? true)) await remember.click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Opens the login page and signs in with email and password; where the app goes next is the caller's to wait for. */
export async function logInThroughUi(
  page: Page,
  baseUrl: string,
  credentials: Credentials,
  options: LogInOptions = {},
): Promise<void> {
  const from = options.from ?? '/login';
  const lang = options.lang === undefined ? '' : `${from.includes('?') ? '&' : '?'}lang=${options.lang}`;
  await page.goto(`${baseUrl}${from}${lang}`);
  await fillLoginForm(page, credentials, options);
}

/** Signs out from the account menu and waits for the login page. */
export async function logOutThroughUi(page: Page): Promise<void> {
  await page.locator('summary.account-menu__summary').click();
  await page.locator('.account-menu__logout').click();
  await page.waitForURL(/\/login/);
}

/**
 * From a fresh sign-in to the download-app page, as the onboarding journey does it: accepts the terms, fills personal info
 * (display name, username, English) and picks the first interest.
 */
export async function finishOnboardingThroughUi(page: Page, profile: OnboardingProfile): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/terms');
  await page.getByRole('button', { name: 'I accept' }).click();
  await page.waitForURL((url) => url.pathname === '/onboard/personal-info');
  await page.getByLabel('Display name').fill(profile.displayName);
  await page.getByLabel('Username').fill(profile.username);
  await page.getByLabel('Your language').selectOption('en');
  await page.locator('button:enabled', { hasText: 'Continue' }).click();
  // Each Continue saves through the whole stack (profile, then the onboarding step): room for a loaded machine.
  await page.waitForURL((url) => url.pathname === '/onboard/personal-interest', { timeout: 90_000 });
  await page.locator('button.chip').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/download-app', { timeout: 90_000 });
}

/**
 * Runs the steps and, when one fails, rethrows with what the page showed at that moment (its address and the start
 * of its text), so a failure in a file's beforeAll, which has no test to attach a screenshot to, still says why.
 */
export async function explainingFailure<T>(page: Page, steps: () => Promise<T>): Promise<T> {
  const seen: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      seen.push(`console.${message.type()} ${message.text().slice(0, 200)}`);
  };
  const onPageError = (error: Error) => seen.push(`pageerror ${error.message.slice(0, 200)}`);
  const onResponse = (response: Response) => {
    if (response.status() >= 400)
      seen.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  };
  const onFailed = (request: Request) =>
    seen.push(`failed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    return await steps();
  } catch (error) {
    const shown = await page
      .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600))
      .catch(() => '(page gone)');
    const message = error instanceof Error ? error.message : String(error);
    throw new Error([message, `at ${page.url()}`, `the page showed: ${shown}`, ...seen.slice(-20)].join('\n  '), {
      cause: error,
    });
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
}

/** Signs in, finishes onboarding and signs out again: the page ends on the login page, anonymous. */
export async function onboardThenLogOutThroughUi(
  page: Page,
  baseUrl: string,
  credentials: Credentials,
  profile: OnboardingProfile,
  options: { lang?: string } = {},
): Promise<void> {
  await explainingFailure(page, async () => {
    await logInThroughUi(page, baseUrl, credentials, options);
    await finishOnboardingThroughUi(page, profile);
    await logOutThroughUi(page);
  });
}

/**
 * Signs in, finishes onboarding, signs out, then signs in again with "remember me" as a returning person and lands on
 * the dashboard. (The first sign-in is remembered too once onboarding is done, see staying-signed-in.test.ts; the
 * second one starts each caller from a returning person's sign-in.)
 */
export async function onboardThroughUi(
  page: Page,
  baseUrl: string,
  credentials: Credentials,
  profile: OnboardingProfile,
  options: { lang?: string } = {},
): Promise<void> {
  await onboardThenLogOutThroughUi(page, baseUrl, credentials, profile, options);
  await explainingFailure(page, async () => {
    await logInThroughUi(page, baseUrl, credentials, options);
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
}

/** Marks the account's email verified at the Auth emulator (its admin `accounts:update`), as the emailed link would. */
export async function markEmailVerified(emulatorHost: string, account: { uid: string }): Promise<void> {
  const response = await fetchNoKeepAlive(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: account.uid, emailVerified: true }),
    },
  );
  if (!response.ok) throw new Error(`emulator accounts:update ${response.status}`);
}

/**
 * A JSON call to the API server (always sent as `application/json`, with a bearer token when given); returns the
 * envelope's `data` (typed `any`: each caller reads the fields of its own endpoint) and throws on any err_code but 0.
 */
export async function apiCall(
  baseUrl: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<any> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { status: { err_code: number }; data: any };
  if (json.status.err_code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}
