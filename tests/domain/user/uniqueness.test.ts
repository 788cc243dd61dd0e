import { describe, expect, it } from 'vitest';
import {
  isUniquenessKind,
  parseUniquenessKind,
  Uniqueness,
  UNIQUENESS_KINDS,
} from '../../../src/domain/user/uniqueness';

describe('uniqueness kinds (spec §5 "Uniqueness lookups", §7 exists-or-not)', () => {
  it('§5 d = display name, u = username, e = email', () => {
    expect(Uniqueness).toEqual({ displayName: 'd', username: 'u', email: 'e' });
    expect(UNIQUENESS_KINDS).toEqual(['d', 'u', 'e']);
  });

  it.each([
    ['d', 'd'],
    ['u', 'u'],
    ['e', 'e'],
    ['D', null],
    [' u', null],
    ['username', null],
    ['x', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('§5 Uniqueness: by=%s parses to %s', (raw, expected) => {
    expect(parseUniquenessKind(raw)).toBe(expected);
  });

  it.each([[1], [{}], [['d']]])('§5 Uniqueness: %o is not a kind', (value) => {
    expect(isUniquenessKind(value)).toBe(false);
  });
});
