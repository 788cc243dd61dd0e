import type { LocalParts } from '../time/local-time';
import { MINUTES_PER_DAY } from '../time/day';
import { formatTimeOfDay } from '../time/time-of-day';
import { DEFAULT_CLOSE_TIME, DEFAULT_OPEN_TIME, parseOpeningTime } from './opening-time';

/** Spec §3: days sunday to saturday; index = `LocalParts.day` (0 = Sunday). */
export const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type DayName = (typeof DAYS)[number];
export const DAY_MODES = ['closed', 'open24', 'open'] as const;
export type DayMode = (typeof DAY_MODES)[number];
export const OPENING_STATUSES = ['opened', 'closingSoon', 'closed', 'openingSoon'] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

/** Spec §9 "a constant of 30 in the opening-hours logic": the minutes before a change that count as soon. */
export const SOON_WINDOW_MINUTES = 30;

/** A period of an open day. A close time at or before the open time crosses midnight into the next day. */
export interface OpeningPeriod {
  readonly open: string;
  readonly close: string;
}
export interface DaySchedule {
  readonly mode: DayMode;
  /** Used when mode is `open`; an open day without periods is open 00.00–23.59 (spec §3 defaults). */
  readonly periods?: readonly OpeningPeriod[];
}
export type WeeklyOpeningHours = Readonly<Record<DayName, DaySchedule>>;

export interface OpeningMoment {
  readonly day: DayName;
  /** As shown (`HH:mm`, spec §9), not the stored `HH.mm`. */
  readonly time: string;
}
export interface OpeningEvaluation {
  readonly status: OpeningStatus;
  /** Next opening, when not open now; null if the place never opens. */
  readonly nextOpening: OpeningMoment | null;
  /** When the current opening ends; null when closed or open around the clock. */
  readonly closesAt: OpeningMoment | null;
}

export const defaultPeriod = (): OpeningPeriod => ({ open: DEFAULT_OPEN_TIME, close: DEFAULT_CLOSE_TIME });

const WEEK = 7 * MINUTES_PER_DAY;
type Interval = { start: number; end: number };

/**
 * Status of a place at a wall-clock moment in the PLACE's time zone (spec §3/§9): compute `at`
 * with `localPartsInTimeZone` or `localPartsAtOffset` from the place's zone, never the viewer's.
 * A period crossing midnight (18.00–02.00) belongs to the day it opens. Close 23.59 means until
 * midnight, so consecutive days join up. Unreadable periods are ignored here; validate on input.
 */
export function evaluateOpeningHours(hours: WeeklyOpeningHours, at: LocalParts): OpeningEvaluation {
  const now = at.day * MINUTES_PER_DAY + at.minutes;
  const intervals = weekIntervals(hours);
  const current = intervals.find((interval) => interval.start <= now && now < interval.end);
  if (current) {
    if (current.end - current.start >= WEEK) return { status: 'opened', nextOpening: null, closesAt: null };
    const status = current.end - now <= SOON_WINDOW_MINUTES ? 'closingSoon' : 'opened';
    return { status, nextOpening: null, closesAt: closingMoment(current.end) };
  }
  const next = intervals.find((interval) => interval.start > now);
  if (!next) return { status: 'closed', nextOpening: null, closesAt: null };
  const status = next.start - now <= SOON_WINDOW_MINUTES ? 'openingSoon' : 'closed';
  return { status, nextOpening: momentAt(next.start), closesAt: null };
}

export function openingStatus(hours: WeeklyOpeningHours, at: LocalParts): OpeningStatus {
  return evaluateOpeningHours(hours, at).status;
}

/** The opening intervals of a day, in minutes from that day's midnight (the end may pass 1440). */
export function dayIntervals(schedule: DaySchedule): Interval[] {
  if (schedule.mode === 'open24') return [{ start: 0, end: MINUTES_PER_DAY }];
  if (schedule.mode !== 'open') return [];
  const periods = schedule.periods && schedule.periods.length > 0 ? schedule.periods : [defaultPeriod()];
  return periods.flatMap((period) => {
    const open = parseOpeningTime(period.open);
    const close = parseOpeningTime(period.close);
    if (open === null || close === null || open === close) return [];
    const closeAt = close === MINUTES_PER_DAY - 1 ? MINUTES_PER_DAY : close;
    return [{ start: open, end: closeAt > open ? closeAt : MINUTES_PER_DAY + closeAt }];
  });
}

/** Merged intervals over three consecutive weeks, so lookups around the week boundary need no special case. */
function weekIntervals(hours: WeeklyOpeningHours): Interval[] {
  const oneWeek = DAYS.flatMap((day, index) =>
    dayIntervals(hours[day] ?? { mode: 'closed' }).map(({ start, end }) => ({
      start: index * MINUTES_PER_DAY + start,
      end: index * MINUTES_PER_DAY + end,
    })),
  );
  const threeWeeks = [-WEEK, 0, WEEK]
    .flatMap((shift) => oneWeek.map(({ start, end }) => ({ start: start + shift, end: end + shift })))
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of threeWeeks) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

function momentAt(minuteOfWeek: number): OpeningMoment {
  const m = ((minuteOfWeek % WEEK) + WEEK) % WEEK;
  return { day: DAYS[Math.floor(m / MINUTES_PER_DAY)], time: formatTimeOfDay(m % MINUTES_PER_DAY) };
}

/** A close at midnight reads as 23:59 of the day before, the way the product writes it (spec §9). */
function closingMoment(minuteOfWeek: number): OpeningMoment {
  return minuteOfWeek % MINUTES_PER_DAY === 0 ? momentAt(minuteOfWeek - 1) : momentAt(minuteOfWeek);
}
