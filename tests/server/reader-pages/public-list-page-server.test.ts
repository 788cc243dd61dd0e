import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readerDataSource } from '../../../server/reader-pages/reader-data';
import { installReaderPages } from '../../../server/reader-pages/reader-page';
import type { ReaderRenderer } from '../../../server/reader-pages/reader-ssr';
import { insertLocation, publishedContent } from '../helpers/content-fixtures';
import { builtStaticDir, initialDataOf, metaOf, READER_HTML } from '../helpers/reader-html';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

// The reader's server renderer is the reader's own components on Preact (vite.reader.config.ts builds it for the
// server): rendered here from the sources on Preact too, it is the HTML a visitor and a robot get first.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react-dom', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const SAVED = '/api/content-platform/saved-service/v1';
const jsonLdOf = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const decode = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The server-rendered page (#root), without the site header and footer. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
/** The items as a reader sees them: kind, title and the page each links to. */
const itemsOf = (html: string) =>
  [
    ...mainOf(html).matchAll(
      /<li [^>]*><span class="saved-list__kind">([^<]*)<\/span><a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g,
    ),
  ].map((m) => [decode(m[1]), m[2], decode(m[3])]);

/**
 * /lists/:id (ours): a saved list its maker made public is a page of its own, server-rendered like the reader's other
 * public pages, so a shared link previews with the list's name and maker and reads without JavaScript. A private
 * list and a missing one answer the same 404, so a list's id never tells whether it exists.
 */
describe.each(DATABASES)('the public saved list page on %s', (kind) => {
  let t: TestServer;
  let pages: FastifyInstance;
  let staticDir: string;
  let maker: SignedInUser;
  let listId: string;
  let privateId: string;
  let anonymousListId: string;
  let article: string;
  let trip: string;
  let pho: string;
  let arun: string;
  let nameless: SignedInUser;
  const as = (user: SignedInUser) => ({
    put: (path: string, body?: unknown) => {
      // A second between saves: "newest first" is well defined.
      t.clock.ms += 1000;
      return t.call('PUT', `${SAVED}${path}`, { token: user.idToken, body });
    },
    post: (path: string, body: unknown) => t.call('POST', `${SAVED}${path}`, { token: user.idToken, body }),
    patch: (path: string, body: unknown) => t.call('PATCH', `${SAVED}${path}`, { token: user.idToken, body }),
  });
  const newList = async (user: SignedInUser, name: string, isPublic: boolean) => {
    const id = (await as(user).post('/lists', { name })).body.data.list_id as string;
    if (isPublic) expect((await as(user).patch(`/lists/${id}`, { is_public: true })).status).toBe(200);
    return id;
  };
  /** The page as the full server answers it (app.ts wiring, no renderer in a build without one). */
  const served = (path: string) => t.call('GET', path, { headers: { accept: 'text/html' } });
  /** The page with the reader's server renderer, over the same database through the same use cases. */
  const rendered = (path: string) => pages.inject({ url: path, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    staticDir = builtStaticDir();
    t = await startTestServer(kind, { STATIC_DIR: staticDir });
    maker = await signedInUser(t);
    // The maker's public name and handle, as their profile has them.
    await t.server.deps.db.query('UPDATE profiles SET username = $1, display_name = $2 WHERE user_id = $3', [
      'malee',
      'Malee & "Friends"',
      maker.userId,
    ]);
    article = (await publishedContent(t, maker, { title: 'A slow morning at Wat Pho', summary: 'Tea by the river' }))
      .content_id;
    trip = (await publishedContent(t, maker, { title: 'Two temples', summary: 'One day, two temples' }, 'trip'))
      .content_id;
    pho = await insertLocation(t, { en: 'Wat Pho', th: 'วัดโพธิ์' });
    arun = await insertLocation(t, { en: 'Wat Arun', th: 'วัดอรุณ' });

    listId = await newList(maker, 'Bangkok <by the river>', true);
    await as(maker).put(`/saved/content/${article}`, { list_id: listId });
    await as(maker).put(`/saved/place/${pho}`, { list_id: listId });
    await as(maker).put(`/saved/content/${trip}`, { list_id: listId });
    privateId = await newList(maker, 'Just for me', false);
    // A thing is in one list of its saver's at a time: the private list keeps another place.
    await as(maker).put(`/saved/place/${arun}`, { list_id: privateId });

    nameless = await signedInUser(t);
    await t.server.deps.db.query('UPDATE profiles SET username = NULL, display_name = NULL WHERE user_id = $1', [
      nameless.userId,
    ]);
    anonymousListId = await newList(nameless, 'Quiet corners', true);

    const { modules } = t.server;
    const { renderReaderPage } = await import('../../../src/ui/reader/reader-ssr');
    pages = Fastify();
    installReaderPages(pages, {
      template: READER_HTML,
      publicUrl: 'https://travelogue.test',
      data: readerDataSource(modules.content.useCases, modules.places.useCases, undefined, modules.saved.useCases),
      render: renderReaderPage as ReaderRenderer,
    });
    await pages.ready();
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('English: the list name is the h1, the maker links to their profile, the count, then the items newest first', async () => {
    const res = await rendered(`/lists/${listId}?lang=en`);
    expect(res.statusCode).toBe(200);
    const main = mainOf(res.body);
    expect(main).toContain('<h1 class="saved-list__name">Bangkok &lt;by the river></h1>');
    expect(main).toContain('A list by <a href="/profiles/malee">Malee &amp; &quot;Friends&quot;</a>');
    expect(main).toContain('3 places and stories');
    expect(itemsOf(res.body)).toEqual([
      ['Trip', `/trips/${trip}`, 'Two temples'],
      ['Place', `/map/location/${pho}`, 'Wat Pho'],
      ['Article', `/contents/${article}`, 'A slow morning at Wat Pho'],
    ]);
    expect(main).toContain('Tea by the river');
    // One page holds it all: no "Show more" island, so the page loads no script of its own.
    expect(main).not.toContain('data-island');
  });

  it('Thai (?lang=th): the words and the place name in Thai; the head says who made it and how much it holds', async () => {
    const res = await rendered(`/lists/${listId}?lang=th`);
    expect(res.statusCode).toBe(200);
    const main = mainOf(res.body);
    expect(main).toContain('ลิสต์ของ <a href="/profiles/malee">');
    expect(main).toContain('สถานที่และเรื่องราว 3 รายการ');
    expect(itemsOf(res.body).map(([kindLabel, , title]) => [kindLabel, title])).toEqual([
      ['ทริป', 'Two temples'],
      ['สถานที่', 'วัดโพธิ์'],
      ['บทความ', 'A slow morning at Wat Pho'],
    ]);
    const meta = metaOf(res.body);
    expect(res.body).toContain('<html lang="th"');
    expect(decode(meta['og:title'])).toBe('Bangkok <by the river>');
    expect(decode(meta['og:description'])).toBe('ลิสต์ของ Malee & "Friends" · สถานที่และเรื่องราว 3 รายการ');
    expect(meta['og:locale']).toBe('th_TH');
  });

  it('the head a link preview reads: title, description, Open Graph, Twitter card and canonical URL; indexable', async () => {
    const res = await served(`/lists/${listId}?lang=en`);
    expect(res.status).toBe(200);
    const html = res.body as string;
    const meta = metaOf(html);
    expect(decode(meta.title)).toBe('Bangkok <by the river> · Travelogue');
    expect(decode(meta.description)).toBe('A list by Malee & "Friends" · 3 places and stories');
    expect(decode(meta['og:title'])).toBe('Bangkok <by the river>');
    expect(decode(meta['og:description'])).toBe('A list by Malee & "Friends" · 3 places and stories');
    expect(meta['og:type']).toBe('website');
    expect(meta['og:url']).toBe(`${t.url}/lists/${listId}`);
    expect(meta.canonical).toBe(`${t.url}/lists/${listId}`);
    expect(meta['twitter:card']).toBe('summary');
    expect(decode(meta['twitter:title'])).toBe('Bangkok <by the river>');
    expect(meta.robots).toBeUndefined();
    // The list travels in the page, so the reader draws it without asking again; nothing in it closes the script.
    expect(initialDataOf(html)).toMatchObject({
      route: 'list',
      key: listId,
      data: { data: { list: { list_id: listId, item_count: 3, owner: { username: 'malee' } } }, total_count: 3 },
    });
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({ '@type': 'ItemList', name: 'Bangkok <by the river>', numberOfItems: 3 });
    expect(ld.itemListElement.map((item: { url: string }) => item.url)).toEqual([
      `${t.url}/trips/${trip}`,
      `${t.url}/map/location/${pho}`,
      `${t.url}/contents/${article}`,
    ]);
  });

  it('a maker without a username is named without a link; the count says one item as one', async () => {
    await as(nameless).put(`/saved/content/${article}`, { list_id: anonymousListId });
    const res = await rendered(`/lists/${anonymousListId}?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(mainOf(res.body)).toContain('A list by a Travelogue reader</p>');
    expect(mainOf(res.body)).toContain('1 place or story');
    expect(decode(metaOf(res.body)['og:description'])).toBe('A list by a Travelogue reader · 1 place or story');
  });

  it("a private list, a missing list and an id the API would refuse are the reader's 404 page, with no data", async () => {
    for (const path of [`/lists/${privateId}`, '/lists/no-such-list', '/lists/bad%20id']) {
      for (const answer of [await served(`${path}?lang=en`), await rendered(`${path}?lang=th`)]) {
        const status = 'status' in answer ? answer.status : answer.statusCode;
        const body = ('status' in answer ? answer.body : answer.body) as string;
        expect(status, path).toBe(404);
        expect(metaOf(body).robots).toBe('noindex');
        expect(initialDataOf(body)).toBeNull();
        expect(body).not.toContain('Just for me');
      }
    }
    expect(metaOf((await rendered(`/lists/${privateId}?lang=th`)).body).title).toBe('ไม่พบหน้านี้ · Travelogue');
  });

  it('made private again, a list that was public is a 404 at once', async () => {
    const id = await newList(maker, 'For a while', true);
    expect((await served(`/lists/${id}`)).status).toBe(200);
    await as(maker).patch(`/lists/${id}`, { is_public: false });
    expect((await served(`/lists/${id}`)).status).toBe(404);
  });
});
