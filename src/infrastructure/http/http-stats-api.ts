import type { StatsApi } from '../../application/ports/stats-api.port';
import type { StatsWire } from '../../contract/stats.contract';
import { statsPaths } from '../../contract/stats.paths';
import type { CreatorStats, StatsPeriodDays } from '../../domain/stats/stats';
import type { HttpClient } from './http-client';

/** The wire's stats as the domain's (camelCase; a content's kind narrowed). */
export const statsFromWire = (wire: StatsWire): CreatorStats => ({
  days: wire.days as StatsPeriodDays,
  from: wire.from,
  to: wire.to,
  contentId: wire.content_id,
  series: wire.series.map((d) => ({
    day: d.day,
    views: d.views,
    reads: d.reads,
    comments: d.comments,
    saves: d.saves,
    tripAdds: d.trip_adds,
    newFollowers: d.new_followers,
  })),
  totals: {
    views: wire.totals.views,
    reads: wire.totals.reads,
    comments: wire.totals.comments,
    saves: wire.totals.saves,
    tripAdds: wire.totals.trip_adds,
    newFollowers: wire.totals.new_followers,
    followerCount: wire.totals.follower_count,
  },
  contents: wire.contents.map((c) => ({
    contentId: c.content_id,
    kind: c.kind === 'trip' ? 'trip' : 'article',
    title: c.title,
    views: c.views,
    reads: c.reads,
  })),
  sources: wire.sources.map((s) => ({ host: s.host, views: s.views })),
});

/** A creator's stats over the app's HTTP client (private: the signed-in user's own). */
export class HttpStatsApi implements StatsApi {
  constructor(private readonly http: HttpClient) {}

  async mine(days: StatsPeriodDays): Promise<CreatorStats> {
    return statsFromWire((await this.http.get<StatsWire>('private', statsPaths.mine(days))).data);
  }

  async ofContent(contentId: string, days: StatsPeriodDays): Promise<CreatorStats> {
    return statsFromWire((await this.http.get<StatsWire>('private', statsPaths.content(contentId, days))).data);
  }
}
