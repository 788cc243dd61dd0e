import { describe, expect, it } from 'vitest';
import { SAFE_REDIRECT_FALLBACK, safeRedirectPath } from '../../../src/domain/routing/safe-redirect';

describe('safeRedirectPath (spec §2 rule 5: redirectUrl yields only a same-origin path)', () => {
  it('§2 the fallback is the dashboard', () => {
    expect(SAFE_REDIRECT_FALLBACK).toBe('/dashboard');
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/contents/42', '/contents/42'],
    ['/my-contents?tab=draft&page=2', '/my-contents?tab=draft&page=2'],
    ['/search?q=hello%20world', '/search?q=hello%20world'],
    ['/profiles/%E0%B8%AA%E0%B8%A1', '/profiles/%E0%B8%AA%E0%B8%A1'],
    ['/contents/1#comments', '/contents/1#comments'],
    ['/a/../b', '/b'],
    ['/', '/'],
  ])('§2 rule 5: keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['scheme-relative', '//evil.example'],
    ['scheme-relative with path', '//evil.example/dashboard'],
    ['triple slash', '///evil.example'],
    ['backslash host', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash later in the path', '/ok\\..\\..\\evil'],
    ['scheme without slashes', 'https:evil.example'],
    ['absolute URL', 'https://evil.example/dashboard'],
    ['javascript URL', 'javascript:alert(1)'],
    ['javascript URL, mixed case', 'JaVaScRiPt:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'dashboard'],
    ['encoded scheme-relative', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded second slash', '/%252Fevil.example'],
    ['triple-encoded backslash', '/%25255Cevil.example'],
    ['leading space', ' //evil.example'],
    ['leading tab', '\t//evil.example'],
    ['tab between slashes', '/\t/evil.example'],
    ['newline between slashes', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['no-break space', '/\u00a0/evil.example'],
    ['zero-width space', '/\u200b/evil.example'],
    ['line separator', '/\u2028/evil.example'],
    ['byte-order mark', '\ufeff//evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['encoded NUL', '/%00'],
    ['encoded DEL', '/%7F'],
    ['double-encoded newline', '/%250a/evil.example'],
    ['malformed percent-encoding', '/%E0%A4%A'],
    ['dot segment collapsing into //', '/..//evil.example'],
    ['single dot segment collapsing into //', '/.//evil.example'],
    ['parent segment collapsing into //', '/a/..//evil.example'],
    ['encoded dot segments collapsing into //', '/%2e%2e//evil.example'],
    ['encoded dot segments before an encoded slash', '/x/%2e%2e/%2fevil.example'],
    ['overlong', `/${'a'.repeat(5000)}`],
  ])('§2 rule 5: %s falls back to the dashboard', (_name, raw) => {
    expect(safeRedirectPath(raw)).toBe(SAFE_REDIRECT_FALLBACK);
  });

  it('§2 rule 5: whatever is returned stays on the page origin', () => {
    const origin = 'https://travelogue.example';
    for (const raw of ['/x', '//evil', '/\\evil', '/%2F%2Fevil', 'https:evil', '/\t/evil', '/..//evil']) {
      expect(new URL(safeRedirectPath(raw), origin).origin).toBe(origin);
    }
  });
});

describe('safeRedirectPath over generated inputs (spec §2 rule 5)', () => {
  const pieces = [
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2F',
    '%2f',
    '%5C',
    '%25',
    '%2e',
    '%09',
    '%0a',
    '\t',
    '\n',
    ' ',
    ':',
    'evil.example',
    'a',
    '?',
    '#',
    '@',
    'https:',
    'javascript:',
  ];
  let seed = 20260615;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const inputs = Array.from({ length: 3000 }, () =>
    Array.from({ length: 1 + (next() % 6) }, () => pieces[next() % pieces.length]).join(''),
  );

  it('§2 rule 5: every result is a same-origin path that no further decoding turns into another host', () => {
    const origin = 'https://travelogue.example';
    for (const raw of inputs) {
      const result = safeRedirectPath(raw);
      expect(result.startsWith('/') && !result.startsWith('//') && !result.includes('\\'), raw).toBe(true);
      expect(new URL(result, origin).origin, raw).toBe(origin);
      let layer = result;
      for (let i = 0; i < 3; i += 1) {
        try {
          layer = decodeURIComponent(layer);
        } catch {
          break;
        }
        // eslint-disable-next-line no-control-regex -- a decoded layer must hold no control character
        expect(layer.startsWith('//') || layer.includes('\\') || /[\u0000-\u001f]/.test(layer), raw).toBe(false);
      }
    }
  });
});
