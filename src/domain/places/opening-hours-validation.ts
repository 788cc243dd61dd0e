import { MINUTES_PER_DAY } from '../time/day';
import { DAY_MODES, DAYS, dayIntervals, type DayName, type WeeklyOpeningHours } from './opening-hours';
import { parseOpeningTime } from './opening-time';

export type OpeningHoursProblem =
  'missingDay' | 'unknownMode' | 'invalidTime' | 'sameOpenAndClose' | 'overlap' | 'overlapsNextDay';

export interface OpeningHoursIssue {
  readonly day: DayName;
  /** Index of the offending period, when one is to blame. */
  readonly period?: number;
  readonly problem: OpeningHoursProblem;
}

/**
 * Checks opening hours as entered (spec §3): every day present with a known mode; times `HH.mm`
 * between 00.00 and 23.59; a close time after the open time, or before it only for a period that
 * crosses midnight, which must then end before anything else opens (later periods of the same day
 * or the next day's first opening). An empty list means valid.
 */
export function validateOpeningHours(hours: WeeklyOpeningHours): OpeningHoursIssue[] {
  const issues: OpeningHoursIssue[] = [];
  DAYS.forEach((day, index) => {
    const schedule = hours[day];
    if (!schedule) return issues.push({ day, problem: 'missingDay' });
    if (!DAY_MODES.includes(schedule.mode)) return issues.push({ day, problem: 'unknownMode' });
    if (schedule.mode !== 'open') return;
    const periods = schedule.periods ?? [];
    periods.forEach((period, i) => {
      const open = parseOpeningTime(period.open);
      const close = parseOpeningTime(period.close);
      if (open === null || close === null) issues.push({ day, period: i, problem: 'invalidTime' });
      else if (open === close) issues.push({ day, period: i, problem: 'sameOpenAndClose' });
    });
    if (issues.some((issue) => issue.day === day)) return;

    const own = dayIntervals(schedule).sort((a, b) => a.start - b.start);
    for (let i = 1; i < own.length; i += 1) {
      if (own[i].start < own[i - 1].end) return issues.push({ day, problem: 'overlap' });
    }
    const spill = Math.max(0, ...own.map((interval) => interval.end - MINUTES_PER_DAY));
    const nextDay = hours[DAYS[(index + 1) % DAYS.length]];
    const nextStarts = nextDay ? dayIntervals(nextDay).map((interval) => interval.start) : [];
    if (spill > 0 && nextStarts.some((start) => start < spill)) issues.push({ day, problem: 'overlapsNextDay' });
  });
  return issues;
}
