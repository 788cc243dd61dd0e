import { describe, expect, it } from 'vitest';
import { contentPath, segmentsOr } from '../../../src/domain/feed/discovery';
import {
  canSearch,
  EMPTY_SEARCH,
  normalizeKeyword,
  parseSearchState,
  searchStateToQuery,
} from '../../../src/domain/feed/search-query';

describe('search address: /search?q=&tab=&kind=&category=&language=&page=', () => {
  it.each([
    ['', EMPTY_SEARCH],
    ['?q=เชียงใหม่', { ...EMPTY_SEARCH, q: 'เชียงใหม่' }],
    ['?q=%20%20chiang%20%20mai%20&tab=places&page=3', { ...EMPTY_SEARCH, q: 'chiang mai', tab: 'places', page: 3 }],
    ['?kind=trip&category=food&language=th', { ...EMPTY_SEARCH, kind: 'trip', category: 'food', language: 'th' }],
    ['?tab=nope&kind=poem&category=Bad%20Id&language=fr&page=-2', EMPTY_SEARCH],
    ['?page=abc', EMPTY_SEARCH],
  ])('parses %s', (search, expected) => {
    expect(parseSearchState(search)).toEqual(expected);
  });

  it('spec §2: the content-language filter is `language`; `lang` (the app-wide locale switch) is not read', () => {
    expect(parseSearchState('?lang=th').language).toBeNull();
    expect(searchStateToQuery({ ...EMPTY_SEARCH, q: 'x', language: 'en' })).toBe('?q=x&language=en');
  });

  it('writes only what differs from the defaults, so equal searches share one link, and reads back the same', () => {
    expect(searchStateToQuery(EMPTY_SEARCH)).toBe('');
    const state = { q: 'ข้าวซอย', tab: 'creators', kind: 'article', category: 'food', language: 'th', page: 2 } as const;
    const query = searchStateToQuery(state);
    expect(query).toBe(
      '?q=%E0%B8%82%E0%B9%89%E0%B8%B2%E0%B8%A7%E0%B8%8B%E0%B8%AD%E0%B8%A2&tab=creators&kind=article&category=food&language=th&page=2',
    );
    expect(parseSearchState(query)).toEqual(state);
  });

  it('keywords are trimmed, spaces collapsed, at most 100 characters (the contract limit)', () => {
    expect(normalizeKeyword('  a \n b ')).toBe('a b');
    expect(Array.from(normalizeKeyword('ก'.repeat(150)))).toHaveLength(100);
  });

  it('contents may be searched by filters alone; places and creators need words', () => {
    expect(canSearch(EMPTY_SEARCH)).toBe(false);
    expect(canSearch({ ...EMPTY_SEARCH, kind: 'trip' })).toBe(true);
    expect(canSearch({ ...EMPTY_SEARCH, tab: 'places', kind: 'trip' })).toBe(false);
    expect(canSearch({ ...EMPTY_SEARCH, tab: 'creators', q: 'malee' })).toBe(true);
  });
});

describe('discovery helpers', () => {
  it('spec §2: articles are read at /contents/:id, trips at /trips/:id', () => {
    expect(contentPath({ kind: 'article', contentId: 'c 1' })).toBe('/contents/c%201');
    expect(contentPath({ kind: 'trip', contentId: 't1' })).toBe('/trips/t1');
  });

  it('no segments: the plain text as one unmatched segment', () => {
    expect(segmentsOr([], 'Hello')).toEqual([{ text: 'Hello', match: false }]);
    expect(segmentsOr([], '')).toEqual([]);
    expect(segmentsOr([{ text: 'x', match: true }], 'x')).toEqual([{ text: 'x', match: true }]);
  });
});
