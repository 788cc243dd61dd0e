import { describe, expect, it } from 'vitest';
import { PlainText } from '../../../src/contract/schema';
import { COMMENT_CONTROL_PATTERN, commentTextProblem } from '../../../src/domain/content/comment-rules';
import {
  CONTROL_CHARACTER_PATTERN,
  MULTILINE_CONTROL_CHARACTER_PATTERN,
  hasControlCharacters,
  withoutControlCharactersSource,
} from '../../../src/domain/text/control-characters';

const ONE_LINE = { multiline: false } as const;
const MULTI = { multiline: true } as const;
/** How Ajv compiles a schema pattern (with the `u` flag), and without it (other validators). */
const schemaAccepts = (source: string, text: string) => [
  new RegExp(source, 'u').test(text),
  new RegExp(source).test(text),
];

describe('control characters in free text (one rule: comments, polls, campaigns, moderation texts)', () => {
  it.each([
    ['NUL (PostgreSQL refuses it: a 500 before this rule)', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['vertical tab', 'a\u000Bb'],
    ['escape', 'a\u001Bb'],
    ['DEL', 'a\u007Fb'],
  ])('%s is refused, one line or several', (_name, text) => {
    expect(hasControlCharacters(text, ONE_LINE)).toBe(true);
    expect(hasControlCharacters(text, MULTI)).toBe(true);
    expect(schemaAccepts(withoutControlCharactersSource(ONE_LINE), text)).toEqual([false, false]);
    expect(schemaAccepts(withoutControlCharactersSource(MULTI), text)).toEqual([false, false]);
  });

  it.each([
    ['line feed', 'a\nb'],
    ['carriage return', 'a\r\nb'],
    ['tab', 'a\tb'],
  ])('%s is allowed only in a multi-line text', (_name, text) => {
    expect(hasControlCharacters(text, ONE_LINE)).toBe(true);
    expect(hasControlCharacters(text, MULTI)).toBe(false);
    expect(schemaAccepts(withoutControlCharactersSource(ONE_LINE), text)).toEqual([false, false]);
    expect(schemaAccepts(withoutControlCharactersSource(MULTI), text)).toEqual([true, true]);
  });

  it.each([
    ['Thai', 'ชายหาดไหนดีที่สุด'],
    ['emoji', 'Beach 🏖️'],
    ['empty', ''],
    ['latin-1 and beyond', 'Café – “quoted”'],
  ])('%s passes', (_name, text) => {
    expect(hasControlCharacters(text, ONE_LINE)).toBe(false);
    expect(schemaAccepts(withoutControlCharactersSource(ONE_LINE), text)).toEqual([true, true]);
  });

  it('the patterns are stateless (no g/y flag)', () => {
    for (const pattern of [CONTROL_CHARACTER_PATTERN, MULTILINE_CONTROL_CHARACTER_PATTERN]) {
      expect(pattern.flags).toBe('');
      expect([pattern.test('\u0000'), pattern.test('\u0000')]).toEqual([true, true]);
    }
  });

  it('comments use the same rule, as multi-line text (one definition)', () => {
    expect(COMMENT_CONTROL_PATTERN).toBe(MULTILINE_CONTROL_CHARACTER_PATTERN);
    expect(commentTextProblem('a\u0000b')).toBe('control');
    expect(commentTextProblem('line one\nline two')).toBeNull();
  });

  it("PlainText(max, { multiline }) is a string schema with the rule's pattern; other options pass through", () => {
    expect(PlainText(300)).toMatchObject({
      type: 'string',
      maxLength: 300,
      pattern: withoutControlCharactersSource(ONE_LINE),
    });
    expect(PlainText(2000, { multiline: true, default: '' })).toMatchObject({
      maxLength: 2000,
      default: '',
      pattern: withoutControlCharactersSource(MULTI),
    });
    expect(PlainText(10)).not.toHaveProperty('multiline');
  });
});
