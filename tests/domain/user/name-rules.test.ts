import { describe, expect, it } from 'vitest';
import {
  DISPLAY_NAME_MAX_LENGTH,
  displayNameProblem,
  USERNAME_PATTERN,
  USERNAME_PATTERN_SOURCE,
  usernameProblem,
} from '../../../src/domain/user/name-rules';

describe('username rule (ours: spec §5 leaves lengths "not shown"; URL handles of /profiles/[username])', () => {
  it("the pattern the server's schema uses", () => {
    expect(USERNAME_PATTERN_SOURCE).toBe('^[A-Za-z0-9._]{3,30}$');
    expect(USERNAME_PATTERN.test('nok.p_1')).toBe(true);
  });

  it.each([
    ['empty', '', 'empty'],
    ['2 characters are too short', 'ab', 'tooShort'],
    ['3 characters', 'abc', null],
    ['30 characters', 'a'.repeat(30), null],
    ['31 characters are too long', 'a'.repeat(31), 'tooLong'],
    ['letters, digits, dot and underscore', 'Nok.P_2026', null],
    ['a hyphen is refused', 'nok-p', 'characters'],
    ['a space is refused (callers trim first)', ' nok', 'characters'],
    ['Thai letters are refused (URL handle)', 'นกน้อย', 'characters'],
    ['an emoji is refused', 'nok😀', 'characters'],
    ['an accented letter is refused', 'café', 'characters'],
  ])('%s', (_name, value, problem) => {
    expect(usernameProblem(value)).toBe(problem);
  });
});

describe('display-name rule (spec §3 allowed text, spec §5; 1..50 code points is ours)', () => {
  it.each([
    ['spec §5: empty', '', 'empty'],
    ['spec §5: white space only is empty once trimmed', '   ', 'empty'],
    ['ours: one character', 'N', null],
    ['ours: exactly 50', 'a'.repeat(50), null],
    ['ours: 51 are too long', 'a'.repeat(51), 'tooLong'],
    ['ours: surrounding spaces are trimmed first', `  ${'a'.repeat(50)}  `, null],
    ['spec §3: Thai with vowel and tone marks', 'นกน้อย ใจดี', null],
    ['ours: Thai counts code points (marks included): 16 × 3 + 2 = 50', `${'น้ำ'.repeat(16)}กข`, null],
    ['ours: Thai one code point over', `${'น้ำ'.repeat(17)}`, 'tooLong'],
    ['ours: astral letters count once (50 × U+1D400)', '\u{1D400}'.repeat(50), null],
    ['spec §3: combining accents are marks', 'Cafe\u0301', null],
    ['spec §3: punctuation, numbers and currency', 'Nok (2026) ฿', null],
    ['spec §3: an emoji is refused', 'Nok 😀', 'characters'],
    ['spec §3: a line break inside is refused', 'Nok\nP', 'characters'],
    ['spec §3: a tab inside is refused', 'Nok\tP', 'characters'],
    ['spec §3: a control character is refused', 'Nok\u0000', 'characters'],
    ['spec §3: a zero-width joiner (format) is refused', 'No\u200Dk', 'characters'],
  ])('%s', (_name, value, problem) => {
    expect(displayNameProblem(value)).toBe(problem);
  });

  it('ours: the limit is 50', () => expect(DISPLAY_NAME_MAX_LENGTH).toBe(50));
});
