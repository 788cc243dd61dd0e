import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_PLACES } from '../../server/seed/demo-places';
import { launchBrowser } from '../support/browser';
import { startStack, type RunningStack } from '../support/stack';

/**
 * End to end: /map (spec §2 public) for an anonymous reader in Chromium with the map tile
 * server unreachable: the seeded places are listed with their status, a Thai search finds one, places are found by
 * their province in Thai and English, the first view shows every place, "near me"
 * sorts by distance (granted) or says "no location" (denied) while the map keeps working; axe-core finds
 * no serious or critical violation at 320 and 1280 px in Thai and English. Screenshots go to /tmp/map-*.png.
 */
let stack: RunningStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function mapPage(
  width: number,
  options: { geolocation?: { latitude: number; longitude: number } } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'en-US',
    bypassCSP: true,
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
  });
  await context.route('https://*.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  onTestFailed(async ({ task }) => {
    console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
    await page
      .screenshot({ path: `/tmp/map-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png` })
      .catch(() => undefined);
  });
  return { page, context };
}

const listed = (page: Page) => page.locator('[data-testid="map-places"] .map-place__name').allTextContents();

describe('/map, every place on a map with a list beside it (tiles unreachable)', () => {
  it('lists the seeded places with their opening status, marks them, and the server sends the head', async () => {
    const html = await (await fetch(`${stack.url}/map?lang=th`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title>แผนที่สถานที่ · Travelogue</title>');
    expect(html).toMatch(/og:title" content="แผนที่สถานที่"/);
    const { page, context } = await mapPage(1280);
    await page.goto(`${stack.url}/map?lat=15.5&lng=100&z=6&lang=en`);
    await page.locator('[data-testid="map-places"] li').first().waitFor();
    const names = await listed(page);
    expect(names).toEqual(expect.arrayContaining(['Wat Arun (Temple of Dawn)', 'Wat Chedi Luang', 'The Grand Palace']));
    expect(await page.locator('.map-status').first().textContent()).toMatch(
      /Open now|Closing soon|Closed|Opening soon|Hours not listed/,
    );
    expect(await page.locator('[data-testid="places-map"] .leaflet-marker-icon').count()).toBeGreaterThan(0);
    await page.getByText('The map background could not load').waitFor();
    expect(await page.locator('a.map-place__name', { hasText: 'Wat Chedi Luang' }).getAttribute('href')).toBe(
      '/map/location/wat-chedi-luang',
    );
    expect(await page.locator('#loading-overlay, .page-loading').count()).toBe(0);
    await context.close();
  });

  it('a search in Thai finds the place, and the view is in the URL', async () => {
    const { page, context } = await mapPage(1280);
    await page.goto(`${stack.url}/map?lang=th`);
    await page.getByRole('searchbox').fill('เจดีย์หลวง');
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await expect.poll(() => listed(page)).toEqual(['วัดเจดีย์หลวงวรวิหาร']);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('เจดีย์หลวง');
    expect(new URL(page.url()).searchParams.get('lat')).not.toBeNull();
    await context.close();
  });

  it('places by province: "เชียงใหม่" in Thai and "Chiang Mai" in English list the five Chiang Mai places', async () => {
    const chiangMai = DEMO_PLACES.filter((p) => p.adminArea.provinceEn === 'Chiang Mai');
    expect(chiangMai).toHaveLength(5);
    for (const [lang, keyword, names] of [
      ['th', 'เชียงใหม่', chiangMai.map((p) => p.nameTh)],
      ['en', 'Chiang Mai', chiangMai.map((p) => p.nameEn)],
    ] as const) {
      const { page, context } = await mapPage(1280);
      await page.goto(`${stack.url}/map?lang=${lang}`);
      await page.locator('[data-testid="map-places"] li').first().waitFor();
      await page.getByRole('searchbox').fill(keyword);
      await page.getByRole('button', { name: lang === 'th' ? 'ค้นหา' : 'Search', exact: true }).click();
      await expect.poll(async () => (await listed(page)).sort()).toEqual([...names].sort());
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(keyword);
      await page.screenshot({ path: `/tmp/map-by-province-1280-${lang}.png` });
      await context.close();
    }
  });

  it('with no view in the URL the map shows every place: all listed, all marked (clusters counted)', async () => {
    for (const width of [1280, 320]) {
      const { page, context } = await mapPage(width);
      await page.goto(`${stack.url}/map?lang=en`);
      // The first view fits the country, then every place: two moves, the second one's list is the one read.
      await expect.poll(async () => (await listed(page)).length, { timeout: 20_000 }).toBe(DEMO_PLACES.length);
      await page.getByText(`${DEMO_PLACES.length} places in view`).waitFor();
      // Every place is on the map: a marker of its own, or counted in a cluster marker.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const map = document.querySelector('[data-testid="places-map"]')!;
            const single = map.querySelectorAll('.places-map__marker').length;
            const clustered = [...map.querySelectorAll('.places-map__cluster')].reduce(
              (sum, cluster) => sum + Number(cluster.textContent),
              0,
            );
            return single + clustered;
          }),
        )
        .toBe(DEMO_PLACES.length);
      // The view the map fitted is written to the URL, so a reload keeps it.
      await expect.poll(() => new URL(page.url()).searchParams.get('z')).not.toBeNull();
      await page.screenshot({ path: `/tmp/map-default-${width}-en.png` });
      await context.close();
    }
  });

  it('"near me" with a granted location sorts the places by distance', async () => {
    // Beside Wat Chedi Luang, Chiang Mai
    const { page, context } = await mapPage(1280, { geolocation: { latitude: 18.7868, longitude: 98.9864 } });
    await page.goto(`${stack.url}/map?lang=en`);
    await page.locator('[data-testid="map-places"] li').first().waitFor();
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect.poll(async () => (await listed(page))[0]).toBe('Wat Chedi Luang');
    const distances = await page.locator('.map-place__distance').allTextContents();
    expect(distances.length).toBeGreaterThan(1);
    await page.screenshot({ path: '/tmp/map-near-me-1280-en.png' });
    await context.close();
  });

  it('location not yet allowed: "near me" says why first; refused at the prompt, the "no location" message and the map still works', async () => {
    const { page, context } = await mapPage(1280);
    await context.clearPermissions();
    await page.goto(`${stack.url}/map?lat=13.75&lng=100.5&z=13&lang=en`);
    await page.locator('[data-testid="map-places"] li').first().waitFor();
    await page.getByRole('button', { name: 'Near me' }).click();
    // The browser would prompt: a sentence of why comes first, and the prompt only on "Use my location".
    await page.getByText(/Travelogue needs your location once/).waitFor();
    await page.getByRole('button', { name: 'Use my location' }).click();
    // Headless Chromium answers the prompt with a refusal.
    await page.getByRole('alert').filter({ hasText: 'We could not find your location' }).waitFor();
    expect(await listed(page)).toContain('Wat Arun (Temple of Dawn)');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('z')).toBe('12');
    await context.close();
  });
});

describe('axe-core: no serious or critical violations on /map', () => {
  for (const lang of ['th', 'en'] as const) {
    for (const width of [320, 1280]) {
      it(`${lang} at ${width} px`, async () => {
        const { page, context } = await mapPage(width);
        await page.goto(`${stack.url}/map?lat=13.75&lng=100.5&z=13&lang=${lang}`);
        await page.locator('[data-testid="map-places"] li').first().waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `/tmp/map-${width}-${lang}.png`, fullPage: true });
        await page.addScriptTag({ content: axe.source });
        const results = await page.evaluate(() =>
          (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
        );
        const findings = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `[${v.impact}] ${v.id} ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(findings).toEqual([]);
        await context.close();
      });
    }
  }
});
