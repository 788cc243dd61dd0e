import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startStack, type RunningStack } from '../support/stack';

/**
 * End to end on the seeded demo data: a reader in the Thai interface sees the seeded places' Thai names
 * (name_th) on an English article's place cards, and every time of day on a place page and a trip reads HH:mm
 * (spec §9) — none with the stored dot of spec §3.
 */
const PLACE = 'wat-pho';
const NAMES = { en: 'Wat Pho (Temple of the Reclining Buddha)', th: 'วัดพระเชตุพนวิมลมังคลาราม (วัดโพธิ์)' } as const;
const DOTTED_TIME = /\b\d{2}\.\d{2}\b/;

let stack: RunningStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function readerPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await context.route('https://*.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  await context.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  onTestFailed(async ({ task }) => {
    await page
      .screenshot({
        path: `/tmp/place-names-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png`,
        fullPage: true,
      })
      .catch(() => undefined);
  });
  return page;
}

describe("place names in the reader's language, one time format", () => {
  it("spec §9 th: the Thai interface shows a seeded place's Thai name on an English article", async () => {
    const page = await readerPage();
    await page.goto(`${stack.url}/map/location/${PLACE}?lang=en`);
    const article = page.getByTestId('location-content').getByRole('link', { name: /A slow morning at Wat Pho/ });
    await article.waitFor();
    const href = await article.getAttribute('href');
    await page.goto(`${stack.url}${href}?lang=th`);
    const card = page.locator(`a[data-testid="location-page-link"][href="/map/location/${PLACE}"]`).first();
    await card.waitFor();
    expect((await card.textContent())?.trim()).toBe(NAMES.th);
    await page.context().close();
  });

  it('spec §9: opening hours and trip stop times both read HH:mm', async () => {
    const page = await readerPage();
    await page.goto(`${stack.url}/map/location/grand-palace?lang=en`);
    await page.getByTestId('location-status').waitFor();
    const hours = await page.getByTestId('hours-today').textContent();
    expect(hours).not.toMatch(DOTTED_TIME);
    const trip = page.getByTestId('location-content').filter({ hasText: 'Trip' }).first().getByRole('link');
    await trip.waitFor();
    await trip.click();
    await page.waitForURL(/\/trips\//);
    await page.getByTestId('stop-arrival').first().waitFor();
    const arrivals = await page.getByTestId('stop-arrival').allTextContents();
    expect(arrivals.join(' ')).toMatch(/\d{2}:\d{2}/);
    expect(arrivals.join(' ')).not.toMatch(DOTTED_TIME);
    const stopTimes = await page.locator('[data-testid="trip-stop"] time').allTextContents();
    expect(stopTimes.length).toBeGreaterThan(0);
    for (const time of stopTimes) expect(time).toMatch(/^\d{2}:\d{2}$/);
    await page.context().close();
  });
});
