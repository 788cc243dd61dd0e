import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../../src/ui/components/content-view/rich-text';

const html = (source: string) => render(<RichText html={source} />).container.querySelector('.cv-text')!.innerHTML;

describe('RichText — rich text sanitized again before rendering (allow-list of rich-text.ts)', () => {
  it.each([
    [
      '<p>a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s><br>f</p>',
      '<p>a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s><br>f</p>',
    ],
    ['<h2>T</h2><h3>t</h3><blockquote>q</blockquote>', '<h2>T</h2><h3>t</h3><blockquote>q</blockquote>'],
    ['<ul>\n <li>one</li>\n <li>two</li>\n</ul>', '<ul><li>one</li><li>two</li></ul>'],
  ])('keeps allowed formatting: %s', (input, expected) => {
    expect(html(input)).toBe(expected);
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<style>p{}</style><iframe src="https://evil"></iframe><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)" style="color:red" class="c">x</p>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)><p>x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script><a href="https://x">s</a></svg><p>x</p>', '<p>x</p>'],
    ['<div><span>kept text</span></div>', 'kept text'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', ''],
  ])('drops what is not allowed and keeps the text of removed formatting: %s', (input, expected) => {
    expect(html(input)).toBe(expected);
  });

  it.each([
    ['<a href="javascript:alert(1)">x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['<a href="/relative">x</a>'],
  ])('a link with a forbidden URL loses its href but keeps its text: %s', (input) => {
    expect(html(input)).toBe('<a rel="noopener noreferrer nofollow" target="_blank">x</a>');
  });

  it('an http(s) or mailto link gets the fixed rel and target, whatever the input said', () => {
    expect(html('<a href="https://example.com" rel="opener" target="_self" onclick="x()">go</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">go</a>',
    );
    expect(html('<a href="mailto:a@b.co">mail</a>')).toContain('href="mailto:a@b.co"');
  });
});
