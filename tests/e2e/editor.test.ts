import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail, type EmulatorUser } from '../server/helpers/emulator-users';
import { editorDraftKey } from '../../src/domain/content/editor-draft';
import { launchBrowser } from '../support/browser';
import { networkQuiet } from '../support/failure-log';
import { markEmailVerified, onboardThroughUi } from '../support/e2e-journeys';
import { startStack, type RunningStack } from '../support/stack';
import { drawnPhoto } from '../support/drawn-photo';

/**
 * Editor end to end in Chromium, on the whole local stack: a creator writes an article with a
 * cover and three sections and publishes it; two tabs editing one draft surface the conflict and lose
 * nothing; a Thai article gets an English translation read at its ?hl=en URL. Screenshots of the editor screens
 * at 320 and 1280 px in th and en go to screenshots/.
 */
let stack: RunningStack;
let browser: Browser;
let context: BrowserContext;
let user: EmulatorUser;

const api = (path: string) => `${stack.url}/public/api/content-platform/content-query-service/v1${path}`;

async function newPage(options: { inTest?: boolean } = { inTest: true }): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(45_000); // a loaded CI machine is slow; nothing here waits on purpose
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
          path: `screenshots/e2e-failed-editor-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png`,
          fullPage: true,
        })
        .catch(() => undefined);
    });
  return page;
}

/**
 * Sign in through the form and finish onboarding (terms, personal info, interests) as the onboarding journey
 * does; then sign in again, because spec §4 step 7 keeps a session tab-only (SESSION) while onboarding
 * is pending, and the conflict test needs two tabs of one signed-in browser (LOCAL, remember me).
 */
async function onboard(page: Page): Promise<void> {
  await onboardThroughUi(
    page,
    stack.url,
    user,
    { displayName: `Writer ของเรา ${user.uid.slice(0, 6)}`, username: `writer_${user.uid.slice(0, 8).toLowerCase()}` },
    { lang: 'en' },
  );
}

const pill = (page: Page) => page.getByTestId('save-status');

/** axe-core's serious and critical violations, injected through the devtools protocol (the app's CSP stays on). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const run = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return run.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const lang of ['en', 'th'] as const) {
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      const url = new URL(page.url());
      url.searchParams.set('lang', lang);
      await page.goto(url.toString());
      await networkQuiet(page);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `screenshots/editor-${name}-${lang}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const url = new URL(page.url());
  url.searchParams.set('lang', 'en');
  await page.goto(url.toString());
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    permissions: ['geolocation'],
    geolocation: { latitude: 13.7563, longitude: 100.5018 },
  });
  user = await signUp(uniqueEmail('writer'));
  await markEmailVerified(stack.emulatorHost, user);
  const page = await newPage({ inTest: false });
  await onboard(page);
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

let articleId = '';

describe('editor in Chromium (spec §6 content editing)', () => {
  it('a creator writes an article with a cover and three sections, then publishes it', async ({ task }) => {
    const page = await newPage();
    await page.goto(`${stack.url}/my-contents?lang=en`);
    if ((task.result?.retryCount ?? 0) === 0) {
      await page.getByRole('heading', { name: "You haven't written anything yet" }).waitFor();
      await shoot(page, 'my-contents-empty');
    } else {
      // A retry: the first attempt's draft is there, so the page is no longer empty.
      await page.getByRole('heading', { level: 1, name: 'My contents' }).waitFor();
    }
    await page.getByRole('link', { name: 'Write an article' }).last().click();
    await page.waitForURL(/\/my-contents\/[^/]+\/edit$/);
    articleId = new URL(page.url()).pathname.split('/')[2];

    await page.getByLabel('Title of your article').fill('A morning on the Chao Phraya');
    await page.getByLabel('Summary').fill('Ferries, temples and breakfast by the river.');
    await page
      .locator('.cover-uploader input[type="file"]')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, '#0f766e') });
    // One step: the chosen photo is the cover; turning it afterwards uploads the turned one in its place.
    const currentCover = page.getByRole('img', { name: 'The current cover' });
    await currentCover.waitFor();
    const unturned = await currentCover.getAttribute('src');
    await page.getByRole('button', { name: /Rotate/ }).click();
    await expect.poll(() => currentCover.getAttribute('src'), { timeout: 30_000 }).not.toBe(unturned);

    await page.getByRole('button', { name: '+ Text' }).click();
    await page.getByRole('textbox', { name: 'Text 1' }).click();
    await page.keyboard.type('Take the orange-flag boat from Sathorn pier. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Go early.');
    await page
      .locator('.editor__add input[type="file"]')
      .setInputFiles({ name: 'river.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, '#1d4ed8') });
    await page.getByRole('listitem', { name: 'Photo (2 of 2)' }).waitFor();
    await page.getByLabel('Caption').fill('The river at seven');
    // WCAG 2.5.3 (axe label-content-name-mismatch, experimental, so asked for by name): every control's
    // accessible name contains the words it shows, the photo section's "Replace from library" included.
    await page.evaluate(axe.source); // through the devtools protocol: the app's CSP stays on
    const mismatches = await page.evaluate(async () => {
      const run = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
      });
      return run.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    });
    expect(mismatches).toEqual([]);
    await page.getByRole('button', { name: '+ Text' }).click();
    await page.getByRole('textbox', { name: 'Text 3' }).click();
    await page.keyboard.type('Breakfast at Tha Tien, then Wat Arun across the water.');

    await expect.poll(() => pill(page).textContent(), { timeout: 20_000 }).toBe('Saved');
    await shoot(page, 'edit');
    await page.getByRole('link', { name: 'Preview' }).click();
    await page.getByRole('heading', { level: 1, name: 'A morning on the Chao Phraya' }).waitFor();
    await shoot(page, 'preview');
    await page.getByRole('link', { name: /Back to editing/ }).click();

    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect.poll(() => publish.isEnabled()).toBe(true);
    await publish.click();
    await page.getByText('Published.').waitFor();

    const response = await fetch(api(`/contents/${articleId}`));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        title: string;
        cover: { width: number; height: number } | null;
        sections: { type: string; html?: string }[];
      };
    };
    expect(data.title).toBe('A morning on the Chao Phraya');
    expect(data.cover).toMatchObject({ width: 400, height: 640 }); // turned a quarter
    expect(data.sections.map((s) => s.type)).toEqual(['text', 'image', 'text']);
    expect(data.sections[0].html).toMatch(/<(strong|b)>Go early\.<\/(strong|b)>/);

    await page.goto(`${stack.url}/my-contents?lang=en`);
    await page.getByRole('link', { name: 'A morning on the Chao Phraya', exact: true }).waitFor();
    await shoot(page, 'my-contents');
    await page.close();
  }, 240_000);

  it('the cover is set in one step: chosen, it is the cover, saved with the draft, there after a reload, and the checklist agrees (1280×800)', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${stack.url}/my-contents/new?kind=article&lang=en`);
    await page.waitForURL(/\/my-contents\/[^/]+\/edit$/);
    const id = new URL(page.url()).pathname.split('/')[2];
    await page.getByLabel('Title of your article').fill('A cover in one step');
    const checklist = page.locator('#publish-missing');
    expect(await checklist.textContent()).toContain('a cover photo');

    // The upload is held back a moment so the photo on its way can be seen (and photographed).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const uploads = (url: URL) => url.pathname.includes('/uploads/');
    await page.route(uploads, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page
      .locator('.cover-uploader input[type="file"]')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, '#b45309') });
    await page.getByRole('progressbar', { name: 'Uploading cover' }).waitFor();
    expect(await checklist.textContent()).toContain('a cover photo (uploading…)');
    await page.screenshot({ path: 'screenshots/editor-cover-uploading-en-1280.png' });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.screenshot({ path: 'screenshots/editor-cover-uploading-en-320.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    release(); // the route now lets every upload through at once

    await page.getByRole('img', { name: 'The current cover' }).waitFor();
    await expect.poll(() => pill(page).textContent(), { timeout: 20_000 }).toBe('Saved');
    expect(await checklist.textContent()).not.toContain('a cover photo');
    expect(await page.getByRole('button', { name: 'Use as cover' }).count()).toBe(0);

    // After a reload, from the server's copy alone: this device's draft of it is dropped first.
    await page.evaluate((key) => window.localStorage.removeItem(key), editorDraftKey(id));
    await page.reload();
    await page.getByRole('img', { name: 'The current cover' }).waitFor();
    expect(await checklist.textContent()).not.toContain('a cover photo');
    expect(await checklist.textContent()).toContain('at least one section');
    await shoot(page, 'cover-set');
    await page.close();
  }, 240_000);

  it('two tabs editing one draft surface the conflict and lose nothing', async () => {
    const tabA = await newPage();
    await tabA.goto(`${stack.url}/my-contents/new?kind=article&lang=en`);
    await tabA.waitForURL(/\/my-contents\/[^/]+\/edit$/);
    const id = new URL(tabA.url()).pathname.split('/')[2];
    await tabA.getByLabel('Title of your article').fill('Two tabs');
    await tabA.getByRole('button', { name: '+ Text' }).click();
    await tabA.getByRole('textbox', { name: 'Text 1' }).click();
    await tabA.keyboard.type('Written in tab A.');
    await expect.poll(() => pill(tabA).textContent(), { timeout: 20_000 }).toBe('Saved');

    const tabB = await newPage();
    await tabB.goto(`${stack.url}/my-contents/${id}/edit?lang=en`);
    await expect.poll(() => tabB.getByLabel('Title of your article').inputValue()).toBe('Two tabs');

    // Tab A saves first…
    await tabA.getByLabel('Title of your article').fill('Two tabs — title from A');
    await expect.poll(() => pill(tabA).textContent(), { timeout: 20_000 }).toBe('Saved');
    // …then tab B, still on the older revision, types: its save is refused and it says so.
    await tabB.getByRole('textbox', { name: 'Text 1' }).click();
    await tabB.keyboard.press('End');
    await tabB.keyboard.type(' And a line from tab B.');
    const dialogB = tabB.getByRole('alertdialog', { name: 'This content was changed somewhere else' });
    await dialogB.waitFor({ timeout: 20_000 });
    expect(await pill(tabB).textContent()).toBe('Conflict');
    await expect.poll(() => dialogB.textContent()).toContain('Two tabs — title from A');
    await tabB.screenshot({ path: 'screenshots/editor-conflict-en-1280.png' });
    await tabB.setViewportSize({ width: 320, height: 800 });
    await tabB.screenshot({ path: 'screenshots/editor-conflict-en-320.png' });
    await tabB.setViewportSize({ width: 1280, height: 900 });

    // B takes A's version; B's own text is kept as a copy and restored: nothing typed is lost.
    await dialogB.getByRole('button', { name: 'Use the other version' }).click();
    await expect.poll(() => tabB.getByLabel('Title of your article').inputValue()).toBe('Two tabs — title from A');
    await tabB.getByRole('button', { name: 'Restore my version' }).click();
    await expect
      .poll(() => tabB.getByRole('textbox', { name: 'Text 1' }).textContent())
      .toContain('And a line from tab B.');
    await expect.poll(() => pill(tabB).textContent(), { timeout: 20_000 }).toBe('Saved');

    // Tab A is now behind: its next edit surfaces the conflict too, and keeping its version is an explicit choice.
    await tabA.getByLabel('Title of your article').fill('Two tabs — final title from A');
    const dialogA = tabA.getByRole('alertdialog', { name: 'This content was changed somewhere else' });
    await dialogA.waitFor({ timeout: 20_000 });
    await expect.poll(() => dialogA.textContent()).toContain('Two tabs');
    await dialogA.getByRole('button', { name: 'Keep my version' }).click();
    await expect.poll(() => pill(tabA).textContent(), { timeout: 20_000 }).toBe('Saved');

    // The server holds A's explicit choice; B's text was shown to A in the dialog, never dropped unseen.
    await tabA.reload();
    await expect
      .poll(() => tabA.getByLabel('Title of your article').inputValue())
      .toBe('Two tabs — final title from A');
    await tabA.close();
    await tabB.close();
  }, 240_000);

  it('a creator adds an English translation to a Thai article, publishes, and ?hl=en reads it in English; axe clean at 1280 en and 320 th', async () => {
    const page = await newPage();
    await page.goto(`${stack.url}/my-contents/new?kind=article&lang=en`);
    await page.waitForURL(/\/my-contents\/[^/]+\/edit$/);
    const id = new URL(page.url()).pathname.split('/')[2];
    await page.getByLabel('Language of the content').selectOption('th');
    await page.getByLabel('Title of your article').fill('เช้าที่วัดโพธิ์');
    await page.getByLabel('Summary').fill('เดินเล่นยามเช้าริมแม่น้ำ');
    await page
      .locator('.cover-uploader input[type="file"]')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, '#7c3aed') });
    await page.getByRole('img', { name: 'The current cover' }).waitFor();
    await page.getByRole('button', { name: '+ Text' }).click();
    await page.getByRole('textbox', { name: 'Text 1' }).click();
    await page.keyboard.type('ตื่นเช้าไปไหว้พระนอนที่วัดโพธิ์');
    await page.getByRole('button', { name: '+ Text' }).click();
    await page.getByRole('textbox', { name: 'Text 2' }).click();
    await page.keyboard.type('แล้วข้ามเรือไปวัดอรุณ');
    await expect.poll(() => pill(page).textContent(), { timeout: 20_000 }).toBe('Saved');

    await page.getByRole('button', { name: '+ Add an English translation' }).click();
    await page.getByLabel('Title in English').fill('Morning at Wat Pho');
    await page.getByRole('textbox', { name: 'Text 1 in English' }).click();
    await page.keyboard.type('Up early to pay respect to the Reclining Buddha.');
    await page.getByRole('listitem', { name: 'Text (1 of 2): Translated' }).waitFor();
    await page.getByRole('listitem', { name: 'Text (2 of 2): Not translated yet' }).waitFor();
    expect(await page.getByTestId('translation-progress').textContent()).toContain('1 of 2 sections translated');
    await expect.poll(() => pill(page).textContent(), { timeout: 20_000 }).toBe('Saved');
    await networkQuiet(page);
    expect(await seriousViolations(page), 'translation mode, en 1280').toEqual([]);
    await page.screenshot({ path: 'screenshots/editor-translation-en-1280.png', fullPage: true });

    // Published with one section untranslated: readers of English see that one in Thai, marked.
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect.poll(() => publish.isEnabled()).toBe(true);
    await publish.click();
    await page.getByText('Published.').waitFor();

    // The Thai interface on a phone: the switch comes back on the original; the translation is one press away.
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(`${stack.url}/my-contents/${id}/edit?lang=th`);
    await page.getByRole('button', { name: 'ฉบับแปล · ภาษาอังกฤษ' }).click();
    await expect.poll(() => page.getByLabel('ชื่อเรื่องเป็นภาษาอังกฤษ').inputValue()).toBe('Morning at Wat Pho');
    await networkQuiet(page);
    expect(await seriousViolations(page), 'translation mode, th 320').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: 'screenshots/editor-translation-th-320.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const reader = await newPage();
    await reader.goto(`${stack.url}/contents/${id}?hl=en`);
    await reader.getByRole('heading', { level: 1, name: 'Morning at Wat Pho' }).waitFor();
    await reader.goto(`${stack.url}/contents/${id}?hl=th`);
    await reader.getByRole('heading', { level: 1, name: 'เช้าที่วัดโพธิ์' }).waitFor();
    await reader.close();
    await page.close();
  }, 240_000);
});
