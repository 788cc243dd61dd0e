import path from 'node:path';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ADMIN_PATHS } from '../../src/contract/wallet.paths';
import { ensureSpaBuilt, localViteEnv, root } from '../../scripts/lib/spa-build';
import { signUp, uniqueEmail, type EmulatorUser } from '../server/helpers/emulator-users';
import { signedInUser, startTestServer, type TestServer } from '../server/helpers/test-server';
import { launchBrowser } from '../support/browser';
import { visitIslandPage } from '../support/reader-islands';
import { fillLoginForm, markEmailVerified, onboardThenLogOutThroughUi } from '../support/e2e-journeys';

/**
 * The readers' side, in Chromium on one in-process stack (built SPA + API on PGlite + the
 * run's Auth emulator). The moderator role is granted through the server's own module, polls and a campaign
 * are made through the admin API. Two browsers watch one poll: one votes, the other's tally moves without a
 * reload (server-sent events); an anonymous visitor signs in from the poll and lands back on it to vote.
 * Screenshots of /polls/ID and /campaigns/ID/detail (320 / 1280 px, th / en) go to screenshots/.
 */
let t: TestServer;
let browser: Browser;
let voterContext: BrowserContext;
let voter: EmulatorUser;
let moderatorToken = '';

const DAY = 86_400_000;
/**
 * An anonymous reader of a server-rendered poll or campaign page downloads at most this much JavaScript (gzip)
 * until the network is idle, its island included: the page module around it is never loaded. 44 KB since the
 * reader's shared first JavaScript grew by ~0.3 KB (the save service's batched saved-status, a lazily loaded
 * service retried after a failed download, the copy wish kept for the return from signing in): 43.0 KB measured.
 * Per-island reader services are the way to win it back.
 */
// 45 KB since the reader's entry loads the island runtime as a chunk of its own (44.1 KB measured).
const POLL_PAGE_JS_BUDGET_GZIP_BYTES = 45 * 1024;
/**
 * 44 KB: 43 KB since the entries carry their save stars (42.0 KB measured before, 42.7 KB after), then the shared
 * first JavaScript's ~0.3 KB of the poll page above. The entries island now
 * holds the star's lazy loader and shares its chunk of the card with the place page, while the star's own code
 * (save/card-save-star.tsx) is downloaded only once an entry shows.
 */
// 45 KB: the same ~0.4 KB of the split entry as the poll page's.
const CAMPAIGN_PAGE_JS_BUDGET_GZIP_BYTES = 45 * 1024;
const bangkokDay = (days: number) => new Date(Date.now() + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10);

async function createPoll(en: string, th: string, options: Array<[string, string]>): Promise<string> {
  const created = await t.call('POST', `/private/api${ADMIN_PATHS.polls}`, {
    token: moderatorToken,
    body: {
      question: { th, en },
      options: options.map(([optionEn, optionTh]) => ({ text: { en: optionEn, th: optionTh }, image_id: null })),
      closes_at: new Date(Date.now() + 7 * DAY).toISOString(),
    },
  });
  if (created.status !== 200) throw new Error(`admin poll create ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.data.poll_id as string;
}

/** "Winter in the North", open from yesterday for a month (Bangkok days), made by the moderator. */
async function createCampaign(): Promise<string> {
  const created = await t.call('POST', `/private/api${ADMIN_PATHS.campaigns}`, {
    token: moderatorToken,
    body: {
      title: { en: 'Winter in the North', th: 'เที่ยวเหนือหน้าหนาว' },
      description: {
        en: 'Write about a cool-season trip in the North: mountains, markets and mist.',
        th: 'เขียนเรื่องทริปหน้าหนาวทางภาคเหนือ ภูเขา ตลาด และสายหมอก',
      },
      rules: { en: 'One entry per person.\nPhotos must be your own.', th: 'ส่งได้คนละหนึ่งเรื่อง\nภาพต้องเป็นของคุณเอง' },
      prize: { en: 'A weekend in Chiang Mai for two.', th: 'เที่ยวเชียงใหม่สุดสัปดาห์สำหรับสองคน' },
      cover: null,
      starts_on: bangkokDay(-1),
      ends_on: bangkokDay(30),
      category_id: null,
    },
  });
  if (created.status !== 200)
    throw new Error(`admin campaign create ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.data.campaign_id as string;
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
          path: `screenshots/e2e-failed-polls-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png`,
          fullPage: true,
        })
        .catch(() => undefined);
    });
  return page;
}

const fillLogin = (page: Page) => fillLoginForm(page, voter);

/** Sign in and finish onboarding (terms, personal info, interests), then sign out: the tests start anonymous. */
async function onboardThenSignOut(page: Page): Promise<void> {
  const profile = {
    displayName: `Voter ${voter.uid.slice(0, 6)}`,
    username: `voter_${voter.uid.slice(0, 8).toLowerCase()}`,
  };
  await onboardThenLogOutThroughUi(page, t.url, voter, profile, { lang: 'en' });
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

const total = (page: Page) => page.getByTestId('poll-total').textContent();

beforeAll(async () => {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  const distDir = path.join(root, '.tmp', `dist-e2e-${emulatorHost.replace(/[^0-9a-z]+/gi, '-')}`);
  ensureSpaBuilt(localViteEnv(`http://${emulatorHost}`), distDir);
  t = await startTestServer('pglite', { STATIC_DIR: distDir });
  const moderator = await signedInUser(t);
  await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
  moderatorToken = moderator.idToken;
  browser = await launchBrowser();
  voterContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', bypassCSP: true });
  voter = await signUp(uniqueEmail('poll-voter'));
  await markEmailVerified(emulatorHost, voter);
  const page = await newPage(voterContext, false);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await onboardThenSignOut(page).catch(async (error: unknown) => {
    await page
      .screenshot({ path: 'screenshots/e2e-failed-polls-onboarding.png', fullPage: true })
      .catch(() => undefined);
    throw new Error(`onboarding failed at ${page.url()}: ${String(error)}\n${errors.join('\n')}`);
  });
  await page.close();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('polls for readers, in Chromium', () => {
  it('an anonymous visitor signs in from the poll, lands back on it and votes; their choice is marked', async () => {
    const pollId = await createPoll('Best season for the North?', 'ฤดูไหนเที่ยวเหนือดีที่สุด', [
      ['Cool season', 'หน้าหนาว'],
      ['Rainy season', 'หน้าฝน'],
    ]);
    const page = await newPage(voterContext);
    await page.goto(`${t.url}/polls/${pollId}?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Best season for the North?' }).waitFor();
    expect(await page.locator('#loading-overlay, .page-loading').count()).toBe(0);
    expect(await total(page)).toBe('No votes yet.');
    await page.getByRole('link', { name: 'Sign in to vote' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirectUrl') === `/polls/${pollId}`,
    );
    await fillLogin(page);
    await page.waitForURL((url) => url.pathname === `/polls/${pollId}`);
    await page.getByRole('radio', { name: /Cool season/ }).check();
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await page.getByText('Thank you, your vote is counted.').waitFor();
    expect(await page.locator('[data-testid="poll-option"][aria-current="true"]').textContent()).toContain(
      'Cool season',
    );
    expect(await total(page)).toBe('1 vote');
    // A reload keeps the mark (my_vote from the server) and offers no second vote.
    await page.reload();
    await page.locator('[data-testid="poll-option"][aria-current="true"]').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.close();
  });

  it("two browsers on one poll: one votes, the other's tally changes without a reload (server-sent events)", async () => {
    const pollId = await createPoll('Where should we go next?', 'ไปเที่ยวที่ไหนดี', [
      ['Chiang Mai', 'เชียงใหม่'],
      ['Phuket', 'ภูเก็ต'],
      ['Nan', 'น่าน'],
    ]);
    const watcherContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      bypassCSP: true,
    });
    const watcher = await newPage(watcherContext);
    await watcher.goto(`${t.url}/polls/${pollId}?lang=en`);
    await watcher.getByRole('heading', { level: 1, name: 'Where should we go next?' }).waitFor();
    expect(await total(watcher)).toBe('No votes yet.');
    const navigations: string[] = [];
    watcher.on('framenavigated', (frame) => frame === watcher.mainFrame() && navigations.push(frame.url()));

    const page = await newPage(voterContext);
    await page.goto(`${t.url}/polls/${pollId}?lang=en`);
    await page.getByRole('radio', { name: /Phuket/ }).check();
    const votedAt = Date.now();
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await page.getByText('Thank you, your vote is counted.').waitFor();
    await expect.poll(() => total(watcher), { timeout: 2_000, interval: 50 }).toBe('1 vote');
    expect(Date.now() - votedAt).toBeLessThan(2_000 + 1_000);
    expect(await watcher.getByTestId('poll-figures').allTextContents()).toEqual([
      '0% 0 votes',
      '100% 1 vote',
      '0% 0 votes',
    ]);
    expect(navigations).toEqual([]);
    await page.close();
    await watcherContext.close();
  });

  it('only the interactive parts hydrate on /polls/ID and /campaigns/ID/detail: their page modules never download, the poll and the entries work, nothing moves, within the JS budget', async () => {
    const pollId = await createPoll('Which market first?', 'ตลาดไหนก่อนดี', [
      ['Chatuchak', 'จตุจักร'],
      ['Rot Fai', 'รถไฟ'],
    ]);
    const campaignId = await createCampaign();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await newPage(context);
    const poll = await visitIslandPage(page, `${t.url}/polls/${pollId}?lang=en`, '.site-header, .reader-article');
    console.log(
      `poll page JavaScript: ${(poll.jsGzipBytes / 1024).toFixed(1)} KB gzip, CLS ${poll.cls.toFixed(4)}, script ${poll.scriptMs.toFixed(0)} ms`,
    );
    expect(poll.islands).toEqual(['poll-page:true']);
    expect(poll.scripts.filter((script) => /poll\.page/.test(script))).toEqual([]);
    expect(poll.shifted).toEqual([]);
    expect(poll.cls).toBe(0);
    expect(poll.jsGzipBytes, poll.scriptSizes.join('\n')).toBeLessThanOrEqual(POLL_PAGE_JS_BUDGET_GZIP_BYTES);
    // The island works: another reader's vote moves this anonymous reader's tally live.
    const other = await signedInUser(t);
    const wire = await t.call('GET', `/public/api/wallet-service/v1/polls/${pollId}`, {});
    await t.call('POST', `/private/api/wallet-service/v1/polls/${pollId}/votes`, {
      token: other.idToken,
      body: { option_id: wire.body.data.options[1].option_id },
    });
    await expect.poll(() => total(page), { timeout: 5_000, interval: 50 }).toBe('1 vote');
    expect(await page.getByRole('link', { name: 'Sign in to vote' }).getAttribute('href')).toBe(
      `/login?redirectUrl=${encodeURIComponent(`/polls/${pollId}`)}`,
    );

    const campaignPage = await newPage(context);
    const campaign = await visitIslandPage(
      campaignPage,
      `${t.url}/campaigns/${campaignId}/detail?lang=en`,
      '.site-header, .reader-article',
    );
    console.log(
      `campaign page JavaScript: ${(campaign.jsGzipBytes / 1024).toFixed(1)} KB gzip, CLS ${campaign.cls.toFixed(4)}, script ${campaign.scriptMs.toFixed(0)} ms`,
    );
    expect(campaign.islands).toEqual(['campaign-entries:true']);
    expect(campaign.scripts.filter((script) => /campaign\.page/.test(script))).toEqual([]);
    expect(campaign.shifted).toEqual([]);
    expect(campaign.cls).toBe(0);
    expect(campaign.jsGzipBytes, campaign.scriptSizes.join('\n')).toBeLessThanOrEqual(
      CAMPAIGN_PAGE_JS_BUDGET_GZIP_BYTES,
    );
    // The island works: the entries were read once it hydrated (none yet, the campaign is open).
    await campaignPage.getByText('No entries yet. Be the first to write one.').waitFor();
    await context.close();
  });

  it('screenshots and axe: /polls/ID and /campaigns/ID/detail at 320 and 1280 px, Thai and English', async () => {
    const pollId = await createPoll('Which dish should we try first?', 'ควรลองอาหารอะไรก่อนดี', [
      ['Khao soi', 'ข้าวซอย'],
      ['Som tam', 'ส้มตำ'],
      ['Pad thai', 'ผัดไทย'],
    ]);
    const voterB = await signedInUser(t);
    for (const option of [0, 0, 1]) {
      const who = option === 1 ? voterB : await signedInUser(t);
      const poll = await t.call('GET', `/public/api/wallet-service/v1/polls/${pollId}`, {});
      await t.call('POST', `/private/api/wallet-service/v1/polls/${pollId}/votes`, {
        token: who.idToken,
        body: { option_id: poll.body.data.options[option].option_id },
      });
    }
    const campaignId = await createCampaign();
    // Both pages arrive rendered by the server, in the reader's language.
    for (const [pathname, text] of [
      [`/polls/${pollId}?lang=th`, 'ควรลองอาหารอะไรก่อนดี'],
      [`/campaigns/${campaignId}/detail?lang=en`, 'Winter in the North'],
    ]) {
      const html = await (await fetch(`${t.url}${pathname}`, { headers: { accept: 'text/html' } })).text();
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root, pathname).toMatch(/^<div id="root" data-ssr-lang="(th|en)">/);
      expect(root, pathname).toContain(text);
    }
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      bypassCSP: true,
    });
    const page = await newPage(context);
    for (const [name, pathname, ready] of [
      ['poll', `/polls/${pollId}`, () => page.getByTestId('poll-total').waitFor()],
      ['campaign', `/campaigns/${campaignId}/detail`, () => page.getByTestId('campaign-entries').waitFor()],
    ] as const) {
      for (const lang of ['en', 'th'] as const) {
        for (const width of [1280, 320]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${t.url}${pathname}?lang=${lang}`);
          await ready();
          await page.waitForTimeout(300);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${name} ${lang} ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
          expect(await audit(page), `${name} ${lang} ${width}px`).toEqual([]);
          await page.screenshot({ path: `screenshots/polls-${name}-${lang}-${width}.png`, fullPage: true });
        }
      }
    }
    await context.close();
  });
});
