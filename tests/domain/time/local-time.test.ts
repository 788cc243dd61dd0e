import { describe, expect, it } from 'vitest';
import { localDateTimeInTimeZone, localPartsAtOffset, localPartsInTimeZone } from '../../../src/domain/time/local-time';

// 2026-06-15 is a Monday.
const mondayNoonUtc = Date.UTC(2026, 5, 15, 12, 0);

describe("local wall clock of a place (spec §3/§9: opening hours use the place's own time zone)", () => {
  it.each([
    ['UTC', 0, { day: 1, minutes: 720 }],
    ['Bangkok +07:00', 420, { day: 1, minutes: 1140 }],
    ['+12:00 rolls into Tuesday', 720, { day: 2, minutes: 0 }],
    ['-12:30 rolls back to Sunday', -750, { day: 0, minutes: 1410 }],
    ['India +05:30', 330, { day: 1, minutes: 1050 }],
  ])('§9 opening hours: %s', (_name, offset, expected) => {
    expect(localPartsAtOffset(mondayNoonUtc, offset)).toEqual(expected);
  });

  it('§9 opening hours: the epoch was a Thursday, times before it work too', () => {
    expect(localPartsAtOffset(0, 0)).toEqual({ day: 4, minutes: 0 });
    expect(localPartsAtOffset(-60_000, 0)).toEqual({ day: 3, minutes: 1439 });
  });

  it.each([
    ['Asia/Bangkok', mondayNoonUtc, { day: 1, minutes: 1140 }],
    ['UTC', mondayNoonUtc, { day: 1, minutes: 720 }],
    ['America/New_York in summer (UTC-4)', mondayNoonUtc, { day: 1, minutes: 480 }],
    ['America/New_York in winter (UTC-5)', Date.UTC(2026, 0, 5, 12, 0), { day: 1, minutes: 420 }],
    ['Pacific/Kiritimati (UTC+14) is already Tuesday', mondayNoonUtc, { day: 2, minutes: 120 }],
  ])('§9 opening hours in IANA zone %s', (label, at, expected) => {
    expect(localPartsInTimeZone(at, label.split(' ')[0])).toEqual(expected);
  });

  it('§9 opening hours: midnight is minute 0, not 24:00', () => {
    expect(localPartsInTimeZone(Date.UTC(2026, 5, 15, 17, 0), 'Asia/Bangkok')).toEqual({ day: 2, minutes: 0 });
  });

  it('§9 opening hours: an unknown zone gives null', () => {
    expect(localPartsInTimeZone(mondayNoonUtc, 'Mars/Olympus')).toBeNull();
  });
});

describe('local date and time of a recorded point (days of an imported GPX are cut at local midnight)', () => {
  it.each([
    [
      'Bangkok: 17:20 UTC on the 14th is 00:20 on the 15th',
      '2026-03-14T17:20:00Z',
      'Asia/Bangkok',
      '2026-03-15',
      '00:20',
    ],
    ['Bangkok: 16:59 UTC is still the 14th', '2026-03-14T16:59:00Z', 'Asia/Bangkok', '2026-03-14', '23:59'],
    ['New York in daylight saving time (-04:00)', '2026-07-01T03:30:00Z', 'America/New_York', '2026-06-30', '23:30'],
    ['UTC midnight is 00:00, never 24:00', '2026-03-15T00:00:00Z', 'UTC', '2026-03-15', '00:00'],
  ])('%s', (_rule, instant, zone, date, time) =>
    expect(localDateTimeInTimeZone(Date.parse(instant), zone)).toEqual({ date, time }),
  );

  it('an unknown zone gives null', () => expect(localDateTimeInTimeZone(0, 'Mars/Olympus')).toBeNull());
});
