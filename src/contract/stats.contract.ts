import { Closed, NullableString, Type, type Static } from './schema';

const Day = () => Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

export { STATS_PERIOD_DAYS as STATS_PERIODS } from '../domain/stats/stats';
export { STATS_SERVICE, statsPaths, type StatsPeriod } from './stats.paths';

export const StatsContentParams = Closed({ contentId: Type.String({ minLength: 1, maxLength: 64 }) });

/** A read beacon: the session the view was counted in (the reader keeps it in sessionStorage). */
export const ReadBody = Closed({ session_id: Type.String({ minLength: 8, maxLength: 64 }) });
export const ReadCounted = Closed({
  content_id: Type.String(),
  counted: Type.Boolean({ description: 'This call counted the read (once per view of a session).' }),
});
export type ReadCountedWire = Static<typeof ReadCounted>;

export const StatsQuery = Closed({
  days: Type.Integer({
    default: 30,
    description:
      'The period: the last 7, 30 or 90 days, today included (Thailand calendar days, UTC+7); other values are 422 4220607000.',
  }),
});

/** One calendar day (Thailand, UTC+7) of a creator's or a content's numbers. */
export const StatsDay = Closed({
  day: Day(),
  views: Type.Integer({ minimum: 0 }),
  reads: Type.Integer({ minimum: 0 }),
  comments: Type.Integer({ minimum: 0 }),
  saves: Type.Integer({ minimum: 0, description: 'Saves made that day and still kept.' }),
  trip_adds: Type.Integer({
    minimum: 0,
    description:
      "Trip adds that day: readers adding a place of the content to a trip of their own (its location section or a stop, add-stop's from_content_id), or copying the trip. Never the creator's own.",
  }),
  new_followers: Type.Integer({
    minimum: 0,
    description: 'Followers gained that day and still following (0 per content).',
  }),
});
export type StatsDayWire = Static<typeof StatsDay>;

export const StatsTotals = Closed({
  views: Type.Integer({ minimum: 0 }),
  reads: Type.Integer({ minimum: 0 }),
  comments: Type.Integer({ minimum: 0 }),
  saves: Type.Integer({ minimum: 0 }),
  trip_adds: Type.Integer({ minimum: 0 }),
  new_followers: Type.Integer({ minimum: 0 }),
  follower_count: Type.Integer({ minimum: 0, description: 'Followers now (the creator; 0 for one content).' }),
});

/** A content of mine in the period. */
export const StatsContent = Closed({
  content_id: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  views: Type.Integer({ minimum: 0 }),
  reads: Type.Integer({ minimum: 0 }),
});

/** Where readers came from: the referring site's host only, counted per day and summed; null host never sent. */
export const StatsSource = Closed({ host: Type.String(), views: Type.Integer({ minimum: 1 }) });

export const Stats = Closed({
  days: Type.Integer(),
  from: Day(),
  to: Day(),
  content_id: NullableString({ description: 'The content these numbers are of; null for all of mine.' }),
  series: Type.Array(StatsDay, { description: 'Every day of the period, oldest first, zeros included.' }),
  totals: StatsTotals,
  contents: Type.Array(StatsContent, {
    description: 'My contents with a view in the period, most viewed first (at most 50).',
  }),
  sources: Type.Array(StatsSource, { description: 'The referring hosts of the period, most first (at most 10).' }),
});
export type StatsWire = Static<typeof Stats>;
