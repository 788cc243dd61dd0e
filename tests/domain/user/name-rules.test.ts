import { describe, expect, it } from 'vitest';
import {
  DISPLAY_NAME_INPUT_PATTERN_SOURCE,
  DISPLAY_NAME_MAX_LENGTH,
  displayNameKey,
  displayNameProblem,
  normalizeDisplayName,
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
    ['ours: a zero-width joiner is refused as invisible', 'No\u200Dk', 'invisible'],
    ['ours: a zero-width space is refused as invisible', 'Alice\u200BWanderer', 'invisible'],
    ['ours: a right-to-left override is refused as invisible', '\u202EAlice', 'invisible'],
    ['ours: a soft hyphen is refused as invisible', 'Ali\u00ADce', 'invisible'],
    ['ours: only invisible characters are invisible, not empty', '\u200B\u200B', 'invisible'],
    ['ours: a no-break space is a space (normalized, accepted)', 'Alice\u00A0Wanderer', null],
    ['ours: fullwidth letters are accepted (stored as ASCII)', 'Ａｌｉｃｅ', null],
    ['ours: no-break spaces only are empty', '\u00A0\u3000', 'empty'],
    ['ours: 50 after runs of spaces collapse', `${'a'.repeat(25)}\u00A0\u00A0${'b'.repeat(24)}`, null],
  ])('%s', (_name, value, problem) => {
    expect(displayNameProblem(value)).toBe(problem);
  });

  it('ours: the limit is 50', () => expect(DISPLAY_NAME_MAX_LENGTH).toBe(50));

  it('ours: the limit counts the stored form: a ligature NFKC turns into many letters counts them all', () => {
    // U+FDFA (one code point) is 18 letters after NFKC.
    expect(displayNameProblem('\uFDFA'.repeat(3))).toBe('tooLong');
  });

  it('ours: the request schema lets invisible characters through to the rule (their own code), nothing else new', () => {
    const input = new RegExp(DISPLAY_NAME_INPUT_PATTERN_SOURCE, 'u');
    expect(input.test('Alice\u200BWanderer')).toBe(true);
    expect(input.test('\u202EAlice')).toBe(true);
    expect(input.test('Nok 😀')).toBe(false);
    expect(input.test('Nok\nP')).toBe(false);
  });
});

describe('display names as stored and compared (spec §5 uniqueness, by=d)', () => {
  it.each([
    ['a no-break space becomes a plain one', 'Alice\u00A0Wanderer', 'Alice Wanderer'],
    ['fullwidth letters become ASCII', 'Ａｌｉｃｅ Wanderer', 'Alice Wanderer'],
    ['spaces collapse and trim', '  Alice \u3000 Wanderer ', 'Alice Wanderer'],
    ['Thai is kept exactly (SARA AM whole)', 'น้ำฝน ใจดี', 'น้ำฝน ใจดี'],
    ['a Cyrillic letter stays what it is (only the key maps it)', '\u0410lice', '\u0410lice'],
  ])('%s', (_name, value, stored) => {
    expect(normalizeDisplayName(value)).toBe(stored);
  });

  it.each([
    ['Cyrillic А', '\u0410lice Wanderer'],
    ['fullwidth', 'Ａｌｉｃｅ Wanderer'],
    ['no-break space', 'Alice\u00A0Wanderer'],
    ['other case', 'alice WANDERER'],
  ])('%s: the same key as "Alice Wanderer", so it counts as taken', (_name, value) => {
    expect(displayNameKey(value)).toBe(displayNameKey('Alice Wanderer'));
  });

  it('ordinary distinct names keep distinct keys', () => {
    const names = ['Alice Wanderer', 'Alice Walker', 'Alicia Wanderer', 'สมชาย ใจดี', 'มาลี รักทะเล', 'Борис', 'Boris'];
    expect(new Set(names.map(displayNameKey)).size).toBe(names.length);
  });

  it('a Thai name keeps working unchanged: accepted, stored as typed, its own key', () => {
    const thai = 'น้ำฝน ใจดี';
    expect(displayNameProblem(thai)).toBeNull();
    expect(normalizeDisplayName(thai)).toBe(thai);
    expect(displayNameKey(thai)).toBe(displayNameKey(thai.normalize('NFKC')));
    expect(displayNameKey(thai)).not.toBe(displayNameKey('น้ำฝน ใจร้าย'));
  });
});
