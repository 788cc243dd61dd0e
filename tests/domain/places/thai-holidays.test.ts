import { describe, expect, it } from 'vitest';
import { DAYS, type DaySchedule, type WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import {
  THAI_HOLIDAY_YEARS,
  THAI_PUBLIC_HOLIDAYS,
  isThaiPublicHoliday,
  thaiHolidayName,
  thaiHolidayOn,
  weekdayOf,
} from '../../../src/domain/places/thai-holidays';
import { statusOnDate } from '../../../src/domain/places/opening-on-date';

const open = (o: string, c: string): DaySchedule => ({ mode: 'open', periods: [{ open: o, close: c }] });
const everyDay = (schedule: DaySchedule): WeeklyOpeningHours =>
  Object.fromEntries(DAYS.map((d) => [d, schedule])) as WeeklyOpeningHours;
const museum = { ...everyDay(open('09.00', '16.00')), monday: { mode: 'closed' } } as WeeklyOpeningHours;
const NOON = 12 * 60;

describe('the Thai public holiday table (announced dates for 2026 and 2027, substitution days included)', () => {
  it('covers exactly 2026 and 2027, so any other year is reported as unknown rather than "no holiday"', () => {
    expect(THAI_HOLIDAY_YEARS).toEqual([2026, 2027]);
  });

  it('lists each date once, in calendar order, every date real', () => {
    const dates = THAI_PUBLIC_HOLIDAYS.map((h) => h.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
    for (const date of dates) expect(weekdayOf(date), date).not.toBeNull();
  });

  it.each([
    ['2026-01-01', 'newYear'],
    ['2026-04-06', 'chakri'],
    ['2026-04-13', 'songkran'],
    ['2026-04-15', 'songkran'],
    ['2026-05-04', 'coronation'],
    ['2026-06-03', 'queensBirthday'],
    ['2026-07-28', 'kingsBirthday'],
    ['2026-08-12', 'mothersDay'],
    ['2026-10-13', 'kingBhumibolMemorial'],
    ['2026-10-23', 'chulalongkorn'],
    ['2026-12-05', 'fathersDay'],
    ['2026-12-10', 'constitution'],
    ['2026-12-31', 'newYearsEve'],
    ['2027-04-14', 'songkran'],
    ['2027-12-31', 'newYearsEve'],
  ])('the fixed-date holiday %s (%s) is in the table', (date, key) => {
    expect(thaiHolidayOn(date)?.key).toBe(key);
  });

  it.each([
    // 2026 is an athikamat year: Makha and Visakha Bucha fall a lunar month later than usual.
    ['2026-03-03', 'makhaBucha', false],
    ['2026-05-31', 'visakhaBucha', false],
    ['2026-06-01', 'visakhaBucha', true],
    ['2026-07-29', 'asanhaBucha', false],
    ['2026-07-30', 'khaoPhansa', false],
    ['2027-02-21', 'makhaBucha', false],
    ['2027-02-22', 'makhaBucha', true],
    ['2027-05-20', 'visakhaBucha', false],
    ['2027-07-18', 'asanhaBucha', false],
    ['2027-07-19', 'khaoPhansa', false],
    // Asanha Bucha on a Sunday is made up after Khao Phansa, itself a holiday, on the Tuesday.
    ['2027-07-20', 'asanhaBucha', true],
  ] as const)(
    'the Buddhist holiday %s is %s (substitution: %s), as the lunar calendar and the announcements give it',
    (date, key, substitution) => {
      expect(thaiHolidayOn(date)).toMatchObject({ key, substitution });
    },
  );

  it('the day before each lunar holiday is no Buddhist holiday (a date off by one is caught)', () => {
    const lunar = ['makhaBucha', 'visakhaBucha', 'asanhaBucha', 'khaoPhansa'];
    for (const date of ['2026-03-02', '2026-05-30', '2026-07-28', '2027-02-20', '2027-05-19', '2027-07-17'])
      expect(lunar, date).not.toContain(thaiHolidayOn(date)?.key);
  });

  it('the special holiday the cabinet added on Friday 2 January 2026 closes a flagged place too', () => {
    expect(thaiHolidayOn('2026-01-02')).toMatchObject({ key: 'special', substitution: false });
    expect(statusOnDate({ weekly: museum, closedOnPublicHolidays: true }, '2026-01-02', NOON)).toBe('closed');
  });

  it('every fixed-date holiday is there in both years (a year block missing one is caught)', () => {
    const fixed = ['01-01', '04-06', '04-13', '04-14', '04-15', '05-01', '05-04', '06-03', '07-28', '08-12'];
    const more = ['10-13', '10-23', '12-05', '12-10', '12-31'];
    for (const year of THAI_HOLIDAY_YEARS)
      for (const monthDay of [...fixed, ...more]) expect(isThaiPublicHoliday(`${year}-${monthDay}`)).toBe(true);
  });

  it('a substitution day is a weekday following a holiday of the same kind that fell on a weekend', () => {
    const substitutions = THAI_PUBLIC_HOLIDAYS.filter((h) => h.substitution);
    expect(substitutions.length).toBeGreaterThan(0);
    for (const sub of substitutions) {
      const weekday = weekdayOf(sub.date)!;
      expect(weekday, sub.date).toBeGreaterThanOrEqual(1);
      expect(weekday, sub.date).toBeLessThanOrEqual(5);
      const original = THAI_PUBLIC_HOLIDAYS.filter((h) => h.key === sub.key && !h.substitution && h.date < sub.date);
      const last = original[original.length - 1];
      expect(last, sub.date).toBeDefined();
      expect([0, 6], `${last.date} should fall on a weekend`).toContain(weekdayOf(last.date));
    }
  });

  it('every holiday on a weekend has a substitution day after it (none forgotten), Songkran and the eve aside', () => {
    // Songkran's three days and New Year's Eve are substituted as a block by the cabinet when they are, so
    // they are left out of this check; every other holiday on a weekend gets a working day off after it.
    const weekendHolidays = THAI_PUBLIC_HOLIDAYS.filter(
      (h) => !h.substitution && !['songkran', 'newYearsEve'].includes(h.key) && [0, 6].includes(weekdayOf(h.date)!),
    );
    for (const holiday of weekendHolidays)
      expect(
        THAI_PUBLIC_HOLIDAYS.some((h) => h.substitution && h.key === holiday.key && h.date > holiday.date),
        holiday.date,
      ).toBe(true);
  });

  it.each([
    ['2026-01-05', false],
    ['2026-06-01', true],
    ['2025-12-05', null],
    ['2028-01-01', null],
    ['not a date', null],
  ] as const)('isThaiPublicHoliday(%s) is %s (null: the year is not covered)', (date, expected) => {
    expect(isThaiPublicHoliday(date)).toBe(expected);
  });
});

describe('a place flagged "closed on public holidays" is closed on those dates (spec §3 opening hours)', () => {
  it.each([
    ['a holiday, flagged: closed all day', museum, true, '2026-04-06', NOON, 'closed'],
    ['a substitution day, flagged: closed too', museum, true, '2026-12-07', NOON, 'closed'],
    ['a holiday, not flagged: its weekday hours (Monday closed)', museum, false, '2026-04-06', NOON, 'closed'],
    ['a holiday on a Tuesday, not flagged: open', museum, false, '2026-03-03', NOON, 'opened'],
    ['a holiday on a Tuesday, flagged: closed', museum, true, '2026-03-03', NOON, 'closed'],
    ['an ordinary Wednesday, flagged: open', museum, true, '2026-03-04', NOON, 'opened'],
    ['a year the table does not know, flagged: its weekday hours', museum, true, '2028-01-04', NOON, 'opened'],
    ['an ordinary day, before opening', museum, true, '2026-03-04', 8 * 60, 'closed'],
  ] as const)('%s', (_, hours, flagged, date, minutes, expected) => {
    expect(statusOnDate({ weekly: hours, closedOnPublicHolidays: flagged }, date, minutes)).toBe(expected);
  });

  it('a date that does not exist gets no status', () => {
    expect(statusOnDate({ weekly: museum, closedOnPublicHolidays: true }, '2026-02-30', NOON)).toBeNull();
  });

  it.each([
    ['2026-01-01', 4],
    ['2026-05-31', 0],
    ['2027-02-20', 6],
    ['2024-02-29', 4],
  ])('weekdayOf(%s) is %i (0 = Sunday)', (date, expected) => {
    expect(weekdayOf(date)).toBe(expected);
  });
});

describe('a holiday is named in the reader’s language', () => {
  it.each([
    ['2026-04-13', 'th', 'วันสงกรานต์'],
    ['2026-04-13', 'en', 'Songkran Festival'],
    ['2026-12-07', 'th', 'วันหยุดชดเชยวันพ่อแห่งชาติ'],
    ['2026-12-07', 'en', "Substitution for Father's Day"],
  ] as const)('%s in %s is "%s"', (date, language, expected) => {
    expect(thaiHolidayName(thaiHolidayOn(date)!, language)).toBe(expected);
  });

  it('every holiday has a Thai name of its own, not the English one', () => {
    for (const holiday of THAI_PUBLIC_HOLIDAYS) expect(thaiHolidayName(holiday, 'th')).toMatch(/^[\u0E00-\u0E7F]/);
  });
});
