import { describe, expect, it } from 'vitest';
import {
  bangkokStartOfDay,
  campaignDateProblems,
  campaignState,
  campaignWindow,
  entryRefusal,
} from '../../../src/domain/campaigns/campaign-rules';

const at = (iso: string) => Date.parse(iso);

describe('campaign state at the Asia/Bangkok boundaries', () => {
  // Runs 2026-03-01 to 2026-03-31, Bangkok days (UTC+7).
  const state = (iso: string) => campaignState('2026-03-01', '2026-03-31', at(iso));

  it.each([
    ['a ms before 00.00 Bangkok on the start day (2026-02-28T16:59:59.999Z)', '2026-02-28T16:59:59.999Z', 'upcoming'],
    ['00.00 Bangkok on the start day = the previous day 17:00Z', '2026-02-28T17:00:00.000Z', 'open'],
    ['the middle of the campaign', '2026-03-15T05:00:00.000Z', 'open'],
    ['23.59.59.999 Bangkok on the end day = 16:59:59.999Z', '2026-03-31T16:59:59.999Z', 'open'],
    ['00.00 Bangkok the day after = 17:00:00Z on the end day', '2026-03-31T17:00:00.000Z', 'ended'],
  ] as const)('%s is %s', (_label, iso, expected) => {
    expect(state(iso)).toBe(expected);
  });

  it('the UTC calendar day does not decide (20:00Z on the end day is already the next Bangkok day)', () => {
    expect(state('2026-03-31T20:00:00.000Z')).toBe('ended');
  });

  it('the window is [00.00 Bangkok start day, 00.00 Bangkok the day after the end day)', () => {
    expect(campaignWindow('2026-03-01', '2026-03-31')).toEqual({
      opensAt: at('2026-02-28T17:00:00.000Z'),
      endsAt: at('2026-03-31T17:00:00.000Z'),
    });
  });

  it('a one-day campaign is open for that Bangkok day only', () => {
    expect(campaignState('2026-04-13', '2026-04-13', at('2026-04-12T16:59:59.999Z'))).toBe('upcoming');
    expect(campaignState('2026-04-13', '2026-04-13', at('2026-04-12T17:00:00.000Z'))).toBe('open');
    expect(campaignState('2026-04-13', '2026-04-13', at('2026-04-13T16:59:59.999Z'))).toBe('open');
    expect(campaignState('2026-04-13', '2026-04-13', at('2026-04-13T17:00:00.000Z'))).toBe('ended');
  });
});

describe('campaign entries and dates', () => {
  it.each([
    ['open', null],
    ['ended', 'campaignEnded'],
    ['upcoming', 'campaignNotOpenYet'],
  ] as const)('an entry for a campaign %s is refused with %s', (state, refusal) => {
    expect(entryRefusal(state)).toBe(refusal);
  });

  it.each([
    ['2026-02-30', 'a day that does not exist'],
    ['2026-13-01', 'a month that does not exist'],
    ['2026-3-1', 'not YYYY-MM-DD'],
    ['', 'empty'],
  ])('%s (%s) is not a date', (day) => {
    expect(bangkokStartOfDay(day)).toBeNull();
    expect(campaignDateProblems({ startsOn: day, endsOn: '2026-03-31' })).toContain(
      'starts_on: not a date (YYYY-MM-DD)',
    );
    expect(campaignDateProblems({ startsOn: '2026-03-01', endsOn: day })).toContain('ends_on: not a date (YYYY-MM-DD)');
  });

  it('an end day before the start day is a problem; the same day is fine', () => {
    expect(campaignDateProblems({ startsOn: '2026-03-02', endsOn: '2026-03-01' })).toEqual([
      'ends_on: before starts_on',
    ]);
    expect(campaignDateProblems({ startsOn: '2026-03-01', endsOn: '2026-03-01' })).toEqual([]);
  });

  it('a leap day is a date in a leap year only', () => {
    expect(bangkokStartOfDay('2028-02-29')).toBe(at('2028-02-28T17:00:00.000Z'));
    expect(bangkokStartOfDay('2026-02-29')).toBeNull();
  });

  it('a campaign with invalid days reads as ended (nothing can be entered)', () => {
    expect(campaignState('nope', '2026-03-31', at('2026-03-15T00:00:00Z'))).toBe('ended');
  });
});
