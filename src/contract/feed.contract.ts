import { CONTENT_KINDS, CONTENT_LANGUAGES } from '../domain/content/content';
import { Author, CategoryId, ListItem, ListLanguage, PagingCursor, PagingOffset } from './content.contract';
import { Location, LocationId } from './places.contract';
import { Closed, StringEnum, Type, type Static } from './schema';

/**
 * Spec §7 feed service: you-may-like, trending contents and categories, advance
 * search, location and creator search, a category's contents. Payloads are ours. Every call lives under
 * FEED_SERVICE (below /api, /private/api, and /public/api for the public ones). Paged calls answer
 * `{ status, data: Item[], paging: { offset, limit }, total_count }` like the other paged routes.
 *
 * | call                                        | auth     | query                                                              | data item            |
 * |---------------------------------------------|----------|--------------------------------------------------------------------|----------------------|
 * | GET you-may-like-contents                   | required | offset, limit, hl?                                                 | FeedContentItem      |
 * | GET trending/contents                       | public   | offset, limit, days, hl?                                           | FeedContentItem      |
 * | GET trending/categories                     | public   | limit, days                                                        | TrendingCategory     |
 * | GET advance-search/contents                 | public   | keyword?, kind?, category_id?, language?, location_id?, hl?, offset, limit | SearchContentItem |
 * | GET search/locations                        | public   | keyword, lang, offset, limit                                       | LocationMatch        |
 * | GET search/content-creators                 | public   | keyword, offset, limit                                             | CreatorMatch         |
 * | GET categories/{categoryId}/contents        | public   | sort (newest, most_read), offset, limit, cursor?, hl?              | FeedContentItem      |
 *
 * trending/categories is not paged: data is the array (at most `limit`).
 */
export { FEED_PATHS, FEED_SERVICE } from './feed.paths';

export const FEED_KEYWORD_MAX = 100;
export const FeedKeyword = Type.String({
  minLength: 1,
  maxLength: FEED_KEYWORD_MAX,
  description: 'Free text; Thai is word-segmented, Latin words are stemmed and forgive a one-letter typo.',
});

const offset = PagingOffset;
const limit = Type.Integer({ minimum: 1, maximum: 50, default: 20 });
const trendingDays = Type.Integer({
  minimum: 1,
  maximum: 90,
  default: 14,
  description: 'The recent window in days (default 14).',
});

// ——— queries ———

export const FeedPagingQuery = Closed({ offset, limit, hl: ListLanguage });
export type FeedPagingQueryWire = Static<typeof FeedPagingQuery>;

export const TrendingContentsQuery = Closed({ offset, limit, days: trendingDays, hl: ListLanguage });
export type TrendingContentsQueryWire = Static<typeof TrendingContentsQuery>;

export const TrendingCategoriesQuery = Closed({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  days: trendingDays,
});
export type TrendingCategoriesQueryWire = Static<typeof TrendingCategoriesQuery>;

export const AdvanceSearchQuery = Closed({
  keyword: Type.Optional(FeedKeyword),
  kind: Type.Optional(StringEnum(CONTENT_KINDS)),
  category_id: Type.Optional(CategoryId),
  language: Type.Optional(
    StringEnum(CONTENT_LANGUAGES, {
      description: 'A language the content can be read in: its primary language or a translation with a title.',
    }),
  ),
  location_id: Type.Optional(LocationId),
  hl: Type.Optional(
    StringEnum(CONTENT_LANGUAGES, {
      description:
        "The reader's language: a content that has it (a translation with a title) answers its title, summary and highlights in it, and `language` is then that language. Absent: the primary language.",
    }),
  ),
  offset,
  limit,
});
export type AdvanceSearchQueryWire = Static<typeof AdvanceSearchQuery>;

export const SearchLocationsQuery = Closed({
  keyword: FeedKeyword,
  lang: StringEnum(['en', 'th'] as const, {
    default: 'en',
    description: '`name` is name_th for th, name_en otherwise.',
  }),
  offset,
  limit,
});
export type SearchLocationsQueryWire = Static<typeof SearchLocationsQuery>;

export const SearchCreatorsQuery = Closed({ keyword: FeedKeyword, offset, limit });
export type SearchCreatorsQueryWire = Static<typeof SearchCreatorsQuery>;

export const CATEGORY_CONTENT_SORTS = ['newest', 'most_read'] as const;
export type CategoryContentSort = (typeof CATEGORY_CONTENT_SORTS)[number];
export const CategoryContentsParams = Closed({ categoryId: CategoryId });
export const CategoryContentsQuery = Closed({
  sort: StringEnum(CATEGORY_CONTENT_SORTS, { default: 'newest' }),
  offset,
  limit,
  cursor: Type.Optional(PagingCursor),
  hl: ListLanguage,
});
export type CategoryContentsQueryWire = Static<typeof CategoryContentsQuery>;

// ——— answers ———

/** A piece of a highlighted text: render `text` as text (never HTML), emphasised when `match`. */
export const HighlightSegment = Closed({ text: Type.String(), match: Type.Boolean() });
export type HighlightSegmentWire = Static<typeof HighlightSegment>;

/** Title and summary cut into segments; joining every `text` gives the original string back. */
export const Highlight = Closed({ title: Type.Array(HighlightSegment), summary: Type.Array(HighlightSegment) });
export type HighlightWire = Static<typeof Highlight>;

const listItemProperties = ListItem.properties;
const feedExtras = {
  language: StringEnum(CONTENT_LANGUAGES),
  category_ids: Type.Array(Type.String()),
  location_ids: Type.Array(Type.String()),
  rank: Type.Number({
    description: 'The score this call ranked by (higher first); see the route description for its formula.',
  }),
};

/** A published content in a feed list: the content ListItem (status is always `published`) plus language, categories, places and rank. */
export const FeedContentItem = Closed({ ...listItemProperties, ...feedExtras });
export type FeedContentItemWire = Static<typeof FeedContentItem>;

/** An advance-search hit: a FeedContentItem plus safe highlight segments (no match anywhere without a keyword). */
export const SearchContentItem = Closed({ ...listItemProperties, ...feedExtras, highlight: Highlight });
export type SearchContentItemWire = Static<typeof SearchContentItem>;

export const TrendingCategory = Closed({
  category_id: Type.String(),
  name_en: Type.String(),
  name_th: Type.String(),
  score: Type.Number({ description: 'Sum of the trending scores of its published contents in the window.' }),
  content_count: Type.Integer({
    minimum: 0,
    description: 'Published contents listing it (the total_count of the category page), whether read lately or not.',
  }),
});
export type TrendingCategoryWire = Static<typeof TrendingCategory>;

/** A location hit: the places contract Location plus highlighted name and address. */
export const LocationMatch = Closed({
  ...Location.properties,
  highlight: Closed({
    name: Type.Array(HighlightSegment),
    address: Type.Array(HighlightSegment),
    /** The district and province in the asked language ("Mueang Chiang Mai, Chiang Mai"); [] when not known. */
    area: Type.Array(HighlightSegment),
  }),
});
export type LocationMatchWire = Static<typeof LocationMatch>;

/** A creator hit: the Author plus how many published contents they have, and highlighted names. */
export const CreatorMatch = Closed({
  ...Author.properties,
  published_count: Type.Integer({ minimum: 1 }),
  highlight: Closed({ display_name: Type.Array(HighlightSegment), username: Type.Array(HighlightSegment) }),
});
export type CreatorMatchWire = Static<typeof CreatorMatch>;
