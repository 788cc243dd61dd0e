import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from '../support/browser';
import { networkQuiet } from '../support/failure-log';
import { startStack, type RunningStack } from '../support/stack';

/**
 * End to end in Chromium on the whole local stack with the demo data seeded
 * (server/seed): a demo user signs in, the home shows contents, a Thai search finds the seeded Chiang Mai
 * stories, a trending category lists its contents, and axe-core finds no serious or critical violation
 * on the three screens in th and en at 320 and 1280 px. Screenshots of each go to /tmp/discovery-*.png.
 */
const LANGS = ['en', 'th'] as const;
const WIDTHS = [1280, 320] as const;
const HEIGHT = 900;
/** server/seed/seed-demo-users.ts: สมชาย writes about Chiang Mai in Thai. */
const DEMO = { email: 'somchai@demo.travelogue.test', password: 'travelogue-demo' };
const CHIANG_MAI = 'เชียงใหม่';

let stack: RunningStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

interface Finding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
  // bypassCSP: axe-core is injected as an inline script, which the server's CSP (rightly) forbids.
  context = await browser.newContext({
    viewport: { width: WIDTHS[0], height: HEIGHT },
    bypassCSP: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 18.7883, longitude: 98.9853 },
  });
  page = await context.newPage();
  page.setDefaultTimeout(45_000);
  await signIn(page);
}, 300_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

function reportFailures(): void {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`pageerror ${error.message}`);
  page.on('pageerror', onError);
  onTestFailed(async ({ task }) => {
    console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
    await page
      .screenshot({
        path: `/tmp/discovery-failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png`,
        fullPage: true,
      })
      .catch(() => undefined);
  });
}

/** Signs in through /login as the demo user; interests (not seeded) are picked if the gate asks for them. */
async function signIn(p: Page): Promise<void> {
  await p.goto(`${stack.url}/login?lang=en`);
  await p.getByLabel('Email').fill(DEMO.email);
  await p.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const remember = p.getByLabel('Remember me on this device');
  if (!(await remember.isChecked())) await remember.click();
  await p.getByRole('button', { name: 'Log in', exact: true }).click();
  await p.waitForURL((url) => url.pathname !== '/login');
  if (new URL(p.url()).pathname === '/onboard/personal-interest') {
    await p.locator('button.chip').first().click();
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.waitForURL((url) => url.pathname !== '/onboard/personal-interest');
  }
}

/** The page as a person sees it: no overlay, its h1 shown, requests settled, `lang` gone from the address. */
async function settle(p: Page): Promise<void> {
  await networkQuiet(p);
  await p.locator('.app-overlay').waitFor({ state: 'detached', timeout: 20_000 });
  await p.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  await p.waitForFunction(() => !new URLSearchParams(window.location.search).has('lang'));
  await p.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  await p.waitForTimeout(250);
}

async function open(path: string, lang: 'en' | 'th'): Promise<void> {
  await page.goto(`${stack.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

async function audit(p: Page): Promise<Finding[]> {
  const injected = await p.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!injected) await p.addScriptTag({ content: axe.source });
  const results = await p.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

describe('on the whole stack, as the demo user สมชาย', () => {
  it('the home (/dashboard) shows contents: you may like, trending, trending categories, my published stories', async () => {
    reportFailures();
    await open('/dashboard', 'en');
    const youMayLike = page.getByRole('list', { name: 'You may like' });
    await expect.poll(() => youMayLike.getByRole('listitem').count()).toBeGreaterThan(0);
    const firstCard = youMayLike.locator('.feed-card__title a').first();
    expect(await firstCard.getAttribute('href')).toMatch(/^\/(contents|trips)\/[^/]+$/);
    await expect
      .poll(() => page.getByRole('list', { name: 'Trending now' }).getByRole('listitem').count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('list', { name: 'Trending categories' }).getByRole('link').count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('list', { name: 'Your published stories' }).getByRole('listitem').count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'See your public profile' }).getAttribute('href')).toBe(
      '/profiles/somchai',
    );
  });

  it(`a Thai search (${CHIANG_MAI}) from the home's search box finds the seeded Chiang Mai stories, matches marked`, async () => {
    reportFailures();
    await open('/dashboard', 'th');
    await page.getByRole('searchbox', { name: 'ค้นหาใน Travelogue' }).fill(CHIANG_MAI);
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === CHIANG_MAI);
    const results = page.getByRole('list', { name: 'เรื่องเล่า' });
    await expect.poll(() => results.getByRole('listitem').count()).toBeGreaterThan(0);
    const titles = await results.locator('.feed-card__title').allTextContents();
    expect(
      titles.some((title) => title.includes('เชียงใหม่ 3 วัน 2 คืน')),
      titles.join(' | '),
    ).toBe(true);
    expect(await results.locator('mark').count()).toBeGreaterThan(0);
    expect((await results.locator('mark').first().textContent())?.length).toBeGreaterThan(0);
    // The address is the search: reopening it (a shared link) gives the same first hit.
    const first = titles[0];
    await page.reload();
    await settle(page);
    expect(await results.locator('.feed-card__title').first().textContent()).toBe(first);
  });

  it('a trending category link lists its contents; "most read" goes into the address', async () => {
    reportFailures();
    await open('/dashboard', 'en');
    const chip = page.getByRole('list', { name: 'Trending categories' }).getByRole('link').first();
    await chip.waitFor();
    const href = await chip.getAttribute('href');
    expect(href).toMatch(/^\/categories\/[a-z0-9-]+$/);
    await chip.click();
    await page.waitForURL((url) => url.pathname === href);
    await settle(page);
    const list = page.locator('main ul.feed-grid');
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Most read' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'most_read');
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(0);
  });

  it('axe-core: no serious or critical violations on the three screens, th and en, 1280 and 320 px; screenshots to /tmp', async () => {
    reportFailures();
    const category = await (async () => {
      await open('/dashboard', 'en');
      return page.getByRole('list', { name: 'Trending categories' }).getByRole('link').first().getAttribute('href');
    })();
    const screens = [
      ['home', '/dashboard'],
      ['search', `/search?q=${encodeURIComponent(CHIANG_MAI)}`],
      ['category', category ?? '/categories/culture'],
    ] as const;
    const reports: string[] = [];
    let failed = false;
    for (const [name, path] of screens) {
      for (const lang of LANGS) {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await open(path, lang);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.waitForTimeout(200);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (overflow > 0) {
            failed = true;
            reports.push(`${path} [${lang}, ${width}px]: scrolls sideways by ${overflow}px`);
          }
          const findings = await audit(page);
          if (findings.length > 0) failed = true;
          reports.push(
            findings.length === 0
              ? `${path} [${lang}, ${width}px]: none`
              : `${path} [${lang}, ${width}px]:\n${findings.map((f) => `  [${f.impact}] ${f.id} (${f.help}) at ${f.targets.join(', ')}`).join('\n')}`,
          );
          await page.screenshot({ path: `/tmp/discovery-${name}-${lang}-${width}.png`, fullPage: true });
        }
      }
    }
    expect(failed, reports.join('\n')).toBe(false);
  });
});
