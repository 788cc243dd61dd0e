import { describe, expect, it } from 'vitest';
import { DAYS, type DaySchedule, type WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import { evaluateAtInstant, evaluateOnDate } from '../../../src/domain/places/opening-on-date';

const open = (o: string, c: string): DaySchedule => ({ mode: 'open', periods: [{ open: o, close: c }] });
const week = (schedule: DaySchedule, overrides: Partial<Record<(typeof DAYS)[number], DaySchedule>> = {}) =>
  ({ ...Object.fromEntries(DAYS.map((d) => [d, schedule])), ...overrides }) as WeeklyOpeningHours;
const museum = week(open('09.00', '16.00'), { monday: { mode: 'closed' } });
const bar = week(open('18.00', '02.00'));
const always = week({ mode: 'open24' });
const flagged = (weekly: WeeklyOpeningHours) => ({ weekly, closedOnPublicHolidays: true });
const unflagged = (weekly: WeeklyOpeningHours) => ({ weekly, closedOnPublicHolidays: false });
const at = (hh: number, mm = 0) => hh * 60 + mm;

// Spec §3 opening hours with the public-holiday flag: the table rows are (case, hours, date, minutes, expected).
describe('opening hours on a date: a place flagged "closed on public holidays" is closed on the Thai holidays', () => {
  it.each([
    ['Makha Bucha (Tuesday 3 March 2026), flagged: closed at noon', flagged(museum), '2026-03-03', at(12), 'closed'],
    ['the same day, not flagged: open as on any Tuesday', unflagged(museum), '2026-03-03', at(12), 'opened'],
    ['the day after, flagged: open as usual', flagged(museum), '2026-03-04', at(12), 'opened'],
    ['a substitution day (Monday 1 June 2026) closes a 24-hour place', flagged(always), '2026-06-01', at(12), 'closed'],
    ['a period begun on the eve does not run into the holiday', flagged(bar), '2026-04-13', at(1), 'closed'],
    ['the eve, 23:45: closing soon, as it shuts at midnight', flagged(always), '2026-04-12', at(23, 45), 'closingSoon'],
    ['the eve, 20:00: open', flagged(always), '2026-04-12', at(20), 'opened'],
    ['a year the table does not know: weekday hours', flagged(museum), '2028-03-07', at(12), 'opened'],
  ] as const)('%s', (_, hours, date, minutes, expected) => {
    expect(evaluateOnDate(hours, date, minutes)?.status).toBe(expected);
  });

  it('names the holiday that closes the place, and no holiday when the place opens on holidays', () => {
    expect(evaluateOnDate(flagged(museum), '2026-03-03', at(12))?.holiday?.key).toBe('makhaBucha');
    expect(evaluateOnDate(unflagged(museum), '2026-03-03', at(12))?.holiday).toBeNull();
    expect(evaluateOnDate(flagged(museum), '2026-03-04', at(12))?.holiday).toBeNull();
  });

  it('"opens at" steps over the holidays: Songkran (Mon 13 – Wed 15 April 2026) closes it until Thursday', () => {
    const evaluation = evaluateOnDate(flagged(museum), '2026-04-13', at(10));
    expect(evaluation).toMatchObject({ status: 'closed', nextOpening: { day: 'thursday', time: '09:00' } });
    // The Sunday evening before: Monday is closed anyway, and Tuesday and Wednesday are Songkran.
    expect(evaluateOnDate(flagged(museum), '2026-04-12', at(17))?.nextOpening).toEqual({
      day: 'thursday',
      time: '09:00',
    });
  });

  it('an opening within the "soon" window that a holiday cancels is not "opening soon"', () => {
    // A bar opening at 18:00 on Chakri Day (Monday 6 April 2026), looked at 17:45.
    const evaluation = evaluateOnDate(flagged(bar), '2026-04-06', at(17, 45));
    expect(evaluation?.status).toBe('closed');
    expect(evaluateOnDate(unflagged(bar), '2026-04-06', at(17, 45))?.status).toBe('openingSoon');
  });

  it('open around the clock into a holiday: closes at 23:59 of the eve', () => {
    expect(evaluateOnDate(flagged(always), '2026-04-12', at(20))?.closesAt).toEqual({ day: 'sunday', time: '23:59' });
  });

  it('a date that does not exist gets no evaluation', () => {
    expect(evaluateOnDate(flagged(museum), '2026-02-30', at(12))).toBeNull();
  });
});

describe('"open now" at an instant reads the date on the place’s wall clock, not the viewer’s', () => {
  // 17:30 UTC on 2 March 2026 is already 00:30 on Makha Bucha (3 March) in Bangkok.
  const instant = Date.UTC(2026, 2, 2, 17, 30);

  it('in Bangkok the holiday has begun: a flagged 24-hour place is closed, named', () => {
    const evaluation = evaluateAtInstant(flagged(always), 'Asia/Bangkok', instant);
    expect(evaluation).toMatchObject({ status: 'closed', holiday: { key: 'makhaBucha' } });
  });

  it('in London it is still 2 March: open', () => {
    expect(evaluateAtInstant(flagged(always), 'Europe/London', instant)?.status).toBe('opened');
  });

  it('an unknown time zone gives no answer', () => {
    expect(evaluateAtInstant(flagged(always), 'Not/AZone', instant)).toBeNull();
  });
});
