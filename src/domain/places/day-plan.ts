import { MINUTES_PER_DAY } from '../time/day';
import { localPartsAtOffset, localPartsInTimeZone } from '../time/local-time';
import { parseArrivalTime } from './arrival-status';
import { distanceMetres, type LatLng } from './distance';

/**
 * A trip day that checks itself: how long each leg between two stops takes, when a stop without a planned
 * time is reached, and whether the day runs late or past midnight. Pure; time comes in as values.
 *
 * The estimate is deliberately simple and stated here once, so a reader can trust what it means: the
 * great-circle distance between two stops, lengthened by a detour factor for real streets, at a typical
 * door-to-door speed, plus a fixed overhead for getting going (finding a taxi, walking to a station and
 * waiting). It is an order of magnitude for planning, not a route; it never calls a routing service.
 */
export const TRAVEL_MODE_NAMES = ['walk', 'drive', 'transit'] as const;
export type TravelMode = (typeof TRAVEL_MODE_NAMES)[number];

export interface TravelModeFacts {
  /** Door-to-door speed in km/h once moving. */
  readonly kmh: number;
  /** Street distance ÷ straight-line distance. */
  readonly detour: number;
  /** Minutes added to every leg (waiting, parking, walking to the station). */
  readonly overheadMinutes: number;
}

/**
 * Walking at 4.5 km/h is the usual planning pace of a sightseer (slower than a commuter's 5 km/h) through
 * streets that are about 1.3× the straight line. Driving (car, taxi, ride-hailing) averages 25 km/h in Thai
 * cities' traffic, 1.4× the straight line, with 5 minutes to hail or park. Public transport (BTS, MRT, buses,
 * boats) averages 18 km/h door to door, with 10 minutes to reach the station and wait.
 */
export const TRAVEL_MODES: Readonly<Record<TravelMode, TravelModeFacts>> = {
  walk: { kmh: 4.5, detour: 1.3, overheadMinutes: 0 },
  drive: { kmh: 25, detour: 1.4, overheadMinutes: 5 },
  transit: { kmh: 18, detour: 1.4, overheadMinutes: 10 },
};

/** A leg up to this straight-line distance is walked when the day names no mode; a longer one is driven. */
export const WALKING_LIMIT_METRES = 1_200;
/** How long a traveller stays at a stop that has no time of its own after it, to estimate the next arrival. */
export const DWELL_MINUTES = 60;
/** A planned time this much earlier than the estimated arrival is flagged as late. */
export const LATE_SLACK_MINUTES = 15;

/** Minutes to travel `metres` of straight line by `mode`, rounded up to 5 minutes (at least 5). */
export function travelMinutes(metres: number, mode: TravelMode): number {
  const { kmh, detour, overheadMinutes } = TRAVEL_MODES[mode];
  const minutes = overheadMinutes + (metres * detour) / ((kmh * 1000) / 60);
  return Math.max(5, Math.ceil(minutes / 5) * 5);
}

/** The mode of a leg: the day's when it names one, else walking for a short leg and driving for a long one. */
export const legMode = (metres: number, dayMode: TravelMode | null): TravelMode =>
  dayMode ?? (metres <= WALKING_LIMIT_METRES ? 'walk' : 'drive');

export interface PlanStop {
  /** Null when the stop has no place on the map: the chain of estimates restarts after it. */
  readonly point: LatLng | null;
  /** The stop's IANA time zone (its place's), for a day that crosses zones; null when unknown. */
  readonly timeZone: string | null;
  /** The planned time on the place's wall clock (`HH:mm` or `HH.mm`), or null. */
  readonly time: string | null;
}

export interface PlannedLeg {
  readonly metres: number;
  readonly mode: TravelMode;
  readonly minutes: number;
}

export interface PlannedStop {
  /** The way here from the previous located stop; null for the day's first located stop. */
  readonly leg: PlannedLeg | null;
  /**
   * Minutes since the start of the day on THIS place's wall clock when the traveller arrives: the planned time,
   * else the estimate; may pass 1440 (after midnight). Null when nothing before it gives a time.
   */
  readonly arrival: number | null;
  /** The arrival is estimated (the stop has no time of its own). */
  readonly estimated: boolean;
  /**
   * The stop has a planned time, but the previous stop's time, its stay and the way here reach it only at
   * this later minute (at least LATE_SLACK_MINUTES after the plan); null when the plan holds.
   */
  readonly reachedLateAt: number | null;
}

export interface DayPlan {
  readonly stops: readonly PlannedStop[];
  /** Some arrival falls after midnight: the day is too ambitious for one day. */
  readonly pastMidnight: boolean;
}

/**
 * The UTC offset of a zone at an instant in minutes east (Bangkok +420); null for an unknown zone. A trip day
 * has no date, so a day crossing zones uses their offsets at `atMs` (the reader's now).
 */
export function utcOffsetMinutes(timeZone: string, atMs: number): number | null {
  const local = localPartsInTimeZone(atMs, timeZone);
  if (!local) return null;
  const utc = localPartsAtOffset(atMs, 0);
  const week = 7 * MINUTES_PER_DAY;
  const difference = local.day * MINUTES_PER_DAY + local.minutes - (utc.day * MINUTES_PER_DAY + utc.minutes);
  return ((((difference + week / 2) % week) + week) % week) - week / 2;
}

/**
 * The day, stop by stop. A stop's arrival is its planned time; a stop without one is reached after the previous
 * stop's arrival, a stay of DWELL_MINUTES and the leg. A planned time more than half a day earlier than the
 * previous arrival is the next day, as a traveller writes "00:30" after "23:00". Moving to another time zone
 * moves the wall clock with it.
 */
export function planDay(stops: readonly PlanStop[], dayMode: TravelMode | null, atMs: number): DayPlan {
  const planned: PlannedStop[] = [];
  let previous: { readonly point: LatLng; readonly arrival: number | null; readonly offset: number | null } | null =
    null;
  let pastMidnight = false;
  for (const stop of stops) {
    const offset = stop.timeZone ? utcOffsetMinutes(stop.timeZone, atMs) : null;
    const own = parseArrivalTime(stop.time);
    let leg: PlannedLeg | null = null;
    let reachable: number | null = null;
    if (stop.point && previous) {
      const metres = distanceMetres(previous.point, stop.point);
      const mode = legMode(metres, dayMode);
      leg = { metres, mode, minutes: travelMinutes(metres, mode) };
      if (previous.arrival !== null) {
        const shift: number = offset !== null && previous.offset !== null ? offset - previous.offset : 0;
        reachable = previous.arrival + DWELL_MINUTES + leg.minutes + shift;
      }
    }
    let arrival: number | null = reachable;
    let reachedLateAt: number | null = null;
    if (own !== null) {
      const base: number | null = previous?.arrival ?? null;
      const dayStart: number = base === null ? 0 : Math.floor(base / MINUTES_PER_DAY) * MINUTES_PER_DAY;
      let written = own + dayStart;
      // Written times run forward through the day: "00:30" after "23:00" is the next day (more than half a
      // day earlier), while "09:00" after "10:00" is the same day, planned too early (flagged late below).
      if (base !== null && base - written > MINUTES_PER_DAY / 2) written += MINUTES_PER_DAY;
      if (reachable !== null && reachable - written >= LATE_SLACK_MINUTES) reachedLateAt = reachable;
      arrival = written;
    }
    if (arrival !== null && arrival >= MINUTES_PER_DAY) pastMidnight = true;
    if (reachedLateAt !== null && reachedLateAt >= MINUTES_PER_DAY) pastMidnight = true;
    planned.push({ leg, arrival, estimated: own === null && arrival !== null, reachedLateAt });
    if (stop.point) previous = { point: stop.point, arrival: reachedLateAt ?? arrival, offset };
    else previous = null;
  }
  return { stops: planned, pastMidnight };
}

/** A day minute (possibly past midnight) as the wall-clock `HH:mm` it shows, and whether it is the next day. */
export function wallClock(minutes: number): { readonly time: string; readonly nextDay: boolean } {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hh = String(Math.floor(inDay / 60)).padStart(2, '0');
  const mm = String(inDay % 60).padStart(2, '0');
  return { time: `${hh}:${mm}`, nextDay: minutes >= MINUTES_PER_DAY };
}
