import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORCH, publishedContent, reserve } from '../helpers/content-fixtures';
import { builtStaticDir } from '../helpers/reader-html';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const EVIL_TITLE = `</script><script>alert(1)</script> "Krabi" & 'Phi Phi'`;

/** Every <url> of a sitemap as { loc, lastmod }. */
const urlsOf = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)].map((m) => ({
    loc: m[1],
    lastmod: m[2],
  }));

/** The JSON-LD blocks of a page, parsed (JSON.parse fails the test if one is not valid JSON). */
const jsonLdOf = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

const hreflangOf = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [
      m[1],
      m[2].replace(/&amp;/g, '&'),
    ]),
  );

/**
 * Search engines: /sitemap.xml lists what is public (never a draft, a reserved or a
 * deleted content), /robots.txt keeps crawlers off the API and private screens, and the reading pages carry
 * JSON-LD and hreflang alternates. The whole server, real database, real content module.
 */
describe.each(DATABASES)('sitemap, robots, JSON-LD and hreflang on %s (Discovery)', (kind) => {
  let t: TestServer;
  let staticDir: string;
  let author: SignedInUser;
  let lurker: SignedInUser;
  let articleId: string;
  let tripId: string;
  let deletedId: string;
  let draftId: string;
  let reservedId: string;
  const get = async (path: string, accept = 'text/html') => {
    const response = await fetch(`${t.url}${path}`, { headers: { accept } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    staticDir = builtStaticDir();
    t = await startTestServer(kind, { STATIC_DIR: staticDir });
    author = await signedInUser(t);
    lurker = await signedInUser(t);
    for (const [user, username] of [
      [author, 'krabi.noi'],
      [lurker, 'only.drafts'],
    ] as const) {
      const named = await t.call('PATCH', '/private/api/user-orchestration-service/v1/profiles', {
        token: user.idToken,
        body: { username, display_name: username === 'krabi.noi' ? 'Noi <b>&</b>' : 'Lurker' },
      });
      if (named.status !== 200) throw new Error(`username: ${JSON.stringify(named.body)}`);
    }
    articleId = (
      await publishedContent(t, author, { title: EVIL_TITLE, summary: 'Islands </script> & beaches', language: 'th' })
    ).content_id;
    tripId = (await publishedContent(t, author, { title: 'Three days in Krabi' }, 'trip')).content_id;
    const deleted = await publishedContent(t, author, { title: 'Gone' });
    deletedId = deleted.content_id;
    const removed = await t.call('DELETE', `${ORCH}/contents/${deletedId}`, { token: author.idToken });
    if (removed.status !== 200) throw new Error(`delete: ${JSON.stringify(removed.body)}`);
    // A draft never published, and a reserved id never saved: the lurker has no public content at all.
    const draft = await reserve(t, lurker);
    draftId = draft.content_id;
    const saved = await t.call('PUT', `${ORCH}/contents/${draftId}`, {
      token: lurker.idToken,
      body: {
        revision: draft.revision,
        title: 'Draft only',
        summary: '',
        language: 'en',
        cover: null,
        sections: [],
        category_ids: [],
      },
    });
    if (saved.status !== 200) throw new Error(`save: ${JSON.stringify(saved.body)}`);
    reservedId = (await reserve(t, lurker, 'trip')).content_id;
  });
  afterAll(async () => {
    await t?.close();
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
  });

  it('GET /sitemap.xml lists every published content by kind and every creator with one, absolute, with lastmod', async () => {
    const result = await get('/sitemap.xml', 'application/xml');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('application/xml');
    expect(result.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(result.text).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = urlsOf(result.text);
    expect(urls.map((u) => u.loc).sort()).toEqual(
      [`${t.url}/contents/${articleId}`, `${t.url}/profiles/krabi.noi`, `${t.url}/trips/${tripId}`].sort(),
    );
    for (const url of urls) {
      expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
    }
  });

  it('never lists a deleted, draft-only or reserved content, nor a user without a published content', async () => {
    const { text } = await get('/sitemap.xml', 'application/xml');
    for (const id of [deletedId, draftId, reservedId]) expect(text).not.toContain(id);
    expect(text).not.toContain('only.drafts');
  });

  it('the sitemap use case is bounded: at most maxUrls entries in all', async () => {
    const entries = await t.server.modules.content.useCases.sitemapEntries(2);
    expect(entries.profiles.length + entries.contents.length).toBe(2);
    const none = await t.server.modules.content.useCases.sitemapEntries(0);
    expect(none).toEqual({ contents: [], profiles: [] });
  });

  it('GET /robots.txt allows the public pages, disallows the API and private screens, and points to the sitemap', async () => {
    const result = await get('/robots.txt', 'text/plain');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('text/plain');
    const lines = result.text.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/contents/', '/trips/', '/profiles/']) expect(lines).toContain(`Allow: ${path}`);
    for (const path of [
      '/api/',
      '/private/',
      '/public/api/',
      '/my-contents',
      '/dashboard',
      '/settings/',
      '/onboard/',
      '/login',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${t.url}/sitemap.xml`);
    expect(lines.some((line) => line === 'Disallow: /' || line === 'Disallow: /contents/')).toBe(false);
  });

  it('/contents/:id carries a valid Article JSON-LD (author Person with url, inLanguage, dates) and a hostile title stays inside it', async () => {
    const { html } = { html: (await get(`/contents/${articleId}`)).text };
    expect(html).not.toContain('<script>alert(1)');
    const [ld, ...rest] = jsonLdOf(html);
    expect(rest).toHaveLength(0);
    const api = await t.call('GET', `/public/api/content-platform/content-query-service/v1/contents/${articleId}`);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      url: `${t.url}/contents/${articleId}`,
      headline: EVIL_TITLE,
      description: 'Islands </script> & beaches',
      datePublished: api.body.data.published_at,
      dateModified: api.body.data.updated_at,
      inLanguage: 'th',
      author: {
        '@type': 'Person',
        name: 'Noi <b>&</b>',
        alternateName: '@krabi.noi',
        url: `${t.url}/profiles/krabi.noi`,
      },
    });
    expect(ld.image[0]).toMatch(new RegExp(`^${t.url}/api/content-platform/image-service/v1/images/img-`));
  });

  it('/trips/:id is an Article at its /trips URL', async () => {
    const [ld] = jsonLdOf((await get(`/trips/${tripId}`)).text);
    expect(ld).toMatchObject({
      '@type': 'Article',
      url: `${t.url}/trips/${tripId}`,
      headline: 'Three days in Krabi',
      inLanguage: 'en',
    });
  });

  it('/profiles/:username carries a Person JSON-LD: name, @username, url', async () => {
    const [ld] = jsonLdOf((await get('/profiles/krabi.noi')).text);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Noi <b>&</b>',
      alternateName: '@krabi.noi',
      url: `${t.url}/profiles/krabi.noi`,
    });
  });

  it('the reading pages link their th and en versions and an x-default; the not-found page none', async () => {
    for (const path of [`/contents/${articleId}`, `/trips/${tripId}`, '/profiles/krabi.noi']) {
      const links = hreflangOf((await get(path)).text);
      expect(links).toEqual({
        th: `${t.url}${path}?lang=th`,
        en: `${t.url}${path}?lang=en`,
        'x-default': `${t.url}${path}`,
      });
    }
    const missing = await get(`/contents/${deletedId}`);
    expect(missing.status).toBe(404);
    expect(hreflangOf(missing.text)).toEqual({});
    expect(jsonLdOf(missing.text)).toEqual([]);
  });
});
