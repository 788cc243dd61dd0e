import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/domain/time/day';
import { formatRelative, isJustNow, JUST_NOW_MS, relativeTime } from '../../../src/domain/time/relative-time';
import { DateFormat } from '../../../src/domain/time/date-formats';

const now = Date.UTC(2026, 5, 15, 12, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('relative time (spec §9 "Relative time abbreviations: s, m, h, d, mo, y")', () => {
  it.each([
    ['just now', 0, 0, 's'],
    ['59 seconds', 59 * S + 999, 59, 's'],
    ['one minute', M, 1, 'm'],
    ['59 minutes', 59 * M + 59 * S, 59, 'm'],
    ['one hour', H, 1, 'h'],
    ['23 hours', 23 * H + 59 * M, 23, 'h'],
    ['one day', DAY_MS, 1, 'd'],
    ['29 days', 29 * DAY_MS, 29, 'd'],
    ['30 days is a month', 30 * DAY_MS, 1, 'mo'],
    ['364 days', 364 * DAY_MS, 12, 'mo'],
    ['365 days is a year', 365 * DAY_MS, 1, 'y'],
    ['three years', 3 * 365 * DAY_MS + DAY_MS, 3, 'y'],
    ['a time in the future', -5 * M, 0, 's'],
  ])('§9 Relative time: %s ago → %i%s', (_name, ago, value, unit) => {
    expect(relativeTime(now - ago, now)).toEqual({ value, unit });
  });

  it.each([
    [5 * M, '5m'],
    [2 * H, '2h'],
    [3 * DAY_MS, '3d'],
    [62 * DAY_MS, '2mo'],
    [800 * DAY_MS, '2y'],
    [10 * S, '10s'],
  ])('§9 Relative time: %i ms ago reads %s', (ago, label) => {
    expect(formatRelative(now - ago, now)).toBe(label);
  });
});

describe('"just now" below 45 seconds (ours; spec §9 units from there on)', () => {
  it.each([
    ['this very moment', 0, true],
    ['44.999 seconds', 44 * S + 999, true],
    ['45 seconds: the spec §9 s unit takes over', 45 * S, false],
    ['an hour', H, false],
    ['a time in the future (clock skew)', -5 * M, true],
  ])('%s ago → just now: %s', (_name, ago, expected) => {
    expect(isJustNow(now - ago, now)).toBe(expected);
  });

  it('the threshold is 45 s, under the first whole minute, so the s unit of spec §9 still shows (45s to 59s)', () => {
    expect(JUST_NOW_MS).toBe(45 * S);
    expect(relativeTime(now - JUST_NOW_MS, now)).toEqual({ value: 45, unit: 's' });
  });
});

describe('date formats (spec §9 "Date formats")', () => {
  it('§9 Date formats: default, date and opening hours', () => {
    expect(DateFormat).toEqual({ DEFAULT: 'DD/MM/YYYY H:mm', DATE: 'DD MMM YYYY', OPENING_HOURS: 'HH:mm' });
  });
});
