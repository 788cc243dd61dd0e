import dayjs from 'dayjs';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/th';
import 'dayjs/locale/en';
import type { TFunction } from 'i18next';
import type { Language } from '../../application/ports/locale.port';
import { DateFormat, type DateFormatName } from '../../domain/time/date-formats';
import { relativeTime } from '../../domain/time/relative-time';

dayjs.extend(relativeTimePlugin);

export type DateInput = number | string | Date;

/**
 * Dates in the formats of spec §9 (default DD/MM/YYYY H:mm, date DD MMM YYYY, opening hours HH:mm),
 * in the viewer's time zone, with month names in the interface language.
 */
export function formatDate(value: DateInput, format: DateFormatName, language: Language): string {
  return dayjs(value).locale(language).format(DateFormat[format]);
}

/** A sentence-like relative time ('3 hours ago', '3 ชั่วโมงที่แล้ว'), from dayjs' relativeTime plugin. */
export function fromNow(value: DateInput, nowMs: number, language: Language): string {
  return dayjs(value).locale(language).from(dayjs(nowMs));
}

/**
 * The compact label of spec §9 (s, m, h, d, mo, y) computed by the domain and worded by the
 * `time.relative.*` keys: '5m' in English, '5 นาที' in Thai.
 */
export function formatCompactRelative(t: TFunction, value: DateInput, nowMs: number): string {
  const { value: count, unit } = relativeTime(dayjs(value).valueOf(), nowMs);
  return t(`time.relative.${unit}`, { count });
}
