/**
 * The follow-service paths (ours), apart from their schemas: plain strings, so the SPA's axios adapters and the
 * reader's fetch adapters import them as values without bundling TypeBox (follows.contract.ts re-exports them).
 * Below a scope prefix (/api, /private/api): no leading slash, as the other content-platform paths.
 */
export const FOLLOW_SERVICE = 'content-platform/follow-service/v1';

export const followPaths = {
  /** PUT follows, DELETE unfollows, GET asks "am I following?" (all signed in). */
  creator: (creatorUserId: string) => `${FOLLOW_SERVICE}/follows/${encodeURIComponent(creatorUserId)}`,
  /** Whom I follow, newest first, paged by key. */
  following: (query: { readonly limit?: number; readonly cursor?: string } = {}) => {
    const params = new URLSearchParams({ limit: String(query.limit ?? 20) });
    if (query.cursor) params.set('cursor', query.cursor);
    return `${FOLLOW_SERVICE}/following?${params.toString()}`;
  },
  /** The "Following" feed: newest published contents of the creators I follow, paged by key. */
  feed: (query: { readonly limit?: number; readonly cursor?: string } = {}) => {
    const params = new URLSearchParams({ limit: String(query.limit ?? 12) });
    if (query.cursor) params.set('cursor', query.cursor);
    return `content-platform/content-query-service/v1/following/contents?${params.toString()}`;
  },
};
