import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from '../support/browser';
import { fillLoginForm } from '../support/e2e-journeys';
import { startStack, type RunningStack } from '../support/stack';

/**
 * End to end in Chromium on one stack with the demo data seeded (server/seed) and the map
 * tile server unreachable: a seeded place's page (/map/location/wat-pho) shows its live status, the week's
 * hours and a link to a content featuring it; that article links its place back; the server's HTML carries
 * the place's head; the demo poll pinned to Railay Beach shows on that place's page and a vote moves the
 * tally another reader watches; axe-core finds nothing serious or critical in th and en at 320 and 1280 px.
 * Screenshots: /tmp/location-<lang>-<width>.png, /tmp/location-polls-<lang>-<width>.png.
 */
const PLACE = 'wat-pho';
/** The demo place the demo standalone poll is pinned to (server/seed/seed-demo-wallet.ts). */
const POLL_PLACE = 'railay-beach';
const POLL_QUESTION = { en: 'Which southern beach would you go back to?', th: 'ชายหาดไหนในภาคใต้ที่คุณอยากกลับไปอีก' };
const NAMES = { en: 'Wat Pho (Temple of the Reclining Buddha)', th: 'วัดพระเชตุพนวิมลมังคลาราม (วัดโพธิ์)' } as const;

let stack: RunningStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function readerPage(width: number, geolocation = false): Promise<{ page: Page; context: BrowserContext }> {
  // bypassCSP: axe-core is injected as an inline script, which the server's CSP (rightly) forbids.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'en-US',
    bypassCSP: true,
    ...(geolocation ? { permissions: ['geolocation'], geolocation: { latitude: 13.7563, longitude: 100.5018 } } : {}),
  });
  await context.route('https://*.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  await context.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  onTestFailed(async ({ task }) => {
    console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
    await page
      .screenshot({
        path: `/tmp/location-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png`,
        fullPage: true,
      })
      .catch(() => undefined);
  });
  return { page, context };
}

async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the location page', () => {
  it("the server sends the place's head: title, Open Graph, JSON-LD Place with its hours; an unknown id is a 404", async () => {
    const response = await fetch(`${stack.url}/map/location/${PLACE}?lang=en`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${NAMES.en} · Travelogue</title>`);
    expect(html).toContain(`<meta property="og:url" content="${stack.url}/map/location/${PLACE}" />`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);
    expect(ld).toMatchObject({ '@type': 'Place', name: NAMES.en, geo: { latitude: 13.746567, longitude: 100.493051 } });
    expect(ld.openingHoursSpecification).toEqual([expect.objectContaining({ opens: '08:00', closes: '18:30' })]);
    // The page itself is in the HTML (server-rendered), not only its head and data.
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/^<div id="root" data-ssr-lang="en">/);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${NAMES.en.replace(/[()]/g, '\\$&')}</h1>`));
    const missing = await fetch(`${stack.url}/map/location/no-such-place`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
  });

  it('a seeded place shows its status and hours, the distance when allowed, and links to an article featuring it, which links back', async () => {
    const { page, context } = await readerPage(1280, true);
    await page.goto(`${stack.url}/map/location/${PLACE}?lang=en`);
    await page.getByRole('heading', { level: 1, name: NAMES.en }).waitFor();
    const status = page.getByTestId('location-status');
    expect(['opened', 'closingSoon', 'closed', 'openingSoon']).toContain(await status.getAttribute('data-status'));
    expect(await page.getByTestId('hours-today').textContent()).toContain('08:00–18:30');
    await page.getByRole('button', { name: 'How far is it from me?' }).click();
    await page.getByText(/km from you$/).waitFor();
    const article = page.getByTestId('location-content').getByRole('link', { name: /A slow morning at Wat Pho/ });
    await article.waitFor();
    await article.click();
    await page.waitForURL(/\/contents\//);
    const placeLink = page.locator(`a[data-testid="location-page-link"][href="/map/location/${PLACE}"]`).first();
    await placeLink.waitFor();
    await placeLink.click();
    await page.waitForURL(`**/map/location/${PLACE}`);
    await page.getByTestId('location-status').waitFor();
    await context.close();
  });

  it('a reader saves a place, signing in on the way, then an article featuring it, and finds both in /saved (axe clean)', async () => {
    const { page, context } = await readerPage(1280);
    await page.goto(`${stack.url}/map/location/${PLACE}?lang=en`);
    await page.getByRole('button', { name: `Save ${NAMES.en}` }).click();
    // Signed out: to the login page and back, where the save is made.
    await page.waitForURL((url) => url.pathname === '/login');
    await fillLoginForm(page, { email: 'alice@demo.travelogue.test', password: 'travelogue-demo' });
    await page.waitForURL((url) => url.pathname === `/map/location/${PLACE}`, { timeout: 60_000 });
    await page.getByRole('button', { name: `Saved ${NAMES.en}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('save')).toBeNull();

    await page
      .getByTestId('location-content')
      .getByRole('link', { name: /A slow morning at Wat Pho/ })
      .click();
    await page.waitForURL(/\/contents\//);
    await page.getByRole('button', { name: /^Save A slow morning at Wat Pho/ }).click();
    await page.getByRole('button', { name: /^Saved A slow morning at Wat Pho/ }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).getByRole('link').click();

    await page.waitForURL((url) => url.pathname === '/saved');
    await page.getByRole('heading', { level: 1, name: 'Saved' }).waitFor();
    await page.getByRole('link', { name: /A slow morning at Wat Pho/ }).waitFor();
    await page.getByRole('link', { name: 'Places', exact: true }).click();
    await page.getByRole('link', { name: NAMES.en }).waitFor();
    await page.screenshot({ path: '/tmp/saved-en-1280.png', fullPage: true });
    expect(await audit(page)).toEqual([]);

    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${stack.url}/saved?tab=places&lang=th`);
    await page.getByRole('heading', { level: 1, name: 'รายการที่บันทึก' }).waitFor();
    await page.getByRole('link', { name: NAMES.th }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: '/tmp/saved-th-320.png', fullPage: true });
    expect(await audit(page)).toEqual([]);
    // The other two of Thai and English × 320 and 1280.
    await page.goto(`${stack.url}/saved?tab=places&lang=en`);
    await page.getByRole('link', { name: NAMES.en }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await audit(page), 'saved en 320').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${stack.url}/saved?tab=places&lang=th`);
    await page.getByRole('link', { name: NAMES.th }).waitFor();
    expect(await audit(page), 'saved th 1280').toEqual([]);
    await context.close();
  });

  it('a seeded trip says whether each timed stop is open on arrival and links its stops to their pages', async () => {
    const { page, context } = await readerPage(1280);
    await page.goto(`${stack.url}/map/location/grand-palace?lang=en`);
    const trip = page.getByTestId('location-content').filter({ hasText: 'Trip' }).first().getByRole('link');
    await trip.waitFor();
    await trip.click();
    await page.waitForURL(/\/trips\//);
    await page.getByTestId('stop-arrival').first().waitFor();
    await page.getByTestId('stop-arrival').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/location-trip-stops-1280.png' });
    expect(await page.getByTestId('trip-stop').first().getByRole('link').first().getAttribute('href')).toMatch(
      /^\/map\/location\//,
    );
    await context.close();
  });
});

describe("a place's open polls", () => {
  const total = (page: Page) => page.getByTestId('location-polls').getByTestId('poll-total').textContent();

  it('a poll pinned to a place shows at the end of its page, without the identity SDK; a vote moves the tally another reader watches', async () => {
    const { page: watcher, context: watcherContext } = await readerPage(1280);
    const identityRequests: string[] = [];
    watcher.on('request', (request) => {
      const url = request.url();
      if (/googleapis|firebase|gstatic|identitytoolkit/i.test(url) || url.includes(stack.emulatorHost))
        identityRequests.push(url);
    });
    const pollRequests: string[] = [];
    watcher.on('request', (request) => request.url().includes('/polls') && pollRequests.push(request.url()));
    await watcher.goto(`${stack.url}/map/location/${POLL_PLACE}?lang=en`);
    await watcher.getByRole('heading', { level: 1 }).waitFor();
    await watcher.locator('#root[data-interactive]').waitFor();
    const polls = watcher.getByTestId('location-polls');
    await polls.scrollIntoViewIfNeeded().catch(() => undefined);
    await watcher.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await polls.getByRole('heading', { level: 3, name: POLL_QUESTION.en }).waitFor();
    const before = Number((await total(watcher))?.match(/\d+/)?.[0] ?? 0);
    expect(before).toBeGreaterThanOrEqual(3);
    expect(identityRequests).toEqual([]);
    expect(pollRequests.some((url) => url.includes(`/places/${POLL_PLACE}/polls`))).toBe(true);

    // Another reader signs in from the poll, comes back to the place's page and votes.
    const { page, context } = await readerPage(1280);
    await page.goto(`${stack.url}/map/location/${POLL_PLACE}?lang=en`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('location-polls').getByRole('link', { name: 'Sign in to vote' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillLoginForm(page, { email: 'moderator@demo.travelogue.test', password: 'travelogue-demo' });
    await page.waitForURL((url) => url.pathname === `/map/location/${POLL_PLACE}`, { timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const mine = page.getByTestId('location-polls');
    await mine.getByRole('radio', { name: /Lamai/ }).check();
    await mine.getByRole('button', { name: 'Vote', exact: true }).click();
    await mine.getByText('Thank you, your vote is counted.').waitFor();

    // The watcher's tally moves without a reload (the poll's live tally, server-sent events).
    await expect.poll(() => total(watcher), { timeout: 5_000, interval: 100 }).toBe(`${before + 1} votes`);
    await context.close();
    await watcherContext.close();
  });

  it("the moderator's poll form names the pinned place and finds others by keyword (th and en, 320 and 1280 px)", async () => {
    const { page, context } = await readerPage(1280);
    await page.goto(`${stack.url}/login?redirectUrl=${encodeURIComponent('/admin/polls/poll-best-beach')}`);
    await fillLoginForm(page, { email: 'moderator@demo.travelogue.test', password: 'travelogue-demo' });
    await page.waitForURL((url) => url.pathname === '/admin/polls/poll-best-beach', { timeout: 60_000 });
    for (const lang of ['en', 'th'] as const) {
      const text =
        lang === 'en'
          ? {
              group: 'Place (optional)',
              name: 'Railay Beach',
              change: 'Choose another place',
              keyword: 'Place name or address',
            }
          : { group: 'สถานที่ (ไม่บังคับ)', name: 'หาดไร่เลย์', change: 'เลือกสถานที่อื่น', keyword: 'ชื่อสถานที่หรือที่อยู่' };
      await page.goto(`${stack.url}/admin/polls/poll-best-beach?lang=${lang}`);
      const place = page.getByRole('group', { name: text.group });
      await place.getByTestId('poll-place-name').filter({ hasText: text.name }).waitFor();
      await place.getByRole('button', { name: text.change }).click();
      await place.getByRole('searchbox').fill(lang === 'en' ? 'wat' : 'วัด');
      await place.getByRole('listitem').first().waitFor();
      for (const width of [320, 1280] as const) {
        await page.setViewportSize({ width, height: 900 });
        await place.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await place.screenshot({ path: `/tmp/poll-place-picker-${lang}-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await context.close();
  });

  for (const lang of ['en', 'th'] as const) {
    for (const width of [320, 1280] as const) {
      it(`${lang} at ${width} px: the pinned poll reads in the page's language, fits and passes axe`, async () => {
        const { page, context } = await readerPage(width);
        await page.goto(`${stack.url}/map/location/${POLL_PLACE}?lang=${lang}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page
          .getByTestId('location-polls')
          .getByRole('heading', { level: 3, name: POLL_QUESTION[lang] })
          .waitFor();
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `/tmp/location-polls-${lang}-${width}.png`, fullPage: true });
        expect(await audit(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('accessibility and layout of the location page (axe-core, th and en, 320 and 1280 px)', () => {
  for (const lang of ['en', 'th'] as const) {
    for (const width of [320, 1280] as const) {
      it(`${lang} at ${width} px: no serious or critical violation, no sideways scrolling`, async () => {
        const { page, context } = await readerPage(width);
        await page.goto(`${stack.url}/map/location/${PLACE}?lang=${lang}`);
        await page.getByRole('heading', { level: 1, name: NAMES[lang] }).waitFor();
        await page.getByTestId('location-content').first().waitFor();
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `/tmp/location-${lang}-${width}.png`, fullPage: true });
        expect(await audit(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
