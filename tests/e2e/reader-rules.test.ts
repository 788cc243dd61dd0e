import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { signUp } from '../server/helpers/emulator-users';
import { launchBrowser } from '../support/browser';
import { apiCall } from '../support/e2e-journeys';
import { startStack, type RunningStack } from '../support/stack';

/**
 * End to end in Chromium on the lean reader entry: the
 * cookie banner (spec §4 §9), `?lang=` switched then removed (spec §2), the web view of `?appMode=` (spec §1
 * §2) and one comment count at the top and in the heading, right on first load.
 */
const ORCH = '/api/content-platform/content-orchestration-service/v1';
const COMMENTS = '/api/content-platform/comment-service/v1';
const BLURHASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = 'Rules of the reading page';

let stack: RunningStack;
let browser: Browser;
let contentId: string;

const api = (method: string, path: string, token: string | null, body?: unknown) =>
  apiCall(stack.url, method, path, token, body);

/** A creator publishes an article; it gets two comments and one reply (three in contents.comment_count). */
async function publishCommentedArticle(): Promise<string> {
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
  const [signed] = await api('POST', `${ORCH}/contents/pre_sign_urls`, user.idToken, {
    files: [
      { purpose: 'cover', content_type: 'image/png', width: 1, height: 1, blurhash: BLURHASH, size_bytes: PNG.length },
    ],
  });
  await fetch(signed.upload_url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(PNG),
  });
  const reserved = await api('POST', `${ORCH}/contents/reserved`, user.idToken, { kind: 'article' });
  const saved = await api('PUT', `${ORCH}/contents/${reserved.content_id}`, user.idToken, {
    revision: reserved.revision,
    title: TITLE,
    summary: 'Banner, language, web view, counts',
    language: 'en',
    cover: { image_id: signed.image_id, url: signed.url, blurhash: BLURHASH, width: 1, height: 1 },
    sections: [{ section_id: 'intro', type: 'text', html: '<p>A long enough story.</p>' }],
    category_ids: [],
  });
  await api('POST', `${ORCH}/contents/published/${reserved.content_id}`, user.idToken, { revision: saved.revision });
  const first = await api('POST', `${COMMENTS}/contents/${reserved.content_id}/comments`, user.idToken, {
    text: 'First comment',
  });
  await api('POST', `${COMMENTS}/contents/${reserved.content_id}/comments`, user.idToken, { text: 'Second comment' });
  await api('POST', `${COMMENTS}/comments/${first.comment_id}/replies`, user.idToken, { text: 'A reply' });
  return reserved.content_id as string;
}

async function open(path: string, context?: BrowserContext): Promise<Page> {
  const page = await (
    context ?? (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' }))
  ).newPage();
  page.setDefaultTimeout(20_000);
  onTestFailed(async () => {
    await page.screenshot({ path: 'screenshots/e2e-failed-reader-rules.png' }).catch(() => undefined);
  });
  await page.goto(`${stack.url}${path}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'CookieConsent');

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  contentId = await publishCommentedArticle();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the reading pages keep the SPA page rules', () => {
  it('spec §4 §9: the cookie banner shows on /contents/[id] until accepted, stores CookieConsent (365 days, lax) and stays away after', async () => {
    const page = await open(`/contents/${contentId}`);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'I understand' }).click();
    await expect(banner.count()).resolves.toBe(0);
    const cookie = await consentCookie(page.context());
    expect(cookie?.value).toBe('true');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Cookie consent' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('spec §2 lang: ?lang=th switches to Thai and leaves the address, keeping the other parameters and the hash', async () => {
    const page = await open(`/contents/${contentId}?lang=th&ref=share#comments`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(new URL(page.url()).search).toBe('?ref=share');
    expect(new URL(page.url()).hash).toBe('#comments');
    await page.getByRole('region', { name: 'การยินยอมใช้คุกกี้' }).waitFor();
    await page.context().close();
  });

  it('spec §1 §2 web view: ?appMode=fca and webViewInFca show no web header, logo or cookie banner', async () => {
    for (const mode of ['fca', 'webViewInFca']) {
      const page = await open(`/contents/${contentId}?appMode=${mode}`);
      await expect(page.getByRole('link', { name: 'Travelogue', exact: true }).count()).resolves.toBe(0);
      await expect(page.locator('header').count()).resolves.toBe(0);
      await expect(page.getByRole('region', { name: 'Cookie consent' }).count()).resolves.toBe(0);
      await page.context().close();
    }
    const web = await open(`/contents/${contentId}`);
    await expect(web.getByRole('link', { name: 'Travelogue', exact: true }).count()).resolves.toBe(1);
    await web.context().close();
  });

  it('spec §7 comments: the count at the top and the heading show the same number (2 comments + 1 reply) on first load', async () => {
    const page = await open(`/contents/${contentId}`);
    await page.getByText('Second comment').waitFor();
    await expect(page.getByTestId('comment-count').innerText()).resolves.toBe('3 comments');
    await expect(page.getByRole('heading', { level: 2, name: 'Comments (3)' }).count()).resolves.toBe(1);
    await page.context().close();
  });
});
