import type { Language } from './locale.port';
import type {
  ContentHit,
  ContentSearchFilters,
  CreatorHit,
  FeedContent,
  FeedPage,
  PlaceHit,
  TrendingCategory,
} from '../../domain/feed/discovery';

export type CategoryContentSort = 'newest' | 'most_read';

export interface FeedPaging {
  readonly offset: number;
  readonly limit: number;
  /** A previous page's nextCursor (paging by key, categories sort=newest): read after it, offset only echoed. */
  readonly cursor?: string;
}

/**
 * The feed service of spec §7 (payloads ours, src/contract/feed.contract.ts).
 * Every call but youMayLike is a public read. Failures are AppErrors (spec §8). `hl`, the reader's language: a
 * listed content that has it is answered with its title and summary in it (absent: its primary language).
 */
export interface FeedApi {
  /** GET you-may-like-contents (the signed-in reader's interests first). */
  youMayLike(paging: FeedPaging, hl?: Language): Promise<FeedPage<FeedContent>>;
  /** GET trending/contents. */
  trendingContents(paging: FeedPaging, hl?: Language): Promise<FeedPage<FeedContent>>;
  /** GET trending/categories (not paged; at most `limit`). */
  trendingCategories(limit: number): Promise<readonly TrendingCategory[]>;
  /** GET advance-search/contents: words and/or filters. */
  searchContents(
    keyword: string | null,
    filters: ContentSearchFilters,
    paging: FeedPaging,
    hl?: Language,
  ): Promise<FeedPage<ContentHit>>;
  /** GET search/locations: `name` in `lang`. */
  searchPlaces(keyword: string, lang: 'en' | 'th', paging: FeedPaging): Promise<FeedPage<PlaceHit>>;
  /** GET search/content-creators. */
  searchCreators(keyword: string, paging: FeedPaging): Promise<FeedPage<CreatorHit>>;
  /** GET categories/:categoryId/contents. */
  categoryContents(
    categoryId: string,
    sort: CategoryContentSort,
    paging: FeedPaging,
    hl?: Language,
  ): Promise<FeedPage<FeedContent>>;
}
