import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { networkQuiet } from '../support/failure-log';
import { startStack, type RunningStack } from '../support/stack';

/**
 * The save star on the SPA's content cards and on the reading pages' cards (a creator's profile, the onward cards at
 * the end of an article, signed out through sign-in and back), and the creator's
 * "saved by N", in Chromium on the whole local stack with the demo data seeded: a press keeps a story (still kept
 * after a reload, which asks once per row of cards), and my contents shows how many readers keep each of mine. Screenshots (th / en, 320 / 1280 px) go to
 * screenshots/card-save-*.png; at 320 px no card is wider than the screen.
 */
const DEMO = { email: 'somchai@demo.travelogue.test', password: 'travelogue-demo' };

let stack: RunningStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
  // bypassCSP: axe-core is injected as an inline script, which the server's CSP (rightly) forbids.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  page = await context.newPage();
  page.setDefaultTimeout(45_000);
  await page.goto(`${stack.url}/login?lang=en`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  if (new URL(page.url()).pathname === '/onboard/personal-interest') {
    await page.locator('button.chip').first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== '/onboard/personal-interest');
  }
}, 300_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

async function open(path: string, lang: 'en' | 'th'): Promise<void> {
  await page.goto(`${stack.url}${path}?lang=${lang}`);
  await networkQuiet(page);
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  await page.waitForTimeout(250);
}

describe('save stars on cards, counts for the creator', () => {
  it('a press keeps the story; after a reload the star still says so, asked once per row of cards', async () => {
    await open('/dashboard', 'en');
    const row = page.getByRole('list', { name: 'You may like' });
    const star = row.getByRole('button', { name: /^Save / }).first();
    const name = (await star.getAttribute('aria-label'))!.replace(/^Save /, '');
    await star.click();
    await expect
      .poll(() => row.getByRole('button', { name: `Saved ${name}` }).getAttribute('aria-pressed'))
      .toBe('true');

    const asks: string[] = [];
    page.on('request', (request) => request.url().includes('/saved-status') && asks.push(request.url()));
    await open('/dashboard', 'en');
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'You may like' })
          .getByRole('button', { name: `Saved ${name}` })
          .count(),
      )
      .toBeGreaterThan(0);
    expect(asks.length).toBeGreaterThan(0);
    expect(asks.length).toBeLessThanOrEqual(2); // two rows of cards on the home
  });

  it("on a creator's reading page a star keeps their story (asked once for the page's cards) and /saved lists it; my own profile has no stars", async () => {
    const asks: string[] = [];
    const onRequest = (request: { url(): string }) =>
      request.url().includes('/saved-status') && asks.push(request.url());
    page.on('request', onRequest);
    await open('/profiles/alice', 'en');
    const cards = page.getByTestId('profile-content');
    await expect.poll(() => cards.getByRole('button', { name: /^Save / }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('card-save').count()).toBe(await cards.count());
    expect(asks).toHaveLength(1);
    page.off('request', onRequest);
    const star = cards.getByRole('button', { name: /^Save / }).first();
    const title = (await star.getAttribute('aria-label'))!.replace(/^Save /, '');
    await star.click();
    await expect
      .poll(() => cards.getByRole('button', { name: `Saved ${title}` }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.screenshot({ path: 'screenshots/card-save-profile-en-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 900 });
    await open('/profiles/alice', 'th');
    await expect.poll(() => cards.getByRole('button', { name: `บันทึกแล้ว ${title}` }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'screenshots/card-save-profile-th-320.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${stack.url}/saved?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Saved' }).waitFor();
    await page.getByRole('link', { name: title }).first().waitFor();

    await open('/profiles/somchai', 'en');
    expect(await page.getByTestId('profile-content').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('card-save').count()).toBe(0);
  });

  it('signed out, a star on a story offered at the end of an article goes through sign-in and back, where the story is kept, then listed in /saved', async () => {
    const anonymous = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const reader = await anonymous.newPage();
    reader.setDefaultTimeout(45_000);
    await reader.goto(`${stack.url}/profiles/alice?lang=en`);
    await reader
      .getByRole('link', { name: /A slow morning at Wat Pho/ })
      .first()
      .click();
    await reader.waitForURL(/\/contents\//);
    const contentPath = new URL(reader.url()).pathname;
    await reader.locator('#root[data-interactive="true"]').waitFor();
    const more = reader.getByRole('region', { name: 'More from Alice Wanderer' });
    const star = more.getByRole('button', { name: /^Save / }).first();
    await star.waitFor();
    const title = (await star.getAttribute('aria-label'))!.replace(/^Save /, '');
    const href = await more.getByRole('link', { name: title }).getAttribute('href');
    const cardId = href!.split('/').pop();
    expect(await more.getByRole('button', { name: /^Save / }).count()).toBe(
      await more.getByTestId('onward-card').count(),
    );
    expect(await seriousViolations(reader)).toEqual([]);

    await star.click();
    await reader.waitForURL((url) => url.pathname === '/login');
    expect(new URL(reader.url()).searchParams.get('redirectUrl')).toBe(`${contentPath}?save-content=${cardId}`);
    await reader.getByLabel('Email').fill('malee@demo.travelogue.test');
    await reader.getByLabel('Password', { exact: true }).fill('travelogue-demo');
    await reader.getByRole('button', { name: 'Log in', exact: true }).click();
    await reader.waitForURL((url) => url.pathname === contentPath);

    // Back on the article, the story is saved without another press (once every island works), and the wish
    // leaves the address.
    await reader.locator('#root[data-interactive="true"]').waitFor();
    await expect
      .poll(() => more.getByRole('button', { name: `Saved ${title}` }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(new URL(reader.url()).search).toBe('');
    await reader.screenshot({ path: 'screenshots/card-save-onward-en-1280.png', fullPage: true });
    expect(await seriousViolations(reader)).toEqual([]);

    await reader.goto(`${stack.url}/saved?lang=en`);
    await reader.getByRole('heading', { level: 1, name: 'Saved' }).waitFor();
    await reader.getByRole('link', { name: title }).first().waitFor();
    await anonymous.close();
  });

  it('the dashboard and my contents, th and en, at 1280 and 320 px: cards fit the screen', async () => {
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ['en', 'th'] as const) {
        for (const [name, path] of [
          ['dashboard', '/dashboard'],
          ['my-contents', '/my-contents'],
        ] as const) {
          await open(path, lang);
          if (name === 'my-contents')
            await expect
              .poll(() => page.getByText(lang === 'en' ? /saved by \d+ reader/ : /ผู้อ่านบันทึกไว้ \d+ คน/).count())
              .toBeGreaterThan(0);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${name} ${lang} ${width}`).toBeLessThanOrEqual(0);
          await page.screenshot({ path: `screenshots/card-save-${name}-${lang}-${width}.png`, fullPage: true });
          expect(await seriousViolations(page), `${name} ${lang} ${width}`).toEqual([]);
        }
      }
    }
  });
});
