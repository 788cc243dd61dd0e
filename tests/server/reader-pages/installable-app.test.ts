import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/lib/precompress';
import { injectPrecacheManifest, precacheEntries } from '../../../scripts/lib/service-worker-build';
import { READER_HTML } from '../helpers/reader-html';
import { rawGet } from '../helpers/raw-get';
import { startTestServer, type TestServer } from '../helpers/test-server';

const root = path.resolve(__dirname, '../../..');
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const v${i} = "chunk ${i % 7}";`).join('\n');
/** What Vite writes for the service worker before its precache list is injected (vite.sw.config.ts). */
const WORKER = `(function(){var e=self.__WB_MANIFEST;${'/* workbox */'.repeat(100)}precacheAndRoute(e)})();`;
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/main-AAA.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-BBB.js"><link rel="stylesheet" crossorigin href="/assets/main-CCC.css">' +
  '</head><body><div id="root"></div></body></html>';

/** A PNG's width and height from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

describe('the installable app: manifests, icons, offline pages and /sw.js as the server sends them', () => {
  let t: TestServer;
  let spa: string;
  beforeAll(async () => {
    spa = mkdtempSync(path.join(tmpdir(), 'travelogue-pwa-'));
    // public/ as Vite copies it into dist/, then the built entries, chunks and the worker.
    cpSync(path.join(root, 'public'), spa, { recursive: true });
    mkdirSync(path.join(spa, 'assets'));
    writeFileSync(path.join(spa, 'index.html'), INDEX_HTML);
    writeFileSync(
      path.join(spa, 'reader.html'),
      READER_HTML.replace('</head>', '<script type="module" src="/assets/reader-DDD.js"></script></head>'),
    );
    writeFileSync(path.join(spa, 'assets', 'main-AAA.js'), BIG_JS);
    writeFileSync(path.join(spa, 'assets', 'react-BBB.js'), BIG_JS.replace(/chunk/g, 'react'));
    writeFileSync(path.join(spa, 'assets', 'main-CCC.css'), 'body{font-family:x;src:url(/assets/noto-EEE.woff2)}');
    writeFileSync(path.join(spa, 'assets', 'noto-EEE.woff2'), 'font');
    writeFileSync(path.join(spa, 'assets', 'reader-DDD.js'), BIG_JS.replace(/chunk/g, 'reader'));
    writeFileSync(path.join(spa, 'assets', 'lazy-page-FFF.js'), BIG_JS.replace(/chunk/g, 'lazy'));
    writeFileSync(path.join(spa, 'sw.js'), WORKER);
    injectPrecacheManifest(spa);
    precompressDir(spa);
    t = await startTestServer('pglite', { STATIC_DIR: spa });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(spa, { recursive: true, force: true });
  });

  it('/sw.js: JavaScript, revalidated on every check (no-cache), at the root so its scope is the whole app', async () => {
    const res = await rawGet(`${t.url}/sw.js`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = zlib.brotliDecompressSync(res.body).toString();
    expect(body).not.toContain('self.__WB_MANIFEST');
    expect(body).toContain('"/offline/th.html"');
  });

  it('the precache list: offline pages, icons, manifests and both entries’ first files (fonts their CSS names), each with its content hash', () => {
    const entries = precacheEntries(spa);
    const urls = entries.map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/offline/en.html',
        '/offline/th.html',
        '/manifest.en.webmanifest',
        '/manifest.th.webmanifest',
        '/icons/icon-192.png',
        '/icons/icon-maskable-512.png',
        '/assets/main-AAA.js',
        '/assets/react-BBB.js',
        '/assets/main-CCC.css',
        '/assets/noto-EEE.woff2',
        '/assets/reader-DDD.js',
      ]),
    );
    // A chunk no entry loads first is kept when it is first used, not downloaded on a first visit.
    expect(urls).not.toContain('/assets/lazy-page-FFF.js');
    expect(urls).toEqual([...urls].sort());
    for (const entry of entries) expect(entry.revision).toMatch(/^[0-9a-f]{16}$/);
    // Same build, same list: the worker's bytes change exactly when a precached file does.
    expect(precacheEntries(spa)).toEqual(entries);
  });

  it.each(['en', 'th'] as const)(
    '/manifest.%s.webmanifest: application/manifest+json, standalone, theme colours, start_url, 192 and 512 icons with maskable',
    async (lang) => {
      const res = await rawGet(`${t.url}/manifest.${lang}.webmanifest`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const manifest = JSON.parse(res.body.toString('utf8')) as Manifest;
      expect(manifest.lang).toBe(lang);
      expect(manifest.name).toContain('Travelogue');
      expect(manifest.short_name).toBe('Travelogue');
      if (lang === 'th') expect(manifest.name).toMatch(/[\u0E00-\u0E7F]/);
      expect(manifest).toMatchObject({
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f766e',
        background_color: '#faf8f5',
      });
      const kinds = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
      expect(kinds).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
      );
      for (const icon of manifest.icons) {
        const png = await rawGet(`${t.url}${icon.src}`);
        expect(png.status, icon.src).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(pngSize(png.body), icon.src).toEqual({ width, height });
      }
    },
  );

  it.each([
    ['en', "You're offline", 'Try again'],
    ['th', 'คุณออฟไลน์อยู่', 'ลองอีกครั้ง'],
  ] as const)('/offline/%s.html: the offline page in its language, with no script', async (lang, heading, retry) => {
    const res = await rawGet(`${t.url}/offline/${lang}.html`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body.toString('utf8');
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(retry);
    expect(html).not.toMatch(/<script/i);
  });

  it('the CSP lets the page register its worker and read its manifest from its own origin (no worker-src/manifest-src narrower than self)', async () => {
    const res = await rawGet(`${t.url}/`, { accept: 'text/html' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    for (const directive of ['worker-src', 'manifest-src', 'child-src']) {
      const rule = csp.split(';').find((part) => part.trim().startsWith(directive));
      if (rule) expect(rule).toContain("'self'");
    }
  });

  it('a worker without its placeholder is refused rather than shipped without a precache list', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'travelogue-pwa-bad-'));
    try {
      writeFileSync(path.join(dir, 'sw.js'), '(function(){})();');
      expect(() => injectPrecacheManifest(dir)).toThrow(/__WB_MANIFEST/);
      expect(readFileSync(path.join(dir, 'sw.js'), 'utf8')).toBe('(function(){})();');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
