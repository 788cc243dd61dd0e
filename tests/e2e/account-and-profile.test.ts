import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from '../support/browser';
import { setPassword, waitForOobCode } from '../support/emulator-admin';
import { startStack, type RunningStack } from '../support/stack';
import { seriousViolations } from '../support/axe';
import { e2eApi, emulatorIdToken } from '../support/e2e-api';

/**
 * End to end, where a person sees it: profile fields edited in settings and shown on
 * /profiles/[username]; change password (wrong current password → spec §8 guide) then log in with the new
 * one; a reset link from /forgot-password completed through /_/auth with a new password (emulator oob codes).
 */
let stack: RunningStack;
let browser: Browser;
const DEMO_PASSWORD = 'travelogue-demo';
const server = e2eApi(() => stack.url);

beforeAll(async () => {
  stack = await startStack({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  // The Auth emulator is shared by every e2e file of the run: the demo accounts get their demo password back.
  for (const email of ['malee@demo.travelogue.test', 'somchai@demo.travelogue.test'])
    await setPassword(email, DEMO_PASSWORD);
});

async function newPage(): Promise<Page> {
  // bypassCSP: axe-core is injected as an inline script, which the app's Content-Security-Policy refuses.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
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

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe('profile and account security in Chromium', () => {
  it('a signed-in reader follows alice on her profile and finds her stories under Following on /dashboard', async () => {
    const page = await newPage();
    await logIn(page, 'moderator@demo.travelogue.test', DEMO_PASSWORD);
    await page.goto(`${stack.url}/profiles/alice`);
    await page.locator('#root[data-interactive="true"]').waitFor();
    const counts = page.getByTestId('follow-counts');
    const before = Number(((await counts.textContent()) ?? '').match(/^([\d,]+) follower/)![1].replace(',', ''));
    await page.getByRole('button', { name: /^Follow / }).click();
    const following = page.getByRole('button', { name: /^Following / });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(`${before + 1} follower`).waitFor();

    await page.goto(`${stack.url}/dashboard`);
    const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Following' }) });
    await section.getByRole('link', { name: 'A slow morning at Wat Pho' }).waitFor();
    await page.context().close();
  });

  it("a reader's bell lights up without reload when a creator they follow publishes; /notifications leads to the story; axe clean in Thai and English at 320 and 1280 px", async () => {
    const page = await newPage();
    await logIn(page, 'malee@demo.travelogue.test', DEMO_PASSWORD);
    await page.goto(`${stack.url}/dashboard?lang=en`);
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    // Start from nothing unread, so the one this test makes is the number on the bell.
    const reader = await emulatorIdToken('malee@demo.travelogue.test', DEMO_PASSWORD);
    await server.api('POST', '/api/content-platform/notification-service/v1/notifications/read-all', reader);
    await page.reload();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
    await page.waitForTimeout(300); // the live stream is open once the page settled

    const creator = await emulatorIdToken('somchai@demo.travelogue.test', DEMO_PASSWORD);
    const somchai = await server.api('GET', '/api/user-profile-query-service/v1/me', creator);
    await server.api('PUT', `/api/content-platform/follow-service/v1/follows/${somchai.user_id}`, reader);
    const title = `Floating market at dawn ${randomBytes(2).toString('hex')}`;
    const contentId = await server.publishArticle(creator, title);
    // No reload: the count arrives on the open stream.
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notifications: 1 unread');
    expect(await page.getByTestId('notification-bell-count').textContent()).toBe('1');

    await bell.click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    const story = page.getByRole('link', { name: new RegExp(`published “${title}”`) });
    expect(await story.getAttribute('href')).toBe(`/contents/${contentId}`);
    await page.screenshot({ path: 'screenshots/notifications-en-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await story.click();
    await page.waitForURL((url) => url.pathname === `/contents/${contentId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    for (const [lang, width, heading] of [
      ['en', 320, 'Notifications'],
      ['th', 320, 'การแจ้งเตือน'],
      ['th', 1280, 'การแจ้งเตือน'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${stack.url}/notifications?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByTestId('notification').first().waitFor();
      // Followed, so marked read: the bell shows no number.
      expect(await page.getByTestId('notification-bell-count').count()).toBe(0);
      await page.screenshot({ path: `screenshots/notifications-${lang}-${width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      if (width === 320)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    await server.api('DELETE', `/api/content-platform/follow-service/v1/follows/${somchai.user_id}`, reader);
    await page.context().close();
  });

  it('a demo creator opens their stats from the dashboard: totals, a chart of views and reads, their stories, the sites readers came from; axe clean in Thai and English at 320 and 1280 px', async () => {
    const page = await newPage();
    await logIn(page, 'alice@demo.travelogue.test', DEMO_PASSWORD);
    await page.goto(`${stack.url}/dashboard?lang=en`);
    await page.getByRole('link', { name: 'Your stats' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/stats');
    await page.getByRole('heading', { level: 1, name: 'Your stats' }).waitFor();
    await page.getByTestId('stats-chart').waitFor();
    expect(await page.getByTestId('stats-chart').locator('rect').count()).toBe(60); // 30 days, views and reads
    const stories = page.getByRole('region', { name: 'Your stories in this period' });
    await stories
      .getByRole('link', { name: /^Stats of / })
      .first()
      .waitFor();
    const sources = page.getByRole('region', { name: 'Where readers came from' });
    await sources.getByRole('rowheader', { name: 'google.com' }).waitFor();
    // Trip adds beside saves: a total, and a column of the daily table screen readers get.
    await page.locator('dt', { hasText: 'Trip adds' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Trip adds' }).count()).toBe(1);
    await page.screenshot({ path: 'screenshots/stats-en-1280.png', fullPage: true });
    for (const [lang, width, heading] of [
      ['en', 320, 'Your stats'],
      ['th', 320, 'สถิติของคุณ'],
      ['th', 1280, 'สถิติของคุณ'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${stack.url}/dashboard/stats?days=90&lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByTestId('stats-chart').waitFor();
      await page.screenshot({ path: `screenshots/stats-${lang}-${width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      if (width === 320)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    await page.context().close();
  });

  it('settings say what I am told of, and where: a change is saved at once, in Thai and English, at 320 and 1280', async () => {
    const page = await newPage();
    await logIn(page, 'alice@demo.travelogue.test', DEMO_PASSWORD);
    for (const [lang, width, heading, box] of [
      ['en', 1280, 'Notifications', 'New followers: In the app'],
      ['th', 320, 'การแจ้งเตือน', 'ผู้ติดตามใหม่: ในแอป'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${stack.url}/settings/profile?lang=${lang}`);
      const section = page.locator('section#notifications');
      await section.getByRole('heading', { level: 2, name: heading }).waitFor();
      const checkbox = section.getByRole('checkbox', { name: box });
      await expect(checkbox.isChecked()).resolves.toBe(true);
      await checkbox.uncheck();
      await section
        .getByRole('status')
        .filter({ hasText: lang === 'en' ? 'Saved.' : 'บันทึกแล้ว' })
        .waitFor();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/notification-settings-${lang}-${width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      if (width === 320)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // Kept across a reload, then turned back on (the other tests count alice's followers in the bell).
      await page.reload();
      await expect(section.getByRole('checkbox', { name: box }).isChecked()).resolves.toBe(false);
      await section.getByRole('checkbox', { name: box }).check();
      await section
        .getByRole('status')
        .filter({ hasText: lang === 'en' ? 'Saved.' : 'บันทึกแล้ว' })
        .waitFor();
    }
    await page.context().close();
  });

  it('spec §3 profile fields: biography and website saved in settings show on /profiles/[username]', async () => {
    const page = await newPage();
    await logIn(page, 'alice@demo.travelogue.test', DEMO_PASSWORD);
    await page.goto(`${stack.url}/settings/profile`);
    const bio = `Trains and islands ${randomBytes(2).toString('hex')}.`;
    await page.getByLabel('Biography').fill(bio);
    await page.getByLabel('Website').fill('https://alice.example/trips');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile is updated.').waitFor();

    const reader = await newPage();
    await reader.goto(`${stack.url}/profiles/alice`);
    await reader.getByText(bio).waitFor();
    expect(await reader.getByRole('link', { name: 'alice.example/trips' }).getAttribute('href')).toBe(
      'https://alice.example/trips',
    );
    await page.context().close();
    await reader.context().close();
  });

  it('spec §8 change password: a wrong current password shows the guide; then the new one logs in', async () => {
    const page = await newPage();
    await logIn(page, 'malee@demo.travelogue.test', DEMO_PASSWORD);
    await page.goto(`${stack.url}/settings/profile`);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Change password' }) });
    await form.getByLabel('Current password').fill('not-the-password');
    await form.getByLabel('New password').fill('malee-new-pass-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toContain('Your current password is incorrect.');
    await form.getByLabel('Current password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your password is changed.', { exact: false }).waitFor();
    await page.context().close();

    const again = await newPage();
    await logIn(again, 'malee@demo.travelogue.test', 'malee-new-pass-1');
    expect(new URL(again.url()).pathname).not.toBe('/login');
    await again.context().close();
  });

  it('spec §4 email action links: a reset link from /forgot-password completes through /_/auth with a new password', async () => {
    const email = 'somchai@demo.travelogue.test';
    const page = await newPage();
    await page.goto(`${stack.url}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const code = await waitForOobCode(email, 'PASSWORD_RESET');
    await page.goto(`${stack.url}/_/auth?mode=resetPassword&oobCode=${encodeURIComponent(code.oobCode)}`);
    await page.getByText(`For the account ${email}.`).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('somchai-reset-1');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been changed. You can log in with it now.').waitFor();
    await page.context().close();

    const again = await newPage();
    await logIn(again, email, 'somchai-reset-1');
    expect(new URL(again.url()).pathname).not.toBe('/login');
    await again.context().close();
  });
});
