import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLOSE_TIME,
  DEFAULT_OPEN_TIME,
  formatOpeningTime,
  parseOpeningTime,
  TIME_SEPARATOR,
} from '../../../src/domain/places/opening-time';

describe('opening time text (spec §3: the time separator is a dot; §9 defaults)', () => {
  it('§3/§9 defaults 00.00 and 23.59 with a dot separator', () => {
    expect([DEFAULT_OPEN_TIME, DEFAULT_CLOSE_TIME, TIME_SEPARATOR]).toEqual(['00.00', '23.59', '.']);
  });

  it.each([
    ['00.00', 0],
    ['09.30', 570],
    ['12.05', 725],
    ['23.59', 1439],
  ])('§3 parse %s → %i', (text, minutes) => {
    expect(parseOpeningTime(text)).toBe(minutes);
    expect(formatOpeningTime(minutes)).toBe(text);
  });

  it.each(['24.00', '23.60', '9.30', '09:30', '0930', '09.3', '', ' 09.30', '09.30 ', 'aa.bb', '-1.00'])(
    '§3 parse rejects %s',
    (text) => {
      expect(parseOpeningTime(text)).toBeNull();
    },
  );

  it.each([-1, 1440, 1.5, Number.NaN])('§3 format rejects minute %s', (minutes) => {
    expect(() => formatOpeningTime(minutes)).toThrow(RangeError);
  });
});
