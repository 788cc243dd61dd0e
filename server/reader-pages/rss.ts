/**
 * An RSS 2.0 document (https://www.rssboard.org/rss-specification), text in, text out. Every value is
 * escaped for XML, and characters XML 1.0 cannot carry at all (C0 controls other than tab and newlines, lone
 * surrogates, U+FFFE/U+FFFF) are dropped: one stray control character in a title would otherwise make the whole
 * feed unreadable to every feed reader.
 *
 * Extensions, each by its usual namespace: `atom:link rel="self"` (the feed's own URL, which RSS itself cannot
 * say), `dc:creator` (RSS's `<author>` must be an e-mail address, which creators never publish), and
 * `media:content` for the cover (Media RSS: `<enclosure>` would need the file's byte length, which a list does not know).
 */

export interface RssImage {
  /** Absolute URL. */
  readonly url: string;
  readonly width?: number | null;
  readonly height?: number | null;
}

export interface RssItem {
  readonly title: string;
  /** The item's canonical page: absolute, also its permalink guid. */
  readonly link: string;
  /** Plain text (a summary), never HTML. */
  readonly description: string;
  /** Who wrote it, as a reader sees it (display name or @username). */
  readonly creator: string | null;
  /** ISO time of the first publication. */
  readonly published: string;
  readonly image: RssImage | null;
}

export interface RssChannel {
  readonly title: string;
  /** The HTML page the feed stands for. */
  readonly link: string;
  /** Where this feed itself is served (atom:link rel="self"). */
  readonly self: string;
  readonly description: string;
  /** Only when known (RSS's language codes: "th", "en"). */
  readonly language: string | null;
  /** A logo of the channel (a creator's avatar); RSS asks its title and link to be the channel's own. */
  readonly image?: { readonly url: string } | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Characters outside XML 1.0's Char production (§2.2). With the u flag a lone surrogate is one code point. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text or attribute value for XML: escaped, and stripped of what XML cannot hold. */
export const escapeXml = (text: string): string =>
  text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** RFC 822 date-time as RSS 2.0 asks (with a four-digit year, in GMT): "Sun, 29 Nov 2026 04:35:19 GMT". */
export const rfc822 = (iso: string): string => new Date(iso).toUTCString();

export const RSS_NAMESPACES = {
  atom: 'http://www.w3.org/2005/Atom',
  dc: 'http://purl.org/dc/elements/1.1/',
  media: 'http://search.yahoo.com/mrss/',
} as const;

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
const attributes = (pairs: Record<string, string | number | null | undefined>) =>
  Object.entries(pairs)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');

function renderItem(item: RssItem): string {
  const lines = [
    element('title', item.title),
    element('link', item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    ...(item.description ? [element('description', item.description)] : []),
    ...(item.creator ? [element('dc:creator', item.creator)] : []),
    element('pubDate', rfc822(item.published)),
    ...(item.image
      ? [
          `<media:content${attributes({
            url: item.image.url,
            medium: 'image',
            width: item.image.width && item.image.width > 0 ? Math.round(item.image.width) : null,
            height: item.image.height && item.image.height > 0 ? Math.round(item.image.height) : null,
          })} />`,
        ]
      : []),
  ];
  return `    <item>\n      ${lines.join('\n      ')}\n    </item>`;
}

/**
 * The whole feed. Items are written in the order given (callers pass newest first); lastBuildDate is the newest
 * item's publication, so the document changes only when what it lists changes.
 */
export function renderRss(channel: RssChannel, items: readonly RssItem[]): string {
  const newest = items.reduce<string | null>(
    (latest, item) => (latest === null || Date.parse(item.published) > Date.parse(latest) ? item.published : latest),
    null,
  );
  const head = [
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    `<atom:link${attributes({ href: channel.self, rel: 'self', type: 'application/rss+xml' })} />`,
    ...(channel.language ? [element('language', channel.language)] : []),
    ...(newest ? [element('lastBuildDate', rfc822(newest))] : []),
    element('generator', 'Travelogue'),
    element('docs', 'https://www.rssboard.org/rss-specification'),
    ...(channel.image
      ? [
          `<image>${element('url', channel.image.url)}${element('title', channel.title)}${element('link', channel.link)}</image>`,
        ]
      : []),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0"${attributes({ 'xmlns:atom': RSS_NAMESPACES.atom, 'xmlns:dc': RSS_NAMESPACES.dc, 'xmlns:media': RSS_NAMESPACES.media })}>`,
    '  <channel>',
    `    ${head.join('\n    ')}`,
    ...items.map(renderItem),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
