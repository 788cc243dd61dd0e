import { describe, expect, it } from 'vitest';
import { DateFormat } from '../../../src/domain/time/date-formats';
import {
  displayTimeOfDay,
  formatTimeOfDay,
  parseTimeOfDay,
  TIME_OF_DAY_FORMAT,
} from '../../../src/domain/time/time-of-day';

describe('spec §9 date formats: one display format for a time of day', () => {
  it('spec §9: times of day are shown HH:mm, the opening-hours format', () => {
    expect(TIME_OF_DAY_FORMAT).toBe(DateFormat.OPENING_HOURS);
    expect(formatTimeOfDay(8 * 60)).toBe('08:00');
    expect(formatTimeOfDay(23 * 60 + 59)).toBe('23:59');
    expect(() => formatTimeOfDay(1440)).toThrow(RangeError);
  });

  it('spec §3 §9: a stored opening time (HH.mm) and a stop time (HH:mm) read the same way when shown', () => {
    expect(displayTimeOfDay('08.30')).toBe('08:30');
    expect(displayTimeOfDay('08:30')).toBe('08:30');
    expect(displayTimeOfDay('8:05')).toBe('08:05');
    expect(displayTimeOfDay('08:30:00')).toBe('08:30');
    expect(displayTimeOfDay('soon')).toBe('soon');
    expect(parseTimeOfDay('24:00')).toBeNull();
  });
});
