import { describe, expect, it } from 'vitest';
import {
  canChangeName,
  DAY_MS,
  lastChangedAtMs,
  NAME_CHANGE_WINDOW_DAYS,
  nameLockedUntil,
  nextNameChangeAt,
} from '../../../src/domain/user/name-change';

const last = Date.UTC(2026, 0, 1);

describe('name change once within 60 days (spec §5, §9)', () => {
  it('§9 constants: 60 days of 864e5 ms', () => {
    expect(NAME_CHANGE_WINDOW_DAYS).toBe(60);
    expect(DAY_MS).toBe(86_400_000);
  });

  it.each([
    ['never changed', null, last, true],
    ['the same moment', last, last, false],
    ['one day later', last, last + DAY_MS, false],
    ['one millisecond before 60 days', last, last + 60 * DAY_MS - 1, false],
    ['exactly 60 days later', last, last + 60 * DAY_MS, true],
    ['61 days later', last, last + 61 * DAY_MS, true],
  ])('§5 Name change: %s → allowed=%s', (_name, lastChanged, now, expected) => {
    expect(canChangeName(lastChanged, now)).toBe(expected);
  });

  it.each([
    [null, null],
    [last, last + 60 * DAY_MS],
  ])('§5 Name change: next change after %s is %s', (lastChanged, expected) => {
    expect(nextNameChangeAt(lastChanged)).toBe(expected);
  });

  it.each([
    ['chosen at onboarding, never changed since', null, last, null],
    ['changed a moment ago', last, last, last + 60 * DAY_MS],
    ['changed 59 days ago', last, last + 59 * DAY_MS, last + 60 * DAY_MS],
    ['changed 60 days ago', last, last + 60 * DAY_MS, null],
  ])('§5 Name change: a name %s is locked until %s (null: free now)', (_name, lastChanged, now, expected) => {
    expect(nameLockedUntil(lastChanged, now)).toBe(expected);
  });

  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['2026-01-01T00:00:00Z', last],
    ['2026-01-01T07:00:00+07:00', last],
  ])('§3 Last-update info: %s → %s ms', (iso, expected) => {
    expect(lastChangedAtMs(iso)).toBe(expected);
  });

  it('§3 Last-update info: an unreadable timestamp throws instead of allowing a change', () => {
    expect(() => lastChangedAtMs('yesterday')).toThrow(/Unreadable/);
  });
});
