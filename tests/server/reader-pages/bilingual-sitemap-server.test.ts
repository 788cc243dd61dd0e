import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedContent, textSection } from '../helpers/content-fixtures';
import { builtStaticDir } from '../helpers/reader-html';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

/** Every <url> of a sitemap: its loc and its hreflang alternates. */
const urlsOf = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>[^<]*<\/lastmod>((?:<xhtml:link [^>]*\/>)*)<\/url>/g)].map(
    (m) => ({
      loc: m[1],
      alternates: Object.fromEntries(
        [...m[2].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map((a) => [
          a[1],
          a[2],
        ]),
      ),
    }),
  );

/** The og:locale and og:locale:alternate values of a page's head. */
const localesOf = (html: string) => ({
  locale: [...html.matchAll(/<meta property="og:locale" content="([^"]*)" \/>/g)].map((m) => m[1]),
  alternates: [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]*)" \/>/g)].map((m) => m[1]),
});

/**
 * A bilingual content for search engines and link previews (README "Two languages"): the sitemap lists each
 * real version at its own URL with its hreflang alternates, and each version's Open Graph is in its locale.
 */
describe.each(DATABASES)('the versions of a bilingual content in the sitemap and Open Graph on %s', (kind) => {
  let t: TestServer;
  let staticDir: string;
  let author: SignedInUser;
  let article: string;
  let trip: string;
  let single: string;
  let untitled: string;
  const get = async (path: string, accept = 'text/html', acceptLanguage = 'en') => {
    const response = await fetch(`${t.url}${path}`, { headers: { accept, 'accept-language': acceptLanguage } });
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    staticDir = builtStaticDir();
    t = await startTestServer(kind, { STATIC_DIR: staticDir });
    author = await signedInUser(t);
    article = (
      await publishedContent(t, author, {
        title: 'ตลาดน้ำอัมพวา',
        language: 'th',
        sections: [textSection('intro', '<p>นั่งเรือชมหิ่งห้อย</p>')],
        translations: {
          en: { title: 'Amphawa floating market', summary: '', sections: { intro: { html: '<p>Fireflies</p>' } } },
        },
      })
    ).content_id;
    trip = (
      await publishedContent(
        t,
        author,
        {
          title: 'Three days in Nan',
          language: 'en',
          sections: [textSection('intro', '<p>Slow roads</p>')],
          translations: {
            th: { title: 'สามวันในน่าน', summary: '', sections: { intro: { html: '<p>ถนนเส้นช้า</p>' } } },
          },
        },
        'trip',
      )
    ).content_id;
    single = (await publishedContent(t, author, { title: 'Only English', language: 'en' })).content_id;
    // A translation without a title is not a version readers can read: not listed.
    untitled = (
      await publishedContent(t, author, {
        title: 'ยังแปลไม่เสร็จ',
        language: 'th',
        translations: { en: { title: '', summary: 'Half done', sections: {} } },
      })
    ).content_id;
  });
  afterAll(async () => {
    await t?.close();
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
  });

  it('lists each version of a bilingual content at its ?hl= URL, each naming both versions and the x-default', async () => {
    const urls = urlsOf(await get('/sitemap.xml', 'application/xml'));
    for (const [path, id] of [
      ['contents', article],
      ['trips', trip],
    ] as const) {
      const plain = `${t.url}/${path}/${id}`;
      const versions = { th: `${plain}?hl=th`, en: `${plain}?hl=en`, 'x-default': plain };
      const entries = urls.filter((u) => u.loc.includes(id));
      expect(entries.map((u) => u.loc).sort()).toEqual([`${plain}?hl=en`, `${plain}?hl=th`]);
      for (const entry of entries) expect(entry.alternates).toEqual(versions);
    }
  });

  it('a single-language content, or one whose translation has no title, is one plain entry without alternates', async () => {
    const urls = urlsOf(await get('/sitemap.xml', 'application/xml'));
    for (const id of [single, untitled]) {
      expect(urls.filter((u) => u.loc.includes(id))).toEqual([{ loc: `${t.url}/contents/${id}`, alternates: {} }]);
    }
  });

  it('the sitemap budget counts URLs: a bilingual content is two', async () => {
    const all = await t.server.modules.content.useCases.sitemapEntries();
    expect(all.contents.find((c) => c.contentId === trip)?.languages).toEqual(['en', 'th']);
    expect(all.contents.find((c) => c.contentId === single)).not.toHaveProperty('languages');
    const urlsIn = (entries: typeof all) =>
      entries.profiles.length + entries.contents.reduce((n, c) => n + (c.languages?.length ?? 1), 0);
    expect(urlsIn(all)).toBe(1 + 2 + 2 + 1 + 1);
    for (const budget of [1, 2, 3, 4, 5, 6])
      expect(urlsIn(await t.server.modules.content.useCases.sitemapEntries(budget))).toBeLessThanOrEqual(budget);
  });

  it("a bilingual page's og:locale is the version's and og:locale:alternate the other version's", async () => {
    // The interface language (accept-language) does not decide them: the version does.
    expect(localesOf(await get(`/contents/${article}?hl=en`, 'text/html', 'th'))).toEqual({
      locale: ['en_US'],
      alternates: ['th_TH'],
    });
    expect(localesOf(await get(`/contents/${article}?hl=th`, 'text/html', 'en'))).toEqual({
      locale: ['th_TH'],
      alternates: ['en_US'],
    });
    expect(localesOf(await get(`/trips/${trip}?hl=th`, 'text/html', 'en'))).toEqual({
      locale: ['th_TH'],
      alternates: ['en_US'],
    });
  });

  it('a single-language page keeps the Open Graph locales it always had', async () => {
    expect(localesOf(await get(`/contents/${single}`, 'text/html', 'th'))).toEqual({
      locale: ['en_US'],
      alternates: ['th_TH'],
    });
  });
});
