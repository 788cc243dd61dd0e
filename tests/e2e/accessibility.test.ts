import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableUser, PROJECT_ID, signUp, uniqueEmail, type EmulatorUser } from '../server/helpers/emulator-users';
import { launchBrowser } from '../support/browser';
import { networkQuiet } from '../support/failure-log';
import { startStack, type RunningStack } from '../support/stack';
import { fetchNoKeepAlive } from '../support/no-keepalive-fetch';

/**
 * "axe-core on every screen of this issue: no serious or critical violations": every
 * sign-in and onboarding screen of spec §2 §4 (and the public pages of §2), as a person sees it,
 * in English and Thai, at 1280 px and 320 px.
 */
const LANGS = ['en', 'th'] as const;
const WIDTHS = [1280, 320] as const;
const HEIGHT = 900;

const ANONYMOUS_SCREENS = [
  '/login',
  '/signup',
  '/forgot-password',
  '/about-us',
  '/faq',
  '/jobs',
  '/jobs/ae',
  '/help-and-support',
  '/contact-us',
  '/_/terms-of-use',
  '/standards-against-csae',
  '/download-app',
  '/_/auth?mode=unknown&oobCode=x',
  '/_/auth?mode=resetPassword&oobCode=x',
  '/_/auth?mode=verifyEmail&oobCode=x',
  '/_/login-line/callback?code=x&state=y',
] as const;

interface Finding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

let stack: RunningStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const withLang = (path: string, lang: string): string => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** The page as a person sees it: no overlay, the page's one h1 on screen, requests settled. */
async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.locator('.app-overlay').waitFor({ state: 'detached', timeout: 20_000 });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForFunction(() => !new URLSearchParams(window.location.search).has('lang'));
  // Let entrance transitions finish so colour contrast is measured on final colours.
  await page.waitForTimeout(250);
}

/** Runs axe-core in the page and returns its serious and critical violations. */
async function audit(page: Page): Promise<Finding[]> {
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!injected) await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

const describeFindings = (where: string, findings: Finding[]): string =>
  findings.length === 0
    ? `${where}: none`
    : `${where}:\n${findings.map((f) => `  [${f.impact}] ${f.id} (${f.help}) at ${f.targets.join(', ')}`).join('\n')}`;

/** Switches the language in place with the header's th / en switch, keeping the screen's state. */
async function switchLanguage(page: Page, lang: string): Promise<void> {
  await page.locator(`.language-switcher button[lang="${lang}"]`).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await page.waitForTimeout(250);
}

/**
 * Audits one screen in both languages and both widths and fails with every serious or critical
 * finding. Anonymous screens are opened with `?lang=` (the shell removes it from the URL); a
 * signed-in state that a reload would leave (the interests step) is switched in place instead.
 */
async function auditEverywhere(page: Page, path: string, how: 'open' | 'in-place' = 'open'): Promise<void> {
  const expectedPath = new URL(path, stack.url).pathname;
  const reports: string[] = [];
  let failed = false;
  for (const lang of LANGS) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    if (how === 'open') {
      await page.goto(`${stack.url}${withLang(path, lang)}`);
      await settle(page);
    } else {
      await switchLanguage(page, lang);
    }
    expect(new URL(page.url()).pathname, `${path} [${lang}] is the screen audited`).toBe(expectedPath);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.waitForTimeout(100);
      const findings = await audit(page);
      if (findings.length > 0) failed = true;
      reports.push(describeFindings(`${path} [${lang}, ${width}px]`, findings));
    }
  }
  expect(failed, reports.join('\n')).toBe(false);
}

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP: the server's CSP (rightly) forbids inline scripts, and axe-core is injected as one.
  // A granted position so the login's geolocation lookup (spec §4 step 4) answers at once.
  const context = await browser.newContext({
    viewport: { width: WIDTHS[0], height: HEIGHT },
    bypassCSP: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 13.7563, longitude: 100.5018 },
  });
  const page = await context.newPage();
  return { context, page };
}

async function markEmailVerified(user: EmulatorUser): Promise<void> {
  const response = await fetchNoKeepAlive(
    `http://${stack.emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: user.uid, emailVerified: true }),
    },
  );
  if (!response.ok) throw new Error(`emulator accounts:update ${response.status}`);
}

/** Signs in through the /login form (spec §4 email sign-in), in English so labels are known. */
async function signInThroughForm(page: Page, user: EmulatorUser): Promise<void> {
  await page.goto(`${stack.url}/login?lang=en`);
  await settle(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

describe('axe-core audit itself', () => {
  it('reports a serious violation when the page has one (so a clean result means something)', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto(`${stack.url}/about-us?lang=en`);
      await settle(page);
      await page.evaluate(() => {
        const p = document.createElement('p');
        p.textContent = 'Barely visible';
        p.style.cssText = 'color:#eeeeee;background:#ffffff';
        document.querySelector('main')?.append(p);
      });
      expect((await audit(page)).map((f) => f.id)).toContain('color-contrast');
    } finally {
      await context.close();
    }
  });
});

describe('axe-core: no serious or critical violations on the anonymous screens of spec §2 §4', () => {
  for (const path of ANONYMOUS_SCREENS) {
    it(`${path} in en and th at 1280 and 320 px`, async () => {
      const { context, page } = await newPage();
      try {
        await auditEverywhere(page, path);
      } finally {
        await context.close();
      }
    });
  }
});

describe('axe-core: no serious or critical violations on the signed-in screens of spec §2 §4 §5', () => {
  it('onboarding as a verified user: /terms, /onboard/personal-info, /onboard/personal-interest, /dashboard, /settings/profile, not found', async () => {
    const user = await signUp(uniqueEmail('a11y'));
    await markEmailVerified(user);
    const { context, page } = await newPage();
    try {
      await signInThroughForm(page, user);
      await page.waitForURL((url) => url.pathname === '/terms');
      await auditEverywhere(page, '/terms');

      await page.goto(`${stack.url}/terms?lang=en`);
      await settle(page);
      await page.getByRole('button', { name: 'I accept' }).click();
      await page.waitForURL((url) => url.pathname === '/onboard/personal-info');
      await auditEverywhere(page, '/onboard/personal-info');

      await page.goto(`${stack.url}/onboard/personal-info?lang=en`);
      await settle(page);
      const username = `a11y_${user.uid.slice(0, 8).toLowerCase()}`;
      await page.getByLabel('Display name').fill('Accessible Traveller');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Your language').selectOption('en');
      const submit = page.getByRole('button', { name: 'Continue' });
      await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
      await submit.click();
      await page.waitForURL((url) => url.pathname === '/onboard/personal-interest');
      await page.getByText(/Selected: \d+/).waitFor();
      // A reload would leave the interests step (the gate sends a returning user on), so stay put.
      await auditEverywhere(page, '/onboard/personal-interest', 'in-place');
      await switchLanguage(page, 'en');
      await page.locator('.chip').first().waitFor();
      await page.locator('.chip').first().click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/download-app');

      await auditEverywhere(page, '/dashboard');
      await auditEverywhere(page, '/settings/profile');
      // Not found is for a signed-in user: the gate sends an anonymous visitor to /login (spec §2 rule 5).
      await auditEverywhere(page, '/no-such-page');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('/onboard/verify-email as an unverified password user', async () => {
    const user = await signUp(uniqueEmail('a11y-unverified'));
    const { context, page } = await newPage();
    try {
      await signInThroughForm(page, user);
      await page.waitForURL((url) => url.pathname === '/onboard/verify-email');
      await auditEverywhere(page, '/onboard/verify-email');
    } finally {
      await context.close();
    }
  });

  it('/account-disabled as a disabled user', async () => {
    const user = await signUp(uniqueEmail('a11y-disabled'));
    await markEmailVerified(user);
    await disableUser(user.uid);
    const { context, page } = await newPage();
    try {
      await signInThroughForm(page, user);
      await page.waitForURL((url) => url.pathname === '/account-disabled');
      // The disabled flag lives in this session only: a reload would start anonymous, so stay put.
      await auditEverywhere(page, '/account-disabled', 'in-place');
    } finally {
      await context.close();
    }
  });
});
