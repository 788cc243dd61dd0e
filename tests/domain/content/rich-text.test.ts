import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  LINK_REL,
  LINK_TARGET,
  isAllowedHref,
  isAllowedTag,
} from '../../../src/domain/content/rich-text';

describe('rich-text allow-list (content contract)', () => {
  it('allows exactly the formatting tags of the contract and nothing that runs code or loads media', () => {
    expect([...ALLOWED_TAGS].sort()).toEqual([
      'a',
      'b',
      'blockquote',
      'br',
      'em',
      'h2',
      'h3',
      'i',
      'li',
      'ol',
      'p',
      's',
      'strong',
      'u',
      'ul',
    ]);
    for (const tag of ['script', 'style', 'iframe', 'img', 'object', 'svg', 'h1'])
      expect(isAllowedTag(tag)).toBe(false);
    expect(isAllowedTag('STRONG')).toBe(true);
  });

  it('only links carry attributes, and never style or event handlers', () => {
    expect(ALLOWED_ATTRIBUTES).toEqual({ a: ['href', 'rel', 'target'] });
    expect(LINK_REL).toBe('noopener noreferrer nofollow');
    expect(LINK_TARGET).toBe('_blank');
  });

  it.each([
    ['https://www.tourismthailand.org/', true],
    ['http://example.com/a?b#c', true],
    ['mailto:editor@example.com', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['vbscript:msgbox', false],
    ['/contents/abc', false],
    ['//evil.example', false],
    ['https://', false],
    ['mailto:', false],
  ])('href %j allowed = %s (http, https and mailto only)', (href, allowed) => {
    expect(isAllowedHref(href)).toBe(allowed);
  });
});
