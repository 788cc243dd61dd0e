import type { CategoryContentSort, FeedApi, FeedPaging } from '../../application/ports/feed-api.port';
import type { Language } from '../../application/ports/locale.port';
import { FEED_PATHS } from '../../contract/feed.paths';
import type {
  CreatorMatchWire,
  FeedContentItemWire,
  HighlightSegmentWire,
  LocationMatchWire,
  SearchContentItemWire,
  TrendingCategoryWire,
} from '../../contract/feed.contract';
import type {
  ContentHit,
  ContentSearchFilters,
  CreatorHit,
  FeedContent,
  FeedPage,
  Highlighted,
  PlaceHit,
  TrendingCategory,
} from '../../domain/feed/discovery';
import { fillPathParams } from '../../domain/url/url-helpers';
import type { ApiResponse } from '../wire/api-envelope';
import { authorFromWire, listItemFromWire } from '../wire/content-mappers';
import type { HttpClient } from './http-client';

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** Segments are text to render as text; anything that is not a segment is dropped, never shown as markup. */
export const segmentsFromWire = (segments: readonly HighlightSegmentWire[] | undefined): Highlighted =>
  (segments ?? [])
    .filter((s) => typeof s?.text === 'string' && s.text.length > 0)
    .map((s) => ({ text: s.text, match: s.match === true }));

export const feedContentFromWire = (w: FeedContentItemWire): FeedContent => ({
  ...listItemFromWire(w),
  language: w.language === 'th' ? 'th' : 'en',
  categoryIds: [...(w.category_ids ?? [])],
  locationIds: [...(w.location_ids ?? [])],
});

const contentHitFromWire = (w: SearchContentItemWire): ContentHit => ({
  ...feedContentFromWire(w),
  highlight: { title: segmentsFromWire(w.highlight?.title), summary: segmentsFromWire(w.highlight?.summary) },
});

const placeHitFromWire = (w: LocationMatchWire): PlaceHit => ({
  locationId: w.location_id,
  name: w.name ?? '',
  address: w.address ?? '',
  area: segmentsFromWire(w.highlight?.area)
    .map((s) => s.text)
    .join(''),
  highlight: {
    name: segmentsFromWire(w.highlight?.name),
    address: segmentsFromWire(w.highlight?.address),
    area: segmentsFromWire(w.highlight?.area),
  },
});

const creatorHitFromWire = (w: CreatorMatchWire): CreatorHit => ({
  ...authorFromWire(w),
  publishedCount: num(w.published_count),
  highlight: {
    displayName: segmentsFromWire(w.highlight?.display_name),
    username: segmentsFromWire(w.highlight?.username),
  },
});

const trendingCategoryFromWire = (w: TrendingCategoryWire): TrendingCategory => ({
  categoryId: w.category_id,
  names: { en: w.name_en ?? w.category_id, th: w.name_th ?? w.name_en ?? w.category_id },
  contentCount: num(w.content_count),
});

function pageOf<W, T>(response: ApiResponse<W[]>, map: (w: W) => T): FeedPage<T> {
  const items = (response.data ?? []).map(map);
  const nextCursor = response.paging?.next_cursor;
  return { items, total: response.totalCount ?? items.length, ...(nextCursor !== undefined ? { nextCursor } : {}) };
}

/** By key after `cursor` when given (the server ignores offset then), else by offset (spec §7). */
const pagingQuery = (paging: FeedPaging) =>
  paging.cursor ? { cursor: paging.cursor, limit: paging.limit } : { offset: paging.offset, limit: paging.limit };

/** The reader's language (`hl`): cards of contents that have it come in it; none sent, in their primary one. */
const languageQuery = (hl: Language | undefined) => (hl ? { hl } : {});

/**
 * The feed service of spec §7 (contract, src/contract/feed.contract.ts). you-may-like is the
 * bearer's (private); the rest are public reads. Wire (snake_case) becomes the domain's discovery types here.
 */
export class HttpFeedApi implements FeedApi {
  constructor(private readonly http: HttpClient) {}

  async youMayLike(paging: FeedPaging, hl?: Language): Promise<FeedPage<FeedContent>> {
    return pageOf(
      await this.http.get<FeedContentItemWire[]>(
        'private',
        FEED_PATHS.youMayLike,
        { ...pagingQuery(paging), ...languageQuery(hl) },
        { action: 'listContents' },
      ),
      feedContentFromWire,
    );
  }

  async trendingContents(paging: FeedPaging, hl?: Language): Promise<FeedPage<FeedContent>> {
    return pageOf(
      await this.http.get<FeedContentItemWire[]>(
        'public',
        FEED_PATHS.trendingContents,
        { ...pagingQuery(paging), ...languageQuery(hl) },
        { action: 'listContents' },
      ),
      feedContentFromWire,
    );
  }

  async trendingCategories(limit: number): Promise<readonly TrendingCategory[]> {
    const { data } = await this.http.get<TrendingCategoryWire[]>(
      'public',
      FEED_PATHS.trendingCategories,
      { limit },
      { action: 'listContents' },
    );
    return (data ?? []).map(trendingCategoryFromWire);
  }

  async searchContents(
    keyword: string | null,
    filters: ContentSearchFilters,
    paging: FeedPaging,
    hl?: Language,
  ): Promise<FeedPage<ContentHit>> {
    const query = {
      keyword: keyword || undefined,
      kind: filters.kind,
      category_id: filters.categoryId,
      language: filters.language,
      ...pagingQuery(paging),
      ...languageQuery(hl),
    };
    return pageOf(
      await this.http.get<SearchContentItemWire[]>('public', FEED_PATHS.advanceSearch, query, {
        action: 'listContents',
      }),
      contentHitFromWire,
    );
  }

  async searchPlaces(keyword: string, lang: 'en' | 'th', paging: FeedPaging): Promise<FeedPage<PlaceHit>> {
    return pageOf(
      await this.http.get<LocationMatchWire[]>('public', FEED_PATHS.searchLocations, {
        keyword,
        lang,
        ...pagingQuery(paging),
      }),
      placeHitFromWire,
    );
  }

  async searchCreators(keyword: string, paging: FeedPaging): Promise<FeedPage<CreatorHit>> {
    return pageOf(
      await this.http.get<CreatorMatchWire[]>('public', FEED_PATHS.searchCreators, { keyword, ...pagingQuery(paging) }),
      creatorHitFromWire,
    );
  }

  async categoryContents(
    categoryId: string,
    sort: CategoryContentSort,
    paging: FeedPaging,
    hl?: Language,
  ): Promise<FeedPage<FeedContent>> {
    const path = fillPathParams(FEED_PATHS.categoryContents, { categoryId });
    return pageOf(
      await this.http.get<FeedContentItemWire[]>(
        'public',
        path,
        { sort, ...pagingQuery(paging), ...languageQuery(hl) },
        { action: 'listContents' },
      ),
      feedContentFromWire,
    );
  }
}
