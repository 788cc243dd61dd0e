import type { CreatorStats, StatsPeriodDays } from '../../domain/stats/stats';

/**
 * A creator's stats (stats-service, ours), the signed-in caller's own: another's content 4030607003, an unknown one
 * 4040607004, a period other than 7/30/90 days 4220607000.
 */
export interface StatsApi {
  mine(days: StatsPeriodDays): Promise<CreatorStats>;
  ofContent(contentId: string, days: StatsPeriodDays): Promise<CreatorStats>;
}
