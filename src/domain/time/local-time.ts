import { DAY_MS, MINUTE_MS, MINUTES_PER_DAY } from './day';

/** A wall-clock moment reduced to what weekly rules need: weekday (0 = Sunday) and minute of the day. */
export interface LocalParts {
  readonly day: number;
  readonly minutes: number;
}

/** 1970-01-01 was a Thursday. */
const EPOCH_WEEKDAY = 4;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** Wall clock at a fixed UTC offset (minutes east of UTC, e.g. +420 for Bangkok). */
export function localPartsAtOffset(nowMs: number, utcOffsetMinutes: number): LocalParts {
  const shifted = nowMs + utcOffsetMinutes * MINUTE_MS;
  const dayNumber = Math.floor(shifted / DAY_MS);
  const minutes = Math.floor((shifted - dayNumber * DAY_MS) / MINUTE_MS);
  return { day: mod(dayNumber + EPOCH_WEEKDAY, 7), minutes: Math.min(minutes, MINUTES_PER_DAY - 1) };
}

/**
 * Wall clock in an IANA time zone (e.g. `Asia/Bangkok`), daylight saving included, through the
 * standard Intl API. Null for a zone the runtime does not know.
 */
export function localPartsInTimeZone(nowMs: number, timeZone: string): LocalParts | null {
  const formatter = formatterFor(timeZone);
  if (formatter === null) return null;
  const parts = formatter.formatToParts(nowMs);
  const read = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const day = WEEKDAYS.indexOf(read('weekday'));
  const hour = Number(read('hour')) % 24;
  const minute = Number(read('minute'));
  if (day < 0 || Number.isNaN(hour) || Number.isNaN(minute)) return null;
  return { day, minutes: hour * 60 + minute };
}

/**
 * The calendar date (`YYYY-MM-DD`) on the wall clock of an IANA time zone at an instant, for rules tied to a
 * date rather than a weekday (public holidays). Null for a zone the runtime does not know.
 */
export function localDateInTimeZone(nowMs: number, timeZone: string): string | null {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return null;
    }
    dateFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(nowMs);
  const read = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const date = `${read('year').padStart(4, '0')}-${read('month')}-${read('day')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of an IANA time zone at an instant as a date (`YYYY-MM-DD`) and a time (`HH:mm`), for cutting
 * recorded points into local days (a GPX import). Null for a zone the runtime does not know.
 */
export function localDateTimeInTimeZone(ms: number, timeZone: string): { date: string; time: string } | null {
  let formatter = dateTimeFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return null;
    }
    dateTimeFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(ms);
  const read = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const date = `${read('year').padStart(4, '0')}-${read('month')}-${read('day')}`;
  const time = `${read('hour').padStart(2, '0')}:${read('minute')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) ? { date, time } : null;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

function mod(value: number, by: number): number {
  return ((value % by) + by) % by;
}
