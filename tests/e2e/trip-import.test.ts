import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { seriousViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { startStack, type RunningStack } from '../support/stack';

/**
 * End to end in Chromium on the demo data: a creator turns a GPX file of two evenings and a morning in Bangkok
 * into a new trip. The file's points lie 5–35 m from the demo places (Yaowarat, Khao San Road, Democracy Monument,
 * the Grand Palace, Wat Pho, Wat Arun), so each is matched to its place; Jay Fai is no known place and is proposed
 * as a new one. Screenshots of the preview: /tmp/gpx-import-<lang>-<width>.png.
 */
let stack: RunningStack;
let browser: Browser;
const FILE = path.resolve(__dirname, '../fixtures/trip-import/bangkok-two-days.gpx');

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ SEED_DEMO: 'true' }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US', bypassCSP: true });
  await context.route('https://*.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror ${error.message}`));
  onTestFailed(async ({ task }) => {
    console.error(`[${task.name}] at ${page.url()}\n  ${problems.join('\n  ')}`);
    await page.screenshot({ path: '/tmp/gpx-import-failed.png' }).catch(() => undefined);
  });
  return page;
}

describe('a GPX file becomes a trip', () => {
  it('the preview matches the demo places, is axe clean at 1280 (en) and 320 (th), and one save makes the trip', async () => {
    const page = await newPage(1280);
    await page.goto(`${stack.url}/login?lang=en`);
    await page.getByLabel('Email').fill('somchai@demo.travelogue.test');
    await page.getByLabel('Password', { exact: true }).fill('travelogue-demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(`${stack.url}/my-contents?lang=en`);
    await page.getByRole('button', { name: 'New trip from GPX/KML' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'New trip from a GPX or KML file' });
    await dialog.getByLabel('GPX, KML or KMZ file').setInputFiles(FILE);
    await dialog.getByText('2 days, 7 stops: 6 known places, 1 new').waitFor();
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['14 Mar 2026', '15 Mar 2026']);
    for (const place of [
      'Yaowarat Road (Chinatown)',
      'Khao San Road',
      'Democracy Monument',
      'The Grand Palace',
      'Wat Pho (Temple of the Reclining Buddha)',
      'Wat Arun (Temple of Dawn)',
    ])
      await dialog.getByText(place, { exact: true }).first().waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'New place: Jay Fai (crab omelette)' }).isChecked()).toBe(true);
    await page.screenshot({ path: '/tmp/gpx-import-en-1280.png' });
    expect(await seriousViolations(page), 'the preview, en 1280').toEqual([]);
    await page.setViewportSize({ width: 320, height: 900 });
    await page.screenshot({ path: '/tmp/gpx-import-en-320.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${stack.url}/my-contents?lang=th`);
    await page.getByRole('button', { name: 'ทริปใหม่จาก GPX/KML' }).first().click();
    dialog = page.getByRole('dialog', { name: 'ทริปใหม่จากไฟล์ GPX หรือ KML' });
    await dialog.getByLabel('ไฟล์ GPX, KML หรือ KMZ').setInputFiles(FILE);
    await dialog.getByText('2 วัน 7 จุดแวะ: สถานที่ที่มีอยู่แล้ว 6 แห่ง ใหม่ 1 แห่ง').waitFor();
    await page.screenshot({ path: '/tmp/gpx-import-th-320.png' });
    expect(await seriousViolations(page), 'the preview, th 320').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/gpx-import-th-1280.png' });

    await dialog.getByRole('button', { name: 'สร้างทริป' }).click();
    await page.waitForURL(/\/my-contents\/[^/]+\/edit/);
    const titles = page.getByLabel('ชื่อของวันนี้');
    await titles.first().waitFor();
    expect(await titles.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
      '14 มี.ค. 2569',
      '15 มี.ค. 2569',
    ]);
    expect(await page.locator('#editor-title').inputValue()).toBe('Bangkok: Chinatown by night, temples by day');
  });
});
