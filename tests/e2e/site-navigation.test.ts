import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { FEED_PATHS } from '../../src/contract/feed.paths';
import { launchBrowser } from '../support/browser';
import { apiCall } from '../support/e2e-journeys';
import { E2E_STORE_LINKS, startStack, type RunningStack } from '../support/stack';

/**
 * A real user's first hour, end to end in Chromium on the whole local stack with the demo data: a shared link lands
 * an anonymous visitor on an article, a trip, a place or a profile, whose header leads to the map, to log in / sign
 * up and to the other language; a signed-in user reaches the map and search from the app's header; every tab names
 * its page in Thai and English; /download-app offers the stores and never a sign-in. Screenshots of the headers go
 * to /tmp/site-nav-*.png.
 */
const DEMO = { email: 'alice@demo.travelogue.test', password: 'travelogue-demo' };
/** A seeded place and a seeded creator (server/seed). */
const PLACE = 'wat-pho';
const CREATOR = 'alice';

let stack: RunningStack;
let browser: Browser;
let article: { id: string; title: string };
let trip: { id: string; title: string };

interface Finding {
  readonly id: string;
  readonly help: string;
  readonly targets: string[];
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
  const trending = (await apiCall(
    stack.url,
    'GET',
    `/public/api${FEED_PATHS.trendingContents}?offset=0&limit=50`,
    null,
  )) as { content_id: string; kind: string; title: string; language: string }[];
  const found = trending.find((item) => item.kind === 'article' && item.language === 'en');
  const foundTrip = trending.find((item) => item.kind === 'trip');
  if (!found || !foundTrip) throw new Error('the demo seed has no published English article or no trip');
  article = { id: found.content_id, title: found.title };
  trip = { id: foundTrip.content_id, title: foundTrip.title };
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function newPage(width = 1280): Promise<{ page: Page; context: BrowserContext }> {
  // bypassCSP: axe-core is injected as an inline script, which the server's CSP (rightly) forbids.
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US', bypassCSP: true });
  // The map's tiles are on the internet, which this machine has not: the map works without them.
  await context.route('https://*.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  onTestFailed(async ({ task }) => {
    console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
    await page
      .screenshot({ path: `/tmp/site-nav-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png` })
      .catch(() => undefined);
  });
  return { page, context };
}

async function audit(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The page as a person sees it: `?lang=` gone from the address, no start-up overlay, its heading shown. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !new URLSearchParams(window.location.search).has('lang'));
  await page.locator('.app-overlay').waitFor({ state: 'detached', timeout: 45_000 });
  await page.locator('main h1').first().waitFor({ timeout: 45_000 });
}

const articleUrl = (lang: string) => `${stack.url}/contents/${encodeURIComponent(article.id)}?lang=${lang}`;
const readerHeader = (page: Page) => page.locator('header.site-header');
const appHeader = (page: Page) => page.locator('header.site-header');

describe('an anonymous visitor on a shared page finds the way on in the header (spec §2 public pages)', () => {
  it('on an article, a trip, a place and a profile: Map, Log in (back to the page), Sign up and the other language', async () => {
    const { page, context } = await newPage();
    try {
      for (const path of [
        `/contents/${article.id}`,
        `/trips/${trip.id}`,
        `/map/location/${PLACE}`,
        `/profiles/${CREATOR}`,
      ]) {
        await page.goto(`${stack.url}${path}?lang=en`);
        await page.locator('main h1').first().waitFor();
        const header = readerHeader(page);
        expect(await header.getByRole('link', { name: 'Map', exact: true }).getAttribute('href'), path).toBe('/map');
        // Search is for the signed-in only: spec §2 rule 5 would send a visitor from /search to sign in.
        expect(await header.getByRole('link', { name: 'Search', exact: true }).count(), path).toBe(0);
        const login = await header.getByRole('link', { name: 'Log in', exact: true }).getAttribute('href');
        expect(new URL(login ?? '', stack.url).searchParams.get('redirectUrl'), path).toBe(path);
        expect(await header.getByRole('link', { name: 'Sign up', exact: true }).getAttribute('href'), path).toBe(
          '/signup',
        );
        // The language switch names the other language in that language, and keeps the visitor on this page.
        await header.getByRole('link', { name: 'ภาษาไทย', exact: true }).click();
        const thai = readerHeader(page);
        await thai.getByRole('link', { name: 'แผนที่', exact: true }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        await thai.getByRole('link', { name: 'เข้าสู่ระบบ', exact: true }).waitFor();
        await thai.getByRole('link', { name: 'สมัครสมาชิก', exact: true }).waitFor();
        await thai.getByRole('link', { name: 'English', exact: true }).waitFor();
      }
    } finally {
      await context.close();
    }
  });

  it('from an article, Map, Log in and Sign up each lead where they say', async () => {
    const { page, context } = await newPage();
    try {
      await page.goto(articleUrl('en'));
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      const header = readerHeader(page);
      await header.getByRole('link', { name: 'Map', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/map');
      await page.getByRole('heading', { level: 1, name: 'Places map' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();

      await readerHeader(page).getByRole('link', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      // After signing in the visitor comes back to the article (spec §2 rule 5's redirectUrl).
      expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(`/contents/${article.id}`);
      await page.getByRole('heading', { level: 1, name: 'Log in to Travelogue' }).waitFor();

      await page.goto(articleUrl('en'));
      await readerHeader(page).getByRole('link', { name: 'Sign up', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/signup');
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('at 320 px in Thai the map and log in stay in the header (sign-up in the footer), and axe finds nothing', async () => {
    const findings: string[] = [];
    for (const [width, lang] of [
      [320, 'th'],
      [320, 'en'],
      [1280, 'th'],
      [1280, 'en'],
    ] as const) {
      const { page, context } = await newPage(width);
      try {
        await page.goto(articleUrl(lang));
        await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
        const header = readerHeader(page);
        const [map, login] = lang === 'th' ? ['แผนที่', 'เข้าสู่ระบบ'] : ['Map', 'Log in'];
        expect(await header.getByRole('link', { name: map, exact: true }).isVisible()).toBe(true);
        expect(await header.getByRole('link', { name: login, exact: true }).isVisible()).toBe(true);
        // Nothing in the header is pushed off a phone's screen.
        const overflow = await header.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow, `${lang} at ${width}px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `/tmp/site-nav-article-${lang}-${width}.png` });
        for (const f of await audit(page)) findings.push(`${lang} ${width}px: ${f.id} (${f.help}) at ${f.targets}`);
      } finally {
        await context.close();
      }
    }
    expect(findings).toEqual([]);
  });
});

describe('a signed-in user reaches the map from the app', () => {
  it('the dashboard header has Map (and Search); on the map the header offers the account, not sign-in', async () => {
    const { page, context } = await newPage();
    try {
      await page.goto(`${stack.url}/login?lang=en`);
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      if (new URL(page.url()).pathname === '/onboard/personal-interest') {
        await page.locator('button.chip').first().click();
        await page.getByRole('button', { name: 'Continue' }).click();
      }
      await page.waitForURL((url) => url.pathname === '/dashboard');
      const header = appHeader(page);
      expect(await header.getByRole('link', { name: 'Search', exact: true }).getAttribute('href')).toBe('/search');
      // Signed in, the account menu takes the place of log in / sign up.
      expect(await header.getByRole('link', { name: /^(Log in|Sign up)$/ }).count()).toBe(0);
      expect(await header.locator('summary.account-menu__summary').isVisible()).toBe(true);
      await appHeader(page).screenshot({ path: '/tmp/site-nav-dashboard-en-1280.png' });
      await header.getByRole('link', { name: 'Map', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/map');
      await page.getByRole('heading', { level: 1, name: 'Places map' }).waitFor();
      const reader = readerHeader(page);
      expect(await reader.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/dashboard');
      expect(await reader.getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);
      expect(await reader.getByRole('link', { name: 'Map', exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await reader.getByRole('link', { name: 'Search', exact: true }).getAttribute('href')).toBe('/search');

      // Back in the app, the header's language switch turns the header and the tab into Thai.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.waitForFunction(() => document.title === 'Home · Travelogue');
      await appHeader(page).getByRole('button', { name: 'ไทย', exact: true }).click();
      await appHeader(page).getByRole('link', { name: 'ค้นหา', exact: true }).waitFor();
      await appHeader(page).getByRole('link', { name: 'แผนที่', exact: true }).waitFor();
      await page.waitForFunction(() => document.title === 'หน้าแรก · Travelogue');
    } finally {
      await context.close();
    }
  });
});

describe('every tab names its page, in the interface language', () => {
  it('tab titles differ per route in th and en', async () => {
    const { page, context } = await newPage();
    const titles: Record<string, string[]> = {};
    try {
      for (const lang of ['en', 'th']) {
        for (const path of ['/about-us', '/faq', '/login', '/download-app', '/map', `/contents/${article.id}`]) {
          await page.goto(`${stack.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
          await settle(page);
          await page.waitForFunction(() => document.title !== 'Travelogue');
          (titles[lang] ??= []).push(await page.title());
        }
      }
    } finally {
      await context.close();
    }
    expect(titles.en).toEqual([
      'About us · Travelogue',
      'FAQ · Travelogue',
      'Log in · Travelogue',
      'Get the app · Travelogue',
      'Places map · Travelogue',
      `${article.title} · Travelogue`,
    ]);
    expect(titles.th).toEqual([
      'เกี่ยวกับเรา · Travelogue',
      'คำถามที่พบบ่อย · Travelogue',
      'เข้าสู่ระบบ · Travelogue',
      'ดาวน์โหลดแอป · Travelogue',
      'แผนที่สถานที่ · Travelogue',
      `${article.title} · Travelogue`,
    ]);
  }, 180_000);
});

describe("the app's pages as a visitor sees them", () => {
  it('/about-us and /download-app at 320 and 1280 px in Thai and English: nothing overflows the header', async () => {
    for (const width of [320, 1280]) {
      const { page, context } = await newPage(width);
      try {
        for (const lang of ['th', 'en']) {
          for (const path of ['/about-us', '/download-app']) {
            await page.goto(`${stack.url}${path}?lang=${lang}`);
            await settle(page);
            const header = appHeader(page);
            expect(await header.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
            await page.screenshot({
              path: `/tmp/site-nav${path.replace(/\//g, '-')}-${lang}-${width}.png`,
              fullPage: true,
            });
          }
        }
      } finally {
        await context.close();
      }
    }
  });
});

describe('/download-app (spec §2 public)', () => {
  it('shows the store links from remote config and no sign-in button', async () => {
    const { page, context } = await newPage();
    try {
      await page.goto(`${stack.url}/download-app?lang=en`);
      const main = page.locator('main');
      await main.getByRole('heading', { level: 1, name: 'Take Travelogue with you' }).waitFor();
      expect(await main.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
        E2E_STORE_LINKS.app_store,
      );
      expect(await main.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
        E2E_STORE_LINKS.google_play,
      );
      expect(await main.getByRole('button').count()).toBe(0);
      expect(await main.locator('a[href^="/login"], a[href="/dashboard"]').count()).toBe(0);
      await page.screenshot({ path: '/tmp/site-nav-download-app-en-1280.png', fullPage: true });
    } finally {
      await context.close();
    }
  });
});
