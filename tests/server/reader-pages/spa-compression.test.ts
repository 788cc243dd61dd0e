import { brotliDecompressSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from '../../../scripts/lib/precompress';
import spaBuild from '../../../vite.config';
import readerBuild from '../../../vite.reader.config';
import { READER_HTML } from '../helpers/reader-html';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { rawGet } from '../helpers/raw-get';

/** Compressible text well over MIN_BYTES, like a Vite chunk. */
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = "reader chunk ${i % 7}";`).join('\n');
const BIG_CSS = Array.from({ length: 200 }, (_, i) => `.card-${i} { margin: ${i % 5}px; color: #333; }`).join('\n');
/** index.html padded past MIN_BYTES so it gets siblings too (the client-route fallback sends it with sendFile). */
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Travelogue app</title><!-- ${'pad '.repeat(400)} --></head><body><div id="root"></div></body></html>`;
const PADDED_READER_HTML = READER_HTML.replace('</head>', `<!-- ${'pad '.repeat(400)} --></head>`);

function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      out[path.relative(dir, path.join(entry.parentPath, entry.name))] = readFileSync(
        path.join(entry.parentPath, entry.name),
      ).toString('base64');
  }
  return out;
}

describe('precompressDir: .br and .gz beside the built assets (readers see them fast)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'travelogue-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'reader-abc.js'), BIG_JS);
    writeFileSync(path.join(dir, 'assets', 'reader-abc.css'), BIG_CSS);
    writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'assets', 'reader-abc.js.map'), BIG_JS);
    writeFileSync(path.join(dir, 'assets', 'photo.png'), BIG_JS);
    // Random bytes do not compress: no variant is worth sending, and a stale one from an older build goes.
    writeFileSync(path.join(dir, 'assets', 'noise.js'), randomBytes(4096));
    writeFileSync(path.join(dir, 'assets', 'noise.js.br'), 'stale');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip of each compressible asset ≥ MIN_BYTES that decode to the original bytes', () => {
    const result = precompressDir(dir);
    expect(result.compressed).toEqual([path.join('assets', 'reader-abc.css'), path.join('assets', 'reader-abc.js')]);
    const js = path.join(dir, 'assets', 'reader-abc.js');
    expect(zlib.brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(BIG_JS);
    expect(zlib.gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(BIG_JS);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(BIG_JS.length / 2);
    expect(result.bytesBrotli).toBeLessThan(result.bytesGzip);
    expect(result.bytesGzip).toBeLessThan(result.bytesBefore);
  });

  it('skips files under MIN_BYTES, source maps, non-text files, and files compression does not shrink', () => {
    expect('console.log(1)'.length).toBeLessThan(MIN_BYTES);
    for (const skipped of ['tiny.js', 'reader-abc.js.map', 'photo.png', 'noise.js']) {
      expect(existsSync(path.join(dir, 'assets', `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(path.join(dir, 'assets', `${skipped}.gz`)), skipped).toBe(false);
    }
  });

  it('is idempotent: a second run writes the same files and never compresses a .br or .gz again', () => {
    const before = filesOf(dir);
    precompressDir(dir);
    expect(filesOf(dir)).toEqual(before);
    expect(Object.keys(before).filter((name) => /\.(br|gz)\.(br|gz)$/.test(name))).toEqual([]);
  });
});

describe('the server sends precompressed SPA assets (readers see them fast one origin)', () => {
  let t: TestServer;
  let spa: string;
  const js = () => readFileSync(path.join(spa, 'assets', 'reader-abc.js'));
  beforeAll(async () => {
    spa = mkdtempSync(path.join(tmpdir(), 'travelogue-spa-gz-'));
    mkdirSync(path.join(spa, 'assets'));
    writeFileSync(path.join(spa, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(spa, 'reader.html'), PADDED_READER_HTML);
    writeFileSync(path.join(spa, 'assets', 'reader-abc.js'), BIG_JS);
    writeFileSync(path.join(spa, 'assets', 'reader-abc.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
    writeFileSync(path.join(spa, 'assets', 'reader-abc.css.MAP'), '{"version":3}');
    precompressDir(spa);
    t = await startTestServer('pglite', { STATIC_DIR: spa });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(spa, { recursive: true, force: true });
  });

  it('accept-encoding br: the .br bytes, content-encoding br, vary accept-encoding, a year of immutable caching', async () => {
    const res = await rawGet(`${t.url}/assets/reader-abc.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(readFileSync(path.join(spa, 'assets', 'reader-abc.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(res.body).equals(js())).toBe(true);
  });

  it('accept-encoding gzip: the .gz bytes with content-encoding gzip', async () => {
    const res = await rawGet(`${t.url}/assets/reader-abc.js`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(readFileSync(path.join(spa, 'assets', 'reader-abc.js.gz')))).toBe(true);
  });

  it('no accept-encoding: the plain file, no content-encoding, still vary accept-encoding for shared caches', async () => {
    const res = await rawGet(`${t.url}/assets/reader-abc.js`, {});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(js())).toBe(true);
  });

  it('a source map under the static folder is never served: 404, whatever the request asks for', async () => {
    for (const file of ['reader-abc.js.map', 'reader-abc.css.MAP']) {
      const asks: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'br, gzip' },
        { accept: 'text/html' },
        { accept: '*/*' },
      ];
      for (const headers of asks) {
        const res = await rawGet(`${t.url}/assets/${file}`, headers);
        expect([file, JSON.stringify(headers), res.status]).toEqual([file, JSON.stringify(headers), 404]);
        expect(res.body.toString()).not.toContain('secret source');
      }
    }
    // Nor through another spelling of the path.
    for (const alias of [
      '/assets/./reader-abc.js.map',
      '/assets/reader-abc.js%2Emap',
      '/x/../assets/reader-abc.js.map',
    ]) {
      const res = await rawGet(`${t.url}${alias}`, {});
      expect([alias, res.status]).toEqual([alias, 404]);
      expect(res.body.toString()).not.toContain('secret source');
    }
  });

  it('the production builds (SPA and reader) write no source maps', () => {
    expect(spaBuild.build?.sourcemap).toBe(false);
    expect(readerBuild.build?.sourcemap).toBe(false);
  });

  it('a client route gets index.html (gzip when accepted) with no-cache and an HTML type', async () => {
    const res = await rawGet(`${t.url}/dashboard`, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
    expect(body.toString()).toBe(INDEX_HTML);
  });

  it('the rendered reader page is built from the plain reader.html text, even with reader.html.br beside it, and compressed as it is sent', async () => {
    expect(existsSync(path.join(spa, 'reader.html.br'))).toBe(true);
    const res = await rawGet(`${t.url}/contents/00000000-0000-4000-8000-000000000000`, {
      accept: 'text/html',
      'accept-encoding': 'br',
    });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    const html = brotliDecompressSync(res.body).toString();
    expect(html).toContain('<script type="module" crossorigin src="/assets/reader-abc.js"></script>');
    expect(html).toContain('pad pad');
  });
});
