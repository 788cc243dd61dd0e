import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { signUp } from '../server/helpers/emulator-users';
import { launchBrowser, launchPersistentBrowser } from '../support/browser';
import { apiCall } from '../support/e2e-journeys';
import { startStack, type RunningStack } from '../support/stack';

/**
 * The installable app in Chromium against the built stack: the manifest and Chromium's own installability check,
 * the service worker on a reading page and in the SPA, offline reloads (a kept page, the offline page in th and
 * en), a new deployment announced by the update toast (spec §9) and taken by Reload, and none of it inside the
 * mobile app's web view (spec §2 appMode).
 */
const ORCH = '/api/content-platform/content-orchestration-service/v1';
const TITLE = 'Ferry to Railay';
const BLURHASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';
/** A 1×1 PNG: the cover a published article needs. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let stack: RunningStack;
let browser: Browser;
let contentId: string;

async function publishArticle(): Promise<string> {
  const user = await signUp();
  const api = (method: string, route: string, body?: unknown) => apiCall(stack.url, method, route, user.idToken, body);
  const login = await apiCall(stack.url, 'POST', '/api/user-auth-command-service/v1/login', null, {
    token: user.idToken,
    lat: null,
    lng: null,
    device: 'e2e',
  });
  await api('POST', '/private/api/user-orchestration-service/v1/profiles', {
    user_id: login.user_id,
    firebase_id: user.uid,
  });
  const [signed] = await api('POST', `${ORCH}/contents/pre_sign_urls`, {
    files: [
      { purpose: 'cover', content_type: 'image/png', width: 1, height: 1, blurhash: BLURHASH, size_bytes: PNG.length },
    ],
  });
  const put = await fetch(signed.upload_url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(PNG),
  });
  expect(put.status).toBe(200);
  const reserved = await api('POST', `${ORCH}/contents/reserved`, { kind: 'article' });
  const saved = await api('PUT', `${ORCH}/contents/${reserved.content_id}`, {
    revision: reserved.revision,
    title: TITLE,
    summary: 'Longtails from Ao Nang',
    language: 'en',
    cover: { image_id: signed.image_id, url: signed.url, blurhash: BLURHASH, width: 1, height: 1 },
    sections: [{ section_id: 'intro', type: 'text', html: '<p>The boat leaves when it is full.</p>' }],
    category_ids: [],
  });
  await api('POST', `${ORCH}/contents/published/${reserved.content_id}`, { revision: saved.revision });
  return reserved.content_id as string;
}

async function newPage(options: { width?: number; locale?: string; bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale ?? 'en-US',
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  onTestFailed(async () => {
    await page.screenshot({ path: 'screenshots/e2e-failed-installable-app.png' }).catch(() => undefined);
  });
  return page;
}

/** The installable app loads when the reader first interacts (when-settled.ts): a scroll, as readers do. */
async function interact(page: Page): Promise<void> {
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 200);
}

/** Opens a page, interacts, and waits until the service worker is active and in charge of the page's origin. */
async function openWithWorker(page: Page, address: string): Promise<void> {
  await page.goto(`${stack.url}${address}`);
  await interact(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active worker');
  });
}

/** Waits until the worker kept the page it arrived on (install-app.ts KEEP_PAGE), so it can open offline. */
async function waitUntilKept(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const cache = await caches.open('travelogue-pages');
    return (await cache.match(window.location.href, { ignoreVary: true })) !== undefined;
  });
}

/** A reading page (the lean reader build) or a page of the SPA. */
const addressOf = (where: 'reader' | 'spa') => (where === 'reader' ? `/contents/${contentId}` : '/login');

async function installabilityErrors(page: Page): Promise<Array<{ errorId: string }>> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  await cdp.detach();
  return installabilityErrors;
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  contentId = await publishArticle();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/**
 * Chromium never offers to install from an incognito profile (`in-incognito`), which every `browser.newContext()`
 * is: the installability check runs in a profile on disk, as a person's browser is.
 */
async function onDiskProfile(locale: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'travelogue-install-'));
  const context = await launchPersistentBrowser(dir, { viewport: { width: 1280, height: 900 }, locale });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(20_000);
  return {
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('installable: manifest and service worker', () => {
  it.each([
    ['en', 'en-US', ''],
    ['th', 'th-TH', '?lang=th'],
  ] as const)(
    'a reading page in %s links the manifest of its language, and Chromium finds it installable (no installability errors)',
    async (lang, locale, query) => {
      const { page, close } = await onDiskProfile(locale);
      try {
        await openWithWorker(page, `/contents/${contentId}${query}`);
        await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
        const href = `/manifest.${lang}.webmanifest`;
        await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe(href);
        const cdp = await page.context().newCDPSession(page);
        const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };
        await cdp.detach();
        expect(manifest.url).toBe(`${stack.url}${href}`);
        expect(manifest.errors).toEqual([]);
        expect(JSON.parse(manifest.data)).toMatchObject({ display: 'standalone', start_url: '/', lang });
        await expect.poll(() => installabilityErrors(page), { timeout: 15_000 }).toEqual([]);
        const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
        expect(scriptUrl).toBe(`${stack.url}/sw.js`);
      } finally {
        await close();
      }
    },
  );

  it('the SPA registers the same service worker and links the manifest (/login)', async () => {
    const page = await newPage();
    await openWithWorker(page, '/login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe('/manifest.en.webmanifest');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${stack.url}/sw.js`);
    await page.context().close();
  });
});

describe('spec §2 appMode: nothing installable inside the mobile app web view', () => {
  it.each([
    ['a reading page', 'reader', /reader-app-install/],
    ['the SPA', 'spa', /install-app/],
  ] as const)('%s: no manifest, no service worker, Chromium finds nothing to install', async (_name, where, chunk) => {
    const page = await newPage();
    const installChunk = page.waitForResponse((response) => chunk.test(response.url()));
    await page.goto(`${stack.url}${addressOf(where)}?appMode=webViewInFca`);
    await interact(page);
    // The installable app's module ran (it is what decides), and decided against.
    await installChunk;
    await page.waitForTimeout(1000);
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(page.context().serviceWorkers()).toEqual([]);
    const errors = await installabilityErrors(page);
    expect(errors.map((error) => error.errorId)).toContain('no-manifest');
    await page.context().close();
  });
});

describe('offline', () => {
  it('a page read before opens again with no network; a page never opened shows the offline page, never the browser error', async () => {
    const page = await newPage();
    await openWithWorker(page, `/contents/${contentId}`);
    await waitUntilKept(page);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.goto(`${stack.url}/trips/never-opened`);
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    expect(await page.getByRole('link', { name: 'Try again' }).count()).toBe(1);
    await page.context().close();
  });

  it.each([
    ['en', 320],
    ['en', 1280],
    ['th', 320],
    ['th', 1280],
  ] as const)('the offline page in %s at %i px: its language, no accessibility violations', async (lang, width) => {
    const page = await newPage({ width, locale: lang === 'th' ? 'th-TH' : 'en-US', bypassCSP: true });
    await openWithWorker(page, `/contents/${contentId}?lang=${lang}`);
    await page.context().setOffline(true);
    await page.goto(`${stack.url}/profiles/nobody-kept`);
    const heading = lang === 'th' ? 'คุณออฟไลน์อยู่' : "You're offline";
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
    await page.screenshot({ path: `screenshots/offline-${lang}-${width}.png`, fullPage: true });
    await page.addScriptTag({ content: axe.source });
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(document);
      return result.violations.map((v) => `${v.id}: ${v.nodes.length}`);
    });
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

/**
 * Stands a new deployment's /sw.js in for the built one (its bytes differ, as a new build's precache list does)
 * for the length of `steps`, then puts the build back. The .br/.gz copies step aside, so the server sends it.
 */
async function withNewDeployment(steps: () => Promise<void>): Promise<void> {
  const worker = path.join(stack.staticDir, 'sw.js');
  const original = readFileSync(worker);
  const siblings = ['.br', '.gz'].map((ext) => `${worker}${ext}`).filter((file) => existsSync(file));
  for (const file of siblings) renameSync(file, `${file}.aside`);
  writeFileSync(worker, Buffer.concat([original, Buffer.from(`\n// deployed ${Date.now()}\n`)]));
  try {
    await steps();
  } finally {
    writeFileSync(worker, original);
    for (const file of siblings) renameSync(`${file}.aside`, file);
  }
}

async function workerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting != null, controlled: navigator.serviceWorker.controller !== null };
  });
}

/** The registration's workers, for a failure's message. */
const workerStates = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
    return JSON.stringify({
      installing: state(registration?.installing),
      waiting: state(registration?.waiting),
      active: state(registration?.active),
      controller: state(navigator.serviceWorker.controller),
    });
  });

describe('a deployed new build is picked up (spec §9 toast)', () => {
  const cases = [
    ['a reading page', 'reader', 'en', 1280],
    ['a reading page', 'reader', 'th', 320],
    ['the SPA', 'spa', 'en', 320],
    ['the SPA', 'spa', 'th', 1280],
  ] as const;
  it.each(cases)(
    '%s (%s, %s, %i px): "A new version is available — Reload" and Reload runs the new build',
    async (_n, where, lang, width) => {
      const page = await newPage({ width, locale: lang === 'th' ? 'th-TH' : 'en-US' });
      await openWithWorker(page, `${addressOf(where)}?lang=${lang}`);
      await page.reload();
      await expect.poll(() => workerState(page)).toEqual({ waiting: false, controlled: true });
      await withNewDeployment(async () => {
        await page.reload();
        await interact(page);
        const message = lang === 'th' ? 'มีเวอร์ชันใหม่พร้อมใช้งาน' : 'A new version is available';
        await page.getByText(message).waitFor();
        await page.screenshot({ path: `screenshots/update-toast-${where}-${lang}-${width}.png` });
        expect((await workerState(page)).waiting).toBe(true);
        const before = await workerStates(page);
        const navigated = page.waitForEvent('framenavigated', { timeout: 30_000 });
        await page.getByRole('button', { name: lang === 'th' ? 'โหลดใหม่' : 'Reload' }).click({ timeout: 10_000 });
        await navigated.catch(async (error: unknown) => {
          throw new Error(`no reload: ${String(error)}; before ${before}; now ${await workerStates(page)}`);
        });
        // The waiting build took over: nothing waits any more and the page runs under it.
        await expect.poll(() => workerState(page)).toEqual({ waiting: false, controlled: true });
        expect(await page.getByText(message).count()).toBe(0);
      });
      await page.context().close();
    },
  );
});
