import { describe, expect, it } from 'vitest';
import {
  DAYS,
  evaluateOpeningHours,
  openingStatus,
  SOON_WINDOW_MINUTES,
  type DaySchedule,
  type WeeklyOpeningHours,
} from '../../../src/domain/places/opening-hours';
import { localPartsAtOffset, localPartsInTimeZone } from '../../../src/domain/time/local-time';

const closed: DaySchedule = { mode: 'closed' };
const open24: DaySchedule = { mode: 'open24' };
const open = (...periods: Array<[string, string]>): DaySchedule => ({
  mode: 'open',
  periods: periods.map(([o, c]) => ({ open: o, close: c })),
});
const week = (days: Partial<WeeklyOpeningHours>, rest: DaySchedule = closed): WeeklyOpeningHours =>
  Object.fromEntries(DAYS.map((day) => [day, days[day] ?? rest])) as WeeklyOpeningHours;
const at = (day: number, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return { day, minutes: h * 60 + m };
};

const cafe = week({}, open(['09.00', '18.00']));
const bar = week({ monday: open(['18.00', '02.00']) });
const lunchAndDinner = week({}, open(['11.00', '14.00'], ['17.00', '22.00']));

describe('opening hours status (spec §3 "Opening hours", §9 "a constant of 30")', () => {
  it('§9 the soon window is 30 minutes', () => {
    expect(SOON_WINDOW_MINUTES).toBe(30);
  });

  it.each([
    ['open in the middle of a period', cafe, at(1, '12:00'), 'opened'],
    ['exactly at opening', cafe, at(1, '09:00'), 'opened'],
    ['31 minutes before closing', cafe, at(1, '17:29'), 'opened'],
    ['30 minutes before closing', cafe, at(1, '17:30'), 'closingSoon'],
    ['one minute before closing', cafe, at(1, '17:59'), 'closingSoon'],
    ['exactly at closing', cafe, at(1, '18:00'), 'closed'],
    ['31 minutes before opening', cafe, at(1, '08:29'), 'closed'],
    ['30 minutes before opening', cafe, at(1, '08:30'), 'openingSoon'],
    ['one minute before opening', cafe, at(1, '08:59'), 'openingSoon'],
    ['between two periods', lunchAndDinner, at(3, '15:00'), 'closed'],
    ['before the second period', lunchAndDinner, at(3, '16:45'), 'openingSoon'],
    ['closing the first period', lunchAndDinner, at(3, '13:45'), 'closingSoon'],
    ['a closed day', week({ monday: open(['09.00', '18.00']) }), at(3, '12:00'), 'closed'],
    ['an open24 day', week({ wednesday: open24 }), at(3, '03:00'), 'opened'],
    ['open24 ends at midnight into a closed day', week({ wednesday: open24 }), at(3, '23:45'), 'closingSoon'],
    [
      'open24 days in a row do not close at midnight',
      week({ wednesday: open24, thursday: open24 }),
      at(3, '23:45'),
      'opened',
    ],
    ['open every hour of the week', week({}, open24), at(6, '23:59'), 'opened'],
    ['never open', week({}), at(2, '10:00'), 'closed'],
    ['crossing midnight: open late on its own day', bar, at(1, '23:00'), 'opened'],
    ['crossing midnight: after midnight belongs to the previous day', bar, at(2, '01:00'), 'opened'],
    ['crossing midnight: closing soon after midnight', bar, at(2, '01:45'), 'closingSoon'],
    ['crossing midnight: closed at the close time', bar, at(2, '02:00'), 'closed'],
    ['crossing midnight: Monday before opening', bar, at(1, '17:40'), 'openingSoon'],
    [
      'crossing the week: Saturday night into Sunday',
      week({ saturday: open(['20.00', '03.00']) }),
      at(0, '02:40'),
      'closingSoon',
    ],
    [
      '23.59 means until midnight, joining the next day',
      week({ monday: open(['18.00', '23.59']), tuesday: open(['00.00', '03.00']) }),
      at(1, '23:50'),
      'opened',
    ],
    ['the default period 00.00-23.59 every day is always open', week({}, { mode: 'open' }), at(4, '23:59'), 'opened'],
    [
      'opening soon across the week boundary',
      week({ sunday: open(['00.15', '05.00']) }),
      at(6, '23:50'),
      'openingSoon',
    ],
    ['unreadable periods are ignored', week({ monday: open(['9:00', '18.00']) }), at(1, '12:00'), 'closed'],
  ] as const)('§3 Opening hours: %s → %s', (_name, hours, moment, expected) => {
    expect(openingStatus(hours, moment)).toBe(expected);
  });
});

describe('opening hours display moments (spec §3, §9)', () => {
  it.each([
    ['next opening later today', cafe, at(1, '07:00'), { day: 'monday', time: '09:00' }, null],
    ['next opening tomorrow', cafe, at(1, '19:00'), { day: 'tuesday', time: '09:00' }, null],
    ['next opening next week', bar, at(2, '03:00'), { day: 'monday', time: '18:00' }, null],
    ['closing time of a crossing period', bar, at(1, '20:00'), null, { day: 'tuesday', time: '02:00' }],
    [
      'closing at midnight reads 23:59 (shown HH:mm, spec §9)',
      week({ wednesday: open24 }),
      at(3, '10:00'),
      null,
      { day: 'wednesday', time: '23:59' },
    ],
    ['never opens', week({}), at(1, '10:00'), null, null],
    ['always open never closes', week({}, open24), at(1, '10:00'), null, null],
  ] as const)('§3 Opening hours: %s', (_name, hours, moment, nextOpening, closesAt) => {
    const evaluation = evaluateOpeningHours(hours, moment);
    expect(evaluation.nextOpening).toEqual(nextOpening);
    expect(evaluation.closesAt).toEqual(closesAt);
  });
});

describe("opening hours use the place's time zone, not the viewer's (spec §3, §9)", () => {
  // Monday 2026-06-15 03:00 UTC = 10:00 in Bangkok, 23:00 Sunday in New York.
  const instant = Date.UTC(2026, 5, 15, 3, 0);

  it('§9 a Bangkok cafe is open at 10:00 Bangkok time whatever the viewer zone', () => {
    expect(openingStatus(cafe, localPartsAtOffset(instant, 7 * 60))).toBe('opened');
    expect(openingStatus(cafe, localPartsInTimeZone(instant, 'Asia/Bangkok')!)).toBe('opened');
  });

  it('§9 the same instant in a New York place is Sunday night: closed', () => {
    expect(openingStatus(cafe, localPartsInTimeZone(instant, 'America/New_York')!)).toBe('closed');
  });
});
