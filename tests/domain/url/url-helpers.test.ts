import { describe, expect, it } from 'vitest';
import { Routes } from '../../../src/domain/routing/routes';
import { appendQuery, fillPathParams, getQueryParam, parseAbsoluteUrl } from '../../../src/domain/url/url-helpers';

describe('fillPathParams (spec §2 "URL helpers needed": named path parameters with a leading colon)', () => {
  it.each([
    [Routes.content, { id: 42 }, '/contents/42'],
    [Routes.campaignDetail, { id: 'c-1' }, '/campaigns/c-1/detail'],
    [Routes.profile, { username: 'somchai' }, '/profiles/somchai'],
    ['/a/:x/b/:y', { x: 1, y: 2 }, '/a/1/b/2'],
    ['/contents/:id', { id: 'a/b?c#d' }, '/contents/a%2Fb%3Fc%23d'],
    ['/profiles/:username', { username: 'สมชาย' }, '/profiles/%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2'],
    ['/dashboard', {}, '/dashboard'],
    ['/contents/:id', { id: 1, extra: 'x' }, '/contents/1'],
  ])('§2 URL helpers: %s with %o → %s', (template, params, expected) => {
    expect(fillPathParams(template, params)).toBe(expected);
  });

  it.each([
    ['/contents/:id', {}],
    ['/contents/:id', { id: '' }],
    ['/a/:x/:y', { x: 1 }],
  ])('§2 URL helpers: %s with %o throws on a missing parameter', (template, params) => {
    expect(() => fillPathParams(template, params)).toThrow(/Missing path parameter/);
  });
});

describe('appendQuery (spec §2 "URL helpers needed": append query parameters to a URL)', () => {
  it.each([
    ['/contents', { page: 2 }, '/contents?page=2'],
    ['/contents?tab=draft', { page: 2 }, '/contents?tab=draft&page=2'],
    ['/contents?tab=draft#top', { page: 2 }, '/contents?tab=draft&page=2#top'],
    ['/contents#top', { page: 2 }, '/contents?page=2#top'],
    ['/contents?', { a: 1 }, '/contents?a=1'],
    ['/contents?x=1&', { a: 1 }, '/contents?x=1&a=1'],
    ['/contents', { a: undefined, b: null, c: 'x' }, '/contents?c=x'],
    ['/contents', { a: undefined }, '/contents'],
    ['/search', { q: 'a b&c=d', flag: true }, '/search?q=a%20b%26c%3Dd&flag=true'],
    ['https://x.example/p?q=1#h', { lang: 'th' }, 'https://x.example/p?q=1&lang=th#h'],
    ['/s?keep=a%20b', { n: 0 }, '/s?keep=a%20b&n=0'],
  ])('§2 URL helpers: %s + %o → %s', (url, params, expected) => {
    expect(appendQuery(url, params)).toBe(expected);
  });
});

describe('parseAbsoluteUrl and getQueryParam (spec §2 "URL helpers needed": absolute http or https URLs)', () => {
  it.each([
    ['https://travelogue.example/contents/42?x=1#h', { origin: 'https://travelogue.example', path: '/contents/42' }],
    ['http://localhost:8080/', { origin: 'http://localhost:8080', path: '/' }],
    ['HTTPS://Travelogue.Example', { origin: 'https://travelogue.example', path: '/' }],
  ])('§2 URL helpers: %s → %o', (url, expected) => {
    expect(parseAbsoluteUrl(url)).toEqual(expected);
  });

  it.each([
    '/contents/42',
    'ftp://x.example/a',
    'javascript:alert(1)',
    'mailto:a@b.c',
    'https:evil',
    'not a url',
    '',
    'https://',
  ])('§2 URL helpers: %s is not an absolute http(s) URL', (url) => {
    expect(parseAbsoluteUrl(url)).toBeNull();
    expect(getQueryParam(url, 'x')).toBeNull();
  });

  it.each([
    ['https://x.example/a?oobCode=abc&mode=verifyEmail', 'oobCode', 'abc'],
    ['https://x.example/a?q=a%20b', 'q', 'a b'],
    ['https://x.example/a?q=1&q=2', 'q', '1'],
    ['https://x.example/a?q=', 'q', ''],
    ['https://x.example/a?q=1', 'missing', null],
    ['https://x.example/a#q=1', 'q', null],
  ])('§2 URL helpers: %s, %s → %s', (url, name, expected) => {
    expect(getQueryParam(url, name)).toBe(expected);
  });
});
