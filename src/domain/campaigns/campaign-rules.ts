/**
 * Campaigns (fields "not shown" in spec §3, so ours): a writing campaign runs from its start day to
 * its end day inclusive, decided in Asia/Bangkok time (UTC+7 all year, no daylight saving): it opens at 00.00
 * on `startsOn` and ends after 23.59.59.999 on `endsOn`, Bangkok time. Readers see those instants in their
 * own locale. Pure: no clock, no I/O.
 */

export const CAMPAIGN_TIME_ZONE = 'Asia/Bangkok';
/** Asia/Bangkok's offset; it has had no daylight saving since 1920. */
export const BANGKOK_UTC_OFFSET_MINUTES = 7 * 60;

export const CAMPAIGN_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  rulesMax: 5000,
  prizeMax: 1000,
} as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of 00.00 Asia/Bangkok on a `YYYY-MM-DD` day, or null when it is not a real date. */
export function bangkokStartOfDay(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return utc - BANGKOK_UTC_OFFSET_MINUTES * 60_000;
}

/** The first and the last-plus-one instants of a campaign: [opensAt, endsAt). */
export function campaignWindow(startsOn: string, endsOn: string): { opensAt: number; endsAt: number } | null {
  const opensAt = bangkokStartOfDay(startsOn);
  const endStart = bangkokStartOfDay(endsOn);
  if (opensAt === null || endStart === null) return null;
  return { opensAt, endsAt: endStart + 864e5 };
}

export type CampaignState = 'upcoming' | 'open' | 'ended';

export function campaignState(startsOn: string, endsOn: string, nowMs: number): CampaignState {
  const window = campaignWindow(startsOn, endsOn);
  if (!window) return 'ended';
  if (nowMs < window.opensAt) return 'upcoming';
  return nowMs < window.endsAt ? 'open' : 'ended';
}

export type EntryRefusal = 'campaignEnded' | 'campaignNotOpenYet';

/** A creator writes for a campaign only while it is open. */
export function entryRefusal(state: CampaignState): EntryRefusal | null {
  if (state === 'ended') return 'campaignEnded';
  if (state === 'upcoming') return 'campaignNotOpenYet';
  return null;
}

export interface CampaignDraftDates {
  readonly startsOn: string;
  readonly endsOn: string;
}

/** What is wrong with a campaign's days (empty when fine). */
export function campaignDateProblems(draft: CampaignDraftDates): string[] {
  const problems: string[] = [];
  const opens = bangkokStartOfDay(draft.startsOn);
  const ends = bangkokStartOfDay(draft.endsOn);
  if (opens === null) problems.push('starts_on: not a date (YYYY-MM-DD)');
  if (ends === null) problems.push('ends_on: not a date (YYYY-MM-DD)');
  if (opens !== null && ends !== null && ends < opens) problems.push('ends_on: before starts_on');
  return problems;
}
