import type { ContentKind, ContentLanguage, ContentListItem } from '../content/content';
import { Routes } from '../routing/routes';
import type { HighlightSegment } from '../search/highlight';
import { fillPathParams } from '../url/url-helpers';

/**
 * Discovery model (feed service of spec §7; payloads ours, see src/contract/feed.contract.ts).
 * What the signed-in home, the search page and a category page show.
 */

/** Highlighted text: pieces shown as text (never HTML), emphasised when `match`. */
export type Highlighted = readonly HighlightSegment[];

/** A published content in a feed list: the list row plus its language, categories and places. */
export interface FeedContent extends ContentListItem {
  readonly language: ContentLanguage;
  readonly categoryIds: readonly string[];
  readonly locationIds: readonly string[];
}

/** An advance-search hit: the content with its title and summary cut into highlight segments. */
export interface ContentHit extends FeedContent {
  readonly highlight: { readonly title: Highlighted; readonly summary: Highlighted };
}

export interface TrendingCategory {
  readonly categoryId: string;
  readonly names: { readonly en: string; readonly th: string };
  readonly contentCount: number;
}

/** A known place matching the words, with its name (in the asked language) and address highlighted. */
export interface PlaceHit {
  readonly locationId: string;
  readonly name: string;
  readonly address: string;
  /** District and province in the asked language ("Mueang Chiang Mai, Chiang Mai"); '' when not known. */
  readonly area: string;
  readonly highlight: { readonly name: Highlighted; readonly address: Highlighted; readonly area: Highlighted };
}

/** A creator matching the words, with how many published contents they have. */
export interface CreatorHit {
  readonly userId: string;
  readonly username: string | null;
  readonly displayName: string | null;
  readonly avatarImage: string | null;
  readonly publishedCount: number;
  readonly highlight: { readonly displayName: Highlighted; readonly username: Highlighted };
}

/** One page of a paged feed call; `total` is the server's total_count. */
export interface FeedPage<T> {
  readonly items: readonly T[];
  readonly total: number;
  /** The next page's cursor (paging by key): null on the last page, undefined on lists paged by offset only. */
  readonly nextCursor?: string | null;
}

export interface ContentSearchFilters {
  readonly kind?: ContentKind;
  readonly categoryId?: string;
  readonly language?: ContentLanguage;
}

/** Without segments (an empty highlight), the plain text as one unmatched segment. */
export function segmentsOr(segments: Highlighted, text: string): Highlighted {
  return segments.length > 0 ? segments : text ? [{ text, match: false }] : [];
}

/** Articles are read at /contents/:id, trips at /trips/:id (spec §2). */
export function contentPath(item: Pick<ContentListItem, 'kind' | 'contentId'>): string {
  return fillPathParams(item.kind === 'trip' ? Routes.trip : Routes.content, { id: item.contentId });
}
