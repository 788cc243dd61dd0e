import { hasControlCharacters } from '../text/control-characters';
import { adminAreaProblems, normalizeAdminArea, type AdminArea } from './admin-area';
import { DAYS, type DaySchedule, type WeeklyOpeningHours } from './opening-hours';
import { validateOpeningHours, type OpeningHoursIssue } from './opening-hours-validation';
import { DEFAULT_CLOSE_TIME, DEFAULT_OPEN_TIME } from './opening-time';

/**
 * A place a creator proposes (spec §8 4000607032 when it is not valid): one name at least
 * (Thai or English; the other defaults to it), a point on the globe, an address, its district and province
 * (optional, admin-area.ts), opening hours by the spec §3 rules, the IANA zone they are written in. Pure.
 */
export const PENDING_NAME_MAX = 150;
export const PENDING_ADDRESS_MAX = 300;
export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';

export interface PendingLocationProposal {
  readonly nameTh: string;
  readonly nameEn: string;
  readonly lat: number;
  readonly lng: number;
  readonly address: string;
  readonly timeZone: string;
  readonly openingHours: WeeklyOpeningHours | null;
  /** The hours say the place closes on Thai public holidays; false without hours. */
  readonly closedOnPublicHolidays: boolean;
  readonly adminArea: AdminArea | null;
}

// eslint-disable-next-line no-control-regex -- control characters are what this pattern refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether the runtime knows an IANA zone (Intl throws a RangeError for an unknown one). */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Spec §3 defaults: an open day with no periods is open 00.00–23.59, written out so every reader sees it. */
export function withDefaultPeriods(hours: WeeklyOpeningHours): WeeklyOpeningHours {
  return Object.fromEntries(
    DAYS.map((day) => {
      const schedule: DaySchedule | undefined = hours[day];
      if (schedule?.mode === 'open' && (!schedule.periods || schedule.periods.length === 0)) {
        return [day, { mode: 'open', periods: [{ open: DEFAULT_OPEN_TIME, close: DEFAULT_CLOSE_TIME }] }];
      }
      return [day, schedule];
    }),
  ) as unknown as WeeklyOpeningHours;
}

/**
 * Names trimmed and filled in from each other, hours with their defaults: what is stored. Check it with
 * `pendingLocationProblems` first (both names may still be empty here).
 */
export function normalizeProposal(input: {
  nameTh?: string | null;
  nameEn?: string | null;
  lat: number;
  lng: number;
  address?: string | null;
  timeZone?: string | null;
  openingHours?: WeeklyOpeningHours | null;
  closedOnPublicHolidays?: boolean | null;
  adminArea?: Partial<Record<keyof AdminArea, string | null>> | null;
}): PendingLocationProposal {
  const th = (input.nameTh ?? '').trim();
  const en = (input.nameEn ?? '').trim();
  const hours =
    input.openingHours && typeof input.openingHours === 'object' ? withDefaultPeriods(input.openingHours) : null;
  return {
    nameTh: th || en,
    nameEn: en || th,
    lat: input.lat,
    lng: input.lng,
    address: (input.address ?? '').trim(),
    timeZone: (input.timeZone ?? '').trim() || DEFAULT_TIME_ZONE,
    openingHours: hours,
    closedOnPublicHolidays: hours !== null && input.closedOnPublicHolidays === true,
    adminArea: normalizeAdminArea(input.adminArea),
  };
}

/** Every problem of a normalised proposal, as readable sentences; empty when it may be stored. */
export function pendingLocationProblems(p: PendingLocationProposal): string[] {
  const problems: string[] = [];
  if (!p.nameTh && !p.nameEn) problems.push('a name (name_th or name_en) is required');
  for (const [field, value] of [
    ['name_th', p.nameTh],
    ['name_en', p.nameEn],
  ] as const) {
    if (value.length > PENDING_NAME_MAX) problems.push(`${field} is longer than ${PENDING_NAME_MAX} characters`);
    // A name is one line: tab and line breaks are control characters here too (the API schema's rule, PlainText).
    if (hasControlCharacters(value, { multiline: false })) problems.push(`${field} holds control characters`);
  }
  if (!Number.isFinite(p.lat) || Math.abs(p.lat) > 90) problems.push(`lat must be within -90..90 (got ${p.lat})`);
  if (!Number.isFinite(p.lng) || Math.abs(p.lng) > 180) problems.push(`lng must be within -180..180 (got ${p.lng})`);
  if (p.address.length > PENDING_ADDRESS_MAX) problems.push(`address is longer than ${PENDING_ADDRESS_MAX} characters`);
  if (CONTROL.test(p.address)) problems.push('address holds control characters');
  problems.push(...adminAreaProblems(p.adminArea));
  if (!isKnownTimeZone(p.timeZone))
    problems.push(`time_zone ${JSON.stringify(p.timeZone)} is not a known IANA time zone`);
  if (p.openingHours) {
    let issues: OpeningHoursIssue[];
    try {
      issues = validateOpeningHours(p.openingHours);
    } catch {
      issues = [{ day: 'sunday', problem: 'unknownMode' }];
    }
    for (const issue of issues) {
      problems.push(
        `opening_hours.${issue.day}${issue.period === undefined ? '' : `.periods[${issue.period}]`}: ${issue.problem}`,
      );
    }
  }
  return problems;
}
