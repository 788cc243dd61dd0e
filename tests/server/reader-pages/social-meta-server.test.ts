import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORCH, insertLocation, publishedContent, reserve } from '../helpers/content-fixtures';
import { builtStaticDir, initialDataOf, metaOf } from '../helpers/reader-html';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const EVIL_TITLE = `</script><script>alert(1)</script> "Krabi" & 'Phi Phi'`;

/**
 * The whole server (real database, real content query service) sending the reading pages ("Open
 * Graph and title meta in the HTML the server sends for /contents/[id], /trips/[id] and /profiles/[username]").
 */
describe.each(DATABASES)('reading pages with Open Graph on %s (Reading, spec §2 public routes)', (kind) => {
  let t: TestServer;
  let staticDir: string;
  let author: SignedInUser;
  let tripId: string;
  let articleId: string;
  const page = async (path: string, accept = 'text/html,application/xhtml+xml') => {
    const response = await fetch(`${t.url}${path}`, { headers: { accept } });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  beforeAll(async () => {
    staticDir = builtStaticDir();
    t = await startTestServer(kind, { STATIC_DIR: staticDir });
    author = await signedInUser(t);
    const named = await t.call('PATCH', '/private/api/user-orchestration-service/v1/profiles', {
      token: author.idToken,
      body: { username: 'krabi.noi', display_name: 'Noi' },
    });
    if (named.status !== 200) throw new Error(`username: ${JSON.stringify(named.body)}`);
    const beach = await insertLocation(t, { en: 'Railay Beach', th: 'หาดไร่เลย์' }, { lat: 8.0113, lng: 98.8374 });
    const trip = await publishedContent(
      t,
      author,
      {
        title: EVIL_TITLE,
        summary: 'Three days, two islands.',
        language: 'th',
        sections: [
          {
            section_id: 'd1',
            type: 'day',
            title: 'Day 1',
            stops: [{ stop_id: 's1', location_id: beach, pending_location: null, note: 'Swim', time: '09:00' }],
          },
        ],
      },
      'trip',
    );
    tripId = trip.content_id;
    articleId = (await publishedContent(t, author, { title: 'Night market' })).content_id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("GET /trips/:id sends reader.html with the trip's title, description, absolute cover, th_TH and its PublicContent", async () => {
    const result = await page(`/trips/${tripId}`);
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-cache');
    const meta = metaOf(result.html);
    expect(meta['og:description']).toBe('Three days, two islands.');
    expect(meta['og:type']).toBe('article');
    expect(meta['og:locale']).toBe('th_TH');
    expect(meta['og:url']).toBe(`${t.url}/trips/${tripId}`);
    expect(meta['og:image']).toMatch(new RegExp(`^${t.url}/api/content-platform/image-service/v1/images/img-`));
    expect(meta['twitter:card']).toBe('summary_large_image');
    const initial = initialDataOf(result.html) as { route: string; key: string; data: Record<string, any> };
    expect(initial).toMatchObject({
      route: 'trip',
      key: tripId,
      data: { content_id: tripId, kind: 'trip', title: EVIL_TITLE },
    });
    expect(initial.data.places.map((p: { name: string }) => p.name)).toEqual(['หาดไร่เลย์']);
    // the same answer as the public API, because it is read by the same query service
    const api = await t.call('GET', `/public/api/content-platform/content-query-service/v1/contents/${tripId}`);
    expect(initial.data).toEqual(api.body.data);
  });

  it('a title with </script>, quotes and & from the database stays inert in the head and in the initial data', async () => {
    const { html } = await page(`/trips/${tripId}`);
    // the module, the initial data and the JSON-LD: the hostile text opened none
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('<script>alert(1)');
    expect(metaOf(html)['og:title']).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Krabi&quot; &amp; &#39;Phi Phi&#39;',
    );
  });

  it('GET /contents/:id of an article: og:type article, en_US, canonical /contents/:id', async () => {
    const meta = metaOf((await page(`/contents/${articleId}`)).html);
    expect(meta).toMatchObject({
      title: 'Night market · Travelogue',
      canonical: `${t.url}/contents/${articleId}`,
      'og:locale': 'en_US',
    });
  });

  it("GET /profiles/:username: og:type profile and the first page of the creator's published contents", async () => {
    const result = await page('/profiles/krabi.noi');
    expect(result.status).toBe(200);
    expect(metaOf(result.html)).toMatchObject({
      title: 'Noi (@krabi.noi) · Travelogue',
      'og:title': 'Noi (@krabi.noi)',
      'og:type': 'profile',
      canonical: `${t.url}/profiles/krabi.noi`,
    });
    const initial = initialDataOf(result.html) as {
      route: string;
      data: {
        data: { author: unknown; items: { content_id: string }[] };
        total_count: number;
        paging: Record<string, unknown>;
      };
    };
    expect(initial.route).toBe('profile');
    expect(initial.data.total_count).toBe(2);
    // The reader's "load more" reads the page after this one by key; null says there is none.
    expect(initial.data.paging).toEqual({ offset: 0, limit: 12, next_cursor: null });
    expect(initial.data.data.items.map((item) => item.content_id).sort()).toEqual([articleId, tripId].sort());
  });

  it('a draft, a deleted content and an unknown user are 404 with the reader page, a generic title and no initial data', async () => {
    const draft = await reserve(t, author, 'trip');
    const gone = await publishedContent(t, author, { title: 'Gone' });
    await t.call('DELETE', `${ORCH}/contents/${gone.content_id}`, { token: author.idToken });
    for (const path of [
      `/trips/${draft.content_id}`,
      `/contents/${gone.content_id}`,
      '/contents/no-such-id',
      '/profiles/nobody-here',
    ]) {
      const result = await page(path);
      expect([path, result.status]).toEqual([path, 404]);
      expect(result.html).toContain('/assets/reader-abc.js');
      expect(metaOf(result.html).title).toBe('Page not found · Travelogue');
      expect(initialDataOf(result.html)).toBeNull();
    }
  });

  it('the CSP lets the trip map load OpenStreetMap tiles and nothing else new', async () => {
    const csp = (await page(`/trips/${tripId}`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toMatch(/script-src 'self' https:\/\/apis\.google\.com;/);
  });
});
