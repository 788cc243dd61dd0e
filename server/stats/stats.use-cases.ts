import { STATS_PERIODS, type ReadCountedWire, type StatsWire } from '../../src/contract/stats.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { DAY_MS } from '../../src/domain/time/day';
import { failure } from '../../src/domain/errors/failure';
import type { Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { takeHit } from '../kernel/rate-counter.port';
import type { UserUseCases } from '../users/users.use-cases';
import type { StatsStore, StatsWindow } from './stats.ports';

export type StatsDeps = Pick<Kernel, 'db' | 'clock' | 'config' | 'rateCounters'>;

/** Thailand's offset from UTC (no daylight saving): stats days are the product's home calendar days. */
const THAI_OFFSET_MS = 7 * 60 * 60 * 1000;
/** At most this many contents and sources on a stats page. */
const CONTENTS_MAX = 50;
const SOURCES_MAX = 10;

/** The calendar day (Thailand) of an instant, as YYYY-MM-DD. */
export const thaiDayOf = (ms: number): string => new Date(ms + THAI_OFFSET_MS).toISOString().slice(0, 10);

/** The last `days` calendar days (Thailand) up to today, and the instant the first began. */
export function statsWindow(nowMs: number, days: number): StatsWindow {
  const to = thaiDayOf(nowMs);
  const fromMidnightUtc = Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * DAY_MS;
  return {
    from: new Date(fromMidnightUtc).toISOString().slice(0, 10),
    to,
    fromInstant: new Date(fromMidnightUtc - THAI_OFFSET_MS),
  };
}

/**
 * The referring site of a view, as its host only (lower case, without "www."): nothing of the path or query is
 * kept. None for a missing or malformed referrer, a non-web one, or this site itself (a reader moving inside it).
 */
export function referrerHost(referrer: string | undefined, ownOrigin: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  let own = '';
  try {
    own = new URL(ownOrigin).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    // no own origin configured: nothing to leave out
  }
  return host === '' || host === own ? null : host.slice(0, 253);
}

const contentMissing = (contentId: string) =>
  failure(ErrorCode.contentNotFound, `Content ${contentId} does not exist`, { content_id: contentId });

/**
 * Stats a creator looks at: views and reads per day, comments, saves, trip adds and followers over time, and traffic
 * sources, all aggregated per content and day (no per-reader history). A read is counted once per counted view, from
 * a beacon the reader's page sends only with the reader's consent.
 */
export function createStatsUseCases(deps: StatsDeps, store: StatsStore, users: Pick<UserUseCases, 'requireUser'>) {
  async function numbers(authorId: string, contentId: string | null, days: number): Promise<StatsWire> {
    if (!(STATS_PERIODS as readonly number[]).includes(days))
      throw failure(ErrorCode.contentValidationFailed, `days: one of ${STATS_PERIODS.join(', ')}`, {
        content_id: contentId,
        message: `days: one of ${STATS_PERIODS.join(', ')}`,
      });
    const window = statsWindow(deps.clock.now(), days);
    const [series, contents, sources, followerCount] = await Promise.all([
      store.series(deps.db, authorId, contentId, window),
      contentId === null ? store.contents(deps.db, authorId, window, CONTENTS_MAX) : Promise.resolve([]),
      store.sources(deps.db, authorId, contentId, window, SOURCES_MAX),
      contentId === null ? store.followerCount(deps.db, authorId) : Promise.resolve(0),
    ]);
    const sum = (key: 'views' | 'reads' | 'comments' | 'saves' | 'trip_adds' | 'new_followers') =>
      series.reduce((total, day) => total + day[key], 0);
    return {
      days,
      from: window.from,
      to: window.to,
      content_id: contentId,
      series,
      totals: {
        views: sum('views'),
        reads: sum('reads'),
        comments: sum('comments'),
        saves: sum('saves'),
        trip_adds: sum('trip_adds'),
        new_followers: sum('new_followers'),
        follower_count: followerCount,
      },
      contents,
      sources,
    };
  }

  return {
    /** In the view's own transaction (content module): that day's views, and the referring host when sent. */
    async recordView(q: Queryable, contentId: string, referrer: string | undefined): Promise<void> {
      const now = deps.clock.now();
      await store.recordView(q, contentId, thaiDayOf(now), referrerHost(referrer, deps.config.publicUrl));
    },

    /**
     * In the trip add's own transaction (content module: a stop added from `sourceContentId`, or that trip copied):
     * that day's trip adds of the source, counted only when readers can see it and it is not the reader's own. An
     * unknown, hidden, deleted or unpublished source counts nothing and is no error: the add itself stands. Only the
     * number is kept, never who added.
     */
    async recordTripAdd(q: Queryable, sourceContentId: string, readerUserId: string): Promise<boolean> {
      return store.recordTripAdd(q, sourceContentId, readerUserId, thaiDayOf(deps.clock.now()));
    },

    /**
     * A read beacon: counted once per view a session counted (a read without one, or a second, answers counted
     * false). 404 4040607004 for a content readers cannot see. One client (IP) counts at most VIEW_RATE_LIMIT_MAX
     * reads a window, like views; past it the call answers counted false.
     */
    async countRead(contentId: string, sessionId: string, client: string | null): Promise<ReadCountedWire> {
      if (!(await store.isPublic(deps.db, contentId))) throw contentMissing(contentId);
      const limit = { max: deps.config.viewRateLimitMax, windowMs: deps.config.viewRateLimitWindowMs };
      if (client !== null && !(await takeHit(deps.rateCounters, `reads:${client}`, limit, deps.clock.now())).allowed)
        return { content_id: contentId, counted: false };
      const now = deps.clock.now();
      const counted = await deps.db.transaction((tx) =>
        store.recordRead(tx, contentId, sessionId, nowDate(deps), thaiDayOf(now)),
      );
      return { content_id: contentId, counted };
    },

    /** My numbers over the last `days`: every content of mine, followers, sources. */
    async mine(identity: VerifiedIdentity, days: number): Promise<StatsWire> {
      const user = await users.requireUser(deps.db, identity);
      return numbers(user.user_id, null, days);
    },

    /** One content of mine over the last `days`; another's is 403 4030607003, an unknown one 404 4040607004. */
    async ofContent(identity: VerifiedIdentity, contentId: string, days: number): Promise<StatsWire> {
      const user = await users.requireUser(deps.db, identity);
      const author = await store.authorOf(deps.db, contentId);
      if (author === null) throw contentMissing(contentId);
      if (author !== user.user_id)
        throw failure(ErrorCode.contentForbidden, `Content ${contentId} belongs to another user`, {
          content_id: contentId,
        });
      return numbers(user.user_id, contentId, days);
    },
  };
}

export type StatsUseCases = ReturnType<typeof createStatsUseCases>;
