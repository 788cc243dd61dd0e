import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Routes } from '../../../src/domain/routing/routes';
import { fillPathParams } from '../../../src/domain/url/url-helpers';
import { READER_ROUTES } from '../../../server/reader-pages/reader-page';
import { publishedContent } from '../helpers/content-fixtures';
import { INDEX_HTML, builtStaticDir, metaOf } from '../helpers/reader-html';
import { signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

/**
 * A path of no spec §2 route (src/domain/routing/routes.ts) answers 404 with
 * the SPA's HTML (its not-found page still shows); every route of the SPA still answers 200; a content has one
 * URL by its kind, the other one sending there with a permanent redirect.
 */
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('not-found is a real 404 and contents have canonical URLs (spec §2 Screens and routes)', () => {
  let t: TestServer;
  let staticDir: string;
  let articleId: string;
  let tripId: string;
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      redirect: 'manual',
      headers: { accept: HTML, ...headers },
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    staticDir = builtStaticDir();
    t = await startTestServer('pglite', { STATIC_DIR: staticDir });
    const author = await signedInUser(t);
    articleId = (await publishedContent(t, author, { title: 'Night market' })).content_id;
    tripId = (
      await publishedContent(
        t,
        author,
        {
          title: 'Two islands',
          sections: [{ section_id: 'd1', type: 'day', title: 'Day 1', stops: [] }],
        },
        'trip',
      )
    ).content_id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("spec §2: an unknown path answers 404 with the SPA's index.html, no-cache, an HTML type and no validators", async () => {
    for (const path of [
      '/no-such-page',
      '/onboard/nope',
      '/jobs/astronaut',
      '/settings',
      '/my-contents/c-1',
      '/_/nope',
      '/dashboard/extra',
      '/FAQ',
    ]) {
      const page = await get(path);
      expect([path, page.status, page.text]).toEqual([path, 404, INDEX_HTML]);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('etag')).toBeNull();
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    expect((await get('/no-such-page?lang=th&appMode=fca')).status).toBe(404);
    expect((await get('/no-such-page/')).status).toBe(404);
    const head = await get('/no-such-page', {}, 'HEAD');
    expect([head.status, head.text]).toEqual([404, '']);
  });

  it('spec §2: the 404 page keeps its body on a conditional or range request (never an empty 304, 206 or 412)', async () => {
    const conditional: Record<string, string>[] = [
      { 'if-none-match': '*' },
      { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() },
      { range: 'bytes=0-3' },
      { 'if-match': '"x"' },
    ];
    for (const headers of conditional) {
      const page = await get('/no-such-page', headers);
      expect([JSON.stringify(headers), page.status, page.text]).toEqual([JSON.stringify(headers), 404, INDEX_HTML]);
    }
  });

  it('spec §2: every route of the SPA answers 200 with index.html, with a query string or a trailing slash too', async () => {
    const spaRoutes = Object.values(Routes).filter((route) => !READER_ROUTES.includes(route));
    expect(spaRoutes).toContain(Routes.auth);
    expect(spaRoutes).toContain(Routes.campaignWriteNew);
    const params = { id: 'x1', pollId: 'p1', campaignId: 'c1', categoryId: 'k1', username: 'u1' };
    const paths = spaRoutes.map((route) => fillPathParams(route, params));
    paths.push(
      '/_/auth?mode=resetPassword&oobCode=abc&lang=th',
      '/faq/',
      '/onboard/verify-email/',
      '/login?redirectUrl=%2Fdashboard',
      '/?appMode=webViewInFca',
    );
    for (const path of paths) {
      const page = await get(path);
      expect([path, page.status, page.text]).toEqual([path, 200, INDEX_HTML]);
    }
  });

  it('an unknown API path, a missing asset and a request for JSON stay the 404 envelope 4040104404', async () => {
    for (const [path, accept] of [
      ['/no-such-page', 'application/json'],
      ['/assets/missing.js', '*/*'],
      ['/api/nothing', HTML],
      ['/contents/c-1/', 'application/json'],
    ] as const) {
      const page = await get(path, { accept });
      expect([path, page.status]).toEqual([path, 404]);
      expect(JSON.parse(page.text).status.err_code).toBe(4040104404);
    }
  });

  it('spec §2 /trips/[id] of an article: a permanent redirect to /contents/[id] keeping the query string', async () => {
    const page = await get(`/trips/${articleId}?lang=th&appMode=fca`);
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe(`/contents/${articleId}?lang=th&appMode=fca`);
    const plain = await get(`/trips/${articleId}`);
    expect([plain.status, plain.headers.get('location')]).toEqual([301, `/contents/${articleId}`]);
  });

  it('spec §2 /contents/[id] of a trip: a permanent redirect to /trips/[id]; each on its own URL is the page', async () => {
    const page = await get(`/contents/${tripId}?lang=en`);
    expect([page.status, page.headers.get('location')]).toEqual([301, `/trips/${tripId}?lang=en`]);
    const trip = await get(`/trips/${tripId}`);
    expect(trip.status).toBe(200);
    expect(metaOf(trip.text).canonical).toBe(`${t.url}/trips/${tripId}`);
    const article = await get(`/contents/${articleId}`);
    expect(article.status).toBe(200);
    expect(metaOf(article.text).canonical).toBe(`${t.url}/contents/${articleId}`);
    // a request for JSON is not the page, and is not redirected either
    const json = await get(`/trips/${articleId}`, { accept: 'application/json' });
    expect(json.status).toBe(404);
  });

  it('a reading page with a trailing slash sends to the page without it (query kept); an unknown one is still 404', async () => {
    const page = await get(`/contents/${articleId}/?lang=th`);
    expect([page.status, page.headers.get('location')]).toEqual([301, `/contents/${articleId}?lang=th`]);
    const map = await get('/map/');
    expect([map.status, map.headers.get('location')]).toEqual([301, '/map']);
    expect((await get('/contents/no-such-id')).status).toBe(404);
    expect((await get('/contents/')).status).toBe(404);
  });
});
