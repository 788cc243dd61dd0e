import { readFile } from 'node:fs/promises';
import { JSDOM } from 'jsdom';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { startStack, type RunningStack } from '../support/stack';
import { readCalendar, readGpx } from '../support/trip-files';

/**
 * End to end in Chromium on the demo data: a reader keeps a place in a trip of their own. Signed out, "Add to my
 * trip" on a place's page sends them to sign in and back; signed in, the place goes into a new trip with an
 * arrival time, and the trip (a draft trip content, opened in the editor) checks that time against the place's
 * hours: the Grand Palace closes at 15:30, so an arrival at 17:30 finds it closed.
 * Screenshots: /tmp/mytrip-<lang>-<width>.png.
 */
let stack: RunningStack;
let browser: Browser;
const PLACE = 'grand-palace';
/** The trip the first test makes and the second adds to. */
const tripName = `Palace afternoon ${Date.now().toString(36)}`;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function newPage(width: number): Promise<Page> {
  // bypassCSP: axe-core is injected as an inline script, which the server's CSP (rightly) forbids.
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US', bypassCSP: true });
  await context.route('https://*.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  onTestFailed(async ({ task }) => {
    console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
    await page
      .screenshot({ path: `/tmp/mytrip-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png` })
      .catch(() => undefined);
  });
  return page;
}

describe('add a place to my trip', () => {
  it('signed out: sign in and come back; then a new trip gets the place at 17:30 and says it is closed then', async () => {
    const page = await newPage(1280);
    await page.goto(`${stack.url}/map/location/${PLACE}?lang=en`);
    await page.locator('#root[data-interactive="true"]').waitFor();
    await page.getByRole('button', { name: 'Add to my trip: The Grand Palace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add The Grand Palace to my trip' });
    const signIn = dialog.getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toBe(
      `/login?redirectUrl=${encodeURIComponent(`/map/location/${PLACE}`)}`,
    );
    await signIn.click();
    await page.getByLabel('Email').fill('somchai@demo.travelogue.test');
    await page.getByLabel('Password', { exact: true }).fill('travelogue-demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/map/location/${PLACE}`);
    await page.locator('#root[data-interactive="true"]').waitFor();

    await page.getByRole('button', { name: 'Add to my trip: The Grand Palace' }).click();
    await dialog.getByLabel('Trip').selectOption({ label: 'A new trip' });
    await dialog.getByLabel('Name of the new trip').fill(tripName);
    expect(await dialog.getByLabel('Day').inputValue()).toBe('new');
    await dialog.getByLabel('Arrival time (optional)').fill('17:30');
    await page.screenshot({ path: '/tmp/mytrip-en-1280.png' });
    expect(await seriousViolations(page), 'the open dialog, en 1280').toEqual([]);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText(`Added to ${tripName}, day 1.`).waitFor();

    await dialog.getByRole('link', { name: 'Open the trip in the editor' }).click();
    await page.waitForURL(/\/my-contents\/[^/]+\/edit/);
    const arrival = page.getByTestId('stop-arrival');
    await arrival.waitFor();
    expect(await arrival.getAttribute('data-status')).toBe('closed');
    expect(await arrival.textContent()).toContain('Closed when you arrive at 17:30');
    await page.screenshot({ path: 'screenshots/my-trip-editor-en-1280.png', fullPage: true });
    expect(await seriousViolations(page), 'my trip in the editor, en 1280').toEqual([]);
    await page.context().close();
  });

  it("in Thai at 320 px: the same place page adds to the trip already there, on a new day; a trip's stops offer it too, naming the trip they are added from", async () => {
    const page = await newPage(320);
    await page.goto(`${stack.url}/login?lang=th`);
    await page.locator('input[type="email"]').fill('somchai@demo.travelogue.test');
    await page.locator('input[type="password"]').fill('travelogue-demo');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${stack.url}/map/location/wat-pho?lang=th`);
    await page.locator('#root[data-interactive="true"]').waitFor();
    await page.getByTestId('add-to-trip').click();
    const dialog = page.getByTestId('add-to-trip-dialog');
    await dialog.getByLabel('ทริป').selectOption({ label: tripName });
    await dialog.getByLabel('วัน', { exact: true }).selectOption({ label: 'วันใหม่ (วันที่ 2)' });
    await page.screenshot({ path: '/tmp/mytrip-th-320.png' });
    expect(await seriousViolations(page), 'the open dialog, th 320').toEqual([]);
    // The dialog fits the phone: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // From a place's own page the add names no content: there is no creator's trip add to count.
    const fromPlace = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/stops'));
    await page.getByRole('button', { name: 'เพิ่ม', exact: true }).click();
    expect((await fromPlace).postDataJSON()).not.toHaveProperty('from_content_id');
    await page.getByTestId('add-to-trip-done').getByText(`เพิ่มลงใน ${tripName} วันที่ 2 แล้ว`).waitFor();
    await page.getByRole('button', { name: 'ปิด', exact: true }).click();

    // A published trip featuring the place: each stop at a known place has the button (an island of its own).
    await page.locator('.location-page a[href^="/trips/"]').first().click();
    await page.waitForURL(/\/trips\//);
    await page.locator('#root[data-interactive="true"]').waitFor();
    const stops = page.getByTestId('trip-stop');
    expect(await stops.first().getByTestId('add-to-trip').isEnabled()).toBe(true);
    await stops.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/mytrip-trip-th-320.png' });
    expect(await seriousViolations(page), 'a trip page, th 320').toEqual([]);
    // Added from the trip's stop, the add names that trip: a trip add in its creator's stats.
    const tripId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    await stops.first().getByTestId('add-to-trip').click();
    await dialog.getByLabel('ทริป').selectOption({ label: tripName });
    await dialog.getByLabel('วัน', { exact: true }).selectOption({ label: 'วันใหม่ (วันที่ 3)' });
    const fromTrip = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/stops'));
    await page.getByRole('button', { name: 'เพิ่ม', exact: true }).click();
    expect((await fromTrip).postDataJSON()).toMatchObject({ from_content_id: tripId });
    await page.getByTestId('add-to-trip-done').getByText(`เพิ่มลงใน ${tripName} วันที่ 3 แล้ว`).waitFor();
    await page.context().close();
  });

  it("signed out, Copy this trip goes through sign-in and back, then makes the reader's own draft with the days and stops, which says what it is based on", async () => {
    const page = await newPage(1280);
    await page.goto(`${stack.url}/profiles/alice?lang=en`);
    await page
      .getByRole('link', { name: /Bangkok's old town in two days/ })
      .first()
      .click();
    await page.waitForURL(/\/trips\//);
    const tripPath = new URL(page.url()).pathname;
    await page.locator('#root[data-interactive="true"]').waitFor();
    // The button hydrates as it nears the viewport (an island), as a reader scrolls to it.
    const copy = page.getByRole('button', { name: "Copy this trip: Bangkok's old town in two days" });
    await copy.scrollIntoViewIfNeeded();
    await copy.click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(`${tripPath}?copy=trip`);
    await page.getByLabel('Email').fill('malee@demo.travelogue.test');
    await page.getByLabel('Password', { exact: true }).fill('travelogue-demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    // Back on the trip, the copy is made without another press, and the editor opens on it.
    await page.waitForURL(/\/my-contents\/[^/]+\/edit/, { timeout: 45_000 });
    const basedOn = page.getByText(/A copy of/);
    await basedOn.waitFor();
    expect(await basedOn.textContent()).toMatch(/A copy of Bangkok's old town in two days by Alice Wanderer/);
    expect(await page.getByRole('link', { name: "Bangkok's old town in two days" }).getAttribute('href')).toBe(
      tripPath,
    );
    // The days and their stops came along: the Grand Palace is the first stop of day 1.
    await expect
      .poll(() => page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
      .toContain('Day 1 · Rattanakosin');
    await page.getByText('The Grand Palace').first().waitFor();
    // The day checks itself in the editor: the way from one stop to the next, as on the trip page.
    await page.getByTestId('stop-leg').first().waitFor();
    await page.screenshot({ path: '/tmp/copytrip-editor-en-1280.png' });

    // The draft is taken along: the files are made in the browser and read here as map tools and calendars do.
    const files = page.getByRole('region', { name: 'Take it with you' });
    const saved = async (button: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        files.getByRole('button', { name: button }).click(),
      ]);
      return readFile(await download.path(), 'utf8');
    };
    const gpx = readGpx(await saved('Download GPX'), new new JSDOM('').window.DOMParser());
    expect(gpx.waypoints.map((w) => w.properties?.name)).toContain('The Grand Palace');
    expect(gpx.routes.length).toBeGreaterThan(0);
    await files.getByLabel('First day of your trip').fill('2026-12-05');
    const calendar = readCalendar(await saved('Add to calendar (.ics)'));
    expect(calendar.events.map((e) => e.summary)).toEqual(gpx.waypoints.map((w) => w.properties?.name));
    expect(calendar.events[0].start.startsWith('2026-12-05')).toBe(true);
    await page.context().close();
  });
});
