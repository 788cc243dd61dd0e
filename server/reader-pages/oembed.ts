import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasVariants, variantsFor, variantUrl } from '../../src/domain/content/responsive-image';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { sendError } from '../http/error-handler';
import type { PublicContentData, ReaderDataSource } from './reader-data';
import { SITE_NAME } from './social-meta';

/*
 * oEmbed 1.0 (https://oembed.com) for the reading pages of contents and trips, so a link pasted in another
 * site unfurls as a card: GET /oembed?url=<a /contents/:id or /trips/:id URL of this site>&format=json answers
 * a "link" with the title, the creator and the cover as thumbnail. No HTML is handed out (no "rich" type):
 * nothing of ours runs in another site's page. What is not a public content of this site is 404, a format
 * other than json is 501 (as the oEmbed spec says), and a maxwidth/maxheight that is not a positive whole
 * number is 422 4220607000. Read through the page's own query: a draft, hidden or deleted content is 404.
 */
export const OEMBED_PATH = '/oembed';

/** How long a consumer may keep an answer (seconds), the oEmbed `cache_age`; the HTTP cache says the same. */
export const OEMBED_CACHE_SECONDS = 600;

export interface OEmbedLink {
  readonly version: '1.0';
  readonly type: 'link';
  readonly title: string;
  readonly author_name?: string;
  readonly author_url?: string;
  readonly provider_name: string;
  readonly provider_url: string;
  readonly cache_age: number;
  readonly thumbnail_url?: string;
  readonly thumbnail_width?: number;
  readonly thumbnail_height?: number;
}

/** The discovery link's target for a page URL of this site. */
export const oembedUrlFor = (publicUrl: string, pageUrl: string): string =>
  `${publicUrl}${OEMBED_PATH}?url=${encodeURIComponent(pageUrl)}&format=json`;

const PAGE_PATH = /^\/(contents|trips)\/([^/]+)\/?$/;

/** The content id a URL names, when it is a reading page of this site (`publicUrl`'s origin); else null. */
export function contentIdOfUrl(publicUrl: string, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(publicUrl).origin) return null;
  const match = PAGE_PATH.exec(parsed.pathname);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[2]);
    return /^[^/?#]{1,100}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The version a page URL names (`?hl=th|en`, README "Two languages"); anything else: null, the primary. */
export function contentLanguageOfUrl(url: string): 'th' | 'en' | null {
  try {
    const hl = new URL(url).searchParams.get('hl');
    return hl === 'th' || hl === 'en' ? hl : null;
  } catch {
    return null;
  }
}

interface Bounds {
  readonly maxWidth: number | null;
  readonly maxHeight: number | null;
}

/**
 * The cover as a thumbnail within the consumer's bounds (oEmbed: "the thumbnail must respect maxwidth and
 * maxheight"): the cover itself when it fits, else the largest resized copy that does (covers of the image
 * service have them, domain/content/responsive-image.ts), else none.
 */
export function thumbnailOf(
  cover: { readonly url: string; readonly width: number | null; readonly height: number | null },
  bounds: Bounds,
): { url: string; width: number; height: number } | null {
  const { width, height } = cover;
  if (!width || !height || width < 1 || height < 1) return null;
  const scale = Math.min(1, (bounds.maxWidth ?? width) / width, (bounds.maxHeight ?? height) / height);
  if (scale >= 1) return { url: cover.url, width, height };
  if (!hasVariants(cover.url)) return null;
  const fits = variantsFor(width).filter((variant) => variant.width <= width * scale);
  const best = fits.at(-1);
  if (!best) return null;
  return {
    url: variantUrl(cover.url, best.label, 'jpg'),
    width: best.width,
    height: Math.round((height * best.width) / width),
  };
}

export function oembedOf(publicUrl: string, content: PublicContentData, bounds: Bounds): OEmbedLink {
  const { author } = content;
  const name = author.display_name || (author.username ? `@${author.username}` : null);
  const cover = content.cover
    ? thumbnailOf({ ...content.cover, url: new URL(content.cover.url, `${publicUrl}/`).href }, bounds)
    : null;
  return {
    version: '1.0',
    type: 'link',
    title: content.title || SITE_NAME,
    ...(name ? { author_name: name } : {}),
    ...(author.username ? { author_url: `${publicUrl}/profiles/${encodeURIComponent(author.username)}` } : {}),
    provider_name: SITE_NAME,
    provider_url: `${publicUrl}/`,
    cache_age: OEMBED_CACHE_SECONDS,
    ...(cover ? { thumbnail_url: cover.url, thumbnail_width: cover.width, thumbnail_height: cover.height } : {}),
  };
}

/** A maxwidth/maxheight: absent is no bound, a positive whole number is one, anything else is refused (undefined). */
const boundOf = (value: unknown): number | null | undefined => {
  if (value === undefined || value === '') return null;
  return typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
};

/** A JSON refusal in the API's envelope, with the catalogue's status for its code; never cached. */
const refuse = (reply: FastifyReply, code: number, message: string) =>
  sendError(reply.header('cache-control', 'no-store'), code, message);

export function installOEmbed(
  app: FastifyInstance,
  options: { readonly publicUrl: string; readonly data: Pick<ReaderDataSource, 'publicContent'> },
): void {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  app.get<{ Querystring: Record<string, unknown> }>(OEMBED_PATH, async (request, reply) => {
    const { url, format, maxwidth, maxheight } = request.query;
    if (format !== undefined && format !== 'json')
      return reply
        .code(501)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Only format=json is served.');
    if (typeof url !== 'string' || url === '')
      return refuse(reply, ErrorCode.contentValidationFailed, 'url must be the address of a content or a trip.');
    const maxWidth = boundOf(maxwidth),
      maxHeight = boundOf(maxheight);
    if (maxWidth === undefined || maxHeight === undefined)
      return refuse(reply, ErrorCode.contentValidationFailed, 'maxwidth and maxheight must be positive whole numbers.');
    const id = contentIdOfUrl(publicUrl, url);
    const content = id === null ? null : await options.data.publicContent(id, contentLanguageOfUrl(url));
    if (!content)
      return refuse(reply, ErrorCode.contentNotFound, 'No published content or trip of this site has this URL.');
    return reply
      .header('cache-control', `public, max-age=${OEMBED_CACHE_SECONDS}`)
      .type('application/json; charset=utf-8')
      .send(oembedOf(publicUrl, content, { maxWidth, maxHeight }));
  });
}
