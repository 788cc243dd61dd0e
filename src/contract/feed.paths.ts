/**
 * The feed calls' paths (spec §7 Feed), apart from their schemas: plain strings, so an adapter can import
 * them as values without bundling TypeBox into the app (feed.contract.ts re-exports them).
 */
export const FEED_SERVICE = '/content-platform/feed-service/v1';

export const FEED_PATHS = {
  youMayLike: `${FEED_SERVICE}/you-may-like-contents`,
  trendingContents: `${FEED_SERVICE}/trending/contents`,
  trendingCategories: `${FEED_SERVICE}/trending/categories`,
  advanceSearch: `${FEED_SERVICE}/advance-search/contents`,
  searchLocations: `${FEED_SERVICE}/search/locations`,
  searchCreators: `${FEED_SERVICE}/search/content-creators`,
  /** Replace `:categoryId`. */
  categoryContents: `${FEED_SERVICE}/categories/:categoryId/contents`,
} as const;
