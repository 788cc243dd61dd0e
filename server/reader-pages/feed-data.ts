import type { CategoryWire } from '../../src/contract/categories.contract';
import type { AuthorWire, ImageRefWire, ListItemWire } from '../../src/contract/content.contract';
import type { AdvanceSearchQueryWire, FeedContentItemWire } from '../../src/contract/feed.contract';
import { orNull } from './reader-data';

/*
 * What the feeds (feeds.ts) list, read in-process through the same use cases as the public lists: the feed's
 * advance search without a keyword (every published content, newest publication first), a creator's public list
 * (contents/users/by-username) and a category's newest list. Every one of them reads through the kernel's
 * publicContent rule, so a draft, hidden or deleted content never reaches a feed. Passed in by the composition
 * root: the reader pages never reach a module themselves.
 */

/** One listed content, the fields a feed item shows. `language` when the list knows it. */
export interface FeedEntry {
  readonly content_id: string;
  readonly kind: 'article' | 'trip';
  readonly title: string;
  readonly summary: string;
  readonly cover: Pick<ImageRefWire, 'url' | 'width' | 'height'> | null;
  readonly author: Pick<AuthorWire, 'username' | 'display_name'>;
  readonly published_at: string | null;
  readonly language?: 'th' | 'en';
}

export interface SiteFeedData {
  readonly entries: readonly FeedEntry[];
}

export interface ProfileFeedData extends SiteFeedData {
  readonly author: Pick<AuthorWire, 'username' | 'display_name' | 'avatar_image'>;
}

export interface CategoryFeedData extends SiteFeedData {
  readonly category: CategoryWire;
}

/** The three feeds' reads; null means "no such profile or category" (404). */
export interface FeedSource {
  newest(limit: number): Promise<SiteFeedData>;
  profile(username: string, limit: number): Promise<ProfileFeedData | null>;
  category(categoryId: string, limit: number): Promise<CategoryFeedData | null>;
}

/** The feed module's lists (feed/feed.use-cases.ts). */
export interface FeedListQueries {
  advanceSearch(query: AdvanceSearchQueryWire): Promise<{ readonly items: readonly FeedContentItemWire[] }>;
  categoryContents(
    categoryId: string,
    sort: 'newest',
    offset: number,
    limit: number,
  ): Promise<{ readonly items: readonly FeedContentItemWire[] }>;
}

/** The content module's creator list (content/content-query.use-cases.ts); 404 4040102001 for an unknown name. */
export interface FeedProfileQueries {
  contentsOfUsername(
    username: string,
    offset: number,
    limit: number,
  ): Promise<{
    readonly data: {
      readonly author: Pick<AuthorWire, 'username' | 'display_name' | 'avatar_image'>;
      readonly items: readonly ListItemWire[];
    };
  }>;
}

/** The categories module's list (categories/categories.use-cases.ts). */
export interface FeedCategoryQueries {
  listCategories(): Promise<readonly CategoryWire[]>;
}

/** A category id as the contract writes it (CategoryId): anything else is no category, without a read. */
const CATEGORY_ID = /^[a-z0-9-]{1,40}$/;

const entryOf = (item: ListItemWire | FeedContentItemWire): FeedEntry => ({
  content_id: item.content_id,
  kind: item.kind,
  title: item.title,
  summary: item.summary,
  cover: item.cover ? { url: item.cover.url, width: item.cover.width, height: item.cover.height } : null,
  author: { username: item.author.username, display_name: item.author.display_name },
  published_at: item.published_at,
  ...('language' in item ? { language: item.language } : {}),
});

export const feedDataSource = (
  lists: FeedListQueries,
  profiles: FeedProfileQueries,
  categories: FeedCategoryQueries,
): FeedSource => ({
  async newest(limit) {
    const page = await lists.advanceSearch({ offset: 0, limit });
    return { entries: page.items.map(entryOf) };
  },
  profile: (username, limit) =>
    orNull(async () => {
      const page = await profiles.contentsOfUsername(username, 0, limit);
      return { author: page.data.author, entries: page.data.items.map(entryOf) };
    }),
  async category(categoryId, limit) {
    if (!CATEGORY_ID.test(categoryId)) return null;
    const category = (await categories.listCategories()).find((c) => c.category_id === categoryId);
    if (!category) return null;
    return orNull(async () => {
      const page = await lists.categoryContents(categoryId, 'newest', 0, limit);
      return { category, entries: page.items.map(entryOf) };
    });
  },
});
