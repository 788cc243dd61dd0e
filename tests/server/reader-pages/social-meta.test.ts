import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfilePageData, PublicContentData, ReaderDataSource } from '../../../server/reader-pages/reader-data';
import {
  escapeHtml,
  renderReaderDocument,
  serializeInitialData,
  shortDescription,
} from '../../../server/reader-pages/social-meta';
import { installSpa } from '../../../server/reader-pages/spa';
import { INDEX_HTML, READER_HTML, builtStaticDir, initialDataOf, metaOf } from '../helpers/reader-html';

const EVIL = `</script><script>alert(1)</script> "quoted" 'single' & $& $' <b>`;

const content = (over: Partial<PublicContentData> & Record<string, unknown> = {}): PublicContentData => ({
  content_id: 'c-1',
  kind: 'article',
  title: 'Night markets of Chiang Mai',
  summary: 'Where to eat after dark.',
  language: 'en',
  cover: { url: '/api/content-platform/image-service/v1/images/img-1', width: 1200, height: 630 },
  author: { username: 'noi', display_name: 'Noi', avatar_image: null },
  published_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-03T03:04:05.000Z',
  ...over,
});

describe('social meta rendering (Open Graph and title meta in the HTML the server sends)', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('serialises initial data so no "<" and no U+2028/2029 survive, and JSON.parse gives the data back', () => {
    const data = { title: EVIL, line: 'a\u2028b\u2029c', comment: '<!-- x -->' };
    const text = serializeInitialData(data);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('cuts long descriptions at a word boundary with an ellipsis and collapses whitespace', () => {
    expect(shortDescription('  one\n two   three ')).toBe('one two three');
    const long = shortDescription('word '.repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('replaces the template title and description, sets html lang, keeps the scripts, and a hostile title stays inert', () => {
    const html = renderReaderDocument(
      READER_HTML,
      {
        title: EVIL,
        description: EVIL,
        url: 'https://travelogue.test/contents/c-1',
        image: null,
        type: 'article',
        language: 'th',
      },
      { route: 'content', key: 'c-1', data: { title: EVIL } },
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Travelogue — travel stories.');
    expect(html).toContain('<html lang="th" dir="ltr">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/reader-abc.js"></script>');
    // the only <script> elements are the module and the JSON one: the hostile text opened none
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('alert(1)</script>');
    expect(metaOf(html)['og:title']).toBe(escapeHtml(EVIL));
    expect(initialDataOf(html)).toEqual({ route: 'content', key: 'c-1', data: { title: EVIL } });
  });
});

/** The page routes over real HTTP, on a bare Fastify with the same installSpa the server uses. */
describe('reader pages over HTTP with a built STATIC_DIR (reading: /contents, /trips, /profiles)', () => {
  let app: FastifyInstance;
  let url: string;
  let dir: string;
  const contents = new Map<string, PublicContentData>();
  const profiles = new Map<string, ProfilePageData>();
  const data: ReaderDataSource = {
    publicContent: async (id) => contents.get(id) ?? null,
    profileContents: async (username) => profiles.get(username) ?? null,
    location: async () => null,
  };
  const get = async (p: string, headers: Record<string, string> = { accept: 'text/html' }) => {
    const response = await fetch(`${url}${p}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    dir = builtStaticDir();
    contents.set('c-1', content());
    contents.set(
      't-1',
      content({ content_id: 't-1', kind: 'trip', title: 'สามวันในกระบี่', language: 'th', cover: null }),
    );
    contents.set('evil', content({ content_id: 'evil', title: EVIL, summary: EVIL }));
    profiles.set('noi', {
      data: {
        author: { username: 'noi', display_name: 'Noi', avatar_image: '/api/uploads/avatar/abc' },
        items: [{ content_id: 'c-1' }],
      },
      paging: { offset: 0, limit: 12 },
      total_count: 1,
    });
    app = Fastify();
    await installSpa(app, dir, { publicUrl: 'https://travelogue.test', data });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('GET /contents/:id: reader.html with title, description, canonical, og:* and twitter card, no-cache', async () => {
    const page = await get('/contents/c-1');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.text).toContain('/assets/reader-abc.js');
    expect(metaOf(page.text)).toMatchObject({
      title: 'Night markets of Chiang Mai · Travelogue',
      description: 'Where to eat after dark.',
      canonical: 'https://travelogue.test/contents/c-1',
      'og:title': 'Night markets of Chiang Mai',
      'og:description': 'Where to eat after dark.',
      'og:url': 'https://travelogue.test/contents/c-1',
      'og:image': 'https://travelogue.test/api/content-platform/image-service/v1/images/img-1',
      'og:type': 'article',
      'og:site_name': 'Travelogue',
      'og:locale': 'en_US',
      'twitter:card': 'summary_large_image',
    });
    expect(initialDataOf(page.text)).toEqual({ route: 'content', key: 'c-1', data: content() });
  });

  it('GET /trips/:id: a Thai trip says th_TH and <html lang="th">; without a cover there is no og:image', async () => {
    const page = await get('/trips/t-1');
    const meta = metaOf(page.text);
    expect(meta['og:locale']).toBe('th_TH');
    expect(meta['og:url']).toBe('https://travelogue.test/trips/t-1');
    expect(meta['og:image']).toBeUndefined();
    expect(page.text).toContain('<html lang="th"');
    expect((initialDataOf(page.text) as { route: string }).route).toBe('trip');
  });

  it('a title and summary with </script>, quotes and replacement patterns stay inert text', async () => {
    const page = await get('/contents/evil');
    // the module, the initial data and the JSON-LD: the hostile text opened none
    expect(page.text.match(/<script/g)).toHaveLength(3);
    expect(page.text).not.toContain('<script>alert(1)');
    expect(metaOf(page.text)['og:title']).toBe(escapeHtml(EVIL));
    expect(metaOf(page.text).title).toBe(`${escapeHtml(EVIL)} · Travelogue`);
    expect((initialDataOf(page.text) as { data: { title: string } }).data.title).toBe(EVIL);
  });

  it('GET /profiles/:username: og:type profile, the avatar as an absolute image, the first page as initial data', async () => {
    const page = await get('/profiles/noi');
    expect(page.status).toBe(200);
    expect(metaOf(page.text)).toMatchObject({
      title: 'Noi (@noi) · Travelogue',
      'og:type': 'profile',
      'og:image': 'https://travelogue.test/api/uploads/avatar/abc',
      canonical: 'https://travelogue.test/profiles/noi',
    });
    expect(initialDataOf(page.text)).toMatchObject({ route: 'profile', key: 'noi', data: { total_count: 1 } });
  });

  it('missing content or profile: 404 with the reader page, a generic noindex title and no initial data', async () => {
    for (const p of ['/contents/nope', '/trips/nope', '/profiles/nobody']) {
      const page = await get(p);
      expect(page.status).toBe(404);
      expect(page.text).toContain('/assets/reader-abc.js');
      expect(metaOf(page.text)).toMatchObject({ title: 'Page not found · Travelogue', robots: 'noindex' });
      expect(initialDataOf(page.text)).toBeNull();
    }
    const thai = await get('/contents/nope?lang=th');
    expect(metaOf(thai.text).title).toBe('ไม่พบหน้านี้ · Travelogue');
  });

  it('keeps the rest of the SPA serving as before: other routes get index.html, non-HTML requests the 404 envelope', async () => {
    const other = await get('/dashboard');
    expect([other.status, other.text]).toEqual([200, INDEX_HTML]);
    const json = await get('/contents/c-1', { accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(JSON.parse(json.text).status.err_code).toBe(4040104404);
  });
});

describe('profile page size', () => {
  it('the server embeds a first profile page of the size the reader pages by', async () => {
    const { PROFILE_PAGE_SIZE } = await import('../../../server/reader-pages/reader-page');
    const { CREATOR_PAGE_SIZE } = await import('../../../src/application/reader/creator-profile.service');
    expect(PROFILE_PAGE_SIZE).toBe(CREATOR_PAGE_SIZE);
  });
});

describe('a template without <head> (the HTML parser opens one implicitly)', () => {
  it('gets its tags before <body>, or right after the doctype', () => {
    const meta = {
      title: 'T',
      description: 'D',
      url: 'https://x.test/p',
      image: null,
      type: 'website',
      language: 'en',
    } as const;
    const withBody = renderReaderDocument('<!doctype html><title>Old</title><body><div id="root"></div></body>', meta, {
      a: 1,
    });
    expect(withBody.indexOf('<title>T</title>')).toBeLessThan(withBody.indexOf('<body'));
    expect(withBody).not.toContain('Old');
    const bare = renderReaderDocument('<!doctype html><title>Old</title>', meta, null);
    expect(bare.startsWith('<!doctype html>\n<title>T</title>')).toBe(true);
  });
});

describe('JSON-LD and hreflang in the head (search engines)', () => {
  const meta = {
    title: 'T',
    description: 'D',
    url: 'https://x.test/contents/c-1',
    image: null,
    type: 'article',
    language: 'en',
  } as const;

  it('JSON-LD with a hostile value stays one inert script whose JSON parses back to the data', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Article', headline: EVIL, line: 'a\u2028b' };
    const html = renderReaderDocument(READER_HTML, { ...meta, structuredData: data }, null);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0][1])).toEqual(data);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("th, en and x-default alternates on an indexable page; none on a noindex one; a template's own are replaced", () => {
    const html = renderReaderDocument(
      `${READER_HTML.replace('</head>', '<link rel="alternate" hreflang="th" href="/old" /></head>')}`,
      meta,
      null,
    );
    expect(html).toContain('<link rel="alternate" hreflang="th" href="https://x.test/contents/c-1?lang=th" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://x.test/contents/c-1?lang=en" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://x.test/contents/c-1" />');
    expect(html).not.toContain('/old');
    expect(renderReaderDocument(READER_HTML, { ...meta, indexable: false }, null)).not.toContain('hreflang');
  });
});
