import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { startStack, type RunningStack } from '../support/stack';

/**
 * End to end in Chromium on the whole local stack with the demo data seeded:
 * a signed-in reader on an unknown path gets status 404 and sees the SPA's not-found page; a signed-out one gets
 * the 404 too, and the gate (spec §2 rule 5) then sends to login; /trips/<an article> ends on /contents/<it>
 * and /contents/<a trip> on /trips/<it>, the query kept. A bilingual demo content is read in the reader's language
 * and switched to its other version by a plain link, with and without JavaScript.
 */
/** server/seed/seed-demo-users.ts */
const DEMO = { email: 'somchai@demo.travelogue.test', password: 'travelogue-demo' };

let stack: RunningStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The public ids of a seeded article and a seeded trip, as the sitemap lists them under their own paths. */
async function seededIds(): Promise<{ article: string; trip: string }> {
  const xml = await (await fetch(`${stack.url}/sitemap.xml`)).text();
  const article = /\/contents\/([^<\s/]+)<\/loc>/.exec(xml)?.[1];
  const trip = /\/trips\/([^<\s/]+)<\/loc>/.exec(xml)?.[1];
  if (!article || !trip) throw new Error(`no seeded article and trip in the sitemap: ${xml.slice(0, 500)}`);
  return { article, trip };
}

async function signIn(p: Page): Promise<void> {
  await p.goto(`${stack.url}/login?lang=en`);
  await p.getByLabel('Email').fill(DEMO.email);
  await p.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await p.getByRole('button', { name: 'Log in', exact: true }).click();
  await p.waitForURL((url) => url.pathname !== '/login');
  if (new URL(p.url()).pathname === '/onboard/personal-interest') {
    await p.locator('button.chip').first().click();
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.waitForURL((url) => url.pathname !== '/onboard/personal-interest');
  }
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  page.setDefaultTimeout(45_000);
}, 300_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

describe('not-found and canonical URLs in the browser (spec §2 Screens and routes)', () => {
  beforeEach(() => {
    onTestFailed(async ({ task }) => {
      console.error(`[${task.name}] at ${page.url()}`);
      await page.screenshot({ path: '/tmp/not-found-and-canonical-failed.png', fullPage: true }).catch(() => undefined);
    });
  });

  it('spec §2 rule 5: signed out, an unknown path answers 404, then the gate sends to login with the path kept', async () => {
    const anonymous = await browser.newContext({ locale: 'en-US' });
    try {
      const p = await anonymous.newPage();
      const response = await p.goto(`${stack.url}/no-such-page?lang=en`);
      expect(response?.status()).toBe(404);
      await p.waitForURL((url) => url.pathname === '/login');
      expect(new URL(p.url()).searchParams.get('redirectUrl')).toMatch(/^\/no-such-page/);
    } finally {
      await anonymous.close();
    }
  });

  it('spec §2: signed in, an unknown path answers 404 and shows the not-found page, whose link leads home', async () => {
    await signIn(page);
    const response = await page.goto(`${stack.url}/no-such-page/deeper?lang=en`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/no-such-page/deeper');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // a known screen of the SPA is still a 200
    expect((await page.goto(`${stack.url}/faq`))?.status()).toBe(200);
  });

  it('spec §2 /trips/[id] of an article ends on /contents/[id], and /contents/[id] of a trip on /trips/[id], query kept', async () => {
    const { article, trip } = await seededIds();
    const toArticle = await page.goto(`${stack.url}/trips/${article}?lang=en`);
    expect(toArticle?.status()).toBe(200);
    expect(toArticle?.request().redirectedFrom()?.url()).toBe(`${stack.url}/trips/${article}?lang=en`);
    expect(new URL(page.url()).pathname).toBe(`/contents/${article}`);
    await page.locator('h1').first().waitFor({ state: 'visible' });
    const toTrip = await page.goto(`${stack.url}/contents/${trip}?lang=en`);
    expect(toTrip?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/trips/${trip}`);
    expect(toTrip?.request().redirectedFrom()?.url()).toBe(`${stack.url}/contents/${trip}?lang=en`);
  });
});

/** server/seed/demo-content-translations.ts: the Wat Pho article, written in English with a Thai version. */
const WAT_PHO = { en: 'A slow morning at Wat Pho', th: 'เช้าวันสบาย ๆ ที่วัดโพธิ์' };

/** The id of the seeded bilingual article titled `title` in English (the sitemap lists its ?hl= versions). */
async function bilingualArticle(title: string): Promise<string> {
  const xml = await (await fetch(`${stack.url}/sitemap.xml`)).text();
  const ids = [...new Set([...xml.matchAll(/\/contents\/([^<\s/?]+)\?hl=en<\/loc>/g)].map((m) => m[1]))];
  for (const id of ids) {
    const read = await fetch(`${stack.url}/api/content-platform/content-query-service/v1/contents/${id}?hl=en`);
    if (((await read.json()) as { data: { title: string } }).data.title === title) return id;
  }
  throw new Error(`no bilingual article "${title}" in the sitemap`);
}

describe('a content in two languages (README "Two languages")', () => {
  it('an English reader reads the Wat Pho article in English, switches to Thai on one click and back', async () => {
    const id = await bilingualArticle(WAT_PHO.en);
    const reader = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    try {
      const p = await reader.newPage();
      p.setDefaultTimeout(30_000);
      await p.goto(`${stack.url}/contents/${id}`);
      await p.getByRole('heading', { level: 1, name: WAT_PHO.en }).waitFor();
      const languages = p.getByRole('navigation', { name: 'Languages of this story' });
      await expect.poll(() => languages.getByText('English version').isVisible()).toBe(true);
      await languages.getByRole('link', { name: 'อ่านภาษาไทย' }).click();
      await p.getByRole('heading', { level: 1, name: WAT_PHO.th }).waitFor();
      expect(new URL(p.url()).search).toBe('?hl=th');
      // The interface stays English; the story is the Thai version, all of it translated: no notice.
      expect(await p.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await p.getByText('Thai version').isVisible()).toBe(true);
      expect(await p.getByRole('note').count()).toBe(0);
      expect(await p.getByText('พระพุทธไสยาสน์').first().isVisible()).toBe(true);
      await p.getByRole('link', { name: 'Read in English' }).click();
      await p.getByRole('heading', { level: 1, name: WAT_PHO.en }).waitFor();
      expect(new URL(p.url()).search).toBe('?hl=en');
    } finally {
      await reader.close();
    }
  });

  it('the switch is a plain link: without JavaScript a Thai reader goes from the Thai version to the English one', async () => {
    const id = await bilingualArticle(WAT_PHO.en);
    const reader = await browser.newContext({ locale: 'th-TH', javaScriptEnabled: false });
    try {
      const p = await reader.newPage();
      await p.goto(`${stack.url}/contents/${id}`);
      // The Thai interface gets the Thai version when the content has it.
      expect(await p.locator('h1').textContent()).toBe(WAT_PHO.th);
      const link = p.getByRole('navigation', { name: 'ภาษาของเรื่องนี้' }).getByRole('link', { name: 'Read in English' });
      expect(await link.getAttribute('hreflang')).toBe('en');
      await link.click();
      await p.waitForURL((url) => url.search === '?hl=en');
      expect(await p.locator('h1').textContent()).toBe(WAT_PHO.en);
    } finally {
      await reader.close();
    }
  });

  it.each([
    ['th', 320],
    ['en', 320],
    ['th', 1280],
    ['en', 1280],
  ])(
    'axe-core finds no serious or critical violation on both versions (%s interface, %i px), nothing overflows',
    async (lang, width) => {
      const id = await bilingualArticle(WAT_PHO.en);
      const reader = await browser.newContext({
        viewport: { width, height: 900 },
        locale: lang === 'th' ? 'th-TH' : 'en-US',
        bypassCSP: true,
      });
      try {
        const p = await reader.newPage();
        p.setDefaultTimeout(30_000);
        for (const version of ['th', 'en'] as const) {
          await p.goto(`${stack.url}/contents/${id}?hl=${version}`);
          await p.getByRole('heading', { level: 1, name: WAT_PHO[version] }).waitFor();
          await p.waitForLoadState('networkidle');
          expect(await p.evaluate(() => document.documentElement.lang)).toBe(lang);
          expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          expect(await seriousViolations(p)).toEqual([]);
          await p.screenshot({ path: `screenshots/bilingual-${lang}-${width}-hl-${version}.png`, fullPage: true });
        }
      } finally {
        await reader.close();
      }
    },
  );
});
