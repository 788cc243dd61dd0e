import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, fillPath } from '../../../src/contract/wallet.paths';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { documentBody, ORCH, publishedContent, reserve } from '../helpers/content-fixtures';
import { builtStaticDir } from '../helpers/reader-html';
import { readRss } from '../helpers/rss-rules';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

/** Markup, quotes, an ampersand and Thai: what a title must survive in XML, JSON and an HTML attribute. */
const HOSTILE = `<b>Krabi</b> & "Phi Phi" 'Maya' เกาะพีพี`;
const RSS_TYPE = 'application/rss+xml; charset=utf-8';

/** The <link rel="alternate" type=…> tags of a page's head (feeds and oEmbed), attributes unescaped. */
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" type="([^"]+)" href="([^"]*)" title="([^"]*)" \/>/g)].map((m) => {
    const unescape = (s: string) =>
      s
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    return { type: m[1], href: unescape(m[2]), title: unescape(m[3]) };
  });

/**
 * Feeds for readers' apps (/rss.xml, /profiles/:username/rss.xml, /categories/:id/rss.xml) and oEmbed
 * (/oembed): published contents only, newest first, escaped, with their content types, found from the reading
 * pages' head. The whole server, a real database, real content, moderation and feed modules.
 */
describe.each(DATABASES)('feeds and oEmbed on %s', (kind) => {
  let t: TestServer;
  let staticDir: string;
  let noi: SignedInUser;
  let other: SignedInUser;
  const ids = { thai: '', trip: '', others: '', hidden: '', deleted: '', draft: '' };
  const get = async (path: string, accept = '*/*') => {
    const response = await fetch(`${t.url}${path}`, { headers: { accept } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  /** Publications a minute apart (the server's clock), so "newest first" has one answer. */
  const publish = async (...args: Parameters<typeof publishedContent>) => {
    t.clock.ms += 60_000;
    return (await publishedContent(...args)).content_id as string;
  };

  beforeAll(async () => {
    staticDir = builtStaticDir();
    t = await startTestServer(kind, { STATIC_DIR: staticDir });
    [noi, other] = [await signedInUser(t), await signedInUser(t)];
    const moderator = await signedInUser(t);
    await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
    for (const [user, username, display] of [
      [noi, 'noi.feeds', 'Noi <&>'],
      [other, 'other.feeds', 'Other'],
    ] as const) {
      const named = await t.call('PATCH', '/private/api/user-orchestration-service/v1/profiles', {
        token: user.idToken,
        body: { username, display_name: display },
      });
      if (named.status !== 200) throw new Error(`username: ${JSON.stringify(named.body)}`);
    }
    ids.thai = await publish(t, noi, { title: HOSTILE, summary: 'ทะเล <i>&</i> sun', language: 'th' });
    ids.trip = await publish(t, noi, { title: 'Three days in Krabi', category_ids: ['beaches'] }, 'trip');
    ids.others = await publish(t, other, { title: 'Night market', category_ids: ['markets', 'temples'] });
    ids.hidden = await publish(t, noi, { title: 'Hidden one' });
    const hide = await t.call('POST', `/api${fillPath(ADMIN_PATHS.hideContent, { contentId: ids.hidden })}`, {
      token: moderator.idToken,
      body: { hidden: true, reason: 'copyright' },
    });
    if (hide.status !== 200) throw new Error(`hide: ${JSON.stringify(hide.body)}`);
    ids.deleted = await publish(t, noi, { title: 'Deleted one' });
    const removed = await t.call('DELETE', `${ORCH}/contents/${ids.deleted}`, { token: noi.idToken });
    if (removed.status !== 200) throw new Error(`delete: ${JSON.stringify(removed.body)}`);
    const draft = await reserve(t, noi);
    ids.draft = draft.content_id;
    const saved = await t.call('PUT', `${ORCH}/contents/${ids.draft}`, {
      token: noi.idToken,
      body: documentBody(draft.revision, null, { title: 'Draft one' }),
    });
    if (saved.status !== 200) throw new Error(`save: ${JSON.stringify(saved.body)}`);
  });
  afterAll(async () => {
    await t?.close();
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
  });

  const never = () => [ids.hidden, ids.deleted, ids.draft];
  const page = (id: string, kindOf: 'contents' | 'trips' = 'contents') => `${t.url}/${kindOf}/${id}`;

  it('GET /rss.xml: RSS 2.0 of every published content, newest first, escaped, with cover, creator and dates', async () => {
    const result = await get('/rss.xml', 'application/rss+xml, application/xml;q=0.9, */*;q=0.8');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe(RSS_TYPE);
    expect(result.headers.get('cache-control')).toBe('public, max-age=600');
    const { feed, creators } = readRss(result.text);
    expect(feed.self).toBe(`${t.url}/rss.xml`);
    expect(feed.items.map((item) => item.url)).toEqual([page(ids.others), page(ids.trip, 'trips'), page(ids.thai)]);
    const [, , thai] = feed.items;
    expect([thai.title, thai.description, thai.id]).toEqual([HOSTILE, 'ทะเล <i>&</i> sun', page(ids.thai)]);
    expect(result.text).not.toContain('<b>');
    expect(creators).toEqual(['Other', 'Noi <&>', 'Noi <&>']);
    const api = await t.call('GET', `/public/api/content-platform/content-query-service/v1/contents/${ids.thai}`);
    // RFC 822 dates carry whole seconds.
    expect(thai.published?.getTime()).toBe(Math.floor(Date.parse(api.body.data.published_at) / 1000) * 1000);
    expect(thai.image?.url).toBe(api.body.data.cover.url);
    expect(thai.image?.url).toMatch(new RegExp(`^${t.url}/api/content-platform/image-service/v1/images/img-`));
    for (const id of never()) expect(result.text).not.toContain(id);
  });

  it("GET /profiles/:username/rss.xml: that creator's published contents only, the channel naming them", async () => {
    const result = await get('/profiles/noi.feeds/rss.xml');
    expect([result.status, result.headers.get('content-type')]).toEqual([200, RSS_TYPE]);
    const { feed, language } = readRss(result.text);
    expect(feed.title).toBe('Noi <&> (@noi.feeds) · Travelogue');
    expect([feed.url, feed.self]).toEqual([`${t.url}/profiles/noi.feeds`, `${t.url}/profiles/noi.feeds/rss.xml`]);
    expect(feed.items.map((item) => item.url)).toEqual([page(ids.trip, 'trips'), page(ids.thai)]);
    // The creator's list does not say in which language each content is written: the channel does not guess.
    expect(language).toBeNull();
    for (const id of [...never(), ids.others]) expect(result.text).not.toContain(id);
  });

  it("GET /categories/:id/rss.xml: the category's newest, named in the contents' language", async () => {
    const temples = await get('/categories/temples/rss.xml');
    expect([temples.status, temples.headers.get('content-type')]).toEqual([200, RSS_TYPE]);
    const { feed, language } = readRss(temples.text);
    // documentBody's default category is temples: every content but the trip (beaches) is in it.
    expect(feed.items.map((item) => item.url)).toEqual([page(ids.others), page(ids.thai)]);
    expect([feed.self, language]).toEqual([`${t.url}/categories/temples/rss.xml`, 'en']);
    expect(feed.title).toBe('Temples · Travelogue');
    for (const id of never()) expect(temples.text).not.toContain(id);
    const beaches = readRss((await get('/categories/beaches/rss.xml')).text);
    expect(beaches.feed.items.map((item) => item.url)).toEqual([page(ids.trip, 'trips')]);
  });

  it('an unknown creator or category is 404: the JSON error for a feed reader, the not-found page for a browser', async () => {
    for (const [path, code] of [
      ['/profiles/nobody.here/rss.xml', ErrorCode.userNotFound],
      ['/categories/no-such/rss.xml', ErrorCode.contentNotFound],
      ['/categories/NOT_AN_ID/rss.xml', ErrorCode.contentNotFound],
    ] as const) {
      const reader = await get(path, 'application/rss+xml, */*;q=0.1');
      expect([path, reader.status, JSON.parse(reader.text).status.err_code]).toEqual([path, 404, code]);
      const browser = await get(path, 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect([path, browser.status, browser.headers.get('content-type')?.toLowerCase()]).toEqual([
        path,
        404,
        'text/html; charset=utf-8',
      ]);
      expect(browser.text).toContain('<div id="root">');
    }
  });

  it('the reading pages link their feeds and their oEmbed answer in the head', async () => {
    const siteFeed = { type: 'application/rss+xml', href: `${t.url}/rss.xml`, title: 'Travelogue: newest stories' };
    // A content's page speaks the content's language (its head too): the Thai article names the feed in Thai.
    const siteFeedTh = { ...siteFeed, title: 'Travelogue: เรื่องล่าสุด' };
    const oembed = (url: string, title: string) => ({
      type: 'application/json+oembed',
      href: `${t.url}/oembed?url=${encodeURIComponent(url)}&format=json`,
      title,
    });
    const html = async (path: string) => (await get(`${path}?lang=en`, 'text/html')).text;
    const noiFeed = {
      type: 'application/rss+xml',
      href: `${t.url}/profiles/noi.feeds/rss.xml`,
      title: 'Noi <&> (@noi.feeds)',
    };
    // A content's page: its oEmbed answer, its creator's feed, the site's feed.
    expect(alternatesOf(await html(`/contents/${ids.thai}`))).toEqual([
      oembed(page(ids.thai), HOSTILE),
      noiFeed,
      siteFeedTh,
    ]);
    expect(alternatesOf(await html(`/trips/${ids.trip}`))).toEqual([
      oembed(page(ids.trip, 'trips'), 'Three days in Krabi'),
      noiFeed,
      siteFeed,
    ]);
    // The creator's own feed first: a feed reader given the profile subscribes to it.
    expect(alternatesOf(await html('/profiles/noi.feeds'))).toEqual([noiFeed, siteFeed]);
  });

  it('GET /oembed answers a link card for a public content or trip, JSON, escaped by JSON alone', async () => {
    const result = await t.call('GET', `/oembed?url=${encodeURIComponent(`${page(ids.thai)}?lang=th`)}&format=json`);
    expect([result.status, result.headers.get('content-type')]).toEqual([200, 'application/json; charset=utf-8']);
    const api = await t.call('GET', `/public/api/content-platform/content-query-service/v1/contents/${ids.thai}`);
    expect(result.body).toEqual({
      version: '1.0',
      type: 'link',
      title: HOSTILE,
      author_name: 'Noi <&>',
      author_url: `${t.url}/profiles/noi.feeds`,
      provider_name: 'Travelogue',
      provider_url: `${t.url}/`,
      cache_age: 600,
      thumbnail_url: api.body.data.cover.url,
      thumbnail_width: 1200,
      thumbnail_height: 800,
    });
    const trip = await t.call('GET', `/oembed?url=${encodeURIComponent(page(ids.trip, 'trips'))}&maxwidth=700`);
    expect(trip.body).toMatchObject({
      title: 'Three days in Krabi',
      thumbnail_url: expect.stringMatching(/\/w\/640\.jpg$/),
      thumbnail_width: 640,
      thumbnail_height: 427,
    });
  });

  it('GET /oembed refuses what is not a public content of this site (404), another format (501), bad bounds (422)', async () => {
    const oembed = (query: string) => t.call('GET', `/oembed?${query}`);
    const url = (u: string) => `url=${encodeURIComponent(u)}`;
    for (const target of [
      ...never().map((id) => page(id)),
      `${t.url}/contents/no-such-content`,
      `https://elsewhere.example/contents/${ids.thai}`,
      `${t.url}/profiles/noi.feeds`,
      'not a url',
    ]) {
      const result = await oembed(url(target));
      expect([target, result.status, errCode(result)]).toEqual([target, 404, ErrorCode.contentNotFound]);
    }
    expect((await oembed(`${url(page(ids.thai))}&format=xml`)).status).toBe(501);
    for (const query of ['', 'url=', `${url(page(ids.thai))}&maxwidth=0`, `${url(page(ids.thai))}&maxheight=abc`]) {
      const result = await oembed(query);
      expect([query, result.status, errCode(result)]).toEqual([query, 422, ErrorCode.contentValidationFailed]);
    }
  });

  it('a feed reader polling with the ETag it was given is answered 304 until the feed changes', async () => {
    const first = await fetch(`${t.url}/rss.xml`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    await first.text();
    const again = await fetch(`${t.url}/rss.xml`, { headers: { 'if-none-match': etag as string } });
    expect([again.status, await again.text()]).toEqual([304, '']);
    // A new publication changes the feed: the old tag gets the new feed.
    const newest = await publish(t, other, { title: 'Monsoon in Nan' });
    const changed = await fetch(`${t.url}/rss.xml`, { headers: { 'if-none-match': etag as string } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain(newest);
  });
});
