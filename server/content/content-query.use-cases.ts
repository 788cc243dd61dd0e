import type { ContentKind, ContentLanguage } from '../../src/domain/content/content';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { isAppError } from '../../src/domain/errors/app-error';
import { failure } from '../../src/domain/errors/failure';
import { nowDate } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { keysetPage, openWindow, type KeysetWindow } from '../kernel/keyset';
import type { Paged } from '../kernel/paged';
import { takeHit } from '../kernel/rate-counter.port';
import type { FeedUseCases } from '../feed/feed.use-cases';
import type { FollowUseCases } from '../follows/follows.use-cases';
import type { StatsUseCases } from '../stats/stats.use-cases';
import type { UserUseCases } from '../users/users.use-cases';
import { contentForbidden, contentMissing } from './content-failures';
import { toEditorContent, toListItem, toPreFetch } from './content.mapper';
import type { ContentListStore, ContentStore, ListFilter, ListPage } from './content.ports';
import type { ContentDeps, EditorContentWire } from './content.use-cases';
import { PublicContentCache } from './public-content-cache';
import { PublicContentLanguages } from './public-content-language';

type ListItemWire = ReturnType<typeof toListItem>;

/** A failed list read is spec §8 5000102999 ("list contents"). */
async function listing(read: () => Promise<ListPage>): Promise<ListPage> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error)) throw error;
    throw failure(ErrorCode.fetchFailed, 'Listing contents failed', undefined, error);
  }
}

/** The reads of spec §7 content query service (editor and reader), and the reader's view counting. */
export function createContentQueryUseCases(
  deps: ContentDeps,
  stores: { readonly content: ContentStore; readonly list: ContentListStore },
  users: Pick<UserUseCases, 'requireUser' | 'findUser' | 'profileByUsername'>,
  reads?: Pick<FeedUseCases, 'recordRead'>,
  follows?: Pick<FollowUseCases, 'countsOf'>,
  /** Told of each counted view, in its transaction (the creator's daily stats and traffic sources). */
  stats?: Pick<StatsUseCases, 'recordView'>,
) {
  const { content: store, list } = stores;
  /** The reader's content, kept assembled per published version (public-content-cache.ts). */
  const cache = new PublicContentCache(store, deps.changes);
  const languages = new PublicContentLanguages();

  /** A page of list items, by offset or by key after `cursor` of the list `list` (kernel/keyset.ts; 422 for a bad cursor). */
  async function page(
    list: string,
    offset: number,
    limit: number,
    cursor: string | undefined,
    read: (window: KeysetWindow) => Promise<ListPage>,
    /** The reader's language of a public list (`hl`): each item in it when the content has it. */
    hl: ContentLanguage | null = null,
  ): Promise<Paged<ListItemWire>> {
    const window = openWindow(list, offset, limit, cursor);
    const result = await listing(() => read(window));
    return keysetPage(
      window,
      result,
      (row) => row.content_id,
      (rows) => rows.map((row) => toListItem(deps, row, hl)),
    );
  }

  async function publishedView(contentId: string) {
    const view = await store.view(deps.db, contentId, 'published');
    if (!view || view.deleted_at || view.hidden_at || !view.version_row) throw contentMissing(contentId);
    return view;
  }

  return {
    /** The user id behind a verified token (404 4040102001 before the first login): editor calls act as that user. */
    currentUserId: async (identity: VerifiedIdentity): Promise<string> =>
      (await users.requireUser(deps.db, identity)).user_id,

    /** The editor's read of its working version, or of one snapshot: 404 when missing/deleted, 403 when not the caller's. */
    async editorContent(userId: string, contentId: string, version: number | null = null): Promise<EditorContentWire> {
      const view = await store.view(deps.db, contentId, version);
      if (!view || view.deleted_at) throw contentMissing(contentId);
      if (view.author_user_id !== userId) throw contentForbidden(contentId);
      if (version !== null && !view.version_row)
        throw failure(ErrorCode.contentNotFound, `Content ${contentId} has no version ${version}`, {
          content_id: contentId,
        });
      return toEditorContent(deps, view);
    },

    myContents: (
      userId: string,
      filter: ListFilter,
      offset: number,
      limit: number,
      cursor?: string,
      kind: ContentKind | null = null,
    ) =>
      page(`mine:${filter}${kind ? `:${kind}` : ''}`, offset, limit, cursor, (window) =>
        list.listOwn(deps.db, userId, filter, window, kind),
      ),

    myContentCounts: (userId: string) => list.countsOf(deps.db, userId),

    /**
     * The reader's content: the published version with its author and places, 404 for anything else (cached), in
     * `language` when it has that language, else in its primary one (a bilingual content says which part is in which).
     */
    async publicContent(contentId: string, language: ContentLanguage | null = null) {
      const content = await cache.read(deps, contentId);
      if (!content) throw contentMissing(contentId);
      return languages.in(content, language);
    },

    /** The reader's-content cache's reads so far: from memory (hits) and from the database (misses), for /metrics. */
    publicCacheStats: () => ({ hits: cache.hits, misses: cache.misses, entries: cache.size }),

    preFetch: async (contentId: string) => toPreFetch(deps, await publishedView(contentId)),

    async contentCounts(contentId: string) {
      const view = await publishedView(contentId);
      return { content_id: contentId, view_count: Number(view.view_count), comment_count: view.comment_count };
    },

    /** A campaign's entries: its published contents, as list items, newest first publication first. */
    contentsOfCampaign: (campaignId: string, offset: number, limit: number) =>
      page(`campaign:${campaignId}`, offset, limit, undefined, (window) =>
        list.listOfCampaign(deps.db, campaignId, window),
      ),

    contentsOfUser: (
      userId: string,
      offset: number,
      limit: number,
      cursor?: string,
      hl: ContentLanguage | null = null,
    ) => page(`creator:${userId}`, offset, limit, cursor, (window) => list.listPublished(deps.db, userId, window), hl),

    /**
     * /profiles/[username]: the author and a page of their published contents (404 4040102001 for an unknown
     * name). A Paged whose envelope `data` is `{ author, items }` (route `pagedObject`).
     */
    async contentsOfUsername(
      username: string,
      offset: number,
      limit: number,
      cursor?: string,
      hl: ContentLanguage | null = null,
    ) {
      const profile = await users.profileByUsername(username);
      if (!profile) throw failure(ErrorCode.userNotFound, `No user named ${username}`);
      const result = await page(
        `creator:${profile.user_id}`,
        offset,
        limit,
        cursor,
        (window) => list.listPublished(deps.db, profile.user_id, window),
        hl,
      );
      const author = {
        user_id: profile.user_id,
        username: profile.username,
        display_name: profile.display_name,
        avatar_image: profile.avatar_image,
      };
      const about = {
        biography: profile.biography,
        website: profile.website,
        country: profile.country,
        cover_image: profile.cover_image,
      };
      // Two index-only counts (follows_creator, follows_follower): the profile's read stays cheap.
      const counts = follows ? { follows: await follows.countsOf(profile.user_id) } : {};
      return { ...result, data: { author, about, ...counts, items: result.items } };
    },

    /**
     * The "Following" section: newest published contents of the creators the caller follows, paged by key on
     * (published_at, content_id). A content hidden or deleted, or a creator whose account went, is left out.
     */
    async followingContents(identity: VerifiedIdentity, offset: number, limit: number, cursor?: string) {
      const user = await users.requireUser(deps.db, identity);
      return page(`following:${user.user_id}`, offset, limit, cursor, (window) =>
        list.listFollowedBy(deps.db, user.user_id, window),
      );
    },

    /**
     * One view per (content, session) on a published content; the counter moves in the same transaction. A
     * signed-in reader's view is also their read (the feed's "already opened"); a bearer without a
     * user yet counts as anonymous.
     */
    async countView(
      contentId: string,
      sessionId: string,
      reader: VerifiedIdentity | null = null,
      client: string | null = null,
      /** The page the reader came from (document.referrer), sent only with their consent: its host is kept. */
      referrer?: string,
    ) {
      // One client (IP) adds at most VIEW_RATE_LIMIT_MAX views per window, whatever session ids it
      // sends; past it a view is not counted but answers as usual (counted false): a reader never sees an error.
      const limit = { max: deps.config.viewRateLimitMax, windowMs: deps.config.viewRateLimitWindowMs };
      const throttled =
        client !== null && !(await takeHit(deps.rateCounters, `views:${client}`, limit, deps.clock.now())).allowed;
      const answer = await deps.db.transaction(async (tx) => {
        const current = await store.publishedViewCount(tx, contentId);
        if (current === null) throw contentMissing(contentId);
        const counted = !throttled && (await store.recordView(tx, contentId, sessionId, nowDate(deps)));
        const viewCount = counted ? await store.incrementViews(tx, contentId) : current;
        if (counted) await stats?.recordView(tx, contentId, referrer);
        // The answer carries the comment count too, so the reader's top count never falls to 0.
        const commentCount = (await store.publicStamp(tx, contentId))?.comment_count ?? 0;
        return { content_id: contentId, view_count: viewCount, comment_count: commentCount, counted };
      });
      // Only the count moved: readers' caches read it again without rebuilding the page.
      if (answer.counted) await deps.changes.publish('content-views', contentId);
      const userId = reader && reads ? (await users.findUser(deps.db, reader))?.user_id : undefined;
      if (userId) await reads!.recordRead(userId, contentId);
      return answer;
    },
  };
}

export type ContentQueryUseCases = ReturnType<typeof createContentQueryUseCases>;
