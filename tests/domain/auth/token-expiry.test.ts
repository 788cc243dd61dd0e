import { describe, expect, it } from 'vitest';
import { isTokenExpired } from '../../../src/domain/auth/token-expiry';

const now = 1_700_000_000_000;

describe('isTokenExpired (spec §4 "Access-token handling")', () => {
  it.each([
    ['expiry in the future', now / 1000 + 60, false],
    ['one second left', now / 1000 + 1, false],
    ['expiry equal to now (less than or equal means expired)', now / 1000, true],
    ['expiry in the past', now / 1000 - 1, true],
    ['no expiry claim', null, true],
    ['undefined claim', undefined, true],
    ['non-finite claim', Number.NaN, true],
  ])('§4 Access-token handling: %s → %s', (_name, exp, expected) => {
    expect(isTokenExpired(exp, now)).toBe(expected);
  });

  it('§4 Access-token handling: a fraction of a second before the expiry is still valid', () => {
    expect(isTokenExpired(1000, 999_999)).toBe(false);
    expect(isTokenExpired(1000, 1_000_000)).toBe(true);
  });
});
