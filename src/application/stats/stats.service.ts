import type { CreatorStats, StatsPeriodDays } from '../../domain/stats/stats';
import type { StatsApi } from '../ports/stats-api.port';
import { normalized } from '../shared/normalized';

/** /dashboard/stats: my numbers over a period, or one content's. Failures leave as AppErrors (spec §8). */
export class StatsService {
  constructor(private readonly api: StatsApi) {}

  mine(days: StatsPeriodDays): Promise<CreatorStats> {
    return normalized(() => this.api.mine(days));
  }

  ofContent(contentId: string, days: StatsPeriodDays): Promise<CreatorStats> {
    return normalized(() => this.api.ofContent(contentId, days));
  }
}
