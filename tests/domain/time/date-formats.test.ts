import { describe, expect, it } from 'vitest';
import {
  dateLanguage,
  formatCalendarDay,
  formatDate,
  formatRelativeTime,
  formatYear,
  type DateFormatName,
} from '../../../src/domain/time/date-formats';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';

const BANGKOK = 'Asia/Bangkok';

describe('formatDate: spec §9 "Date formats" in Thai (Buddhist Era) and English (Gregorian)', () => {
  it.each<[string, string, DateFormatName, 'th' | 'en', string]>([
    ['default', '2026-11-27T02:05:00Z', 'DEFAULT', 'th', '27/11/2569 9:05'],
    ['default', '2026-11-27T02:05:00Z', 'DEFAULT', 'en', '27/11/2026 9:05'],
    ['date', '2026-11-27T02:05:00Z', 'DATE', 'th', '27 พ.ย. 2569'],
    ['date', '2026-11-27T02:05:00Z', 'DATE', 'en', '27 Nov 2026'],
    ['opening hours', '2026-11-27T02:05:00Z', 'OPENING_HOURS', 'th', '09:05'],
    ['opening hours', '2026-11-27T02:05:00Z', 'OPENING_HOURS', 'en', '09:05'],
    ['two-digit day and month', '2026-03-06T17:00:00Z', 'DEFAULT', 'th', '07/03/2569 0:00'],
    ['two-digit day', '2026-03-06T17:00:00Z', 'DATE', 'en', '07 Mar 2026'],
    ['afternoon in 24 hours', '2026-03-07T10:45:00Z', 'DEFAULT', 'en', '07/03/2026 17:45'],
    ['afternoon in 24 hours', '2026-03-07T10:45:00Z', 'OPENING_HOURS', 'th', '17:45'],
    ['new year in Bangkok, still 31 Dec in UTC', '2026-12-31T17:30:00Z', 'DEFAULT', 'th', '01/01/2570 0:30'],
    ['new year in Bangkok, still 31 Dec in UTC', '2026-12-31T17:30:00Z', 'DATE', 'en', '01 Jan 2027'],
  ])('§9 %s: %s as %s in %s → %s', (_name, iso, format, language, expected) => {
    expect(formatDate(iso, format, language, BANGKOK)).toBe(expected);
  });

  it('the time zone decides the day: the same instant in UTC is still 31 December', () => {
    expect(formatDate('2026-12-31T17:30:00Z', 'DEFAULT', 'th', 'UTC')).toBe('31/12/2569 17:30');
    expect(formatDate('2026-12-31T17:30:00Z', 'DEFAULT', 'en', 'UTC')).toBe('31/12/2026 17:30');
  });

  it.each([
    [1, 'ม.ค.', 'Jan'],
    [2, 'ก.พ.', 'Feb'],
    [3, 'มี.ค.', 'Mar'],
    [4, 'เม.ย.', 'Apr'],
    [5, 'พ.ค.', 'May'],
    [6, 'มิ.ย.', 'Jun'],
    [7, 'ก.ค.', 'Jul'],
    [8, 'ส.ค.', 'Aug'],
    [9, 'ก.ย.', 'Sep'],
    [10, 'ต.ค.', 'Oct'],
    [11, 'พ.ย.', 'Nov'],
    [12, 'ธ.ค.', 'Dec'],
  ])('§9 MMM: month %i is %s in Thai and %s in English (three letters, never "Sept")', (month, thai, english) => {
    const instant = Date.UTC(2026, month - 1, 15, 5);
    expect(formatDate(instant, 'DATE', 'th', BANGKOK)).toBe(`15 ${thai} 2569`);
    expect(formatDate(instant, 'DATE', 'en', BANGKOK)).toBe(`15 ${english} 2026`);
  });

  it('takes an epoch, an ISO string or a Date alike', () => {
    const iso = '2026-11-27T02:05:00Z';
    const expected = '27/11/2569 9:05';
    expect(formatDate(Date.parse(iso), 'DEFAULT', 'th', BANGKOK)).toBe(expected);
    expect(formatDate(new Date(iso), 'DEFAULT', 'th', BANGKOK)).toBe(expected);
  });

  it('a value that is no instant reads as nothing rather than "Invalid Date"', () => {
    expect(formatDate('not a date', 'DATE', 'en')).toBe('');
    expect(formatDate(Number.NaN, 'DEFAULT', 'th')).toBe('');
    expect(formatDate(new Date('nope'), 'DEFAULT', 'th')).toBe('');
  });

  it.each([
    ['th', 'th'],
    ['th-TH', 'th'],
    ['TH', 'th'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['fr', 'en'],
  ])('interface language %s writes dates as %s (English is the fallback, spec §9)', (tag, language) => {
    expect(dateLanguage(tag)).toBe(language);
  });

  it('without a zone, the device’s own zone is used (what a reader sees on their screen)', () => {
    const instant = Date.UTC(2026, 10, 27, 2, 5);
    const local = new Date(instant);
    const day = String(local.getDate()).padStart(2, '0');
    const month = String(local.getMonth() + 1).padStart(2, '0');
    const minute = String(local.getMinutes()).padStart(2, '0');
    expect(formatDate(instant, 'DEFAULT', 'en')).toBe(
      `${day}/${month}/${local.getFullYear()} ${local.getHours()}:${minute}`,
    );
  });
});

describe('formatCalendarDay: a YYYY-MM-DD day as spec §9 date, the same in every time zone', () => {
  it.each([
    ['2025-01-01', 'en', '01 Jan 2025'],
    ['2025-01-01', 'th', '01 ม.ค. 2568'],
    ['2026-12-31', 'th', '31 ธ.ค. 2569'],
    ['2028-02-29', 'en', '29 Feb 2028'],
  ])('%s in %s → %s', (day, language, expected) => {
    expect(formatCalendarDay(day, language)).toBe(expected);
  });

  it.each(['2025-02-30', '2025-13-01', '31/12/2025', ''])('%s is no day and is shown as given', (text) => {
    expect(formatCalendarDay(text, 'th')).toBe(text);
  });
});

describe('formatYear: the year in the language’s calendar', () => {
  it('2569 in Thai, 2026 in English', () => {
    const instant = Date.UTC(2026, 5, 15);
    expect(formatYear(instant, 'th', BANGKOK)).toBe('2569');
    expect(formatYear(instant, 'en', BANGKOK)).toBe('2026');
  });
});

describe('formatRelativeTime: spec §9 relative time abbreviations, worded by the time.relative strings', () => {
  /** The `{{count}}` interpolation both translators (i18next and the reader's) do. */
  const translator =
    (bundle: typeof en) =>
    (key: string, vars?: Readonly<Record<string, string | number>>): string => {
      const unit = key.replace('time.relative.', '') as keyof typeof bundle.time.relative;
      return bundle.time.relative[unit].replace('{{count}}', String(vars?.count));
    };
  const now = Date.UTC(2026, 5, 15, 12);
  const MINUTE = 60_000;
  const DAY = 864e5;

  it.each([
    [30_000, '30s', '30 วินาที'],
    [5 * MINUTE, '5m', '5 นาที'],
    [3 * 60 * MINUTE, '3h', '3 ชม.'],
    [2 * DAY, '2d', '2 วัน'],
    [40 * DAY, '1mo', '1 เดือน'],
    [800 * DAY, '2y', '2 ปี'],
  ])('%i ms ago reads %s in English and %s in Thai', (ago, english, thai) => {
    expect(formatRelativeTime(now - ago, now, translator(en))).toBe(english);
    expect(formatRelativeTime(new Date(now - ago).toISOString(), now, translator(th))).toBe(thai);
  });

  it('a value that is no instant reads as nothing', () => {
    expect(formatRelativeTime('nope', now, translator(en))).toBe('');
  });
});
