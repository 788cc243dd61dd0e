import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { asksForHtml } from '../http/content-negotiation';
import { sendError } from '../http/error-handler';
import { names, weakEtag } from '../http/ready-answers';
import type { FeedEntry, FeedSource } from './feed-data';
import { renderRss, type RssChannel, type RssItem } from './rss';
import { SITE_NAME, type ReaderLanguage } from './social-meta';

/*
 * Feeds for readers' apps (RSS 2.0, rss.ts), the newest published contents, newest first:
 *   GET /rss.xml                           the whole site
 *   GET /profiles/:username/rss.xml        one creator (404 4040102001 for an unknown name)
 *   GET /categories/:categoryId/rss.xml    one category (404 4040607004 for an unknown category)
 * Each item is the content's canonical page, its summary, cover (the URL Open Graph names), creator and first
 * publication. The reading pages point to them with <link rel="alternate" type="application/rss+xml">.
 */
export const SITE_FEED_PATH = '/rss.xml';
export const PROFILE_FEED_PATH = '/profiles/:username/rss.xml';
export const CATEGORY_FEED_PATH = '/categories/:categoryId/rss.xml';

/** How many contents a feed lists: a reader's app polls, it does not page. */
export const FEED_ITEM_COUNT = 30;

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

export const profileFeedUrl = (publicUrl: string, username: string): string =>
  `${publicUrl}/profiles/${encodeURIComponent(username)}/rss.xml`;
export const categoryFeedUrl = (publicUrl: string, categoryId: string): string =>
  `${publicUrl}/categories/${encodeURIComponent(categoryId)}/rss.xml`;

const TEXT: Record<
  ReaderLanguage,
  {
    site: string;
    siteTitle: string;
    profile: (name: string) => string;
    category: (name: string) => string;
  }
> = {
  en: {
    site: 'The newest travel stories and trips on Travelogue, in Thai and English.',
    siteTitle: `${SITE_NAME}: newest stories`,
    profile: (name) => `Travel stories and trips by ${name} on Travelogue.`,
    category: (name) => `The newest travel stories and trips in ${name} on Travelogue.`,
  },
  th: {
    site: 'เรื่องเล่าการเดินทางและทริปล่าสุดบน Travelogue ทั้งภาษาไทยและภาษาอังกฤษ',
    siteTitle: `${SITE_NAME}: เรื่องล่าสุด`,
    profile: (name) => `เรื่องเล่าการเดินทางและทริปของ ${name} บน Travelogue`,
    category: (name) => `เรื่องเล่าการเดินทางและทริปล่าสุดในหมวด ${name} บน Travelogue`,
  },
};

/** The title of the site feed's link in a page of that interface language. */
export const siteFeedTitle = (language: ReaderLanguage): string => TEXT[language].siteTitle;

/** The language most of the listed contents are written in (ties: the newest one's); null when none says. */
export function feedLanguage(entries: readonly FeedEntry[]): ReaderLanguage | null {
  const known = entries.flatMap((entry) => (entry.language ? [entry.language] : []));
  if (known.length === 0) return null;
  const th = known.filter((language) => language === 'th').length;
  const en = known.length - th;
  return th === en ? known[0] : th > en ? 'th' : 'en';
}

const contentUrl = (publicUrl: string, entry: Pick<FeedEntry, 'kind' | 'content_id'>) =>
  `${publicUrl}/${entry.kind === 'trip' ? 'trips' : 'contents'}/${encodeURIComponent(entry.content_id)}`;

const absolute = (publicUrl: string, url: string): string => new URL(url, `${publicUrl}/`).href;

/** A creator as readers see them: the display name, else the @username. */
export const creatorName = (author: FeedEntry['author']): string | null =>
  author.display_name || (author.username ? `@${author.username}` : null);

export function feedItemOf(publicUrl: string, entry: FeedEntry): RssItem | null {
  if (!entry.published_at) return null;
  return {
    title: entry.title || SITE_NAME,
    link: contentUrl(publicUrl, entry),
    description: entry.summary,
    creator: creatorName(entry.author),
    published: entry.published_at,
    image: entry.cover
      ? { url: absolute(publicUrl, entry.cover.url), width: entry.cover.width, height: entry.cover.height }
      : null,
  };
}

const itemsOf = (publicUrl: string, entries: readonly FeedEntry[]): RssItem[] =>
  entries.flatMap((entry) => feedItemOf(publicUrl, entry) ?? []);

export function installFeeds(
  app: FastifyInstance,
  options: { readonly publicUrl: string; readonly feeds: FeedSource },
): void {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const { feeds } = options;

  /**
   * The feed with a weak ETag of its bytes: a feed reader polling with If-None-Match is answered 304 while nothing
   * it lists changed (the feed's lastBuildDate is the newest item's, so the bytes change only with the items).
   */
  const send = (request: FastifyRequest, reply: FastifyReply, channel: RssChannel, items: readonly RssItem[]) => {
    const xml = renderRss(channel, items);
    const etag = weakEtag(xml);
    reply.header('cache-control', 'public, max-age=600').header('etag', etag);
    if (names(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(RSS_CONTENT_TYPE).send(xml);
  };

  /** A browser is shown the site's not-found page; a feed reader or a script the JSON error it can read. */
  const notFound = (request: FastifyRequest, reply: FastifyReply, code: number, message: string) =>
    asksForHtml(request.headers.accept)
      ? reply.callNotFound()
      : sendError(reply.header('cache-control', 'no-store'), code, message);

  app.get(SITE_FEED_PATH, async (request, reply) => {
    const { entries } = await feeds.newest(FEED_ITEM_COUNT);
    const language = feedLanguage(entries);
    return send(
      request,
      reply,
      {
        title: SITE_NAME,
        link: `${publicUrl}/`,
        self: `${publicUrl}${SITE_FEED_PATH}`,
        description: TEXT[language ?? 'en'].site,
        language,
      },
      itemsOf(publicUrl, entries),
    );
  });

  app.get<{ Params: { username: string } }>(PROFILE_FEED_PATH, async (request, reply) => {
    const found = await feeds.profile(request.params.username, FEED_ITEM_COUNT);
    if (!found) return notFound(request, reply, ErrorCode.userNotFound, 'No creator has this username.');
    const username = found.author.username ?? request.params.username;
    const handle = `@${username}`;
    const name = found.author.display_name ? `${found.author.display_name} (${handle})` : handle;
    const language = feedLanguage(found.entries);
    return send(
      request,
      reply,
      {
        title: `${name} · ${SITE_NAME}`,
        link: `${publicUrl}/profiles/${encodeURIComponent(username)}`,
        self: profileFeedUrl(publicUrl, username),
        description: TEXT[language ?? 'en'].profile(found.author.display_name || handle),
        language,
        image: found.author.avatar_image ? { url: absolute(publicUrl, found.author.avatar_image) } : null,
      },
      itemsOf(publicUrl, found.entries),
    );
  });

  app.get<{ Params: { categoryId: string } }>(CATEGORY_FEED_PATH, async (request, reply) => {
    const found = await feeds.category(request.params.categoryId, FEED_ITEM_COUNT);
    if (!found) return notFound(request, reply, ErrorCode.contentNotFound, 'No category has this id.');
    const language = feedLanguage(found.entries);
    const name = language === 'th' ? found.category.name_th : found.category.name_en;
    return send(
      request,
      reply,
      {
        title: `${name} · ${SITE_NAME}`,
        link: `${publicUrl}/categories/${encodeURIComponent(found.category.category_id)}`,
        self: categoryFeedUrl(publicUrl, found.category.category_id),
        description: TEXT[language ?? 'en'].category(name),
        language,
      },
      itemsOf(publicUrl, found.entries),
    );
  });
}
