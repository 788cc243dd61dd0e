import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentLanguage } from '../../src/domain/content/content';
import { responsiveImage } from '../../src/domain/content/responsive-image';
import { documentTitle } from '../../src/domain/routing/document-title';
import { READER_ROUTES, Routes } from '../../src/domain/routing/routes';
import { fillPathParams } from '../../src/domain/url/url-helpers';
import type { ProfilePageData, PublicContentData, ReaderDataSource } from './reader-data';
import { listMeta } from './list-meta';
import { locationMeta } from './place-meta';
import { campaignMeta, pollMeta } from './wallet-meta';
import {
  renderReaderDocument,
  shortDescription,
  SITE_NAME,
  type AlternateLink,
  type PageMeta,
  type ReaderLanguage,
} from './social-meta';
import { profileFeedUrl, SITE_FEED_PATH, siteFeedTitle } from './feeds';
import { oembedUrlFor } from './oembed';
import { encodingFor } from '../http/content-encoding';
import { acceptsHtml } from '../http/content-negotiation';
import { fillRoot, RenderedPages, type ReaderRenderer } from './reader-ssr';

/**
 * The public reading pages (/contents/:id, /trips/:id, /profiles/:username; /map/location/:id,
 * /polls/:id, /campaigns/:id/detail and /lists/:id): the server sends
 * the lean reader entry (reader.html) with the page's title, Open Graph tags and initial data already in
 * it, so shared links preview and the reader draws the page without a second round trip.
 */
export type ReaderRoute = 'content' | 'trip' | 'profile' | 'location' | 'poll' | 'campaign' | 'list';

/** What the reader finds in `<script id="initial-data">`: which page it was made for and its data. */
export interface InitialData {
  readonly route: ReaderRoute;
  /** The content id or the username of the URL. */
  readonly key: string;
  readonly data: unknown;
}

/**
 * The spec §2 routes these pages answer (routes.ts READER_ROUTES). A path of theirs that reaches the SPA's
 * not-found handler (a trailing slash, a request for another type) is never a page of the main SPA (spa.ts).
 */
export { READER_ROUTES };

/**
 * A content has one URL, by its kind: /trips/:id for a trip, /contents/:id for the rest. The
 * other one answers a permanent redirect to it, with the query string as sent (`?lang=`, `?appMode=`).
 */
export function canonicalContentPath(content: Pick<PublicContentData, 'content_id' | 'kind'>): string {
  return fillPathParams(content.kind === 'trip' ? Routes.trip : Routes.content, { id: content.content_id });
}

const queryOf = (url: string): string => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};

/** How many contents the profile page shows before "load more". */
export const PROFILE_PAGE_SIZE = 12;

/** How many items a public saved list's page shows before "Show more" (the public route's own page size). */
export const LIST_PAGE_SIZE = 24;

const GENERIC: Record<ReaderLanguage, { description: string; notFound: string; profile: (name: string) => string }> = {
  en: {
    description: 'Travel stories, trips and places in Thai and English.',
    notFound: 'Page not found',
    profile: (name) => `Travel stories and trips by ${name} on Travelogue.`,
  },
  th: {
    description: 'เรื่องเล่าการเดินทาง ทริป และสถานที่ ทั้งภาษาไทยและภาษาอังกฤษ',
    notFound: 'ไม่พบหน้านี้',
    profile: (name) => `เรื่องเล่าการเดินทางและทริปของ ${name} บน Travelogue`,
  },
};

const KEY_PATTERN = /^[^/?#]{1,100}$/;

/**
 * `?hl=` names the content language to read (README "Two languages"), apart from spec §2's `?lang=`, which is the
 * interface's and is removed once applied. Anything but th/en asks for nothing: the primary language.
 */
function askedContentLanguage(request: FastifyRequest): ContentLanguage | null {
  const hl = (request.query as { hl?: unknown } | undefined)?.hl;
  return hl === 'th' || hl === 'en' ? hl : null;
}

/**
 * The canonical URL of the version shown. A single-language content keeps its one URL; each version of a bilingual
 * one is `?hl=<its language>`, and the URL without `hl` is their x-default, showing the reader's interface language
 * when the content has it (README "Two languages").
 */
export function canonicalVersionPath(
  content: Pick<PublicContentData, 'content_id' | 'kind' | 'language' | 'languages'>,
): string {
  const path = canonicalContentPath(content);
  return content.languages ? `${path}?hl=${content.language}` : path;
}

/** A bilingual content's versions by hreflang, each at its canonical URL; x-default is the URL without `hl`. */
function languageVersionsOf(
  publicUrl: string,
  content: Pick<PublicContentData, 'content_id' | 'kind' | 'languages'>,
): { languageVersions?: Record<string, string> } {
  if (!content.languages) return {};
  const plain = `${publicUrl}${canonicalContentPath(content)}`;
  const versions = content.languages.available.map((language) => [language, `${plain}?hl=${language}`]);
  return { languageVersions: Object.fromEntries([...versions, ['x-default', plain]]) };
}

/** Spec §2: `?lang=` chooses the language; otherwise the content's own, then the browser's, then English. */
function languageOf(request: FastifyRequest, preferred: ReaderLanguage | null): ReaderLanguage {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  if (query === 'th' || query === 'en') return query;
  if (preferred) return preferred;
  const accepted = String(request.headers['accept-language'] ?? '')
    .toLowerCase()
    .split(',')
    .map((tag) => tag.trim().slice(0, 2));
  return accepted.find((tag): tag is ReaderLanguage => tag === 'th' || tag === 'en') ?? 'en';
}

const absolute = (publicUrl: string, url: string): string => new URL(url, `${publicUrl}/`).href;

type HeadAuthorData = PublicContentData['author'];
const profileUrl = (publicUrl: string, username: string) => `${publicUrl}/profiles/${encodeURIComponent(username)}`;

/** schema.org Person of a creator: name, @username, profile URL, avatar. */
function personLd(publicUrl: string, author: HeadAuthorData, fallbackUsername: string | null): Record<string, unknown> {
  const username = author.username ?? fallbackUsername;
  return {
    '@type': 'Person',
    name: author.display_name || (username ? `@${username}` : SITE_NAME),
    ...(username ? { alternateName: `@${username}`, url: profileUrl(publicUrl, username) } : {}),
    ...(author.avatar_image ? { image: absolute(publicUrl, author.avatar_image) } : {}),
  };
}

/** schema.org Article of a content or a trip (a trip is a travel story too). */
export function articleLd(
  publicUrl: string,
  content: PublicContentData,
  url: string,
  description: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: shortDescription(content.title || SITE_NAME, 110),
    description: shortDescription(description),
    ...(content.cover ? { image: [absolute(publicUrl, content.cover.url)] } : {}),
    datePublished: content.published_at,
    dateModified: content.updated_at || content.published_at,
    inLanguage: content.language,
    author: personLd(publicUrl, content.author, null),
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/` },
  };
}

export function contentMeta(publicUrl: string, content: PublicContentData, language: ReaderLanguage): PageMeta {
  const title = content.title || SITE_NAME;
  const url = `${publicUrl}${canonicalVersionPath(content)}`;
  const description = content.summary || GENERIC[language].description;
  return {
    title: documentTitle(content.title),
    socialTitle: title,
    description,
    url,
    image: content.cover
      ? {
          url: absolute(publicUrl, content.cover.url),
          width: content.cover.width,
          height: content.cover.height,
          alt: title,
        }
      : null,
    type: 'article',
    language,
    publishedTime: content.published_at,
    ...languageVersionsOf(publicUrl, content),
    // A bilingual page's Open Graph is the version's: its locale, and the other version's as the alternate.
    ...(content.languages
      ? {
          contentLocales: {
            shown: content.language,
            alternates: content.languages.available.filter((other) => other !== content.language),
          },
        }
      : {}),
    structuredData: articleLd(publicUrl, content, url, description),
    alternates: [
      // A link pasted in another site unfurls from this (oembed.ts).
      { type: 'application/json+oembed', href: oembedUrlFor(publicUrl, url), title },
      // A reader who liked it can follow its creator in their feed reader.
      ...(content.author.username ? [creatorFeedLink(publicUrl, content.author.username, content.author)] : []),
    ],
  };
}

/** A creator's feed as a page names it: "Display name (@username)", else "@username". */
function creatorFeedLink(
  publicUrl: string,
  username: string,
  author: Pick<HeadAuthorData, 'display_name'>,
): AlternateLink {
  const handle = `@${username}`;
  const title = author.display_name ? `${author.display_name} (${handle})` : handle;
  return { type: 'application/rss+xml', href: profileFeedUrl(publicUrl, username), title };
}

/** /map: the public map of places; the same head whatever the view in the query. */
export function mapMeta(publicUrl: string, language: ReaderLanguage): PageMeta {
  const title = language === 'th' ? 'แผนที่สถานที่' : 'Places map';
  const description =
    language === 'th'
      ? 'ค้นหาสถานที่ท่องเที่ยวบนแผนที่ ดูว่าที่ไหนเปิดอยู่ตอนนี้ และที่ไหนใกล้คุณ'
      : 'Find places to visit on a map, see which are open now and which are near you.';
  return {
    title: documentTitle(title),
    socialTitle: title,
    description,
    url: `${publicUrl}/map`,
    image: null,
    type: 'website',
    language,
  };
}

export function profileMeta(
  publicUrl: string,
  page: ProfilePageData,
  username: string,
  language: ReaderLanguage,
): PageMeta {
  const { author } = page.data;
  const handle = `@${author.username ?? username}`;
  const name = author.display_name ? `${author.display_name} (${handle})` : handle;
  const url = profileUrl(publicUrl, author.username ?? username);
  return {
    title: documentTitle(name),
    socialTitle: name,
    description: GENERIC[language].profile(author.display_name ?? handle),
    url,
    image: author.avatar_image ? { url: absolute(publicUrl, author.avatar_image), alt: name } : null,
    type: 'profile',
    language,
    structuredData: { '@context': 'https://schema.org', ...personLd(publicUrl, author, username), url, '@id': url },
    alternates: [creatorFeedLink(publicUrl, author.username ?? username, author)],
  };
}

/**
 * Every reading page names the site's feed after its own alternates (a feed reader given the page takes the
 * first feed: on a profile, the creator's own).
 */
export const withSiteFeed = (publicUrl: string, meta: PageMeta): PageMeta => ({
  ...meta,
  alternates: [
    ...(meta.alternates ?? []),
    { type: 'application/rss+xml', href: `${publicUrl}${SITE_FEED_PATH}`, title: siteFeedTitle(meta.language) },
  ],
});

const notFoundMeta = (publicUrl: string, path: string, language: ReaderLanguage): PageMeta => ({
  title: documentTitle(GENERIC[language].notFound),
  description: GENERIC[language].description,
  url: `${publicUrl}${path}`,
  image: null,
  type: 'website',
  language,
  indexable: false,
});

/**
 * The cover of an article or a trip is what a reader sees largest first (the LCP element):
 * the browser is told to fetch it with the page, before any stylesheet or script asks for it.
 */
function withCoverPreload(document: string, initial: InitialData | null): string {
  if (!initial || (initial.route !== 'content' && initial.route !== 'trip')) return document;
  const cover = (initial.data as Partial<PublicContentData> | null)?.cover;
  if (!cover?.url) return document;
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  // The same WebP candidates and sizes as the cover's <picture> (domain/content/responsive-image), so the
  // preloaded file is the one the image then uses; a browser without WebP skips the hint.
  const image = responsiveImage({ url: cover.url, width: cover.width ?? 0 });
  const link = image.webpSrcset
    ? `<link rel="preload" as="image" type="image/webp" imagesrcset="${attr(image.webpSrcset)}" imagesizes="${attr(image.sizes)}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${attr(cover.url)}" fetchpriority="high">`;
  return document.replace(/<\/head>/i, () => `  ${link}\n  </head>`);
}

/** The first letter of the Thai block (ก): a face whose unicode-range holds it is the one for Thai text. */
const THAI_KO_KAI = 0x0e01;

const coversCodePoint = (face: string, codePoint: number): boolean =>
  [...(/unicode-range:([^;}]*)/i.exec(face)?.[1] ?? '').matchAll(/U\+([0-9a-f?]+)(?:-([0-9a-f]+))?/gi)].some(
    ([, from, to]) => {
      const low = parseInt(from.replace(/\?/g, '0'), 16);
      const high = to ? parseInt(to, 16) : parseInt(from.replace(/\?/g, 'f'), 16);
      return low <= codePoint && codePoint <= high;
    },
  );

/**
 * Where the build put the Thai subset of the web font: the url() of the template's @font-face whose
 * unicode-range holds the Thai letters (minifiers write U+0E01 as U+E01). Null when the template has none.
 */
export function thaiFontUrlOf(template: string): string | null {
  for (const face of template.match(/@font-face\s*\{[^}]*\}/gi) ?? []) {
    if (!coversCodePoint(face, THAI_KO_KAI)) continue;
    const url = /url\(\s*["']?([^"')\s]+\.woff2)["']?\s*\)/i.exec(face);
    if (url) return url[1];
  }
  return null;
}

/**
 * Thai laid out before the Thai web font arrives is drawn with whatever the device has, which on a device
 * without a Thai font is empty boxes until the font swaps in (its @font-face says font-display: swap). A page
 * that will show Thai — in the Thai interface, or a content written in Thai — asks for the font's Thai subset
 * with the page, so the text is drawn in it from the first paint more often. English pages of English contents
 * still never download it.
 */
function withThaiFontPreload(document: string, fontUrl: string | null, showsThai: boolean): string {
  if (!fontUrl || !showsThai) return document;
  const link = `<link rel="preload" as="font" type="font/woff2" href="${fontUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" crossorigin>`;
  return document.replace(/<\/head>/i, () => `  ${link}\n  </head>`);
}

const contentLanguageOf = (initial: InitialData | null): unknown =>
  initial && (initial.route === 'content' || initial.route === 'trip')
    ? (initial.data as Partial<PublicContentData> | null)?.language
    : null;

export interface ReaderPagesOptions {
  /** The built reader.html (or, in a build without it, index.html). */
  readonly template: string;
  readonly publicUrl: string;
  readonly data: ReaderDataSource;
  /** The reader's server renderer (reader-ssr.ts); without it the page draws in the browser only. */
  readonly render?: ReaderRenderer | null;
}

/**
 * Registers the reading pages. They answer whenever HTML is acceptable (link-preview fetchers send `*\/*` or no
 * Accept at all); a request that refuses HTML (only JSON, say) falls through to the 404 handler.
 */
export function installReaderPages(app: FastifyInstance, options: ReaderPagesOptions): void {
  const { template, publicUrl, data, render } = options;
  const thaiFont = thaiFontUrlOf(template);
  const pages = new RenderedPages();
  /** `head` may be a function: a page already rendered from the same data needs no head made again. */
  const send = (
    reply: FastifyReply,
    status: number,
    head: PageMeta | (() => PageMeta),
    initial: InitialData | null,
  ) => {
    let made: PageMeta | null = typeof head === 'function' ? null : head;
    const meta = (): PageMeta => (made ??= (head as () => PageMeta)());
    const request = reply.request;
    const [pathname] = request.url.split('?', 1);
    const search = request.url.slice(pathname.length);
    const language = languageOf(request, null);
    // The head (meta) is made from the data, the status, the path and the language alone: with initial data, the
    // data stands for both, and the content cache hands out one unchanged object per version and counts, whose
    // digest is then reused (no stringify and hash of the whole page per request).
    const key = RenderedPages.keyOf(
      [String(status), pathname, search, language, initial ? `${initial.route}\u0000${initial.key}` : ''],
      initial ? initial.data : meta(),
    );
    return pages
      .get(key, Date.now(), async () => {
        const showsThai = language === 'th' || contentLanguageOf(initial) === 'th';
        const document = withThaiFontPreload(
          withCoverPreload(renderReaderDocument(template, withSiteFeed(publicUrl, meta()), initial), initial),
          thaiFont,
          showsThai,
        );
        if (!render || !initial) return document;
        try {
          const html = await render({ pathname, search, lang: language, data: initial.data, now: Date.now() });
          return html === null ? document : fillRoot(document, html, language);
        } catch (error) {
          // The page still works: the reader draws it in the browser from the embedded data.
          request.log.error({ err: error }, 'reader page server rendering failed');
          return document;
        }
      })
      .then((rendered) => {
        const encoding = encodingFor(request.headers['accept-encoding'] as string | undefined);
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply
          .code(status)
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept, Accept-Language, Accept-Encoding')
          .type('text/html; charset=utf-8')
          .send(RenderedPages.bytes(rendered, encoding));
      });
  };

  const page =
    (route: ReaderRoute, param: 'id' | 'username') => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!acceptsHtml(request.headers.accept)) return reply.callNotFound();
      const key = (request.params as Record<string, string>)[param];
      const path = request.url.split('?')[0];
      const language = languageOf(request, null);
      if (!KEY_PATTERN.test(key)) return send(reply, 404, notFoundMeta(publicUrl, path, language), null);
      try {
        if (route === 'location') {
          // The interface language picks the name (name_th / name_en); an unknown or non-public place is a real 404.
          const place = await data.location(key, language);
          if (!place) return send(reply, 404, notFoundMeta(publicUrl, path, language), null);
          return send(reply, 200, () => locationMeta(publicUrl, place, language), { route, key, data: place });
        }
        // The interface language picks the text (th/en, else the other); an unknown id is a real 404.
        if (route === 'poll') {
          const poll = (await data.poll?.(key)) ?? null;
          if (!poll) return send(reply, 404, notFoundMeta(publicUrl, path, language), null);
          return send(reply, 200, () => pollMeta(publicUrl, poll, language), { route, key, data: poll });
        }
        if (route === 'campaign') {
          const campaign = (await data.campaign?.(key)) ?? null;
          if (!campaign) return send(reply, 404, notFoundMeta(publicUrl, path, language), null);
          return send(reply, 200, () => campaignMeta(publicUrl, campaign, language), { route, key, data: campaign });
        }
        if (route === 'list') {
          // A private list and a missing one are the same 404: a private list's id says nothing about it.
          const list = (await data.savedList?.(key, language, LIST_PAGE_SIZE)) ?? null;
          if (!list) return send(reply, 404, notFoundMeta(publicUrl, path, language), null);
          return send(reply, 200, () => listMeta(publicUrl, list, language), { route, key, data: list });
        }
        if (route === 'profile') {
          // The creator's contents in the interface language where they have it (the cards then read as the pages do).
          const found = await data.profileContents(key, 0, PROFILE_PAGE_SIZE, language);
          if (!found) return send(reply, 404, notFoundMeta(publicUrl, path, language), null);
          return send(reply, 200, () => profileMeta(publicUrl, found, key, language), { route, key, data: found });
        }
        // `?hl=` names a version; without it, the reader's interface language when the content has it, else its primary.
        const content = await data.publicContent(key, askedContentLanguage(request) ?? languageOf(request, null));
        if (!content) return send(reply, 404, notFoundMeta(publicUrl, path, language), null);
        // /trips/<an article> and /contents/<a trip> send to the content's own URL, query kept.
        if ((content.kind === 'trip') !== (route === 'trip')) {
          return reply
            .header('cache-control', 'no-cache')
            .header('vary', 'Accept, Accept-Language')
            .redirect(`${canonicalContentPath(content)}${queryOf(request.url)}`, 301);
        }
        // The head describes the content in its own language, whatever the interface language is.
        return send(reply, 200, () => contentMeta(publicUrl, content, content.language), { route, key, data: content });
      } catch (error) {
        // The page still loads without initial data: the reader then asks the API itself and shows its error.
        request.log.error({ err: error }, 'reader page data failed');
        return send(reply, 500, { ...notFoundMeta(publicUrl, path, language), title: SITE_NAME }, null);
      }
    };

  app.get(Routes.content, page('content', 'id'));
  app.get(Routes.trip, page('trip', 'id'));
  app.get(Routes.profile, page('profile', 'username'));
  app.get(Routes.mapLocation, page('location', 'id'));
  app.get(Routes.poll, page('poll', 'id'));
  app.get(Routes.campaignDetail, page('campaign', 'id'));
  app.get(Routes.publicList, page('list', 'id'));
  // /map: no data to embed (the view is in the query and the places come per view).
  app.get(Routes.map, async (request, reply) => {
    if (!acceptsHtml(request.headers.accept)) return reply.callNotFound();
    return send(reply, 200, mapMeta(publicUrl, languageOf(request, null)), null);
  });
}
