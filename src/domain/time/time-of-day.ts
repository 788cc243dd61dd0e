import { MINUTES_PER_DAY } from './day';
import { DateFormat } from './date-formats';

/**
 * The one way a time of day is shown. Spec §9 names the display format of opening hours `HH:mm`,
 * and trip stop times travel as `HH:mm` (content contract), so every screen shows `HH:mm` — two-digit hours,
 * a colon. The dot of spec §3 ("the time separator is a dot", `08.00`) stays the stored/wire form of opening
 * hours only (src/domain/places/opening-time.ts); it is read, never shown.
 */
export const TIME_OF_DAY_FORMAT = DateFormat.OPENING_HOURS;

const TIME_TEXT = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/;

/** `HH:mm` of a minute of the day (0–1439). */
export function formatTimeOfDay(minutesOfDay: number): string {
  if (!Number.isInteger(minutesOfDay) || minutesOfDay < 0 || minutesOfDay >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutesOfDay}`);
  }
  const hours = Math.floor(minutesOfDay / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutesOfDay % 60).padStart(2, '0')}`;
}

/** Minutes since midnight of a written time (`HH:mm`, `H:mm`, `HH.mm`, `HH:mm:ss`), or null. */
export function parseTimeOfDay(text: string): number | null {
  const match = TIME_TEXT.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** A stored time (stop `HH:mm`, opening `HH.mm`) as shown; text that is not a time is shown as it is. */
export function displayTimeOfDay(text: string): string {
  const minutes = parseTimeOfDay(text);
  return minutes === null ? text : formatTimeOfDay(minutes);
}
