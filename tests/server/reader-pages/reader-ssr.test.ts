import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installReaderPages, thaiFontUrlOf } from '../../../server/reader-pages/reader-page';
import type { ReaderDataSource } from '../../../server/reader-pages/reader-data';
import { encodingFor } from '../../../server/http/content-encoding';
import {
  fillRoot,
  inlineStylesheets,
  RenderedPages,
  type ReaderRenderRequest,
} from '../../../server/reader-pages/reader-ssr';
import { aPublicContentWire } from '../../builders/public-content-wire.builder';
import { READER_HTML } from '../helpers/reader-html';

/** Reading pages rendered on the server, their CSS inline, compressed and rendered once per change. */
describe('server-rendered reading pages', () => {
  it('inlines the stylesheets of the build and leaves a link it cannot read (or one outside assets/) alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'travelogue-css-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'reader-1.css'), 'body{color:red}</style><script>');
    const template =
      '<head><link rel="stylesheet" crossorigin href="/assets/reader-1.css"><link rel="stylesheet" href="/assets/gone.css"><link rel="stylesheet" href="/assets/../secret.css"></head>';
    const out = inlineStylesheets(template, dir);
    expect(out).toContain('<style>body{color:red}<\\/style><script></style>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/gone.css">');
    expect(out).toContain('<link rel="stylesheet" href="/assets/../secret.css">');
  });

  it('puts the rendered HTML in the empty #root with the language it was rendered in', () => {
    expect(fillRoot('<body><div id="root"></div></body>', '<h1>$&</h1>', 'th')).toBe(
      '<body><div id="root" data-ssr-lang="th"><h1>$&</h1></div></body>',
    );
  });

  it('picks brotli, then gzip, else none', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor(undefined)).toBe('identity');
    expect(encodingFor('identity')).toBe('identity');
  });

  it('renders a page once per key within its time to live, again after it, and compresses each variant once', async () => {
    const pages = new RenderedPages(1000, 2);
    let renders = 0;
    const make = async () => `page ${++renders}`;
    const key = RenderedPages.keyOf(['content', 'c1', 'en'], { title: 'a' });
    const first = await pages.get(key, 0, make);
    expect((await pages.get(key, 999, make)).text).toBe('page 1');
    expect(RenderedPages.keyOf(['content', 'c1', 'en'], { title: 'b' })).not.toBe(key);
    expect((await pages.get(key, 1000, make)).text).toBe('page 2');
    expect(brotliDecompressSync(RenderedPages.bytes(first, 'br')).toString()).toBe('page 1');
    expect(gunzipSync(RenderedPages.bytes(first, 'gzip')).toString()).toBe('page 1');
    expect(RenderedPages.bytes(first, 'br')).toBe(RenderedPages.bytes(first, 'br'));
  });

  const content = aPublicContentWire({
    cover: { image_id: 'i1', url: '/media/cover.webp', blurhash: null, width: 1600, height: 900 },
  });
  const data = { publicContent: async (id: string) => (id === 'c1' ? content : null) } as unknown as ReaderDataSource;

  async function appWith(render: (request: ReaderRenderRequest) => Promise<string | null>) {
    const app = Fastify();
    installReaderPages(app, { template: READER_HTML, publicUrl: 'https://travelogue.test', data, render });
    await app.ready();
    return app;
  }

  it('serves the article rendered into the page, the cover preloaded, and renders it once for many readers', async () => {
    const seen: ReaderRenderRequest[] = [];
    const app = await appWith(async (request) => {
      seen.push(request);
      return '<article><h1>Sunrise</h1></article>';
    });
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: '/contents/c1?lang=en', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root" data-ssr-lang="en"><article><h1>Sunrise</h1></article></div>');
      expect(res.body).toContain('<link rel="preload" as="image" href="/media/cover.webp" fetchpriority="high">');
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ pathname: '/contents/c1', search: '?lang=en', lang: 'en', data: content });
    await app.close();
  });

  it('a page that shows Thai preloads the Thai subset of the web font named in its inline CSS; an English page of an English content does not', async () => {
    const thaiFace =
      "@font-face{font-family:'Noto Sans Thai Variable';font-display:swap;src:url(/assets/noto-sans-thai-thai-wght-normal-X1.woff2) format('woff2-variations');unicode-range:U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D}";
    const latinFace =
      "@font-face{font-family:'Noto Sans Thai Variable';font-display:swap;src:url(/assets/noto-sans-thai-latin-wght-normal-X2.woff2) format('woff2-variations');unicode-range:U+0000-00FF}";
    const template = READER_HTML.replace('</head>', `<style>${latinFace}${thaiFace}</style></head>`);
    expect(thaiFontUrlOf(template)).toBe('/assets/noto-sans-thai-thai-wght-normal-X1.woff2');
    expect(thaiFontUrlOf(READER_HTML)).toBeNull();
    // As Vite's minifier writes it: no quotes, no space before format(), leading zeros dropped, wildcards.
    const built =
      '<style>@font-face{font-family:Noto Sans Thai Variable;font-display:swap;src:url(/assets/latin-1.woff2)format("woff2");unicode-range:U+??,U+131}' +
      '@font-face{font-family:Noto Sans Thai Variable;font-display:swap;src:url(/assets/thai-2.woff2)format("woff2-variations");unicode-range:U+2D7,U+E01-E5B}</style>';
    expect(thaiFontUrlOf(built)).toBe('/assets/thai-2.woff2');

    const thaiContent = { ...content, content_id: 'c2', language: 'th' };
    const source = {
      publicContent: async (id: string) => (id === 'c1' ? content : id === 'c2' ? thaiContent : null),
    } as unknown as ReaderDataSource;
    const app = Fastify();
    installReaderPages(app, { template, publicUrl: 'https://travelogue.test', data: source, render: null });
    await app.ready();
    const preload =
      '<link rel="preload" as="font" type="font/woff2" href="/assets/noto-sans-thai-thai-wght-normal-X1.woff2" crossorigin>';
    const html = async (url: string) => (await app.inject({ url, headers: { accept: 'text/html' } })).body;
    expect(await html('/contents/c1?lang=th')).toContain(preload);
    expect(await html('/contents/c2?lang=en')).toContain(preload);
    expect(await html('/contents/c1?lang=en')).not.toContain('as="font"');
    await app.close();
  });

  it('a renderer that fails still serves the page with its data, for the browser to draw', async () => {
    const app = await appWith(async () => {
      throw new Error('boom');
    });
    const res = await app.inject({ url: '/contents/c1', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="initial-data"');
    await app.close();
  });
});
