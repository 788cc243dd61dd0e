import type { StatsApi } from '../../src/application/ports/stats-api.port';
import { AppError } from '../../src/domain/errors/app-error';
import { errorCatalogue, type KnownErrorCode } from '../../src/domain/errors/error-codes';
import type { CreatorStats, StatsContent, StatsDay, StatsPeriodDays } from '../../src/domain/stats/stats';

const DAY_MS = 86_400_000;

/**
 * A creator's stats in memory, as the server answers them: every day of the period up to `today` (zeros included),
 * from the days seeded in `days` (per content), the totals, the contents most viewed first and the sources. A
 * content of someone else (`others`) is 403 4030607003, an unknown one 404 4040607004; `failNext` fails the next call.
 */
export class InMemoryStatsApi implements StatsApi {
  today = '2026-11-28';
  /** Per content: its title, kind and days (YYYY-MM-DD → numbers). */
  readonly contents = new Map<
    string,
    { title: string; kind: 'article' | 'trip'; days: Map<string, Omit<StatsDay, 'day'>> }
  >();
  readonly others = new Set<string>();
  sources: { host: string; views: number }[] = [];
  followerCount = 0;
  failNext: KnownErrorCode | null = null;
  calls: string[] = [];

  seed(contentId: string, title: string, day: string, numbers: Partial<Omit<StatsDay, 'day'>>): void {
    const content = this.contents.get(contentId) ?? { title, kind: 'article' as const, days: new Map() };
    content.days.set(day, { views: 0, reads: 0, comments: 0, saves: 0, tripAdds: 0, newFollowers: 0, ...numbers });
    this.contents.set(contentId, content);
  }

  async mine(days: StatsPeriodDays): Promise<CreatorStats> {
    this.calls.push(`mine ${days}`);
    this.fail();
    return this.stats(days, null);
  }

  async ofContent(contentId: string, days: StatsPeriodDays): Promise<CreatorStats> {
    this.calls.push(`content ${contentId} ${days}`);
    this.fail();
    if (this.others.has(contentId)) throw this.error(4030607003);
    if (!this.contents.has(contentId)) throw this.error(4040607004);
    return this.stats(days, contentId);
  }

  private stats(days: StatsPeriodDays, contentId: string | null): CreatorStats {
    const end = Date.parse(`${this.today}T00:00:00.000Z`);
    const dayList = Array.from({ length: days }, (_, i) =>
      new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    );
    const chosen = [...this.contents].filter(([id]) => contentId === null || id === contentId);
    const series: StatsDay[] = dayList.map((day) => {
      const sum = { views: 0, reads: 0, comments: 0, saves: 0, tripAdds: 0, newFollowers: 0 };
      for (const [, content] of chosen) {
        const numbers = content.days.get(day);
        if (!numbers) continue;
        sum.views += numbers.views;
        sum.reads += numbers.reads;
        sum.comments += numbers.comments;
        sum.saves += numbers.saves;
        sum.tripAdds += numbers.tripAdds;
        sum.newFollowers += contentId === null ? numbers.newFollowers : 0;
      }
      return { day, ...sum };
    });
    const total = (key: keyof Omit<StatsDay, 'day'>) => series.reduce((n, day) => n + day[key], 0);
    const contents: StatsContent[] =
      contentId === null
        ? chosen
            .map(([id, content]) => {
              const inPeriod = dayList.map((day) => content.days.get(day)).filter((n) => n !== undefined);
              return {
                contentId: id,
                kind: content.kind,
                title: content.title,
                views: inPeriod.reduce((n, d) => n + d.views, 0),
                reads: inPeriod.reduce((n, d) => n + d.reads, 0),
              };
            })
            .filter((content) => content.views > 0)
            .sort((a, b) => b.views - a.views)
        : [];
    return {
      days,
      from: dayList[0],
      to: dayList.at(-1)!,
      contentId,
      series,
      totals: {
        views: total('views'),
        reads: total('reads'),
        comments: total('comments'),
        saves: total('saves'),
        tripAdds: total('tripAdds'),
        newFollowers: total('newFollowers'),
        followerCount: contentId === null ? this.followerCount : 0,
      },
      contents,
      sources: this.sources,
    };
  }

  private fail(): void {
    if (this.failNext === null) return;
    const code = this.failNext;
    this.failNext = null;
    throw this.error(code);
  }

  private error(code: KnownErrorCode): AppError {
    return new AppError({ code, messageKey: errorCatalogue[code].messageKey, message: `fake ${code}` });
  }
}
