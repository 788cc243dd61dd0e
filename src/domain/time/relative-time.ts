import { DAY_MS } from './day';

/** Spec §9 relative time abbreviations. */
export type RelativeUnit = 's' | 'm' | 'h' | 'd' | 'mo' | 'y';

export interface RelativeTime {
  readonly value: number;
  readonly unit: RelativeUnit;
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
/** Calendar-free approximations: a relative label needs no calendar. */
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/**
 * How long ago `thenMs` was, in the largest whole unit of spec §9 (s, m, h, d, mo, y), rounded
 * down. A time in the future (clock skew between server and device) reads as 0 s.
 */
export function relativeTime(thenMs: number, nowMs: number): RelativeTime {
  const elapsed = Math.max(0, nowMs - thenMs);
  if (elapsed < MINUTE_MS) return { value: Math.floor(elapsed / SECOND_MS), unit: 's' };
  if (elapsed < HOUR_MS) return { value: Math.floor(elapsed / MINUTE_MS), unit: 'm' };
  if (elapsed < DAY_MS) return { value: Math.floor(elapsed / HOUR_MS), unit: 'h' };
  const days = Math.floor(elapsed / DAY_MS);
  if (days < MONTH_DAYS) return { value: days, unit: 'd' };
  if (days < YEAR_DAYS) return { value: Math.floor(days / MONTH_DAYS), unit: 'mo' };
  return { value: Math.floor(days / YEAR_DAYS), unit: 'y' };
}

/**
 * Ours: under 45 seconds a time reads "just now" rather than a count of seconds ("0 s ago" is what a clock
 * says, not a person); from 45 s on, spec §9's units apply. A time in the future (clock skew) is just now too.
 */
export const JUST_NOW_MS = 45 * SECOND_MS;

export function isJustNow(thenMs: number, nowMs: number): boolean {
  return nowMs - thenMs < JUST_NOW_MS;
}

/** `5m`, `3d`, `2mo`: the compact label of spec §9. */
export function formatRelative(thenMs: number, nowMs: number): string {
  const { value, unit } = relativeTime(thenMs, nowMs);
  return `${value}${unit}`;
}
