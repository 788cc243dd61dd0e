import { describe, expect, it } from 'vitest';
import { feedItemOf, feedLanguage } from '../../../server/reader-pages/feeds';
import type { FeedEntry } from '../../../server/reader-pages/feed-data';
import { contentIdOfUrl, oembedUrlFor, thumbnailOf } from '../../../server/reader-pages/oembed';
import { escapeXml, renderRss, rfc822 } from '../../../server/reader-pages/rss';
import { readRss } from '../helpers/rss-rules';

const SITE = 'https://travelogue.example';
const HOSTILE = `Krabi <b>&</b> "Phi Phi" 'Maya' ]]> เกาะพีพี`;

const entry = (over: Partial<FeedEntry> = {}): FeedEntry => ({
  content_id: 'c-1',
  kind: 'article',
  title: 'Old town walk',
  summary: 'Temples before the heat',
  cover: { url: `${SITE}/api/content-platform/image-service/v1/images/img-1`, width: 1200, height: 800 },
  author: { username: 'noi', display_name: 'Noi' },
  published_at: '2026-11-01T08:30:00.000Z',
  language: 'en',
  ...over,
});

describe('the RSS 2.0 builder (server/reader-pages/rss.ts)', () => {
  const channel = {
    title: HOSTILE,
    link: `${SITE}/`,
    self: `${SITE}/rss.xml`,
    description: 'd & <d>',
    language: 'th',
  };

  it('writes a document a strict XML parser and a feed reader both read back exactly, Thai and markup as text', () => {
    const items = [
      feedItemOf(SITE, entry({ content_id: 'c/2?x', kind: 'trip', title: HOSTILE, summary: `<script>${HOSTILE}` })),
      feedItemOf(SITE, entry({ published_at: '2026-10-01T00:00:00.000Z', cover: null })),
    ].flatMap((item) => item ?? []);
    const { feed, creators, language } = readRss(renderRss(channel, items));
    expect(feed.meta).toEqual({ type: 'rss', version: '2.0' });
    expect([feed.title, feed.description, feed.self, language]).toEqual([HOSTILE, 'd & <d>', `${SITE}/rss.xml`, 'th']);
    expect(feed.items.map((i) => [i.title, i.url, i.description, i.published?.toISOString()])).toEqual([
      [HOSTILE, `${SITE}/trips/c%2F2%3Fx`, `<script>${HOSTILE}`, '2026-11-01T08:30:00.000Z'],
      ['Old town walk', `${SITE}/contents/c-1`, 'Temples before the heat', '2026-10-01T00:00:00.000Z'],
    ]);
    expect(creators).toEqual(['Noi', 'Noi']);
    expect(feed.items[0].image?.url).toBe(`${SITE}/api/content-platform/image-service/v1/images/img-1`);
    expect(feed.items[0].mediaImages.map((m) => m.url)).toHaveLength(1);
    expect(feed.items[1].image).toBeNull();
    // lastBuildDate: the newest item's publication, so the document changes only with what it lists.
    expect(feed.updated?.toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });

  it('drops characters XML cannot hold (controls, lone surrogates) instead of breaking the whole feed', () => {
    expect(escapeXml('a\u0001b\u0008c\u000bd\ud800e\uffff\tf\n')).toBe('abcde\tf\n');
    expect(escapeXml('😀 ก')).toBe('😀 ก');
    const xml = renderRss({ ...channel, title: 'bad\u0000\u001ftitle' }, []);
    expect(readRss(xml).feed.title).toBe('badtitle');
  });

  it('dates are RFC 822 in GMT; a content never published is no item', () => {
    expect(rfc822('2026-02-03T04:05:06.000Z')).toBe('Tue, 03 Feb 2026 04:05:06 GMT');
    expect(feedItemOf(SITE, entry({ published_at: null }))).toBeNull();
    expect(feedItemOf(SITE, entry({ author: { username: 'noi', display_name: null } }))?.creator).toBe('@noi');
  });

  it("the channel's language is the one most listed contents are written in; none when no content says", () => {
    const th = entry({ language: 'th' }),
      en = entry({ language: 'en' });
    expect(feedLanguage([th, en, th])).toBe('th');
    expect(feedLanguage([en, th])).toBe('en');
    expect(feedLanguage([{ ...th, language: undefined }])).toBeNull();
    expect(feedLanguage([])).toBeNull();
  });
});

describe('oEmbed helpers (server/reader-pages/oembed.ts)', () => {
  it('takes only reading pages of contents and trips of this site', () => {
    expect(contentIdOfUrl(SITE, `${SITE}/contents/c-1`)).toBe('c-1');
    expect(contentIdOfUrl(SITE, `${SITE}/trips/t-1/?lang=th#top`)).toBe('t-1');
    expect(contentIdOfUrl(SITE, `${SITE}/contents/c%201`)).toBe('c 1');
    for (const url of [
      'https://evil.example/contents/c-1',
      `http://travelogue.example/contents/c-1`,
      `${SITE}/profiles/noi`,
      `${SITE}/contents/c-1/trip.gpx`,
      `${SITE}/contents/%E0%A4%A`,
      `${SITE}/contents/`,
      'not a url',
    ])
      expect([url, contentIdOfUrl(SITE, url)]).toEqual([url, null]);
    expect(oembedUrlFor(SITE, `${SITE}/trips/t-1`)).toBe(
      `${SITE}/oembed?url=https%3A%2F%2Ftravelogue.example%2Ftrips%2Ft-1&format=json`,
    );
  });

  it('the thumbnail respects maxwidth and maxheight: the cover, else the largest resized copy that fits, else none', () => {
    const cover = { url: `${SITE}/api/content-platform/image-service/v1/images/img-1`, width: 1200, height: 800 };
    const none = { maxWidth: null, maxHeight: null };
    expect(thumbnailOf(cover, none)).toEqual(cover);
    expect(thumbnailOf(cover, { maxWidth: 1200, maxHeight: 800 })).toEqual(cover);
    expect(thumbnailOf(cover, { maxWidth: 700, maxHeight: null })).toEqual({
      url: `${cover.url}/w/640.jpg`,
      width: 640,
      height: 427,
    });
    expect(thumbnailOf(cover, { maxWidth: null, maxHeight: 300 })).toEqual({
      url: `${cover.url}/w/320.jpg`,
      width: 320,
      height: 213,
    });
    expect(thumbnailOf(cover, { maxWidth: 100, maxHeight: null })).toBeNull();
    // A bucket URL has no resized copies: the cover or nothing.
    expect(thumbnailOf({ ...cover, url: 'https://cdn.example/media/img-1' }, { maxWidth: 700, maxHeight: null })).toBe(
      null,
    );
  });
});
