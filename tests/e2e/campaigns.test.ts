import path from 'node:path';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ADMIN_PATHS, fillPath, WALLET_PATHS } from '../../src/contract/wallet.paths';
import { ensureSpaBuilt, localViteEnv, root } from '../../scripts/lib/spa-build';
import { signUp, uniqueEmail, type EmulatorUser } from '../server/helpers/emulator-users';
import { signedInUser, startTestServer, type TestServer } from '../server/helpers/test-server';
import { launchBrowser } from '../support/browser';
import { networkQuiet } from '../support/failure-log';
import { fillLoginForm, markEmailVerified, onboardThenLogOutThroughUi } from '../support/e2e-journeys';
import { fetchNoKeepAlive } from '../support/no-keepalive-fetch';
import { drawnPhoto } from '../support/drawn-photo';

/**
 * The creators' side, in Chromium on one in-process stack (the built SPA served by the API server
 * on PGlite, the run's Auth emulator): the stack runs in this process so the test can grant the moderator role
 * through the server's own module (`moderation.roles.grantModerator`), as the grant command does; campaigns are
 * then made through the admin API. Screenshots (320 / 1280 px, th / en) go to screenshots/.
 */
let t: TestServer;
let browser: Browser;
let context: BrowserContext;
let creator: EmulatorUser;
let moderatorToken = '';

const DAY = 86_400_000;
/** `YYYY-MM-DD` in Asia/Bangkok, `days` from now. */
const bangkokDay = (days: number) => new Date(Date.now() + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10);

async function createCampaign(title: { th: string; en: string }, startsOn: string, endsOn: string): Promise<string> {
  const text = (en: string, th: string) => ({ th, en });
  const created = await t.call('POST', `/private/api${ADMIN_PATHS.campaigns}`, {
    token: moderatorToken,
    body: {
      title,
      description: text('Write about a cool-season trip.', 'เขียนเรื่องทริปหน้าหนาว'),
      rules: text('One entry per person.', 'ส่งได้คนละหนึ่งเรื่อง'),
      prize: text('A weekend in Chiang Mai.', 'เที่ยวเชียงใหม่สุดสัปดาห์'),
      cover: null,
      starts_on: startsOn,
      ends_on: endsOn,
      category_id: null,
    },
  });
  if (created.status !== 200)
    throw new Error(`admin campaign create ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.data.campaign_id as string;
}

async function newPage(inTest = true): Promise<Page> {
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
          path: `screenshots/e2e-failed-campaigns-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png`,
          fullPage: true,
        })
        .catch(() => undefined);
    });
  return page;
}

const fillLogin = (page: Page) => fillLoginForm(page, creator);

/** Sign in and finish onboarding (terms, personal info, interests), then sign out: the test starts anonymous. */
async function onboardThenSignOut(page: Page): Promise<void> {
  const profile = {
    displayName: `Writer ${creator.uid.slice(0, 6)}`,
    username: `writer_${creator.uid.slice(0, 8).toLowerCase()}`,
  };
  await onboardThenLogOutThroughUi(page, t.url, creator, profile, { lang: 'en' });
}

/** axe-core's serious and critical violations on the page as it is now. */
async function audit(p: Page): Promise<string[]> {
  const injected = await p.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!injected) await p.addScriptTag({ content: axe.source });
  const results = await p.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shoot(page: Page, name: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  for (const lang of ['en', 'th'] as const) {
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      const url = new URL(page.url());
      url.searchParams.set('lang', lang);
      await page.goto(url.toString());
      await ready(page);
      await networkQuiet(page);
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} ${lang} ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await audit(page), `${name} ${lang} ${width}px`).toEqual([]);
      await page.screenshot({ path: `screenshots/campaigns-${name}-${lang}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  // The same build folder tests/support/stack.ts uses for this emulator (built once per emulator URL).
  const distDir = path.join(root, '.tmp', `dist-e2e-${emulatorHost.replace(/[^0-9a-z]+/gi, '-')}`);
  ensureSpaBuilt(localViteEnv(`http://${emulatorHost}`), distDir);
  t = await startTestServer('pglite', { STATIC_DIR: distDir });
  const moderator = await signedInUser(t);
  await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
  moderatorToken = moderator.idToken;
  browser = await launchBrowser();
  // bypassCSP: axe-core is injected as an inline script, which the server's CSP (rightly) forbids.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', bypassCSP: true });
  creator = await signUp(uniqueEmail('campaign-writer'));
  await markEmailVerified(emulatorHost, creator);
  const page = await newPage(false);
  await onboardThenSignOut(page);
  await page.close();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('writing for a campaign, in Chromium', () => {
  it('a creator writes for a campaign (signing in on the way), adds a poll section and, once published, the entry shows on the campaign page', async () => {
    const campaignId = await createCampaign(
      { th: 'เที่ยวเหนือหน้าหนาว', en: 'Winter in the North' },
      bangkokDay(-1),
      bangkokDay(30),
    );
    const page = await newPage();
    // Anonymous: asked to sign in, and brought back to this exact URL.
    const writeUrl = `/campaigns/write/new?campaign=${campaignId}`;
    await page.goto(`${t.url}${writeUrl}&lang=en`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirectUrl') === writeUrl);
    await fillLogin(page);
    await page.waitForURL(/\/my-contents\/[^/]+\/edit$/);
    const contentId = new URL(page.url()).pathname.split('/')[2];

    const banner = page.getByRole('region', { name: 'Winter in the North' });
    await banner.getByText('Writing for').waitFor();
    expect(await banner.getByRole('link', { name: 'Winter in the North' }).getAttribute('href')).toBe(
      `/campaigns/${campaignId}/detail`,
    );

    await page.getByLabel('Title of your article').fill('Misty mornings in Doi Inthanon');
    await page
      .locator('.cover-uploader input[type="file"]')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, '#0f766e') });
    await page.getByRole('img', { name: 'The current cover' }).waitFor();
    await page.getByRole('button', { name: '+ Text' }).click();
    await page.getByRole('textbox', { name: 'Text 1' }).click();
    await page.keyboard.type('Sunrise at the summit, then the twin pagodas.');

    // A poll section: a bad draft is named first, then the poll is made and the section autosaves.
    await page.getByRole('button', { name: '+ Poll' }).click();
    const pollForm = page.getByRole('form', { name: 'New poll' });
    await pollForm.getByRole('button', { name: 'Add the poll' }).click();
    await pollForm.getByText('Write the question in Thai or English.').waitFor();
    expect(await audit(page), 'the poll form with its problems').toEqual([]);
    await page.setViewportSize({ width: 320, height: 900 });
    await pollForm.screenshot({ path: 'screenshots/campaigns-poll-form-en-320.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await pollForm.getByRole('group', { name: 'Question' }).getByLabel('English').fill('Best time to go?');
    await pollForm.getByRole('group', { name: 'Question' }).getByLabel('Thai').fill('ไปช่วงไหนดีที่สุด');
    await pollForm.getByLabel('Option 1 in English').fill('December');
    await pollForm.getByLabel('Option 2 in English').fill('January');
    await pollForm.getByRole('button', { name: 'Add the poll' }).click();
    const pollCard = page.getByRole('listitem', { name: 'Poll (2 of 2)' });
    await pollCard.getByText('Best time to go?').waitFor();
    await expect.poll(() => page.getByTestId('save-status').textContent(), { timeout: 20_000 }).toBe('Saved');

    await shoot(page, 'editor-banner-poll', (p) => p.locator('.poll-section__question').waitFor());
    await page.goto(`${t.url}/my-contents/${contentId}/edit?lang=en`);
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect.poll(() => publish.isEnabled(), { timeout: 20_000 }).toBe(true);
    await publish.click();
    await page.getByText('Published.').waitFor();

    // The public entries call lists it ...
    const entries = await fetchNoKeepAlive(
      `${t.url}/api${fillPath(WALLET_PATHS.campaignEntries, { campaignId })}?offset=0&limit=20`,
    );
    expect(entries.status).toBe(200);
    const listed = (await entries.json()) as { data: { content_id: string; title: string }[] };
    expect(listed.data.map((e) => e.content_id)).toContain(contentId);
    // ... and the campaign page shows it.
    await page.goto(`${t.url}/campaigns/${campaignId}/detail?lang=en`);
    await page.getByTestId('campaign-entries').getByText('Misty mornings in Doi Inthanon').waitFor();
    // The published content's poll section is a poll readers see.
    const published = await fetchNoKeepAlive(
      `${t.url}/public/api/content-platform/content-query-service/v1/contents/${contentId}`,
    );
    const body = (await published.json()) as { data: { campaign_id: string | null; sections: { type: string }[] } };
    expect(body.data.campaign_id).toBe(campaignId);
    expect(body.data.sections.map((s) => s.type)).toEqual(['text', 'poll']);
    await page.close();
  }, 300_000);

  it('an ended campaign says so and creates nothing', async () => {
    const campaignId = await createCampaign({ th: 'สงกรานต์', en: 'Songkran stories' }, '2020-04-01', '2020-04-30');
    const page = await newPage();
    await page.goto(`${t.url}/campaigns/write/new?campaign=${campaignId}&lang=en`);
    const ended = page.getByRole('heading', { level: 1, name: 'This campaign has ended' });
    await Promise.race([ended.waitFor(), page.waitForURL((url) => url.pathname === '/login')]);
    if (new URL(page.url()).pathname === '/login') await fillLogin(page); // when run on its own
    await ended.waitFor();
    await page.getByText('Songkran stories').waitFor();
    expect(await page.getByRole('link', { name: 'See the campaign' }).getAttribute('href')).toBe(
      `/campaigns/${campaignId}/detail`,
    );
    const entries = await fetchNoKeepAlive(
      `${t.url}/api${fillPath(WALLET_PATHS.campaignEntries, { campaignId })}?offset=0&limit=20`,
    );
    expect(((await entries.json()) as { data: unknown[] }).data).toEqual([]);
    await shoot(page, 'ended', (p) => p.getByRole('link', { name: /See the campaign|ดูแคมเปญ/ }).waitFor());
    await page.close();
  }, 180_000);
});
