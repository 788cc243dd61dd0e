import {
  AdvanceSearchQuery,
  CategoryContentsParams,
  CategoryContentsQuery,
  CreatorMatch,
  FEED_PATHS,
  FeedContentItem,
  FeedPagingQuery,
  LocationMatch,
  SearchContentItem,
  SearchCreatorsQuery,
  SearchLocationsQuery,
  TrendingCategoriesQuery,
  TrendingCategory,
  TrendingContentsQuery,
} from '../../src/contract/feed.contract';
import { LocationContentsQuery, LocationIdParams, PLACES_PATHS } from '../../src/contract/places.contract';
import { Type } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { TRENDING, YOU_MAY_LIKE } from '../../src/domain/search/ranking';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { FeedUseCases } from './feed.use-cases';

const common = { area: 'content', tag: 'feed-service' } as const;
const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];
const { view, comment, pollVote } = TRENDING.weights;

const TRENDING_FORMULA =
  `score = Σ_views ${view}·2^(−age_h/${TRENDING.halfLifeHours}) + Σ_comments ${comment}·2^(−age_h/${TRENDING.halfLifeHours})` +
  ` (+ Σ_poll_votes ${pollVote}·2^(−age_h/${TRENDING.halfLifeHours}) once polls exist), over the events of the last \`days\` days` +
  ` (default ${TRENDING.defaultDays}; age_h = hours since the view or comment; half-life ${TRENDING.halfLifeHours} h; deleted comments and replies count nothing, replies count as comments).`;

const SEARCH_RULES =
  'Search understands Thai: text and keyword are word-segmented (Intl.Segmenter th) into a PostgreSQL full-text index, ' +
  'so เชียงใหม่ finds เที่ยวเชียงใหม่หน้าฝน and ตลาดน้ำ finds ตลาดน้ำอัมพวา (a Thai run matches as one word, by prefix, or as all of its words). ' +
  'Latin words are stemmed (trip finds trips), the last letters may be unfinished (prefix match), and a word of 4+ letters with one wrong, ' +
  'missing, extra or swapped letter finds the title/summary word it was meant to be (chaing mai finds Chiang Mai). Parts of the keyword are AND-ed. ' +
  'Across scripts: a content is also found through the names of its approved places in Thai, in English and in the RTGS romanisation of the Thai name, ' +
  'compared leniently (case, spaces and hyphens ignored; Wat Po, Chiangmai, Koh Samui, Pattaya meet Wat Pho, Chiang Mai, Ko Samui, Phatthaya), ' +
  'and a Thai part of the keyword also matches its romanised words (วัดโพธิ์ finds "Wat Pho"), so "Wat Pho", "wat pho" and "วัดโพธิ์" find the same contents; ' +
  'the names of the places that answer the keyword are highlighted in the title and summary in either script. ' +
  'A keyword with nothing searchable (only punctuation) finds nothing; no HTML is ever answered: highlight is a list of {text, match} segments. ' +
  'Both languages: a bilingual content is indexed in its primary language and in its translation (one with a title; same weights: title, summary, body), ' +
  'each segmented as its own language, so a query in either language finds it, and it is listed once. ' +
  "`hl` (th|en, optional) is the reader's language, the one the reading page is asked for with ?hl=: a content that has it answers its title, summary and " +
  'highlights in it and `language` is then that language; one that does not (or without hl) answers in its primary language.';

const LIST_HL =
  " `hl` (th|en, optional) is the reader's language: a content that has it (a translation with a title) is listed with its title and " +
  "summary in it and `language` that language, by the reading page's rule; one that does not (or without hl) in its primary language.";

/** Spec §7 feed service; payloads ours (src/contract/feed.contract.ts). */
export const feedRoutes = (feed: FeedUseCases): AnyRoute[] => [
  defineRoute({
    ...common,
    method: 'GET',
    path: FEED_PATHS.youMayLike,
    auth: 'required',
    paged: true,
    summary: 'Contents you may like (spec §7 feed you-may-like-contents)',
    description:
      'Published contents ranked for the signed-in reader: ' +
      `score = ${YOU_MAY_LIKE.weights.interest}·(categories among the reader's interests, feed-service user-interest) ` +
      `+ ${YOU_MAY_LIKE.weights.category}·(categories shared with contents the reader engaged with) ` +
      `+ ${YOU_MAY_LIKE.weights.place}·(places shared with them) + 2^(−days since first publication/${YOU_MAY_LIKE.freshnessHalfLifeDays}). ` +
      'Engaged = commented on, written, or opened while signed in (read history, table content_reads). ' +
      "Never the reader's own contents nor ones they commented on or opened. Ties: content_id. " +
      'Cold start (no interests and no engagement): the trending order (trending/contents) without those contents. ' +
      '`rank` is the score. Paged (limit 1..50, default 20).' +
      LIST_HL,
    querystring: FeedPagingQuery,
    data: FeedContentItem,
    errors: authErrors,
    handler: ({ identity, query }) => feed.youMayLike(identity, query.offset, query.limit, query.hl ?? null),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: FEED_PATHS.trendingContents,
    auth: 'none',
    public: true,
    paged: true,
    summary: 'Trending contents (spec §7 feed trending contents)',
    description:
      `Every published content, by trending score: ${TRENDING_FORMULA} Contents without events score 0 and follow. ` +
      'Ties: newer first publication first, then content_id. `rank` is the score. Paged (limit 1..50, default 20).' +
      LIST_HL,
    querystring: TrendingContentsQuery,
    data: FeedContentItem,
    errors: [],
    handler: ({ query }) => feed.trendingContents(query.days, query.offset, query.limit, query.hl ?? null),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: FEED_PATHS.trendingCategories,
    auth: 'none',
    public: true,
    summary: 'Trending categories (spec §7 feed trending categories)',
    description:
      `Every category with at least one published content, by the sum of the trending scores of its published contents (${TRENDING_FORMULA}) ` +
      'content_count: how many published contents list it, the total_count of its categories/{categoryId}/contents. Ties: category display order, then category_id. At most `limit` (default 10). Not paged.',
    querystring: TrendingCategoriesQuery,
    data: Type.Array(TrendingCategory),
    errors: [],
    handler: ({ query }) => feed.trendingCategories(query.days, query.limit),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: FEED_PATHS.advanceSearch,
    auth: 'none',
    public: true,
    paged: true,
    summary: 'Search published contents (spec §7 feed advance-search contents)',
    description:
      `${SEARCH_RULES} Filters (all optional, AND-ed): kind, category_id, language (one the content can be read in: its primary or a translation's), location_id (a place it references). ` +
      'Only published versions of contents not deleted are searched (never a draft, a reserved or a deleted content). ' +
      "With a keyword: by rank = ts_rank with title weight 1.0, summary 0.4, body 0.2, places' names 0.1, plus 1 when the content's own text " +
      "(title, summary, body) holds the whole keyword, so such a content ranks above every content found only through its places' names; " +
      'without: rank 0, newest first publication first. ' +
      'Ties: newer first publication, then content_id. Paged (limit 1..50, default 20).',
    querystring: AdvanceSearchQuery,
    data: SearchContentItem,
    errors: [],
    handler: ({ query }) => feed.advanceSearch(query),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: FEED_PATHS.searchLocations,
    auth: 'none',
    public: true,
    paged: true,
    summary: 'Search locations by name and address (spec §7 feed search locations)',
    description:
      'Every part of the keyword (a Thai run as typed, or a word) must appear, case-insensitively, in the English name, the Thai name ' +
      'or the address. Order: exact name, name starting with the keyword, name containing it, address only; then name in `lang`, location_id. ' +
      '`name` is name_th for lang=th, name_en otherwise; highlight segments mark the matches. Paged (limit 1..50, default 20).',
    querystring: SearchLocationsQuery,
    data: LocationMatch,
    errors: [],
    handler: ({ query }) => feed.searchLocations(query.keyword, query.lang, query.offset, query.limit),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: FEED_PATHS.searchCreators,
    auth: 'none',
    public: true,
    paged: true,
    summary: 'Search content creators (spec §7 feed search content-creators)',
    description:
      'Creators are users with at least one published content (not deleted); every part of the keyword must appear, case-insensitively, ' +
      'in the display name or username. Order: exact name, name starting with the keyword, other matches; then more published contents first, ' +
      'then user_id. Paged (limit 1..50, default 20).',
    querystring: SearchCreatorsQuery,
    data: CreatorMatch,
    errors: [],
    handler: ({ query }) => feed.searchCreators(query.keyword, query.offset, query.limit),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: FEED_PATHS.categoryContents,
    auth: 'none',
    public: true,
    paged: true,
    summary: "A category's published contents (ours, for the category page)",
    description:
      'Published contents whose published version lists the category. sort=newest (default): newest first publication first; ' +
      'sort=most_read: most views first (rank = view_count), then newest. Ties: content_id (newest: descending). An unknown category is 404 4040607004. ' +
      'Paged (limit 1..50, default 20). sort=newest is also paged by key: paging.next_cursor (null on the last page) sent back as ' +
      "`cursor` reads after the last row's (published_at, content_id) without OFFSET; offset is then ignored and total_count is the first page's " +
      '(count(*) runs only without a cursor). A bad cursor, or a cursor with sort=most_read, is 422 4220607000.' +
      LIST_HL,
    params: CategoryContentsParams,
    querystring: CategoryContentsQuery,
    data: FeedContentItem,
    errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
    handler: ({ params, query }) =>
      feed.categoryContents(params.categoryId, query.sort, query.offset, query.limit, query.cursor, query.hl ?? null),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: PLACES_PATHS.locationContents,
    auth: 'none',
    public: true,
    paged: true,
    summary: 'Published contents featuring a place (spec §7 locations/{locationId}/contents)',
    description:
      'Published contents whose published version names the place in a location section or a trip stop, newest first ' +
      '(ties: content_id, descending). 404 4040607004 when the place is unknown or not approved (a pending place is in no public list). ' +
      'Paged (limit 1..50, default 20), and by key: paging.next_cursor (null on the last page) sent back as `cursor` reads after ' +
      "the last row's (published_at, content_id) without OFFSET; offset is then ignored and total_count is the first page's. A bad cursor is 422." +
      LIST_HL,
    params: LocationIdParams,
    querystring: LocationContentsQuery,
    data: FeedContentItem,
    errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
    handler: ({ params, query }) =>
      feed.locationContents(params.locationId, query.offset, query.limit, query.cursor, query.hl ?? null),
  }),
];
