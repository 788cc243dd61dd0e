import { MINUTES_PER_DAY } from '../time/day';

/** Spec §3: opening times are written `HH.mm`, the separator is a dot. */
export const TIME_SEPARATOR = '.';
/** Spec §3/§9: a new period opens at 00.00 and closes at 23.59 unless the editor says otherwise. */
export const DEFAULT_OPEN_TIME = '00.00';
export const DEFAULT_CLOSE_TIME = '23.59';

const TIME_PATTERN = /^(\d{2})\.(\d{2})$/;

/** Minutes since midnight of a `HH.mm` time between 00.00 and 23.59, or null. */
export function parseOpeningTime(text: string): number | null {
  const match = TIME_PATTERN.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** `HH.mm` of a minute of the day (0–1439). */
export function formatOpeningTime(minutesOfDay: number): string {
  if (!Number.isInteger(minutesOfDay) || minutesOfDay < 0 || minutesOfDay >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutesOfDay}`);
  }
  const hours = Math.floor(minutesOfDay / 60);
  const minutes = minutesOfDay % 60;
  return `${String(hours).padStart(2, '0')}${TIME_SEPARATOR}${String(minutes).padStart(2, '0')}`;
}
