import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, lookAlikeSkeleton, normalizeText } from '../../../src/domain/text/look-alikes';

/**
 * Look-alike text (the idea of Unicode TR39's skeleton): what makes two display names one for spec §5's
 * uniqueness rule. Each row says which trick it stops and why.
 */
describe('invisible characters: nothing a reader sees, so a name carrying one could pass for another', () => {
  it.each([
    ['zero-width space', '\u200B'],
    ['zero-width non-joiner', '\u200C'],
    ['zero-width joiner', '\u200D'],
    ['word joiner', '\u2060'],
    ['byte order mark (zero-width no-break space)', '\uFEFF'],
    ['left-to-right mark', '\u200E'],
    ['right-to-left override', '\u202E'],
    ['first strong isolate', '\u2068'],
    ['Arabic letter mark', '\u061C'],
    ['soft hyphen', '\u00AD'],
    ['combining grapheme joiner', '\u034F'],
    ['Hangul filler', '\u3164'],
    ['variation selector 16', '\uFE0F'],
    ['Mongolian vowel separator', '\u180E'],
    ['a tag character', '\u{E0041}'],
  ])('%s is invisible', (_name, char) => {
    expect(hasInvisibleCharacters(`Ali${char}ce`)).toBe(true);
  });

  it.each([
    ['plain Latin', 'Alice Wanderer'],
    ['Thai with vowels and tone marks (marks are visible)', 'น้ำฝน ใจดี'],
    ['a no-break space (a space: normalized, not refused)', 'Alice\u00A0Wanderer'],
    ['accents', 'Zoë Café'],
  ])('%s is not', (_name, text) => {
    expect(hasInvisibleCharacters(text)).toBe(false);
  });
});

describe('normalizeText: the form a name is stored and shown in', () => {
  it.each([
    ['fullwidth letters become ASCII (NFKC)', 'Ａｌｉｃｅ', 'Alice'],
    ['a ligature splits (NFKC)', 'ﬁona', 'fiona'],
    ['a no-break space becomes a plain space', 'Alice\u00A0Wanderer', 'Alice Wanderer'],
    ['an ideographic space becomes a plain space', 'Alice\u3000Wanderer', 'Alice Wanderer'],
    ['a narrow no-break and a thin space too', 'A\u202Fb\u2009c', 'A b c'],
    ['runs of spaces become one', 'Alice \u00A0  Wanderer', 'Alice Wanderer'],
    ['the ends are trimmed', '\u00A0 Alice Wanderer\u2003', 'Alice Wanderer'],
    ['a decomposed accent is composed', 'Cafe\u0301', 'Caf\u00E9'],
  ])('%s', (_name, text, normalized) => {
    expect(normalizeText(text)).toBe(normalized);
  });

  it.each(['น้ำฝน ใจดี', 'คำแก้ว ทำดี', 'สมชาย ใจดี', 'ນ້ຳ'])(
    'Thai (and Lao) stay exactly as typed, SARA AM whole (NFKC alone would split it): %s',
    (thai) => {
      expect(normalizeText(thai)).toBe(thai);
    },
  );
});

describe('lookAlikeSkeleton: names that look alike share one key', () => {
  const alice = lookAlikeSkeleton('Alice Wanderer');

  it.each([
    ['a Cyrillic А in place of the Latin A', '\u0410lice Wanderer'],
    ['fullwidth letters', 'Ａｌｉｃｅ Wanderer'],
    ['a no-break space', 'Alice\u00A0Wanderer'],
    ['another case', 'ALICE wanderer'],
    ['a Greek capital alpha', '\u0391lice Wanderer'],
    ['Cyrillic а, і, с, е throughout', 'Al\u0456\u0441\u0435 W\u0430nd\u0435r\u0435r'],
    ['Cyrillic capitals in upper case', '\u0410LI\u0421\u0415 WANDERER'],
    ['a zero-width space (dropped from the key, refused by the name rule)', 'Alice\u200B Wanderer'],
    ['spaces around and doubled', '  Alice   Wanderer '],
  ])('%s looks like "Alice Wanderer"', (_name, lookAlike) => {
    expect(lookAlikeSkeleton(lookAlike)).toBe(alice);
  });

  it.each([
    ['Greek capital ETA is H, small eta is n', '\u0397\u03B7', 'Hn'],
    ['Cyrillic palochka: capital looks like I, small like l', '\u04C0\u04CF', 'Il'],
    ['Cyrillic ё is е with a diaeresis: ë', '\u0451', '\u00EB'],
    ['Greek ά is α with an accent: á', '\u03AC', '\u00E1'],
    ['a typographic apostrophe is an apostrophe', 'O\u2019Brien', "O'Brien"],
    ['an en dash is a hyphen', 'Mary\u2013Jane', 'Mary-Jane'],
    ['ß folds like ss', 'Strauß', 'STRAUSS'],
    ['Thai SARA AM and its split form look alike', 'น้ำ', 'น้\u0E4D\u0E32'],
  ])('%s', (_name, a, b) => {
    expect(lookAlikeSkeleton(a)).toBe(lookAlikeSkeleton(b));
  });

  it.each([
    ['different names', 'Alice Wanderer', 'Alice Walker'],
    ['one letter apart', 'Alice', 'Alise'],
    ['a space is not nothing', 'Alice Wanderer', 'AliceWanderer'],
    ['an accent is not nothing', 'Zoe', 'Zoë'],
    ['I and l stay apart (only other scripts are mapped)', 'AIice', 'Alice'],
    ['digits are not letters', 'B0b', 'Bob'],
    ['two Thai names', 'สมชาย ใจดี', 'มาลี รักทะเล'],
    ['Thai letters close in shape stay apart', 'ขวัญ', 'ฃวัญ'],
    ['a genuinely Cyrillic name is not a Latin one', 'Борис', 'Boris'],
    ['a genuinely Greek name is not a Latin one', 'Νίκος', 'Nikos'],
  ])('%s: "%s" and "%s" stay distinct', (_name, a, b) => {
    expect(lookAlikeSkeleton(a)).not.toBe(lookAlikeSkeleton(b));
  });

  it('Thai keeps its letters, marks and order in the key (only case and look-alikes change)', () => {
    expect(lookAlikeSkeleton('สมชาย ใจดี')).toBe('สมชาย ใจดี'.normalize('NFD'));
  });
});
