import { describe, expect, it } from 'vitest';
import { ALLOWED_TEXT_PATTERN, isAllowedText } from '../../../src/domain/text/allowed-text';

describe('allowed text (spec §3 "Text pattern for allowed characters", §5)', () => {
  it('§3 the pattern is a unicode pattern without stateful flags', () => {
    expect(ALLOWED_TEXT_PATTERN.flags).toBe('u');
    expect(isAllowedText('abc')).toBe(true);
    expect(isAllowedText('abc')).toBe(true);
  });

  it.each([
    ['latin letters', 'Travelogue'],
    ['Thai with vowels and tone marks (marks)', 'เที่ยวเชียงใหม่ ไปดอยสุเทพ'],
    ['Thai tone marks stacked', 'น้ำ ก๊ก ป๋า'],
    ['Thai digits and paiyannoi', '๑๒๓ กรุงเทพฯ'],
    ['combining accents (marks)', 'Cafe\u0301'],
    ['Japanese', '東京タワー'],
    ['numbers', '2026'],
    ['punctuation', 'Hello, world! (ok) - "yes" ...'],
    ['math symbols', '1 + 1 = 2 < 3'],
    ['currency symbols', '฿100 $5 €3'],
    ['modifier symbols', 'a^b `c`'],
    ['underscore and dots', 'john_doe.99'],
    ['empty text', ''],
    ['no-break space (space separator)', 'a\u00a0b'],
  ])('§3 allowed: %s', (_name, text) => {
    expect(isAllowedText(text)).toBe(true);
  });

  it.each([
    ['emoji', 'trip 😀'],
    ['emoji with variation selector', '❤️'],
    ['flag emoji', '🇹🇭'],
    ['other symbol ©', '© 2026'],
    ['NUL', 'a\u0000b'],
    ['tab', 'a\tb'],
    ['newline', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['zero-width joiner (format character)', 'a\u200db'],
    ['right-to-left override', 'a\u202eb'],
    ['private use', 'a\ue000'],
  ])('§3 refused: %s', (_name, text) => {
    expect(isAllowedText(text)).toBe(false);
  });
});
