import type { StatsPeriodDays } from '../domain/stats/stats';

/**
 * The stats-service paths (ours), apart from their schemas: plain strings, so the SPA's axios adapters and the
 * reader's fetch adapters import them as values without bundling TypeBox (stats.contract.ts re-exports them).
 * Below a scope prefix (/api): no leading slash, as the other content-platform paths.
 */
export const STATS_SERVICE = 'content-platform/stats-service/v1';

/**
 * The periods a creator's stats page offers, in days: the domain's (src/domain/stats/stats.ts), whose list of values
 * stats.contract.ts re-exports. Only the type here: the reader's first JavaScript imports these paths for its read
 * beacon, and a value from the domain's stats module would make the bundler share that module with the stats island
 * and cut the reader's first chunk into more, heavier pieces (48.9 KB of an article's JavaScript became 51.2 KB).
 */
export type StatsPeriod = StatsPeriodDays;

export const statsPaths = {
  /** POST: a reader read a content (30 s on the page, or past half of it), with the reader's consent only. */
  read: (contentId: string) => `${STATS_SERVICE}/reads/${encodeURIComponent(contentId)}`,
  /** GET: my stats over the last `days` (signed in): every content of mine, followers, sources. */
  mine: (days: StatsPeriod) => `${STATS_SERVICE}/stats?days=${days}`,
  /** GET: one content of mine over the last `days`. */
  content: (contentId: string, days: StatsPeriod) =>
    `${STATS_SERVICE}/stats/contents/${encodeURIComponent(contentId)}?days=${days}`,
};
