import { MINUTES_PER_DAY } from '../time/day';
import { localDateInTimeZone, localPartsInTimeZone } from '../time/local-time';
import { parseTimeOfDay } from '../time/time-of-day';
import {
  DAYS,
  SOON_WINDOW_MINUTES,
  evaluateOpeningHours,
  type OpeningEvaluation,
  type OpeningMoment,
  type OpeningStatus,
  type WeeklyOpeningHours,
} from './opening-hours';
import { isThaiPublicHoliday, thaiHolidayOn, weekdayOf, type ThaiHoliday } from './thai-holidays';

/**
 * Opening hours on a calendar date rather than a weekday: the weekly rule (spec §3/§9) plus the public holiday
 * rule. A place whose hours say "closed on public holidays" is closed all day on a Thai public holiday (a
 * substitution day included, as offices observe it), even in a period that began the evening before; "closes at"
 * and "opens at" step over such days. Pure: the date and time come in as values on the PLACE's wall clock.
 */
export interface DatedEvaluation extends OpeningEvaluation {
  /** The holiday that closes the place on this date; null on an ordinary day or for a place open on holidays. */
  readonly holiday: ThaiHoliday | null;
}

/** `YYYY-MM-DD` plus whole days (negative allowed); the input must be a real date. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The hours, and whether they say the place closes on Thai public holidays. */
export interface DatedHours {
  readonly weekly: WeeklyOpeningHours;
  readonly closedOnPublicHolidays: boolean;
}

const closesOn = (hours: DatedHours, date: string): boolean =>
  hours.closedOnPublicHolidays && isThaiPublicHoliday(date) === true;

/** How many days after `date` (at `minutes`) a weekly moment falls: 0 later today, up to 7. */
function daysUntil(fromWeekday: number, minutes: number, moment: OpeningMoment): number {
  const ahead = (DAYS.indexOf(moment.day) - fromWeekday + 7) % 7;
  const at = parseTimeOfDay(moment.time) ?? 0;
  return ahead === 0 && at <= minutes ? 7 : ahead;
}

/**
 * The next opening after `date` at `minutes` that is not on a day the place closes for a holiday; null when the
 * place never opens. Bounded: Songkran's three days are the longest run of holidays in the table.
 */
function nextOpeningFrom(hours: DatedHours, date: string, minutes: number): OpeningMoment | null {
  let day = date;
  let at = minutes;
  for (let step = 0; step < 21; step += 1) {
    if (closesOn(hours, day)) {
      day = addDays(day, 1);
      at = -1;
      continue;
    }
    const weekday = weekdayOf(day)!;
    if (at < 0) {
      const start = evaluateOpeningHours(hours.weekly, { day: weekday, minutes: 0 });
      if (start.status === 'opened' || start.status === 'closingSoon') return { day: DAYS[weekday], time: '00:00' };
      at = 0;
    }
    const next = evaluateOpeningHours(hours.weekly, { day: weekday, minutes: at }).nextOpening;
    if (!next) return null;
    const opensOn = addDays(day, daysUntil(weekday, at, next));
    if (!closesOn(hours, opensOn)) return next;
    day = addDays(opensOn, 1);
    at = -1;
  }
  return null;
}

/** The evaluation on a `YYYY-MM-DD` date at `minutes` of that day; null for a date that does not exist. */
export function evaluateOnDate(hours: DatedHours, date: string, minutes: number): DatedEvaluation | null {
  const weekday = weekdayOf(date);
  if (weekday === null) return null;
  if (closesOn(hours, date)) {
    const nextOpening = nextOpeningFrom(hours, addDays(date, 1), -1);
    return { status: 'closed', nextOpening, closesAt: null, holiday: thaiHolidayOn(date) };
  }
  const weekly = evaluateOpeningHours(hours.weekly, { day: weekday, minutes });
  const open = weekly.status === 'opened' || weekly.status === 'closingSoon';
  // Open into a holiday the place closes for: it closes at midnight instead.
  const today = DAYS[weekday];
  if (open && closesOn(hours, addDays(date, 1)) && (weekly.closesAt === null || weekly.closesAt.day !== today)) {
    const status: OpeningStatus = MINUTES_PER_DAY - minutes <= SOON_WINDOW_MINUTES ? 'closingSoon' : 'opened';
    return { status, nextOpening: null, closesAt: { day: today, time: '23:59' }, holiday: null };
  }
  const nextOpening = open ? null : nextOpeningFrom(hours, date, minutes);
  // An opening within the "soon" window that a holiday cancels is no longer soon.
  const moved = nextOpening?.day !== weekly.nextOpening?.day || nextOpening?.time !== weekly.nextOpening?.time;
  const status: OpeningStatus = weekly.status === 'openingSoon' && moved ? 'closed' : weekly.status;
  return { ...weekly, status, nextOpening, holiday: null };
}

/** The status on a date at `minutes`, or null for a date that does not exist. */
export function statusOnDate(hours: DatedHours, date: string, minutes: number): OpeningStatus | null {
  return evaluateOnDate(hours, date, minutes)?.status ?? null;
}

/**
 * The evaluation at an absolute instant on the place's own wall clock (never the viewer's), holidays included:
 * what "open now" shows on a place's page, its card and the map. Null for an unknown time zone.
 */
export function evaluateAtInstant(hours: DatedHours, timeZone: string, instantMs: number): DatedEvaluation | null {
  const date = localDateInTimeZone(instantMs, timeZone);
  const at = localPartsInTimeZone(instantMs, timeZone);
  return date && at ? evaluateOnDate(hours, date, at.minutes) : null;
}
