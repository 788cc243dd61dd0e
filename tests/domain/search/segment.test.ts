import { describe, expect, it } from 'vitest';
import { highlight } from '../../../src/domain/search/highlight';
import {
  highlightTerms,
  indexTokens,
  queryGroups,
  searchTokens,
  toTsQueryText,
} from '../../../src/domain/search/segment';
import { deletionVariants, withinOneEdit } from '../../../src/domain/search/typo';

/** Would a query match an index built from `text`? The same AND / OR / prefix rule as the tsquery, on tokens. */
function matches(text: string, keyword: string): boolean {
  const lexemes = new Set(indexTokens(text));
  const has = (term: string, prefix: boolean) => [...lexemes].some((l) => (prefix ? l.startsWith(term) : l === term));
  return queryGroups(keyword).every((g) =>
    g.kind === 'word'
      ? has(g.word, true)
      : has(g.run, true) || g.words.every((w, i) => has(w, i === g.words.length - 1)),
  );
}

describe('searchTokens: Thai is segmented into words', () => {
  it.each([
    ['เที่ยวเชียงใหม่หน้าฝน', ['เที่ยว', 'เชียงใหม่', 'หน้า', 'ฝน']],
    ['เชียงใหม่', ['เชียงใหม่']],
    ['ตลาดน้ำอัมพวา', ['ตลาด', 'น้ำ', 'อัมพวา']],
    ['กรุงเทพมหานคร', ['กรุงเทพมหานคร']],
    ['พระนครศรีอยุธยา', ['พระนครศรีอยุธยา']],
    ['Chiang Mai trips, 2024!', ['chiang', 'mai', 'trips', '2024']],
    ["<script>alert('x')</script> 100% a_b \\", ['script', 'alert', 'x', 'script', '100', 'a', 'b']],
  ])('%s', (text, tokens) => {
    expect(searchTokens(text)).toEqual(tokens);
  });

  it('tokens hold only letters, marks and digits, whatever is typed', () => {
    for (const token of searchTokens(`'; DROP TABLE contents; -- %_\\ <b>"&:*|!()`))
      expect(token).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
  });

  it('the index also keeps joins of adjacent Thai words, so a compound typed alone still matches', () => {
    expect(indexTokens('ตลาดน้ำอัมพวา')).toEqual(
      expect.arrayContaining(['ตลาด', 'น้ำ', 'อัมพวา', 'ตลาดน้ำ', 'น้ำอัมพวา', 'ตลาดน้ำอัมพวา']),
    );
  });
});

describe('matching a query against an indexed text (same functions on both sides)', () => {
  it.each([
    ['เที่ยวเชียงใหม่หน้าฝน', 'เชียงใหม่', true],
    ['ตลาดน้ำอัมพวา วันเสาร์', 'ตลาดน้ำ', true],
    ['ไปเที่ยวตลาดน้ำอัมพวากัน', 'ตลาดน้ำอัมพวา', true],
    ['เดินเล่นกรุงเทพมหานคร', 'กรุงเทพ', true],
    ['วัดในพระนครศรีอยุธยา', 'พระนครศรีอยุธยา', true],
    ['เที่ยวเชียงใหม่หน้าฝน', 'ภูเก็ต', false],
    ['Old town walk in Chiang Mai', 'chiang mai', true],
    ['Old town walk in Chiang Mai', 'mai chiang', true],
    ['Old town walk in Chiang Mai', 'chiang rai', false],
    ['เที่ยวเชียงใหม่ Night Bazaar', 'เชียงใหม่ night', true],
  ])('%s ← %s: %s', (text, keyword, expected) => {
    expect(matches(text, keyword)).toBe(expected);
  });
});

describe('the tsquery text', () => {
  it('Thai run: whole (prefix) or all of its words; words by prefix with typo alternatives; AND-ed', () => {
    const groups = queryGroups('ตลาดน้ำ chaing');
    expect(toTsQueryText(groups, new Map([['chaing', ['chiang']]]))).toBe(
      '(ตลาดน้ำ:* | (ตลาด & น้ำ:*)) & (chaing:* | chiang)',
    );
    expect(toTsQueryText(queryGroups('เชียงใหม่'))).toBe('เชียงใหม่:*');
  });

  it('nothing typed can become an operator', () => {
    expect(toTsQueryText(queryGroups(`'&|!:*()<->\\%_`))).toBe('');
    expect(toTsQueryText(queryGroups(`a' | b`))).toBe('a:* & b:*');
  });

  it('duplicates are dropped', () => {
    expect(queryGroups('trip Trip TRIP')).toEqual([{ kind: 'word', word: 'trip' }]);
  });
});

describe('one-letter typos (optimal string alignment distance ≤ 1)', () => {
  it.each([
    ['chaing', 'chiang', true], // swap
    ['chang', 'chiang', true], // missing letter
    ['chiangg', 'chiang', true], // extra letter
    ['chiamg', 'chiang', true], // wrong letter
    ['chiang', 'chiang', true],
    ['cahing', 'chiang', false],
    ['xaby', 'abyx', false],
    ['bangkok', 'bankgok', true],
    ['phuket', 'puket', true],
    ['krabi', 'karbi', true],
    ['krabi', 'kabri', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  it('a word and its one-letter typos share a deletion variant (the vocabulary lookup)', () => {
    for (const typo of ['chaing', 'chang', 'chiangg', 'chiamg']) {
      const shared = deletionVariants(typo).filter((v) => deletionVariants('chiang').includes(v));
      expect(shared.length).toBeGreaterThan(0);
    }
  });
});

describe('highlight segments: safe by construction, join back to the text', () => {
  const join = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

  it.each([
    [
      'เที่ยวเชียงใหม่หน้าฝน',
      'เชียงใหม่',
      [
        ['เที่ยว', false],
        ['เชียงใหม่', true],
        ['หน้าฝน', false],
      ],
    ],
    [
      'ตลาดน้ำอัมพวา',
      'ตลาดน้ำ',
      [
        ['ตลาดน้ำ', true],
        ['อัมพวา', false],
      ],
    ],
    [
      'Two Trips to Chiang Mai',
      'trip',
      [
        ['Two ', false],
        ['Trips', true],
        [' to Chiang Mai', false],
      ],
    ],
    [
      'Restart the art walk',
      'art',
      [
        ['Restart the ', false],
        ['art', true],
        [' walk', false],
      ],
    ],
    [
      '<script>alert(1)</script>',
      'script',
      [
        ['<', false],
        ['script', true],
        ['>alert(1)</', false],
        ['script', true],
        ['>', false],
      ],
    ],
  ])('%s ← %s', (text, keyword, expected) => {
    const segments = highlight(text, highlightTerms(queryGroups(keyword)));
    expect(segments.map((s) => [s.text, s.match])).toEqual(expected);
    expect(join(segments)).toBe(text);
  });

  it('an empty text has no segments; no match leaves one plain segment', () => {
    expect(highlight('', ['x'])).toEqual([]);
    expect(highlight('Krabi', ['phuket'])).toEqual([{ text: 'Krabi', match: false }]);
  });
});
