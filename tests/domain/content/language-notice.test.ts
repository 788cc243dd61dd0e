import { describe, expect, it } from 'vitest';
import type { ContentLanguage, ShownLanguages } from '../../../src/domain/content/content';
import {
  headInLanguage,
  languageNoticeOf,
  type ContentHead,
  type HeadRendering,
  type LanguageNotice,
} from '../../../src/domain/content/content-language';

const thaiHead = (over: Partial<ContentHead> = {}): ContentHead => ({
  language: 'th',
  title: 'เช้าที่วัดโพธิ์',
  summary: 'เดินเช้า',
  translations: { en: { title: 'Morning at Wat Pho', summary: 'An early walk' } },
  ...over,
});

describe("a list card's title and summary in the reader's language (the reading page's rule)", () => {
  it.each<[string, ContentHead, ContentLanguage | null, HeadRendering]>([
    [
      'asked in the translation: its title and summary',
      thaiHead(),
      'en',
      { language: 'en', title: 'Morning at Wat Pho', summary: 'An early walk', summaryLanguage: 'en' },
    ],
    [
      'asked in the primary language: the primary words',
      thaiHead(),
      'th',
      { language: 'th', title: 'เช้าที่วัดโพธิ์', summary: 'เดินเช้า', summaryLanguage: 'th' },
    ],
    [
      'nothing asked: the primary words',
      thaiHead(),
      null,
      { language: 'th', title: 'เช้าที่วัดโพธิ์', summary: 'เดินเช้า', summaryLanguage: 'th' },
    ],
    [
      'a translation without a title is not readable yet: the primary words',
      thaiHead({ translations: { en: { title: '  ', summary: 'An early walk' } } }),
      'en',
      { language: 'th', title: 'เช้าที่วัดโพธิ์', summary: 'เดินเช้า', summaryLanguage: 'th' },
    ],
    [
      'no translation at all (a single-language content)',
      thaiHead({ translations: undefined }),
      'en',
      { language: 'th', title: 'เช้าที่วัดโพธิ์', summary: 'เดินเช้า', summaryLanguage: 'th' },
    ],
    [
      'a translation without a summary: the primary summary, marked as the primary language',
      thaiHead({ translations: { en: { title: 'Morning at Wat Pho', summary: null } } }),
      'en',
      { language: 'en', title: 'Morning at Wat Pho', summary: 'เดินเช้า', summaryLanguage: 'th' },
    ],
    [
      'no summary in either language: an empty one in the language shown',
      thaiHead({ summary: '', translations: { en: { title: 'Morning at Wat Pho', summary: '' } } }),
      'en',
      { language: 'en', title: 'Morning at Wat Pho', summary: '', summaryLanguage: 'en' },
    ],
  ])('%s', (_case, head, requested, expected) => {
    expect(headInLanguage(head, requested)).toEqual(expected);
  });

  it('a language named like an Object property finds no translation', () => {
    const head = thaiHead({ translations: {} });
    expect(headInLanguage(head, 'constructor' as ContentLanguage).title).toBe('เช้าที่วัดโพธิ์');
  });
});

const bilingual = (over: Partial<ShownLanguages> = {}): ShownLanguages => ({
  primary: 'th',
  available: ['th', 'en'],
  title: 'en',
  summary: 'en',
  sections: { intro: 'en', photo: 'en' },
  ...over,
});

describe('what a reading page says about the language it shows', () => {
  it.each<[string, { language: ContentLanguage; languages?: ShownLanguages }, ContentLanguage, LanguageNotice]>([
    ['a single-language content read in its language: nothing', { language: 'th' }, 'th', { kind: 'none' }],
    [
      'a single-language content asked in the other language: shown in its original language',
      { language: 'th' },
      'en',
      { kind: 'original', requested: 'en', shown: 'th' },
    ],
    [
      'a bilingual content fully translated, read in the translation: nothing',
      { language: 'en', languages: bilingual() },
      'en',
      { kind: 'none' },
    ],
    [
      'a bilingual content in its primary language: nothing (every part is in it)',
      { language: 'th', languages: bilingual({ title: 'th', summary: 'th', sections: { intro: 'th' } }) },
      'th',
      { kind: 'none' },
    ],
    [
      'a section left in the primary language: partly',
      { language: 'en', languages: bilingual({ sections: { intro: 'en', photo: 'th' } }) },
      'en',
      { kind: 'partial', requested: 'en', primary: 'th' },
    ],
    [
      'a summary left in the primary language: partly',
      { language: 'en', languages: bilingual({ summary: 'th' }) },
      'en',
      { kind: 'partial', requested: 'en', primary: 'th' },
    ],
  ])('%s', (_case, content, requested, expected) => {
    expect(languageNoticeOf(content, requested)).toEqual(expected);
  });
});
