import { describe, expect, it } from 'vitest';
import { DAYS, type DaySchedule, type WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import { validateOpeningHours } from '../../../src/domain/places/opening-hours-validation';

const open = (...periods: Array<[string, string]>): DaySchedule => ({
  mode: 'open',
  periods: periods.map(([o, c]) => ({ open: o, close: c })),
});
const week = (days: Partial<Record<string, DaySchedule>>): WeeklyOpeningHours =>
  Object.fromEntries(DAYS.map((day) => [day, days[day] ?? { mode: 'closed' }])) as WeeklyOpeningHours;

describe('opening hours validation (spec §3 "Opening hours")', () => {
  it.each([
    ['all days closed', week({})],
    ['one period', week({ monday: open(['09.00', '18.00']) })],
    ['two periods in order', week({ monday: open(['11.00', '14.00'], ['17.00', '22.00']) })],
    ['periods given out of order', week({ monday: open(['17.00', '22.00'], ['11.00', '14.00']) })],
    ['touching periods', week({ monday: open(['11.00', '14.00'], ['14.00', '22.00']) })],
    ['crossing midnight into a closed day', week({ monday: open(['18.00', '02.00']) })],
    [
      'crossing midnight ending before the next opening',
      week({ monday: open(['18.00', '02.00']), tuesday: open(['09.00', '18.00']) }),
    ],
    ['the full default day', week({ monday: open(['00.00', '23.59']) })],
    ['open without periods uses the defaults', week({ monday: { mode: 'open' } })],
    ['open24', week({ monday: { mode: 'open24' } })],
  ])('§3 valid: %s', (_name, hours) => {
    expect(validateOpeningHours(hours)).toEqual([]);
  });

  it.each([
    [
      'a time with a colon',
      week({ monday: open(['09:00', '18.00']) }),
      { day: 'monday', period: 0, problem: 'invalidTime' },
    ],
    [
      'an hour out of range',
      week({ tuesday: open(['09.00', '24.00']) }),
      { day: 'tuesday', period: 0, problem: 'invalidTime' },
    ],
    [
      'minutes out of range',
      week({ friday: open(['09.00', '18.00'], ['19.60', '20.00']) }),
      { day: 'friday', period: 1, problem: 'invalidTime' },
    ],
    [
      'open equals close',
      week({ monday: open(['09.00', '09.00']) }),
      { day: 'monday', period: 0, problem: 'sameOpenAndClose' },
    ],
    [
      'overlapping periods',
      week({ monday: open(['09.00', '14.00'], ['13.00', '18.00']) }),
      { day: 'monday', problem: 'overlap' },
    ],
    [
      'a crossing period that is not the last',
      week({ monday: open(['10.00', '02.00'], ['12.00', '13.00']) }),
      { day: 'monday', problem: 'overlap' },
    ],
    [
      'crossing into the next opening',
      week({ monday: open(['18.00', '10.00']), tuesday: open(['09.00', '18.00']) }),
      { day: 'monday', problem: 'overlapsNextDay' },
    ],
    [
      'crossing into an open24 day',
      week({ monday: open(['18.00', '02.00']), tuesday: { mode: 'open24' } }),
      { day: 'monday', problem: 'overlapsNextDay' },
    ],
    [
      'Saturday crossing into Sunday',
      week({ saturday: open(['20.00', '03.00']), sunday: open(['01.00', '05.00']) }),
      { day: 'saturday', problem: 'overlapsNextDay' },
    ],
    [
      'an unknown mode',
      week({ monday: { mode: 'sometimes' } as unknown as DaySchedule }),
      { day: 'monday', problem: 'unknownMode' },
    ],
  ])('§3 invalid: %s', (_name, hours, issue) => {
    expect(validateOpeningHours(hours)).toEqual([issue]);
  });

  it('§3 invalid: a missing day', () => {
    const { wednesday: _dropped, ...rest } = week({});
    expect(validateOpeningHours(rest as WeeklyOpeningHours)).toEqual([{ day: 'wednesday', problem: 'missingDay' }]);
  });
});
