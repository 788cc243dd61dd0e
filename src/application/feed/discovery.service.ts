import type { ContentListItem } from '../../domain/content/content';
import type { ErrorAction } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import type {
  ContentHit,
  CreatorHit,
  FeedContent,
  FeedPage,
  PlaceHit,
  TrendingCategory,
} from '../../domain/feed/discovery';
import { canSearch, normalizeKeyword, type SearchState } from '../../domain/feed/search-query';
import type { ContentApi } from '../ports/content-api.port';
import type { CategoryContentSort, FeedApi } from '../ports/feed-api.port';
import type { InterestApi, InterestCategory } from '../ports/interest-api.port';
import type { Locale } from '../ports/locale.port';

/** Ours: twelve cards a page (a 3 × 4 or 2 × 6 grid); the home's rows show six. */
export const DISCOVERY_PAGE_SIZE = 12;
export const HOME_ROW_SIZE = 6;
export const HOME_TRENDING_CATEGORIES = 10;

export type SearchResults =
  | { readonly tab: 'contents'; readonly page: FeedPage<ContentHit> }
  | { readonly tab: 'places'; readonly page: FeedPage<PlaceHit> }
  | { readonly tab: 'creators'; readonly page: FeedPage<CreatorHit> };

/** The signed-in reader's own corner of the home: drafts to continue and how the published ones do. */
export interface MyCorner {
  readonly drafts: FeedPage<ContentListItem>;
  readonly published: FeedPage<ContentListItem>;
}

const offsetOf = (page: number, size: number) => (Math.max(1, Math.trunc(page)) - 1) * size;

/**
 * Discovery: the signed-in home's rows, the search page's three tabs and a category's contents.
 * Pages count from 1 (as the search address does). The category names come from the public categories
 * list, read once and kept (they change with a migration, not while someone reads). Failures leave as
 * AppErrors with spec §8's "list contents" action message.
 */
export class DiscoveryService {
  private categoriesLoad: Promise<readonly InterestCategory[]> | null = null;

  constructor(
    private readonly feed: FeedApi,
    private readonly categoriesApi: Pick<InterestApi, 'listCategories'>,
    private readonly contents: Pick<ContentApi, 'listMyContents'>,
    /** The interface language: cards show a content in it when the content has it (the feed's `hl`). */
    private readonly locale?: Pick<Locale, 'current'>,
  ) {}

  youMayLike(limit = HOME_ROW_SIZE): Promise<FeedPage<FeedContent>> {
    return this.call(() => this.feed.youMayLike({ offset: 0, limit }, this.locale?.current()));
  }

  trendingContents(limit = HOME_ROW_SIZE): Promise<FeedPage<FeedContent>> {
    return this.call(() => this.feed.trendingContents({ offset: 0, limit }, this.locale?.current()));
  }

  trendingCategories(limit = HOME_TRENDING_CATEGORIES): Promise<readonly TrendingCategory[]> {
    return this.call(() => this.feed.trendingCategories(limit));
  }

  /** The reader's latest drafts and published contents (the my-contents call, newest updated first). */
  async myCorner(limit = 3): Promise<MyCorner> {
    const [drafts, published] = await Promise.all([
      this.call(() => this.contents.listMyContents({ offset: 0, limit, status: 'draft' })),
      this.call(() => this.contents.listMyContents({ offset: 0, limit, status: 'published' })),
    ]);
    return {
      drafts: { items: drafts.items, total: drafts.total },
      published: { items: published.items, total: published.total },
    };
  }

  /** One page of the state's tab; null when the state asks nothing (no words, and no filter on contents). */
  async search(state: SearchState, uiLanguage: 'en' | 'th', size = DISCOVERY_PAGE_SIZE): Promise<SearchResults | null> {
    if (!canSearch(state)) return null;
    const keyword = normalizeKeyword(state.q);
    const paging = { offset: offsetOf(state.page, size), limit: size };
    switch (state.tab) {
      case 'places':
        return { tab: 'places', page: await this.call(() => this.feed.searchPlaces(keyword, uiLanguage, paging)) };
      case 'creators':
        return { tab: 'creators', page: await this.call(() => this.feed.searchCreators(keyword, paging)) };
      default: {
        const filters = {
          ...(state.kind ? { kind: state.kind } : {}),
          ...(state.category ? { categoryId: state.category } : {}),
          ...(state.language ? { language: state.language } : {}),
        };
        return {
          tab: 'contents',
          page: await this.call(() => this.feed.searchContents(keyword || null, filters, paging, uiLanguage)),
        };
      }
    }
  }

  /** `cursor`: the previous page's nextCursor: the page after it is read by key. */
  categoryContents(
    categoryId: string,
    sort: CategoryContentSort,
    page: number,
    size = DISCOVERY_PAGE_SIZE,
    cursor?: string,
  ): Promise<FeedPage<FeedContent>> {
    return this.call(() =>
      this.feed.categoryContents(
        categoryId,
        sort,
        { offset: offsetOf(page, size), limit: size, ...(cursor ? { cursor } : {}) },
        this.locale?.current(),
      ),
    );
  }

  /** Every category with its names (for filters and titles); a failed read is tried again next time. */
  categories(): Promise<readonly InterestCategory[]> {
    if (!this.categoriesLoad) {
      this.categoriesLoad = this.call(() => this.categoriesApi.listCategories(), 'listInterestCategories');
      this.categoriesLoad.catch(() => (this.categoriesLoad = null));
    }
    return this.categoriesLoad;
  }

  private async call<T>(work: () => Promise<T>, action: ErrorAction = 'listContents'): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw normalizeError(error, { action });
    }
  }
}

/** How many pages `total` fills (at least one). */
export const discoveryPageCount = (total: number, size = DISCOVERY_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
