import {
  DAYS,
  evaluateOpeningHours,
  type DayName,
  type OpeningEvaluation,
  type OpeningStatus,
  type WeeklyOpeningHours,
} from './opening-hours';

/**
 * Whether a place is open at a planned arrival, spec §3 opening
 * hours read in the PLACE's time zone with spec §9's 30-minute "soon". Pure: time comes in as a value.
 */

/** A stop's planned time, `HH:mm` (the editor's time input) or `HH.mm` (spec §3's writing): minutes of the day, or null. */
export function parseArrivalTime(text: string | null | undefined): number | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec((text ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
}

/** Open on arrival (opened, closingSoon) or not (closed, openingSoon: it opens only after the 30-minute window starts). */
export const isOpenOnArrival = (status: OpeningStatus): boolean => status === 'opened' || status === 'closingSoon';

/**
 * What a stop's planned time means for its place:
 * - `on`: the arrival's weekday is known (a dated day): the status then;
 * - `everyDay`: no weekday, and the place answers the same whichever day it is;
 * - `someDays`: no weekday, and the answer depends on it: `closedOn` names the weekdays (Sunday first) it
 *   will not be open on arrival, `byDay` has each weekday's status.
 */
export type ArrivalOutlook =
  | { readonly kind: 'on'; readonly day: DayName; readonly evaluation: OpeningEvaluation }
  | { readonly kind: 'everyDay'; readonly status: OpeningStatus }
  | {
      readonly kind: 'someDays';
      readonly byDay: Readonly<Record<DayName, OpeningStatus>>;
      readonly closedOn: readonly DayName[];
    };

/**
 * The arrival rule. `time` is the stop's wall-clock time AT THE PLACE (a traveller plans in local time), so
 * no time zone arithmetic is needed: the viewer's zone never enters. `day` is the arrival's weekday
 * (0 = Sunday) when the trip gives one; trip days carry no calendar date today, so callers pass null and
 * get the status on every weekday. Null when the time is unreadable.
 */
export function arrivalOutlook(
  hours: WeeklyOpeningHours,
  time: string | null | undefined,
  day: number | null = null,
): ArrivalOutlook | null {
  const minutes = parseArrivalTime(time);
  if (minutes === null) return null;
  if (day !== null) {
    const weekday = ((Math.trunc(day) % 7) + 7) % 7;
    return { kind: 'on', day: DAYS[weekday], evaluation: evaluateOpeningHours(hours, { day: weekday, minutes }) };
  }
  const byDay = Object.fromEntries(
    DAYS.map((name, index) => [name, evaluateOpeningHours(hours, { day: index, minutes }).status]),
  ) as Record<DayName, OpeningStatus>;
  const statuses = DAYS.map((name) => byDay[name]);
  if (statuses.every((status) => status === statuses[0])) return { kind: 'everyDay', status: statuses[0] };
  return { kind: 'someDays', byDay, closedOn: DAYS.filter((name) => !isOpenOnArrival(byDay[name])) };
}
