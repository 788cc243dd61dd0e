import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { REPORT_ABUSE_PATH } from '../../src/contract/wallet.paths';
import { ensureSpaBuilt, localViteEnv, root } from '../../scripts/lib/spa-build';
import { DEMO_USERS, seedDemoUsers } from '../../server/seed/seed-demo-users';
import { insertLocation, publishedContent } from '../server/helpers/content-fixtures';
import { enableUserByEmail, signIn } from '../server/helpers/emulator-users';
import { startTestServer, type SignedInUser, type TestServer } from '../server/helpers/test-server';
import { watArun } from '../builders/public-content.builder';
import { launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';

/**
 * In Chromium, on one in-process stack (built SPA + API on PGlite +
 * the run's Auth emulator). The demo users are seeded (one holds the moderator role); a demo writer publishes
 * a story, another comments on it and a third reports the comment through the API. The moderator then works
 * the queue in the browser: hides the comment (readers see it as removed) and disables its author, who is
 * signed in in another browser and lands on /account-disabled (spec §2 rule 1). Screenshots of the queue and
 * the poll form (320 / 1280 px, th / en) go to screenshots/.
 */
let t: TestServer;
let browser: Browser;
let moderatorContext: BrowserContext;
let contentId = '';
const COMMENT = 'Book cheap tours at my website, DM me now';

const demo = (username: string) => DEMO_USERS.find((u) => u.username === username)!;

async function asUser(username: string, userId: string): Promise<SignedInUser> {
  const { email, password } = demo(username);
  return { email, password, uid: '', userId, idToken: await signIn(email, password) };
}

async function newPage(context: BrowserContext, inTest = true): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(45_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  page.on(
    'response',
    (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`),
  );
  if (inTest)
    onTestFailed(async ({ task }) => {
      console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
      await page
        .screenshot({
          path: `screenshots/e2e-failed-moderation-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png`,
          fullPage: true,
        })
        .catch(() => undefined);
    });
  return page;
}

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(`${t.url}/login?lang=en`);
  await page.getByLabel('Email').fill(demo(username).email);
  await page.getByLabel('Password', { exact: true }).fill(demo(username).password);
  const remember = page.getByLabel('Remember me on this device');
  if (!(await remember.isChecked())) await remember.click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

const reportCard = (page: Page) => page.getByRole('article').filter({ hasText: COMMENT });

beforeAll(async () => {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  const distDir = path.join(root, '.tmp', `dist-e2e-${emulatorHost.replace(/[^0-9a-z]+/gi, '-')}`);
  ensureSpaBuilt(localViteEnv(`http://${emulatorHost}`), distDir);
  t = await startTestServer('pglite', { STATIC_DIR: distDir });
  const seeded = await seedDemoUsers(t.server.deps);
  const idOf = (username: string) => seeded.find((u) => u.email === demo(username).email)!.userId;
  const [writer, commenter, reporter] = await Promise.all([
    asUser('malee', idOf('malee')),
    asUser('alice', idOf('alice')),
    asUser('somchai', idOf('somchai')),
  ]);
  const content = await publishedContent(t, writer, { title: 'Rainy season in Nan' });
  contentId = content.content_id as string;
  const posted = await t.call('POST', `/api/content-platform/comment-service/v1/contents/${contentId}/comments`, {
    token: commenter.idToken,
    body: { text: COMMENT },
  });
  if (posted.status !== 200) throw new Error(`comment ${posted.status}: ${JSON.stringify(posted.body)}`);
  const reported = await t.call('POST', `/api${REPORT_ABUSE_PATH}`, {
    token: reporter.idToken,
    body: {
      target_type: 'comment',
      target_id: posted.body.data.comment_id,
      reason: 'spam',
      message: 'An advert in the comments',
    },
  });
  if (reported.status !== 200) throw new Error(`report ${reported.status}: ${JSON.stringify(reported.body)}`);
  browser = await launchBrowser();
  moderatorContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    bypassCSP: true,
  });
  const page = await newPage(moderatorContext, false);
  await logIn(page, 'moderator');
  await page.close();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
  // The disabling test gives alice her account back itself; this holds when it failed before doing so.
  await enableUserByEmail(demo('alice').email);
});

describe("the moderators' admin area, in Chromium", () => {
  it('a moderator hides a reported comment from the queue and readers then see it as removed', async () => {
    const reader = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      bypassCSP: true,
    });
    const readerPage = await newPage(reader);
    await readerPage.goto(`${t.url}/contents/${contentId}?lang=en`);
    await readerPage.getByText(COMMENT).first().waitFor();

    const page = await newPage(moderatorContext);
    await page.goto(`${t.url}/dashboard?lang=en`);
    await page.locator('summary.account-menu__summary').click();
    await page.getByRole('link', { name: 'Moderation' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    const card = reportCard(page);
    await card.waitFor();
    expect(await card.getByRole('link', { name: /Open/ }).getAttribute('href')).toContain(`/contents/${contentId}`);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Hide comment' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Hide this comment?' });
    await dialog.getByLabel('Reason (optional, kept with the decision)').fill('Advertising');
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await card.getByText('hidden from readers').waitFor();
    await card.getByRole('button', { name: 'Show comment again' }).waitFor();

    await readerPage.reload();
    await readerPage.getByText('This comment was removed by a moderator.').waitFor();
    expect(await readerPage.getByText(COMMENT).count()).toBe(0);
    await reader.close();
  });

  it('spec §2 rule 1: a user disabled by a moderator lands on /account-disabled at their next step', async () => {
    const authorContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      bypassCSP: true,
    });
    const authorPage = await newPage(authorContext);
    await logIn(authorPage, 'alice');

    const page = await newPage(moderatorContext);
    await page.goto(`${t.url}/admin?kind=report&lang=en`);
    const card = reportCard(page);
    await card.getByRole('button', { name: "Disable author's account" }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disable this account?' });
    await dialog.getByText('signed out everywhere', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await card.getByRole('button', { name: "Enable author's account" }).waitFor();

    // Their next step in the open app (a page that calls the server with their token): the server answers
    // 401 'user disabled' and the app ends the session as disabled (rule 1), not as a plain sign-out.
    await authorPage.locator('summary.account-menu__summary').click();
    await authorPage.getByRole('link', { name: 'My contents', exact: true }).click();
    await authorPage.waitForURL((url) => url.pathname === '/account-disabled');
    await authorPage.getByRole('heading', { level: 1 }).waitFor();

    // Signing in again is refused by the identity provider (auth/user-disabled): rule 1 again.
    await authorPage.goto(`${t.url}/login?lang=en`);
    await authorPage.getByLabel('Email').fill(demo('alice').email);
    await authorPage.getByLabel('Password', { exact: true }).fill(demo('alice').password);
    await authorPage.getByRole('button', { name: 'Log in', exact: true }).click();
    await authorPage.waitForURL((url) => url.pathname === '/account-disabled');
    await authorContext.close();

    // The Auth emulator is shared by every e2e file of the run: give alice her account back for the others.
    await card.getByRole('button', { name: "Enable author's account" }).click();
    await page
      .getByRole('alertdialog', { name: 'Enable this account again?' })
      .getByRole('button', { name: 'Enable account' })
      .click();
    await card.getByRole('button', { name: "Disable author's account" }).waitFor();
  });

  it("a moderator marks any known place closed on Thai public holidays at /admin/places, and the place's page says so", async () => {
    const placeId = await insertLocation(
      t,
      { en: 'Wat Suthat', th: 'วัดสุทัศน์' },
      { lat: 13.7513, lng: 100.5011 },
      watArun.openingHours,
    );
    const page = await newPage(moderatorContext);
    await page.goto(`${t.url}/admin/places?lang=en`);
    await page.getByLabel('Place name or address').fill('Suthat');
    await page.getByRole('button', { name: /Wat Suthat/ }).click();
    const card = page.getByTestId('admin-place');
    await card.getByText('Usual hours on public holidays').waitFor();
    await card.getByRole('button', { name: 'Mark closed on public holidays' }).click();
    await card.getByTestId('admin-place-holidays').filter({ hasText: 'Closed on public holidays' }).waitFor();
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `screenshots/admin-places-en-${width}.png`, fullPage: true });
      if (width === 320)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await seriousViolations(page)).toEqual([]);
    }

    await page.goto(`${t.url}/map/location/${placeId}?lang=en`);
    await page.getByTestId('location-closed-on-holidays').waitFor();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${t.url}/admin/places?lang=th`);
    await page.getByRole('searchbox').fill('สุทัศน์');
    await page.getByRole('button', { name: /วัดสุทัศน์/ }).click();
    await card
      .getByTestId('admin-place-holidays')
      .filter({ hasText: /^ปิดในวันหยุดนักขัตฤกษ์$/ })
      .waitFor();
    await page.screenshot({ path: `screenshots/admin-places-th-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('screenshots: the queue and the poll form at 320 and 1280 px, in Thai and English', async () => {
    for (const lang of ['en', 'th'] as const) {
      for (const width of [320, 1280]) {
        const page = await newPage(moderatorContext);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${t.url}/admin?status=open&lang=${lang}`);
        await reportCard(page).waitFor();
        await page.screenshot({ path: `screenshots/admin-queue-${lang}-${width}.png`, fullPage: true });
        await page.goto(`${t.url}/admin/polls/new?lang=${lang}`);
        await page.locator('form.admin-form').waitFor();
        await page.locator('button[type="submit"]').click();
        await page.locator('.field__error').first().waitFor();
        await page.screenshot({ path: `screenshots/admin-poll-form-${lang}-${width}.png`, fullPage: true });
        if (width === 320)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
      }
    }
  });
});
