import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail, type EmulatorUser } from '../server/helpers/emulator-users';
import { launchBrowser } from '../support/browser';
import { markEmailVerified, onboardThroughUi } from '../support/e2e-journeys';
import { fetchNoKeepAlive } from '../support/no-keepalive-fetch';
import { startStack, type RunningStack } from '../support/stack';
import { drawnPhoto } from '../support/drawn-photo';

/**
 * In Chromium on the whole stack with the
 * demo places seeded and the map tile server unreachable: a creator searches a place that does not exist,
 * proposes it (name, point, photo, hours), saves; after a reload the editor still names it and marks it pending;
 * the preview and the published article list it as pending; the proposer sees its page with the photo; another
 * reader finds it in no map search and has no page for it.
 */
const NAME = 'Khao Tom Secret Garden 9f2';

let stack: RunningStack;
let browser: Browser;
let context: BrowserContext;
let user: EmulatorUser;

async function aContext(): Promise<BrowserContext> {
  // bypassCSP: axe-core is injected as an inline script, which the server's CSP (rightly) forbids.
  const made = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', bypassCSP: true });
  await made.route('https://*.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  return made;
}

async function newPage(on: BrowserContext, options: { inTest?: boolean } = { inTest: true }): Promise<Page> {
  const page = await on.newPage();
  page.setDefaultTimeout(45_000); // a loaded machine is slow; nothing here waits on purpose
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  page.on(
    'response',
    (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`),
  );
  if (options.inTest)
    onTestFailed(async ({ task }) => {
      console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
      await page
        .screenshot({
          path: `/tmp/places-propose-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png`,
          fullPage: true,
        })
        .catch(() => undefined);
    });
  return page;
}

/** Onboarding as the onboarding journey does it, then a remembered sign-in (spec §4 step 7). */
async function onboard(page: Page): Promise<void> {
  await onboardThroughUi(
    page,
    stack.url,
    user,
    { displayName: `Proposer ${user.uid.slice(0, 6)}`, username: `proposer_${user.uid.slice(0, 8).toLowerCase()}` },
    { lang: 'en' },
  );
}

const pill = (page: Page) => page.getByTestId('save-status');

/** Serious or critical axe-core violations inside the proposal form. */
async function auditForm(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document.querySelector('.propose-place')!, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const PENDING_NOTE = 'New place: it is checked before it appears on the map.';

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
  context = await aContext();
  user = await signUp(uniqueEmail('proposer'));
  await markEmailVerified(stack.emulatorHost, user);
  const page = await newPage(context, { inTest: false });
  await onboard(page);
  await page.close();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('proposing a place from the editor (Chromium, tiles unreachable)', () => {
  it("a proposed place appears pending in its proposer's article; another reader does not find it on /map", async () => {
    const page = await newPage(context);
    await page.goto(`${stack.url}/my-contents/new?kind=article&lang=en`);
    await page.waitForURL(/\/my-contents\/[^/]+\/edit$/);
    const articleId = new URL(page.url()).pathname.split('/')[2];
    await page.getByLabel('Title of your article').fill('Breakfast in a hidden garden');
    await page.getByLabel('Summary').fill('Rice soup under the mango trees.');
    await page
      .locator('.cover-uploader input[type="file"]')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, '#0f766e') });
    await page.getByRole('img', { name: 'The current cover' }).waitFor();

    // A location section: the search finds nothing, so the creator proposes the place.
    await page.getByRole('button', { name: '+ Place' }).click();
    await page.getByLabel('Place name or address').fill(NAME);
    await page.getByText(/No known place matches/).waitFor();
    await page.getByRole('button', { name: 'Propose a new place' }).first().click();
    expect(await page.getByLabel('Name in English').inputValue()).toBe(NAME);
    await page.getByText(/^Point: /).waitFor();
    const photoGroup = page.getByRole('group', { name: 'Photo (optional)' });
    await photoGroup
      .locator('input[type="file"]')
      .setInputFiles({ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, '#15803d') });
    await photoGroup.getByRole('img', { name: 'Photo of the proposed place' }).waitFor();
    // Its district and province: the province is the one the point's address names, the district is typed.
    await expect.poll(() => page.getByLabel('Province').inputValue()).toBe('Bangkok');
    await page.getByLabel('District').fill('Phra Nakhon');
    await page.getByLabel('Add opening hours').check();
    await page.getByLabel('Monday: hours').selectOption('closed');
    await page.getByLabel('Tuesday opens (HH:mm)').fill('07:00');
    await page.getByLabel('Tuesday closes (HH:mm)').fill('11:30');
    expect(await auditForm(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await auditForm(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.locator('.propose-place').screenshot({ path: '/tmp/places-propose-form-en-320.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Propose this place' }).click();
    const card = page.getByRole('listitem', { name: 'Place (1 of 1)' });
    await card.getByText(NAME, { exact: true }).waitFor();
    await card.getByText(PENDING_NOTE).waitFor();
    await expect.poll(() => pill(page).textContent(), { timeout: 20_000 }).toBe('Saved');

    // Reopened, the editor still names the place and marks it pending (it asks with the creator's token).
    await page.reload();
    await card.getByText(NAME, { exact: true }).waitFor();
    await card.getByText(PENDING_NOTE).waitFor();

    // The preview lists it as pending.
    await page.getByRole('link', { name: 'Preview' }).click();
    await page.getByRole('heading', { level: 1, name: 'Breakfast in a hidden garden' }).waitFor();
    await page.locator('.cv-location', { hasText: NAME }).getByText('awaiting approval').waitFor();
    await page.getByRole('link', { name: /Back to editing/ }).click();

    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect.poll(() => publish.isEnabled()).toBe(true);
    await publish.click();
    await page.getByText('Published.').waitFor();

    // The published article carries the place, pending, with its hours and photo.
    const answer = await fetchNoKeepAlive(
      `${stack.url}/public/api/content-platform/content-query-service/v1/contents/${articleId}`,
    );
    const { data } = (await answer.json()) as {
      data: {
        places: {
          location_id: string;
          name: string;
          status: string;
          opening_hours: Record<string, { mode: string }> | null;
        }[];
      };
    };
    const place = data.places.find((p) => p.name === NAME)!;
    expect(place).toMatchObject({
      status: 'pending',
      opening_hours: { monday: { mode: 'closed' }, tuesday: { mode: 'open' } },
    });

    await page.goto(`${stack.url}/contents/${articleId}?lang=en`);
    const shown = page.locator('.cv-location', { hasText: NAME });
    await shown.getByText('awaiting approval').waitFor();
    expect(await shown.locator('[data-testid="location-page-link"]').count()).toBe(0);

    // Its proposer sees its page, photo included.
    await page.goto(`${stack.url}/map/location/${place.location_id}?lang=en`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('img', { name: `Photo of ${NAME}` }).waitFor();
    // In Thai the page names its district and province (the province's Thai name from the list).
    await page.goto(`${stack.url}/map/location/${place.location_id}?lang=th`);
    await page.locator('.location-page__area', { hasText: 'Phra Nakhon, กรุงเทพมหานคร' }).waitFor();
    await page.close();

    // Another reader: the article shows it as pending, but no map search finds it and it has no page.
    const other = await aContext();
    const reader = await newPage(other);
    await reader.goto(`${stack.url}/contents/${articleId}?lang=en`);
    await reader.locator('.cv-location', { hasText: NAME }).getByText('awaiting approval').waitFor();
    await reader.goto(`${stack.url}/map?lang=en`);
    await reader.locator('[data-testid="map-places"] li').first().waitFor();
    await reader.getByRole('searchbox').fill(NAME);
    await reader.getByRole('button', { name: 'Search', exact: true }).click();
    await reader.getByText(`No place matches “${NAME}”.`).waitFor();
    expect(await reader.locator('[data-testid="map-places"] .map-place__name', { hasText: NAME }).count()).toBe(0);
    const search = await fetchNoKeepAlive(
      `${stack.url}/public/api/map-search-service/v1/search?keyword=${encodeURIComponent('Secret Garden')}`,
    );
    expect(((await search.json()) as { data: { name: string }[] }).data.map((hit) => hit.name)).not.toContain(NAME);
    const hidden = await fetchNoKeepAlive(`${stack.url}/map/location/${place.location_id}?lang=en`, {
      headers: { accept: 'text/html' },
    });
    expect(hidden.status).toBe(404);
    await reader.goto(`${stack.url}/map/location/${place.location_id}?lang=en`);
    await reader.getByRole('heading', { name: 'Place not found' }).waitFor();
    await other.close();
  }, 300_000);
});
