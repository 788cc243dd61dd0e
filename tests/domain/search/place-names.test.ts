import { describe, expect, it } from 'vitest';
import {
  lenientKey,
  placeHighlightTerms,
  placeIndexTokens,
  placeMatchesQuery,
  romanisedQueryWords,
  type PlaceNames,
} from '../../../src/domain/search/place-names';
import { queryGroups, toTsQueryText } from '../../../src/domain/search/segment';

const WAT_PHO: PlaceNames = { en: 'Wat Pho (Temple of the Reclining Buddha)', th: 'วัดพระเชตุพนวิมลมังคลาราม (วัดโพธิ์)' };
const RAILAY: PlaceNames = { en: 'Railay Beach West', th: 'หาดไร่เลย์ตะวันตก' };
const NAKHON: PlaceNames = { en: 'Korat', th: 'นครราชสีมา' };

describe('lenientKey: spellings of one Thai name share a key', () => {
  it.each([
    ['Wat Pho', 'Wat Po', 'watpo'],
    ['wat pho', 'Wat-Pho', 'watpo'],
    ['Chiang Mai', 'Chiangmai', 'ciangmai'],
    ['Phuket', 'Puket', 'puket'],
    ['Phatthaya', 'Pattaya', 'pataya'],
    ['Ayutthaya', 'Ayuthaya', 'ayutaya'],
    ['Ko Samui', 'Koh Samui', 'kosamui'],
    ['Sukhumwit', 'Sukhumvit', 'sukumwit'],
    ['Ratchaburi', 'Rajaburi', 'racaburi'],
    ['Chatuchak', 'Jatujak', 'catucak'],
    ['Nakhon', 'Nakorn', 'nakon'],
    ['Mueang', 'Muang', 'muang'],
    ['Phi Phi', 'Pee Pee', 'pipi'],
    ['Kaeo', 'Kaew', 'kaeo'],
    ['Si Lom', 'Silom', 'silom'],
    ['Khao San', 'Kao San', 'kaosan'],
    ['Si Ayutthaya', 'Sri Ayutthaya', 'siayutaya'],
    ['Rai Le', 'Rai Leh', 'raile'],
  ])('%s and %s → %s', (a, b, key) => {
    expect(lenientKey(a)).toBe(key);
    expect(lenientKey(b)).toBe(key);
  });

  it('keeps names that differ apart', () => {
    expect(lenientKey('Wat Arun')).not.toBe(lenientKey('Wat Pho'));
    expect(lenientKey('Chiang Rai')).not.toBe(lenientKey('Chiang Mai'));
  });
});

describe('placeMatchesQuery: a place answers a query in either script and in lenient spellings', () => {
  it.each([
    ['Wat Pho', WAT_PHO, true],
    ['wat pho', WAT_PHO, true],
    ['Wat-Pho', WAT_PHO, true],
    ['watpho', WAT_PHO, true],
    ['Wat Po', WAT_PHO, true],
    ['วัดโพธิ์', WAT_PHO, true],
    ['reclining buddha', WAT_PHO, true],
    ['wat arun', WAT_PHO, false],
    ['rai le', RAILAY, true],
    ['Rai Leh', RAILAY, true],
    ['railay', RAILAY, true],
    ['ไร่เลย์', RAILAY, true],
    ['nakhon ratchasima', NAKHON, true],
    ['Nakorn Ratchasima', NAKHON, true],
    ['korat', NAKHON, true],
    ['chiang mai', NAKHON, false],
  ])('%s → %s: %s', (keyword, place, expected) => {
    expect(placeMatchesQuery(place, queryGroups(keyword))).toBe(expected);
  });

  it('indexes the Thai words, the English and romanised words, their joins and keys', () => {
    const tokens = placeIndexTokens([WAT_PHO]);
    for (const token of ['วัดโพธิ์', 'โพธิ์', 'wat', 'pho', 'watpho', 'reclining', 'phrachetuphon', 'xqwatpo'])
      expect(tokens).toContain(token);
  });

  it('highlights each phrase of the English name and each Thai run of the Thai name', () => {
    expect(placeHighlightTerms(WAT_PHO)).toEqual([
      'wat pho',
      'temple of the reclining buddha',
      'วัดพระเชตุพนวิมลมังคลาราม',
      'วัดโพธิ์',
    ]);
  });
});

describe('a query across scripts (the tsquery text the server runs)', () => {
  it('a Thai run may also be found by its romanised words, all of them, exactly', () => {
    expect(romanisedQueryWords('วัดโพธิ์')).toEqual(['wat', 'pho']);
    const groups = queryGroups('วัดโพธิ์');
    const romanised = new Map([['วัดโพธิ์', romanisedQueryWords('วัดโพธิ์')]]);
    expect(toTsQueryText(groups, new Map(), { romanised })).toBe('(วัดโพธิ์:* | (วัด & โพธิ์:*) | (wat & pho))');
  });

  it("a Latin word may also be found by its lenient key; the content's own text is asked by weights A, B, C", () => {
    const groups = queryGroups('wat po');
    const keys = new Map([
      ['wat', ['xqwat']],
      ['po', ['xqpo']],
    ]);
    expect(toTsQueryText(groups, new Map(), { prefixAlternatives: keys })).toBe('(wat:* | xqwat:*) & (po:* | xqpo:*)');
    expect(toTsQueryText(groups, new Map([['wat', ['what']]]), { weights: 'ABC' })).toBe(
      '(wat:*ABC | what:ABC) & po:*ABC',
    );
  });
});
