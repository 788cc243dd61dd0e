import { CONTENT_LIMITS } from '../content/content-rules';
import { distanceMetres } from '../places/distance';
import { localDateTimeInTimeZone } from '../time/local-time';
import { isValidPoint, type ImportGroup, type ImportPoint, type ImportSource } from './import-source';

/** One stop the file proposes, before it is matched to a known place. */
export interface PlannedStop {
  /** Unique in the plan (`d0s3`): the preview's checkbox and the match are keyed by it. */
  readonly key: string;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  /** Local arrival time "HH:mm" in the plan's time zone, or null. */
  readonly time: string | null;
}

export interface PlannedDay {
  /** The local date (`YYYY-MM-DD`) when the day was cut by the file's times, else null. */
  readonly date: string | null;
  /** The route's, track's or folder's name when the day is one of them; '' otherwise. */
  readonly name: string;
  readonly stops: readonly PlannedStop[];
}

export interface ImportPlan {
  /** How the days were made: by the points' dates, by the file's routes/tracks/folders, or all in one. */
  readonly splitBy: 'date' | 'group' | 'single';
  readonly days: readonly PlannedDay[];
  /** Stops left out because a day holds at most CONTENT_LIMITS.stopsMax. */
  readonly droppedStops: number;
  /** Days left out (with their stops) because the trip holds at most `maxDays` more sections. */
  readonly droppedDays: number;
}

export interface PlanOptions {
  /** IANA zone the dates and times are read in. */
  readonly timeZone: string;
  /** How many day sections the trip can still take (CONTENT_LIMITS.sectionsMax minus what it has). */
  readonly maxDays: number;
}

/** Two stops in a row closer than this are one stop (a track ending where the next one starts). */
const SAME_SPOT_M = 25;

interface Candidate {
  readonly group: number;
  readonly name: string;
  readonly point: ImportPoint;
  readonly ms: number | null;
}

const instant = (time: string | null): number | null => {
  if (time === null) return null;
  const ms = Date.parse(time);
  return Number.isFinite(ms) ? ms : null;
};

/** The local date and time of an instant; an unknown zone reads as UTC (the plan still cuts days, at UTC midnight). */
const localParts = (ms: number, timeZone: string): { date: string; time: string } =>
  localDateTimeInTimeZone(ms, timeZone) ?? (localDateTimeInTimeZone(ms, 'UTC') as { date: string; time: string });

/**
 * The stops a group offers. Waypoints, route points and folder placemarks are places the person saved, one
 * stop each. A track is a recording: it offers where it starts and where it ends on each local date it
 * covers (a track across midnight gives the evening's end and the next morning's start), named after the track.
 */
function candidatesOf(group: ImportGroup, index: number, timeZone: string): Candidate[] {
  const points = group.points.filter((p) => isValidPoint(p.lat, p.lng));
  const of = (point: ImportPoint, name: string): Candidate => ({
    group: index,
    name: (point.name.trim() || name).trim(),
    point,
    ms: instant(point.time),
  });
  if (group.kind !== 'track') return points.map((point) => of(point, group.name));
  const byDate = new Map<string, ImportPoint[]>();
  for (const point of points) {
    const ms = instant(point.time);
    const date = ms === null ? '' : localParts(ms, timeZone).date;
    byDate.set(date, [...(byDate.get(date) ?? []), point]);
  }
  return [...byDate.values()].flatMap((run) => {
    const first = run[0];
    const last = run[run.length - 1];
    return run.length === 1 ? [of(first, group.name)] : [of(first, group.name), of(last, group.name)];
  });
}

/** Drops a stop at the very spot of the one before it (within SAME_SPOT_M). */
function withoutRepeats(stops: readonly Candidate[]): Candidate[] {
  return stops.filter(
    (stop, i) =>
      i === 0 || distanceMetres(stops[i - 1].point, stop.point) > SAME_SPOT_M || stop.name !== stops[i - 1].name,
  );
}

/**
 * A file's points as days of stops (pure; times through Intl in `timeZone`):
 * - when every kept point carries a time, the stops are ordered by time and cut at each local midnight;
 *   points without a time in such a file follow as a day of their own group;
 * - otherwise, when the file has several routes, tracks or folders, one day each, in the file's order;
 * - otherwise one day.
 * A day holds at most CONTENT_LIMITS.stopsMax stops and the plan at most `maxDays` days: what is past either
 * limit is left out and counted, so the preview can say so.
 */
export function planImport(source: ImportSource, options: PlanOptions): ImportPlan {
  const groups = source.groups.filter((g) => g.points.some((p) => isValidPoint(p.lat, p.lng)));
  const candidates = groups.flatMap((group, i) => candidatesOf(group, i, options.timeZone));
  const timed = candidates.filter((c) => c.ms !== null);
  let days: { date: string | null; name: string; stops: Candidate[] }[];
  let splitBy: ImportPlan['splitBy'];
  if (timed.length > 0) {
    splitBy = 'date';
    const ordered = [...timed].sort((a, b) => (a.ms as number) - (b.ms as number));
    const byDate = new Map<string, Candidate[]>();
    for (const c of ordered) {
      const date = localParts(c.ms as number, options.timeZone).date;
      byDate.set(date, [...(byDate.get(date) ?? []), c]);
    }
    days = [...byDate.entries()].map(([date, stops]) => ({ date, name: '', stops }));
    const untimed = candidates.filter((c) => c.ms === null);
    for (const [i, group] of groups.entries()) {
      const stops = untimed.filter((c) => c.group === i);
      if (stops.length > 0) days.push({ date: null, name: group.name, stops });
    }
  } else if (groups.length > 1) {
    splitBy = 'group';
    days = groups.map((group, i) => ({
      date: null,
      name: group.name,
      stops: candidates.filter((c) => c.group === i),
    }));
  } else {
    splitBy = 'single';
    days = [{ date: null, name: groups[0]?.name ?? '', stops: candidates }];
  }
  days = days.map((day) => ({ ...day, stops: withoutRepeats(day.stops) })).filter((day) => day.stops.length > 0);

  const maxDays = Math.max(0, options.maxDays);
  const kept = days.slice(0, maxDays);
  const droppedDays = days.length - kept.length;
  let droppedStops = 0;
  const planned = kept.map((day, d): PlannedDay => {
    const stops = day.stops.slice(0, CONTENT_LIMITS.stopsMax);
    droppedStops += day.stops.length - stops.length;
    return {
      date: day.date,
      name: day.name.trim(),
      stops: stops.map((c, s) => ({
        key: `d${d}s${s}`,
        name: c.name,
        lat: round(c.point.lat),
        lng: round(c.point.lng),
        time: c.ms === null ? null : localParts(c.ms, options.timeZone).time,
      })),
    };
  });
  return { splitBy, days: planned, droppedStops, droppedDays };
}

/** Six decimals (~10 cm), as the place picker keeps a map point. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Every stop of a plan, in order. */
export const plannedStops = (plan: ImportPlan): PlannedStop[] => plan.days.flatMap((day) => day.stops);
