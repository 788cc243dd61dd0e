/**
 * The head of a public reading page as the server sends it ("Open Graph and title meta in the HTML
 * the server sends for /contents/[id], /trips/[id] and /profiles/[username], so shared links preview").
 * Link-preview robots do not run JavaScript, so title, description and og:* must be in the HTML itself.
 *
 * Everything here is text in, text out: every value is HTML-escaped, and the page's initial data is
 * serialised so that nothing inside it can close its <script> element.
 */
import { SITE_NAME } from '../../src/domain/routing/document-title';

export type ReaderLanguage = 'th' | 'en';

export interface PageMeta {
  /** The document <title> (with the site name: domain/routing/document-title.ts documentTitle). */
  readonly title: string;
  /** og:title and twitter:title: the page's own name, the site name travels in og:site_name. Default: title. */
  readonly socialTitle?: string;
  readonly description: string;
  /** Absolute URL of the page (canonical link and og:url). */
  readonly url: string;
  /** Absolute URL of the preview image, or null. */
  readonly image: {
    readonly url: string;
    readonly width?: number;
    readonly height?: number;
    readonly alt: string;
  } | null;
  readonly type: 'article' | 'profile' | 'website';
  readonly language: ReaderLanguage;
  /** ISO time, articles only. */
  readonly publishedTime?: string | null;
  /** False for pages that must not be indexed (the not-found page): no hreflang alternates either. */
  readonly indexable?: boolean;
  /**
   * schema.org JSON-LD for search engines: an Article or a Person, placed in
   * `<script type="application/ld+json">`, serialised like the initial data so nothing in it closes the script.
   */
  readonly structuredData?: Readonly<Record<string, unknown>> | null;
  /**
   * Other forms of the page for programs: its RSS feed, its oEmbed answer
   * (`<link rel="alternate" type="application/rss+xml" | "application/json+oembed">`).
   */
  readonly alternates?: readonly AlternateLink[];
  /**
   * A content written in two languages: each version's canonical URL by its hreflang (and `x-default`), in place
   * of the interface-language alternates every other page gets (hreflangLinks).
   */
  readonly languageVersions?: Readonly<Record<string, string>>;
  /**
   * A bilingual content's Open Graph locales: the version shown (og:locale) and its other versions
   * (og:locale:alternate), in place of the interface language and the other interface language.
   */
  readonly contentLocales?: { readonly shown: ReaderLanguage; readonly alternates: readonly ReaderLanguage[] };
}

export interface AlternateLink {
  readonly type: 'application/rss+xml' | 'application/json+oembed';
  /** Absolute URL. */
  readonly href: string;
  readonly title: string;
}

export { SITE_NAME };
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

const OG_LOCALES: Record<ReaderLanguage, string> = { th: 'th_TH', en: 'en_US' };
const DESCRIPTION_MAX = 200;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * JSON for a `<script type="application/json">` element: `<` becomes \u003c so `</script>` or `<!--` can
 * never appear inside it, and U+2028/U+2029 are escaped so the text is also valid JavaScript source.
 * JSON.parse gives back exactly the original data.
 */
export const serializeInitialData = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Collapses whitespace and cuts at a word boundary so previews show one clean sentence. */
export function shortDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The page in each interface language (spec §2 `?lang=`) and x-default (the URL without it, which picks the
 * language itself): `<link rel="alternate" hreflang>` for search engines.
 */
export function hreflangLinks(url: string): string[] {
  const withLang = (language: ReaderLanguage) => {
    const target = new URL(url);
    target.searchParams.set('lang', language);
    return target.href;
  };
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`;
  return [link('th', withLang('th')), link('en', withLang('en')), link('x-default', url)];
}

/** JSON-LD in a script element: `<` is \u003c, so a `</script>` in a title stays inside the JSON string. */
export const renderStructuredData = (data: Readonly<Record<string, unknown>>): string =>
  `<script type="application/ld+json">${serializeInitialData(data)}</script>`;

/** The tags placed in <head>, one per line. */
export function renderHeadTags(meta: PageMeta): string {
  const attr = (name: string, value: string) => `${name}="${escapeHtml(value)}"`;
  const property = (name: string, value: string) => `<meta ${attr('property', name)} ${attr('content', value)} />`;
  const named = (name: string, value: string) => `<meta ${attr('name', name)} ${attr('content', value)} />`;
  const description = shortDescription(meta.description);
  const socialTitle = meta.socialTitle ?? meta.title;
  const other: ReaderLanguage = meta.language === 'th' ? 'en' : 'th';
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', description),
    `<link ${attr('rel', 'canonical')} ${attr('href', meta.url)} />`,
    ...(meta.indexable === false
      ? [named('robots', 'noindex')]
      : meta.languageVersions
        ? Object.entries(meta.languageVersions).map(
            ([hreflang, href]) => `<link rel="alternate" ${attr('hreflang', hreflang)} ${attr('href', href)} />`,
          )
        : hreflangLinks(meta.url)),
    ...(meta.alternates ?? []).map(
      (link) =>
        `<link rel="alternate" ${attr('type', link.type)} ${attr('href', link.href)} ${attr('title', link.title)} />`,
    ),
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', socialTitle),
    property('og:description', description),
    property('og:url', meta.url),
    property('og:locale', OG_LOCALES[meta.contentLocales?.shown ?? meta.language]),
    ...(meta.contentLocales?.alternates ?? [other]).map((language) =>
      property('og:locale:alternate', OG_LOCALES[language]),
    ),
    ...(meta.publishedTime ? [property('article:published_time', meta.publishedTime)] : []),
    ...imageTags(meta, property),
    // A profile's avatar is small and square: the large card is for covers.
    named('twitter:card', meta.image && meta.type !== 'profile' ? 'summary_large_image' : 'summary'),
    named('twitter:title', socialTitle),
    named('twitter:description', description),
    ...(meta.image ? [named('twitter:image', meta.image.url), named('twitter:image:alt', meta.image.alt)] : []),
    ...(meta.structuredData ? [renderStructuredData(meta.structuredData)] : []),
  ];
  return tags.join('\n    ');
}

function imageTags(meta: PageMeta, property: (name: string, value: string) => string): string[] {
  if (!meta.image) return [];
  const { url, width, height, alt } = meta.image;
  return [
    property('og:image', url),
    ...(width ? [property('og:image:width', String(width))] : []),
    ...(height ? [property('og:image:height', String(height))] : []),
    property('og:image:alt', alt),
  ];
}

/**
 * The built reader.html with our head: its own <title>, description and any social tags are replaced,
 * `<html lang>` follows the page, and the initial data (when there is some) goes in a non-executable
 * JSON script. Replacements use functions, never replacement strings, so a `$&` in a title stays text.
 */
export function renderReaderDocument(template: string, meta: PageMeta, initialData: unknown): string {
  const head = renderHeadTags(meta);
  const data =
    initialData === undefined || initialData === null
      ? ''
      : `\n    <script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${serializeInitialData(initialData)}</script>`;
  const stripped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/gi, () => '')
    .replace(
      /<meta\s+(?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*|article:[^"]*)"[^>]*>\s*/gi,
      () => '',
    )
    .replace(/<link\s+rel="canonical"[^>]*>\s*/gi, () => '')
    .replace(/<link\s+rel="alternate"\s+hreflang="[^"]*"[^>]*>\s*/gi, () => '')
    .replace(/<link\s+rel="alternate"\s+type="application\/(?:rss\+xml|json\+oembed)"[^>]*>\s*/gi, () => '')
    .replace(/<script\s+type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>\s*/gi, () => '')
    .replace(/<html([^>]*?)\slang="[^"]*"/i, (_m, before: string) => `<html${before} lang="${meta.language}"`);
  if (/<\/head>/i.test(stripped)) return stripped.replace(/<\/head>/i, () => `  ${head}${data}\n  </head>`);
  // A page written without <head> (the parser opens one implicitly): the tags go before <body>, or first.
  const at = stripped.search(/<body/i);
  const start = at >= 0 ? at : (/^<!doctype[^>]*>/i.exec(stripped)?.[0].length ?? 0);
  return `${stripped.slice(0, start)}\n${head}${data}\n${stripped.slice(start)}`;
}
