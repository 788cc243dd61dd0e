import { parseFeed } from '@rowanmanning/feed-parser';
import { JSDOM } from 'jsdom';
import { expect } from 'vitest';

const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  dc: 'http://purl.org/dc/elements/1.1/',
  media: 'http://search.yahoo.com/mrss/',
};

/** RFC 822 date-time with a four-digit year, as RSS 2.0 asks: "Sun, 29 Nov 2026 04:35:19 GMT". */
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

const { DOMParser } = new JSDOM('').window;

/**
 * An RSS 2.0 document read two ways: by a strict XML parser (one malformed character fails it) checked against
 * the RSS 2.0 rules a feed reader relies on, and by a real feed reader's parser, whose view is returned.
 */
export function readRss(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect([root.tagName, root.getAttribute('version')]).toEqual(['rss', '2.0']);
  const channels = [...root.children].filter((e) => e.tagName === 'channel');
  expect(channels).toHaveLength(1);
  const channel = channels[0];
  const child = (parent: Element, name: string) => [...parent.children].filter((e) => e.tagName === name);
  // Required channel elements (RSS 2.0 "Required channel elements"), once each.
  for (const name of ['title', 'link', 'description']) expect(child(channel, name), name).toHaveLength(1);
  const self = [...channel.getElementsByTagNameNS(NS.atom, 'link')];
  expect(self.map((l) => [l.getAttribute('rel'), l.getAttribute('type')])).toEqual([['self', 'application/rss+xml']]);
  for (const date of [...child(channel, 'lastBuildDate'), ...child(channel, 'pubDate')])
    expect(date.textContent).toMatch(RFC822);
  const items = child(channel, 'item');
  for (const item of items) {
    expect(child(item, 'title').length + child(item, 'description').length).toBeGreaterThan(0);
    const [link] = child(item, 'link');
    const [guid] = child(item, 'guid');
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect(guid.textContent).toBe(link.textContent);
    expect(new URL(link.textContent ?? '').protocol).toMatch(/^https?:$/);
    expect(child(item, 'pubDate')[0].textContent).toMatch(RFC822);
    for (const media of item.getElementsByTagNameNS(NS.media, 'content')) {
      expect(new URL(media.getAttribute('url') ?? '').protocol).toMatch(/^https?:$/);
      expect(media.getAttribute('medium')).toBe('image');
    }
  }
  const creators = items.map((item) => item.getElementsByTagNameNS(NS.dc, 'creator')[0]?.textContent ?? null);
  return { feed: parseFeed(xml), creators, language: child(channel, 'language')[0]?.textContent ?? null };
}
