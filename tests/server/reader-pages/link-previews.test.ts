import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsHtml, asksForHtml } from '../../../server/http/content-negotiation';
import { insertLocation, publishedContent } from '../helpers/content-fixtures';
import { INDEX_HTML, builtStaticDir, metaOf } from '../helpers/reader-html';
import { rawGet } from '../helpers/raw-get';
import { signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

/**
 * The request headers of the common link-preview fetchers and crawlers. Their user agents are the ones their
 * operators document or that show in server logs. The Accept headers come in three forms, and each form is here:
 * `*\/*` (Google documents it for Googlebot; Meta's crawler and Twitterbot send it, and so does curl, which Meta's
 * own troubleshooting command uses), no Accept at all (WhatsApp's and Telegram's fetchers), and a browser's list
 * (Apple's and Discord's fetchers run WebKit and Chromium; Googlebot Smartphone is Chromium too).
 * Meta's crawler also sends `Range: bytes=0-524288` and takes only gzip and deflate.
 */
const FETCHERS: readonly { readonly name: string; readonly headers: Record<string, string> }[] = [
  {
    name: 'facebookexternalhit (Facebook, Instagram, Messenger)',
    headers: {
      'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      accept: '*/*',
      'accept-encoding': 'gzip, deflate',
      range: 'bytes=0-524288',
    },
  },
  { name: 'Twitterbot (X)', headers: { 'user-agent': 'Twitterbot/1.0', accept: '*/*' } },
  {
    name: 'Slackbot-LinkExpanding',
    headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', accept: '*/*' },
  },
  {
    name: 'LinkedInBot',
    headers: {
      'user-agent': 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      accept: '*/*',
    },
  },
  { name: 'WhatsApp (Android), no Accept', headers: { 'user-agent': 'WhatsApp/2.24.9.78 A' } },
  { name: 'WhatsApp (iOS), no Accept', headers: { 'user-agent': 'WhatsApp/2.24.8.85 i' } },
  { name: 'TelegramBot, no Accept', headers: { 'user-agent': 'TelegramBot (like TwitterBot)' } },
  {
    name: 'Discordbot',
    headers: {
      'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    },
  },
  {
    name: "LINE's URL preview",
    headers: { 'user-agent': 'facebookexternalhit/1.1;line-poker/1.0', accept: '*/*' },
  },
  {
    name: 'Line-Crawler',
    headers: { 'user-agent': 'Line/1.0 (compatible; Line-Crawler; +https://help.line.me/)', accept: '*/*' },
  },
  {
    name: 'Googlebot',
    headers: {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      accept: '*/*',
      'accept-encoding': 'gzip,deflate',
    },
  },
  {
    name: 'Googlebot Smartphone',
    headers: {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      accept: 'text/html,application/xhtml+xml,application/signed-exchange;v=b3,application/xml;q=0.9,*/*;q=0.8',
    },
  },
  {
    name: 'iMessage link preview',
    headers: {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    },
  },
  {
    name: 'Applebot',
    headers: {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    },
  },
  { name: 'curl', headers: { 'user-agent': 'curl/8.5.0', accept: '*/*' } },
];

describe('Accept negotiation (RFC 9110 §12.5.1): a page answers whenever HTML is acceptable', () => {
  it.each([
    [undefined, true, true],
    ['', true, true],
    ['*/*', true, false],
    ['text/*', true, false],
    ['text/html', true, true],
    ['TEXT/HTML; charset=utf-8', true, true],
    ['application/json, text/plain, */*', true, false],
    ['text/html;q=0.9,*/*;q=0.8', true, true],
    ['application/json', false, false],
    ['image/avif,image/webp,image/*', false, false],
    ['text/html;q=0, */*', false, false],
    ['*/*;q=0', false, false],
    ['text/*;q=0, text/html', true, true],
    ['text/html;q=0, text/*', false, false],
    ['garbage', false, false],
  ] as const)('Accept %j: acceptable %s, asked for by name %s', (accept, acceptable, named) => {
    expect(acceptsHtml(accept)).toBe(acceptable);
    expect(asksForHtml(accept)).toBe(named);
  });

  it('a header sent twice is read as one list', () => {
    expect(acceptsHtml(['application/json', '*/*'])).toBe(true);
  });
});

// Content negotiation lives at the HTTP edge and reads nothing from the database the server runs on, so this
// suite runs on PGlite only; the pages' data on both databases is covered by the reader-page suites.
describe('link previews: page routes answer HTML to the request headers preview fetchers send (spec §2 public routes)', () => {
  let t: TestServer;
  let staticDir: string;
  let articleId: string;
  let tripId: string;
  let placeId: string;
  let username: string;
  /** Exactly these headers on the wire (fetch would add `Accept: *\/*` where a fetcher sends none). */
  const get = async (path: string, headers: Record<string, string>) => {
    const response = await rawGet(`${t.url}${path}`, headers);
    const encoding = response.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? brotliDecompressSync(response.body)
        : encoding === 'gzip'
          ? gunzipSync(response.body)
          : response.body;
    const header = (name: string) => {
      const value = response.headers[name];
      return value === undefined ? null : String(value);
    };
    return { status: response.status, headers: { get: header }, text: body.toString('utf8') };
  };

  beforeAll(async () => {
    staticDir = builtStaticDir();
    t = await startTestServer('pglite', { STATIC_DIR: staticDir });
    const author = await signedInUser(t);
    username = `previews.${Math.random().toString(36).slice(2, 8)}`;
    const named = await t.call('PATCH', '/private/api/user-orchestration-service/v1/profiles', {
      token: author.idToken,
      body: { username, display_name: 'Preview Author' },
    });
    if (named.status !== 200) throw new Error(`username: ${JSON.stringify(named.body)}`);
    placeId = await insertLocation(t, { en: 'Wat Arun', th: 'วัดอรุณ' });
    articleId = (await publishedContent(t, author, { title: 'Temples at dawn', summary: 'Before the heat' }))
      .content_id;
    tripId = (
      await publishedContent(
        t,
        author,
        { title: 'Two islands', sections: [{ section_id: 'd1', type: 'day', title: 'Day 1', stops: [] }] },
        'trip',
      )
    ).content_id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(FETCHERS)('$name gets the reading pages with their title and Open Graph tags', async ({ headers }) => {
    const pages: [string, string][] = [
      [`/contents/${articleId}`, 'Temples at dawn'],
      [`/trips/${tripId}`, 'Two islands'],
      [`/profiles/${username}`, `Preview Author (@${username})`],
      ['/map', 'Places map'],
      [`/map/location/${placeId}`, 'Wat Arun'],
    ];
    for (const [path, title] of pages) {
      const page = await get(path, headers);
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('vary')).toMatch(/\bAccept\b/);
      expect([path, metaOf(page.text)['og:title']]).toEqual([path, title]);
    }
  });

  it.each(FETCHERS)("$name gets the SPA's pages (/about-us, /faq, /jobs) as HTML, whole", async ({ headers }) => {
    for (const path of ['/about-us', '/faq', '/jobs/content-editor', '/contact-us?lang=th']) {
      const page = await get(path, headers);
      // A Range the file fits in is answered 206 with all of it (Meta's crawler asks for the first 512 KB).
      expect([path, page.status === 206 ? 200 : page.status, page.text]).toEqual([path, 200, INDEX_HTML]);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('vary')).toMatch(/\bAccept\b/);
    }
  });

  it('a reading page with a trailing slash sends `*/*` to the page without it, as a browser', async () => {
    const page = await get(`/contents/${articleId}/?lang=th`, { accept: '*/*' });
    expect([page.status, page.headers.get('location')]).toEqual([301, `/contents/${articleId}?lang=th`]);
  });

  it('the API keeps JSON whatever a fetcher accepts: /api, /private/api and /public/api', async () => {
    for (const { headers } of FETCHERS) {
      const read = await get(`/public/api/content-platform/content-query-service/v1/contents/${articleId}`, headers);
      expect(read.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(read.text).data.content_id).toBe(articleId);
      for (const path of ['/api/nothing-here', '/private/api/nothing-here', '/public/api/nothing-here', '/api']) {
        const missing = await get(path, headers);
        expect([path, missing.status]).toEqual([path, 404]);
        expect(JSON.parse(missing.text).status.err_code).toBe(4040104404);
      }
    }
    const html = await get(`/api/content-platform/content-query-service/v1/contents/${articleId}`, {
      accept: 'text/html',
    });
    expect(JSON.parse(html.text).data.content_id).toBe(articleId);
  });

  it('a client that refuses HTML gets the JSON 404 on a page route, and `*/*` on no route is not the page', async () => {
    for (const path of [`/contents/${articleId}`, '/map', '/about-us']) {
      const json = await get(path, { accept: 'application/json' });
      expect([path, json.status, JSON.parse(json.text).status.err_code]).toEqual([path, 404, 4040104404]);
    }
    // A missing script or image asked with `*/*` gets the readable JSON error, not the app's HTML.
    const asset = await get('/assets/missing.js', { accept: '*/*' });
    expect([asset.status, JSON.parse(asset.text).status.err_code]).toEqual([404, 4040104404]);
    // ...while a browser (or a fetcher without Accept) on a path of no route gets the not-found page.
    expect((await get('/no-such-page', {})).text).toBe(INDEX_HTML);
  });
});
