import { relativeTime } from './relative-time';

/**
 * The one place a date or time is written for people to read: the SPA, the lean reader (its server rendering
 * too) and the server's page heads all call this module, so every screen shows the same calendar and the same
 * shapes. Machine-readable times (the wire, `<time dateTime>`, JSON-LD, Open Graph) stay ISO 8601.
 *
 * Spec §9 "Date formats": default `DD/MM/YYYY H:mm`, date `DD MMM YYYY`, opening hours `HH:mm`; relative time
 * in the abbreviations of spec §9 (s, m, h, d, mo, y).
 *
 * Thai is written in the Buddhist Era (2569), which is the year Thai readers use in everyday writing; English
 * in the Gregorian year (2026). The engine's `Intl` supplies the calendar arithmetic and the month names, so the
 * reader downloads no date library; the layout comes from the patterns below, never from a locale's habits,
 * so `th` and `en` differ only in month names and year.
 */
export const DateFormat = {
  DEFAULT: 'DD/MM/YYYY H:mm',
  DATE: 'DD MMM YYYY',
  OPENING_HOURS: 'HH:mm',
} as const;

export type DateFormatName = keyof typeof DateFormat;
export type DateLanguage = 'th' | 'en';
export type DateInput = number | string | Date;
/** A translator with `{{name}}` interpolation: i18next's `t` and the reader's own both fit. */
export type DateTranslate = (key: string, vars?: Readonly<Record<string, string | number>>) => string;

/**
 * The calendar of each language (`ca`), with Western digits (`nu-latn`, as every other number on screen). Month
 * names are en-US's short ones (`Sep`, not en-GB's `Sept`), the `MMM` the spec's pattern means.
 */
const LOCALES: Record<DateLanguage, string> = {
  th: 'th-TH-u-ca-buddhist-nu-latn',
  en: 'en-US-u-ca-gregory-nu-latn',
};

const TOKENS = /YYYY|MMM|MM|DD|HH|H|mm/g;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Fields {
  readonly year: string;
  readonly month: number;
  readonly monthName: string;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

interface Formatters {
  /** Year, month name, day, hour and minute. */
  readonly named: Intl.DateTimeFormat;
  /** The month's number: the parts of `month: 'short'` hold only its name. */
  readonly monthNumber: Intl.DateTimeFormat;
}

const formatters = new Map<string, Formatters>();

function formattersFor(language: DateLanguage, timeZone: string | undefined): Formatters {
  const key = `${language}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    const locale = LOCALES[language];
    found = {
      named: new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
        timeZone,
      }),
      monthNumber: new Intl.DateTimeFormat(locale, { month: 'numeric', timeZone }),
    };
    formatters.set(key, found);
  }
  return found;
}

function fieldsOf(ms: number, language: DateLanguage, timeZone: string | undefined): Fields {
  const { named, monthNumber } = formattersFor(language, timeZone);
  const parts = named.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: Number(monthNumber.format(ms)),
    monthName: part('month'),
    day: Number(part('day')),
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
  };
}

const two = (n: number): string => String(n).padStart(2, '0');

function render(pattern: string, f: Fields): string {
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return f.year;
      case 'MMM':
        return f.monthName;
      case 'MM':
        return two(f.month);
      case 'DD':
        return two(f.day);
      case 'HH':
        return two(f.hour);
      case 'H':
        return String(f.hour);
      default:
        return two(f.minute);
    }
  });
}

/** `th` for any Thai tag (`th`, `th-TH`), else `en` (spec §9: English is the fallback language). */
export const dateLanguage = (language: string): DateLanguage => (language.toLowerCase().startsWith('th') ? 'th' : 'en');

const toMs = (value: DateInput): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();

/**
 * An instant in a spec §9 format, in `timeZone` (an IANA zone) or, without one, the zone of the device that
 * runs it (the reader's own). Not an instant (an unparsable string, NaN) gives ''.
 */
export function formatDate(value: DateInput, format: DateFormatName, language: string, timeZone?: string): string {
  const ms = toMs(value);
  if (!Number.isFinite(ms)) return '';
  return render(DateFormat[format], fieldsOf(ms, dateLanguage(language), timeZone));
}

/**
 * A calendar day written `YYYY-MM-DD` (a campaign's first or last day) as spec §9's date: the day itself, in
 * no time zone, so it reads the same on every device and on the server. Anything else is returned as given.
 */
export function formatCalendarDay(day: string, language: string): string {
  const match = DAY_TEXT.exec(day);
  if (!match) return day;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const back = new Date(ms);
  if (back.getUTCMonth() !== Number(match[2]) - 1 || back.getUTCDate() !== Number(match[3])) return day;
  return formatDate(ms, 'DATE', language, 'UTC');
}

/** The year of an instant in the language's calendar (2569 in Thai, 2026 in English), e.g. a copyright line. */
export function formatYear(value: DateInput, language: string, timeZone?: string): string {
  const ms = toMs(value);
  return Number.isFinite(ms) ? fieldsOf(ms, dateLanguage(language), timeZone).year : '';
}

/**
 * How long ago, in spec §9's abbreviations (`5m`, `5 นาที`): the unit from `relativeTime`, the words from the
 * `time.relative.*` strings of the caller's translator. Not an instant gives ''.
 */
export function formatRelativeTime(value: DateInput, nowMs: number, t: DateTranslate): string {
  const ms = toMs(value);
  if (!Number.isFinite(ms)) return '';
  const { value: count, unit } = relativeTime(ms, nowMs);
  return t(`time.relative.${unit}`, { count });
}
