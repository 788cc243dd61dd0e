import { describe, expect, it } from 'vitest';
import { arrivalOutlook, isOpenOnArrival, parseArrivalTime } from '../../../src/domain/places/arrival-status';
import { evaluateAtInstant } from '../../../src/domain/places/opening-on-date';
import { DAYS, type DaySchedule, type WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';

/** The status at an instant on the place's clock, for hours that do not close on holidays. */
const statusAt = (weekly: WeeklyOpeningHours, zone: string, instant: number) =>
  evaluateAtInstant({ weekly, closedOnPublicHolidays: false }, zone, instant);

const closed: DaySchedule = { mode: 'closed' };
const open24: DaySchedule = { mode: 'open24' };
const open = (...periods: Array<[string, string]>): DaySchedule => ({
  mode: 'open',
  periods: periods.map(([o, c]) => ({ open: o, close: c })),
});
const week = (days: Partial<WeeklyOpeningHours>, rest: DaySchedule = closed): WeeklyOpeningHours =>
  Object.fromEntries(DAYS.map((day) => [day, days[day] ?? rest])) as WeeklyOpeningHours;

const cafe = week({}, open(['09.00', '18.00']));
// Open Friday 18.00 until Saturday 02.00 only: the night crosses midnight.
const bar = week({ friday: open(['18.00', '02.00']) });
const temple = week({ monday: closed }, open(['08.00', '17.00']));
const market = week({}, open24);

const SUN = 0,
  MON = 1,
  FRI = 5,
  SAT = 6;

describe('arrival status with a known weekday (spec §3 modes closed / open24 / open, §9 soon = 30 minutes)', () => {
  it.each([
    ['§3 open: inside the period', cafe, MON, '12:00', 'opened'],
    ['§9 closingSoon: 30 minutes before closing', cafe, MON, '17:30', 'closingSoon'],
    ['§9 openingSoon: 30 minutes before opening', cafe, MON, '08:30', 'openingSoon'],
    ['§9 closed: 31 minutes before opening', cafe, MON, '08:29', 'closed'],
    ['§3 closed: at the closing minute', cafe, MON, '18:00', 'closed'],
    ['§3 closed mode all day', temple, MON, '10:00', 'closed'],
    ['§3 open24 at 03.00', market, SUN, '03:00', 'opened'],
    ['across midnight: Friday 23.30 in the night that opened Friday', bar, FRI, '23:30', 'opened'],
    ["across midnight: Saturday 01.00 still in Friday's night", bar, SAT, '01:00', 'opened'],
    ['across midnight: Saturday 01.45 closes at 02.00', bar, SAT, '01:45', 'closingSoon'],
    ['across midnight: Saturday 02.00 is closed', bar, SAT, '02:00', 'closed'],
    ["across midnight: Friday 01.00 is not Thursday's night", bar, FRI, '01:00', 'closed'],
    [
      'across the week boundary: Saturday 23.45 before a Sunday opening at 00.00',
      week({ sunday: open(['00.00', '06.00']) }),
      SAT,
      '23:45',
      'openingSoon',
    ],
    ['a dotted time (§3 separator) reads like a colon', cafe, MON, '12.00', 'opened'],
  ] as const)('%s', (_name, hours, day, time, status) => {
    const outlook = arrivalOutlook(hours, time, day);
    expect(outlook).toMatchObject({ kind: 'on', day: DAYS[day], evaluation: { status } });
  });

  it('names the next opening when closed on arrival', () => {
    expect(arrivalOutlook(temple, '07:00', MON)).toEqual({
      kind: 'on',
      day: 'monday',
      evaluation: { status: 'closed', nextOpening: { day: 'tuesday', time: '08:00' }, closesAt: null },
    });
  });
});

describe('arrival status without a date: every weekday (design choice)', () => {
  it.each([
    ['same every day: open', cafe, '10:00', { kind: 'everyDay', status: 'opened' }],
    ['same every day: closed (before opening)', cafe, '06:00', { kind: 'everyDay', status: 'closed' }],
    ['same every day: open24', market, '03:00', { kind: 'everyDay', status: 'opened' }],
  ] as const)('%s', (_name, hours, time, expected) => {
    expect(arrivalOutlook(hours, time)).toEqual(expected);
  });

  it('§3 a closed day is named', () => {
    const outlook = arrivalOutlook(temple, '10:00');
    expect(outlook).toMatchObject({ kind: 'someDays', closedOn: ['monday'] });
  });

  it('across midnight: 01.00 is open only on the day after the night opens', () => {
    const outlook = arrivalOutlook(bar, '01:00');
    expect(outlook?.kind).toBe('someDays');
    if (outlook?.kind !== 'someDays') return;
    expect(outlook.byDay.saturday).toBe('opened');
    expect(outlook.closedOn).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
  });

  it('an unreadable time has no outlook', () => {
    expect(arrivalOutlook(cafe, null)).toBeNull();
    expect(arrivalOutlook(cafe, '25:00')).toBeNull();
    expect(arrivalOutlook(cafe, 'noon')).toBeNull();
  });
});

describe("status at an instant, in the place's time zone (not the viewer's)", () => {
  // 2026-11-23T16:30:00Z is a Monday: 23.30 in Bangkok (UTC+7), 01.30 Tuesday in Tokyo (UTC+9), 11.30 in New York (UTC-5).
  const instant = Date.UTC(2026, 10, 23, 16, 30);

  it.each([
    ['Asia/Bangkok: Monday 23.30, the café is closed', cafe, 'Asia/Bangkok', 'closed'],
    ['America/New_York: Monday 11.30, the café is open', cafe, 'America/New_York', 'opened'],
    ['Asia/Tokyo: already Tuesday 01.30 across midnight, the café is closed', cafe, 'Asia/Tokyo', 'closed'],
    [
      'Asia/Tokyo: a Monday-night bar is open at Tuesday 01.30',
      week({ monday: open(['20.00', '02.00']) }),
      'Asia/Tokyo',
      'closingSoon',
    ],
    [
      'Asia/Bangkok: the same bar at Monday 23.30',
      week({ monday: open(['20.00', '02.00']) }),
      'Asia/Bangkok',
      'opened',
    ],
  ] as const)('%s', (_name, hours, zone, status) => {
    expect(statusAt(hours, zone, instant)?.status).toBe(status);
  });

  it('an unknown zone gives no status', () => {
    expect(statusAt(cafe, 'Nowhere/Else', instant)).toBeNull();
  });
});

describe('helpers', () => {
  it.each([
    ['09:05', 545],
    ['9:05', 545],
    ['09.05', 545],
    ['23:59', 1439],
    ['24:00', null],
    ['', null],
  ] as const)('parseArrivalTime(%s)', (text, minutes) => {
    expect(parseArrivalTime(text)).toBe(minutes);
  });

  it('open on arrival means opened or closingSoon', () => {
    expect(['opened', 'closingSoon', 'closed', 'openingSoon'].map((s) => isOpenOnArrival(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
