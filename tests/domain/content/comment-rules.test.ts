import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  commentLength,
  commentSegments,
  commentTextProblem,
  completeMentionAtEnd,
  MENTION_PATTERN_SOURCE,
  mentionCandidates,
  mentionQueryAtEnd,
  mentionTokens,
} from '../../../src/domain/content/comment-rules';

const THAI = 'น้ำ'; // 3 code points: consonant, vowel mark, tone mark
const EMOJI = '😀'; // 1 code point, 2 UTF-16 units

describe('comment text rules (contract: 1..2000 code points once trimmed, no control characters)', () => {
  it.each([
    ['contract: empty is refused', '', 'empty'],
    ['contract: white space only is empty once trimmed', ' \n\t ', 'empty'],
    ['contract: one character is enough', 'x', null],
    ['contract: exactly 2000 ASCII characters', 'x'.repeat(2000), null],
    ['contract: 2001 ASCII characters are too long', 'x'.repeat(2001), 'tooLong'],
    ['contract: surrounding white space does not count', `  ${'x'.repeat(2000)}\n`, null],
    ['contract: 2000 emoji are 2000 code points (4000 UTF-16 units) and fit', EMOJI.repeat(2000), null],
    ['contract: 2001 emoji are too long', EMOJI.repeat(2001), 'tooLong'],
    ['contract: Thai marks count as code points (666 × 3 + 2 = 2000)', `${THAI.repeat(666)}ab`, null],
    ['contract: Thai one code point over', `${THAI.repeat(667)}`, 'tooLong'],
    ['contract: combining marks count one each (1000 × e + U+0301)', 'e\u0301'.repeat(1000), null],
    ['contract: combining marks one over', `${'e\u0301'.repeat(1000)}x`, 'tooLong'],
    ['contract: NUL is a control character', 'a\u0000b', 'control'],
    ['contract: ESC is a control character', 'a\u001Bb', 'control'],
    ['contract: DEL is a control character', 'a\u007Fb', 'control'],
    ['contract: tab and line breaks inside are fine', 'line one\n\tline two\r\nthree', null],
    ['contract: a too-long text is reported as tooLong before control', `\u0001${'x'.repeat(2001)}`, 'tooLong'],
  ])('%s', (_name, text, problem) => {
    expect(commentTextProblem(text)).toBe(problem);
  });

  it('contract: the limit is 2000 and the counter counts code points of the trimmed text', () => {
    expect(COMMENT_MAX_LENGTH).toBe(2000);
    expect(commentLength(`  ${EMOJI}${THAI} `)).toBe(4);
  });
});

describe('mention syntax (spec §7 search-mention; usernames are [A-Za-z0-9._]{3,30})', () => {
  it("is the server's pattern, built from the username rule", () => {
    expect(MENTION_PATTERN_SOURCE).toBe('(^|[^A-Za-z0-9._@])@([A-Za-z0-9._]{3,30})');
  });

  it.each([
    ['a mention at the start', '@nok hi', [['nok']]],
    ['lower-cased, first use only', 'hi @Nok and @NOK', [['nok']]],
    ['after punctuation', '(@nok)', [['nok']]],
    ['after Thai text', 'สวัสดี@nok', [['nok']]],
    ['not inside an email address', 'mail me at a@nok.com', []],
    ['not after another @', '@@nok', []],
    ['too short is no mention', '@ab', []],
    ['longer than 30: the first 30 characters', `@${'a'.repeat(31)}`, [['a'.repeat(30)]]],
    ['a full stop after the name also tries the name without it', 'thanks @nok.', [['nok.', 'nok']]],
    ['trailing dots that leave fewer than 3 characters are kept', 'hey @ab.', [['ab.']]],
    ['several, in order', '@one @two.three @one', [['one'], ['two.three']]],
  ])('%s', (_name, text, candidates) => {
    expect(mentionCandidates(text)).toEqual(candidates);
  });

  it('tokens know where their @ is', () => {
    expect(mentionTokens('hi @nok, @ploy')).toEqual([
      { username: 'nok', at: 3 },
      { username: 'ploy', at: 9 },
    ]);
  });

  it("segments link known names only (case-insensitively), a sentence's full stop stays text", () => {
    const known = (name: string) => name === 'nok';
    expect(commentSegments('Hi @Nok. and @ploy, a@nok', known)).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: '@Nok', username: 'Nok' },
      { kind: 'text', text: '. and @ploy, a@nok' },
    ]);
    expect(commentSegments('', known)).toEqual([]);
  });

  it.each([
    ['typing after @', 'hi @no', 'no'],
    ['just the @ is no query yet', 'hi @', null],
    ['not in an email address', 'mail a@no', null],
    ['the caret left the mention', 'hi @no there', null],
    ['after punctuation', '(@no', 'no'],
    ['Thai is not a username character', 'hi @นก', null],
  ])('the mention being typed: %s', (_name, before, query) => {
    expect(mentionQueryAtEnd(before)).toBe(query);
  });

  it('a chosen suggestion completes the mention being typed', () => {
    expect(completeMentionAtEnd('hi @no', 'nok')).toBe('hi @nok ');
    expect(completeMentionAtEnd('hi @', 'nok')).toBe('hi @nok ');
    expect(completeMentionAtEnd('no mention', 'nok')).toBe('no mention');
  });
});
