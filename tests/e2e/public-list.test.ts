import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { e2eApi } from '../support/e2e-api';
import { startStack, type RunningStack } from '../support/stack';
import { signUp } from '../server/helpers/emulator-users';
import { seriousViolations } from '../support/axe';
import { visitIslandPage } from '../support/reader-islands';

/**
 * End to end: a reader makes a saved list public and anyone reads it at /lists/:id — the page the server renders,
 * in Thai and English, at 320 px and 1280 px, with "Show more" as its only script of its own.
 */
const ORCH = '/api/content-platform/content-orchestration-service/v1';
const SAVED = '/api/content-platform/saved-service/v1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The reader's JavaScript on an island page (the profile page's budget, the same entry and one small island). */
const LIST_PAGE_JS_BUDGET_GZIP_BYTES = 42 * 1024;
/** One more than the page's first page (24): "Show more" has something to bring. */
const ITEMS = 26;

let stack: RunningStack;
let browser: Browser;
let listId = '';
const username = `lists_${randomBytes(3).toString('hex')}`;

const { api } = e2eApi(() => stack.url);

/** A creator with a username and a name, who publishes stories and keeps them in a public list. */
async function listMaker() {
  const user = await signUp();
  const login = await api('POST', '/api/user-auth-command-service/v1/login', null, {
    token: user.idToken,
    lat: null,
    lng: null,
    device: 'e2e',
  });
  await api('POST', '/private/api/user-orchestration-service/v1/profiles', user.idToken, {
    user_id: login.user_id,
    firebase_id: user.uid,
  });
  await api('PATCH', '/private/api/user-orchestration-service/v1/profiles', user.idToken, {
    username,
    display_name: 'มะลิ Malee',
  });
  const [signed] = await api('POST', `${ORCH}/contents/pre_sign_urls`, user.idToken, {
    files: [
      { purpose: 'cover', content_type: 'image/png', width: 1, height: 1, blurhash: null, size_bytes: PNG.length },
    ],
  });
  await fetch(signed.upload_url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
  const list = await api('POST', `${SAVED}/lists`, user.idToken, { name: 'เชียงใหม่ช้าๆ Slow Chiang Mai' });
  for (let n = 1; n <= ITEMS; n += 1) {
    const kind = n % 4 === 0 ? 'trip' : 'article';
    const reserved = await api('POST', `${ORCH}/contents/reserved`, user.idToken, { kind });
    const saved = await api('PUT', `${ORCH}/contents/${reserved.content_id}`, user.idToken, {
      revision: reserved.revision,
      title: n === 1 ? 'ตลาดวโรรสยามเช้า — Warorot market at dawn, before the crowds' : `Story ${n}`,
      summary: n % 2 ? 'Khao soi by the river, then a slow walk through the old city walls.' : '',
      language: 'en',
      cover: { image_id: signed.image_id },
      category_ids: [],
      sections: [{ section_id: 'intro', type: 'text', html: `<p>Story ${n}.</p>` }],
    });
    await api('POST', `${ORCH}/contents/published/${reserved.content_id}`, user.idToken, {
      revision: saved.revision,
    });
    await api('PUT', `${SAVED}/saved/content/${reserved.content_id}`, user.idToken, { list_id: list.list_id });
  }
  await api('PATCH', `${SAVED}/lists/${list.list_id}`, user.idToken, { is_public: true });
  return list.list_id as string;
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  listId = await listMaker();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function readerPage(width: number, locale = 'en-US'): Promise<Page> {
  // bypassCSP: axe-core is injected as an inline script, which the server's CSP (rightly) forbids.
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

describe('/lists/:id, a saved list made public', () => {
  for (const [lang, heading, count] of [
    ['en', 'A list by', `${ITEMS} places and stories`],
    ['th', 'ลิสต์ของ', `สถานที่และเรื่องราว ${ITEMS} รายการ`],
  ] as const) {
    for (const width of [320, 1280]) {
      it(`reads in ${lang} at ${width} px: name, maker, count and items, nothing wider than the screen, axe clean`, async () => {
        const page = await readerPage(width);
        await page.goto(`${stack.url}/lists/${listId}?lang=${lang}`);
        await page.getByRole('heading', { level: 1, name: 'เชียงใหม่ช้าๆ Slow Chiang Mai' }).waitFor();
        expect(await page.locator('.saved-list__by').textContent()).toBe(`${heading} มะลิ Malee`);
        expect(await page.getByRole('link', { name: 'มะลิ Malee' }).getAttribute('href')).toBe(`/profiles/${username}`);
        await page.getByText(count).waitFor();
        expect(await page.getByTestId('saved-list-item').count()).toBe(24);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `screenshots/public-list-${lang}-${width}.png`, fullPage: width === 320 });
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('only "Show more" hydrates: the page module never downloads, nothing moves, and it brings the rest by key', async () => {
    const page = await readerPage(1280);
    const visit = await visitIslandPage(page, `${stack.url}/lists/${listId}?lang=en`, '.site-header, .saved-list');
    console.log(`public list page JavaScript: ${(visit.jsGzipBytes / 1024).toFixed(1)} KB gzip, CLS ${visit.cls}`);
    expect(visit.islands).toEqual(['list-more:true']);
    expect(visit.scripts.filter((script) => /list\.page/.test(script))).toEqual([]);
    expect(visit.cls).toBe(0);
    expect(visit.jsGzipBytes, visit.scriptSizes.join('\n')).toBeLessThanOrEqual(LIST_PAGE_JS_BUDGET_GZIP_BYTES);
    const consent = page.getByRole('button', { name: 'I understand' });
    if (await consent.isVisible()) await consent.click();
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="saved-list-item"]').length === n, ITEMS);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await page.context().close();
  });

  it('a list that is not there answers the 404 page', async () => {
    const response = await fetch(`${stack.url}/lists/no-such-list`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
  });
});
