import { describe, expect, it } from 'vitest';
import type {
  ContentDocument,
  ContentLanguage,
  ContentTranslation,
  DaySection,
  Section,
} from '../../../src/domain/content/content';
import {
  availableLanguages,
  isSectionTranslated,
  pruneTranslations,
  renderInLanguage,
} from '../../../src/domain/content/content-language';
import { CONTENT_LIMITS, documentProblems } from '../../../src/domain/content/content-rules';

const image = { imageId: 'img1', url: 'u/img1', blurhash: null, width: 10, height: 10 };
const text: Section = { sectionId: 'intro', type: 'text', html: '<p>เช้าที่วัดโพธิ์</p>' };
const photo: Section = { sectionId: 'photo', type: 'image', image, caption: 'พระนอน' };
const bare: Section = { sectionId: 'bare', type: 'image', image, caption: '' };
const place: Section = {
  sectionId: 'place',
  type: 'location',
  locationId: 'wat-pho',
  pendingLocation: null,
  note: 'ไปเช้า',
};
const poll: Section = { sectionId: 'poll', type: 'poll', pollId: 'p1' };
const day: DaySection = {
  sectionId: 'day1',
  type: 'day',
  title: 'วันแรก',
  stops: [
    { stopId: 'a', locationId: 'wat-pho', pendingLocation: null, note: 'ไหว้พระ', time: '08:00' },
    { stopId: 'b', locationId: 'wat-arun', pendingLocation: null, note: '', time: null },
  ],
};

const english: ContentTranslation = {
  title: 'Morning at Wat Pho',
  summary: 'An early walk',
  sections: {
    intro: { html: '<p>Morning at Wat Pho</p>' },
    photo: { caption: 'The reclining Buddha' },
    place: { note: 'Go early' },
    day1: { title: 'Day one', stops: { a: { note: 'Pay respect' } } },
  },
};

const thai = (over: Partial<ContentDocument> = {}): ContentDocument => ({
  title: 'เช้าที่วัดโพธิ์',
  summary: 'เดินเช้า',
  language: 'th',
  cover: image,
  sections: [text, photo, bare, place, poll, day],
  categoryIds: [],
  translations: { en: english },
  ...over,
});

describe('a content in two languages: which languages readers can read', () => {
  it.each<[string, ContentDocument, ContentLanguage[]]>([
    ['a single-language content: its primary only', thai({ translations: undefined }), ['th']],
    ['a translation with a title: primary first, then it', thai(), ['th', 'en']],
    [
      'a translation without a title is work in progress',
      thai({ translations: { en: { ...english, title: ' ' } } }),
      ['th'],
    ],
    ['an empty translations object', thai({ translations: {} }), ['th']],
  ])('%s', (_, doc, expected) => {
    expect(availableLanguages(doc)).toEqual(expected);
  });
});

describe('rendering in a requested language (fallback: requested if present, else primary; untranslated parts marked)', () => {
  it.each<[string, ContentDocument, ContentLanguage | null, ContentLanguage, boolean]>([
    ['no language asked: the primary', thai(), null, 'th', false],
    ['the primary asked: the primary', thai(), 'th', 'th', false],
    ['the translation asked: the translation', thai(), 'en', 'en', false],
    ['a language it lacks: the primary, fallen back', thai({ translations: undefined }), 'en', 'th', true],
    [
      'a translation without a title: the primary, fallen back',
      thai({ translations: { en: { ...english, title: '' } } }),
      'en',
      'th',
      true,
    ],
  ])('%s', (_, doc, requested, shown, fellBack) => {
    const rendering = renderInLanguage(doc, requested);
    expect(rendering.document.language).toBe(shown);
    expect(rendering.fellBack).toBe(fellBack);
    expect(rendering.document).not.toHaveProperty('translations');
  });

  it('the primary rendering is the document itself, without its translations, every part in the primary language', () => {
    const { translations: _, ...plain } = thai();
    const rendering = renderInLanguage(thai(), null);
    expect(rendering.document).toEqual(plain);
    expect(rendering.languages).toEqual({
      primary: 'th',
      available: ['th', 'en'],
      title: 'th',
      summary: 'th',
      sections: { intro: 'th', photo: 'th', bare: 'th', place: 'th', poll: 'th', day1: 'th' },
    });
  });

  it('in English: translated words replace the Thai ones; structure (order, images, places, polls, stops) is shared', () => {
    const { document, languages } = renderInLanguage(thai(), 'en');
    expect(document.title).toBe('Morning at Wat Pho');
    expect(document.summary).toBe('An early walk');
    expect(document.sections).toEqual([
      { ...text, html: '<p>Morning at Wat Pho</p>' },
      { ...photo, caption: 'The reclining Buddha' },
      bare,
      { ...place, note: 'Go early' },
      poll,
      { ...day, title: 'Day one', stops: [{ ...day.stops[0], note: 'Pay respect' }, day.stops[1]] },
    ]);
    // Sections without words (a poll, an image without caption, a stop without a note) are translated as they are.
    expect(languages.sections).toEqual({ intro: 'en', photo: 'en', bare: 'en', place: 'en', poll: 'en', day1: 'en' });
  });

  it.each<[string, ContentTranslation['sections'], string]>([
    ['a section absent from the translation', { ...english.sections, intro: {} }, 'intro'],
    ['a field left empty', { ...english.sections, photo: { caption: '  ' } }, 'photo'],
    [
      'a day whose title is translated but a stop with a note is not',
      { ...english.sections, day1: { title: 'Day one' } },
      'day1',
    ],
    [
      'a day whose stops are translated but not its title',
      { ...english.sections, day1: { stops: { a: { note: 'x' } } } },
      'day1',
    ],
  ])('%s falls back whole to the primary language and is marked so', (_, sections, untranslated) => {
    const doc = thai({ translations: { en: { ...english, sections } } });
    const { document, languages } = renderInLanguage(doc, 'en');
    const original = doc.sections.find((s) => s.sectionId === untranslated);
    expect(document.sections.find((s) => s.sectionId === untranslated)).toEqual(original);
    expect(languages.sections[untranslated]).toBe('th');
    expect(isSectionTranslated(doc, untranslated, 'en')).toBe(false);
    expect(Object.values(languages.sections).filter((language) => language === 'th')).toHaveLength(1);
  });

  it('an untranslated summary falls back to the primary one, marked; an empty primary summary needs none', () => {
    const missing = renderInLanguage(thai({ translations: { en: { ...english, summary: '' } } }), 'en');
    expect(missing.document.summary).toBe('เดินเช้า');
    expect(missing.languages.summary).toBe('th');
    const none = renderInLanguage(thai({ summary: '', translations: { en: { ...english, summary: '' } } }), 'en');
    expect(none.languages.summary).toBe('en');
  });

  it('a section id named like an Object property (constructor) is not found in an empty translation', () => {
    const odd: Section = { sectionId: 'constructor', type: 'text', html: '<p>x</p>' };
    const doc = thai({ sections: [odd], translations: { en: { ...english, sections: {} } } });
    expect(renderInLanguage(doc, 'en').languages.sections).toEqual({ constructor: 'th' });
    expect(isSectionTranslated(doc, 'constructor', 'en')).toBe(false);
  });
});

describe('rules of a translation (refused on save)', () => {
  const problemsOf = (translations: ContentDocument['translations'], over: Partial<ContentDocument> = {}) =>
    documentProblems('trip', thai({ translations, ...over })).map((p) => [p.kind, p.path]);

  it('a complete, valid translation has no problem', () => {
    expect(problemsOf({ en: english })).toEqual([]);
  });

  it.each<[string, ContentDocument['translations'], [string, string]]>([
    ['in the primary language', { th: english }, ['translationLanguage', 'translations.th']],
    [
      'a section the document does not have',
      { en: { ...english, sections: { gone: { html: 'x' } } } },
      ['translationUnknownPart', 'translations.en.sections.gone'],
    ],
    [
      'a field the section type has none of',
      { en: { ...english, sections: { intro: { caption: 'x' } } } },
      ['translationUnknownPart', 'translations.en.sections.intro.caption'],
    ],
    [
      'words for a poll',
      { en: { ...english, sections: { poll: { html: 'x' } } } },
      ['translationUnknownPart', 'translations.en.sections.poll.html'],
    ],
    [
      'a stop the day does not have',
      { en: { ...english, sections: { day1: { stops: { zz: { note: 'x' } } } } } },
      ['translationUnknownPart', 'translations.en.sections.day1.stops.zz'],
    ],
    [
      'a title over the primary limit',
      { en: { ...english, title: 'x'.repeat(CONTENT_LIMITS.titleMax + 1) } },
      ['invalid', 'translations.en.title'],
    ],
    [
      'a summary over the primary limit',
      { en: { ...english, summary: 'x'.repeat(CONTENT_LIMITS.summaryMax + 1) } },
      ['invalid', 'translations.en.summary'],
    ],
    [
      'text over the primary limit',
      { en: { ...english, sections: { intro: { html: 'x'.repeat(CONTENT_LIMITS.htmlMax + 1) } } } },
      ['invalid', 'translations.en.sections.intro.html'],
    ],
    [
      'a caption over the primary limit',
      { en: { ...english, sections: { photo: { caption: 'x'.repeat(CONTENT_LIMITS.captionMax + 1) } } } },
      ['invalid', 'translations.en.sections.photo.caption'],
    ],
    [
      'a day title over the primary limit',
      { en: { ...english, sections: { day1: { title: 'x'.repeat(CONTENT_LIMITS.dayTitleMax + 1) } } } },
      ['invalid', 'translations.en.sections.day1.title'],
    ],
    [
      'a stop note over the primary limit',
      { en: { ...english, sections: { day1: { stops: { a: { note: 'x'.repeat(CONTENT_LIMITS.noteMax + 1) } } } } } },
      ['invalid', 'translations.en.sections.day1.stops.a.note'],
    ],
  ])('%s', (_, translations, problem) => {
    expect(problemsOf(translations)).toEqual([problem]);
  });

  it('a translation problem is reported before a generic one, after a pending location', () => {
    const kinds = documentProblems(
      'trip',
      thai({
        title: 'x'.repeat(CONTENT_LIMITS.titleMax + 1),
        sections: [
          ...thai().sections,
          { sectionId: 'p2', type: 'location', locationId: null, pendingLocation: null, note: '' },
        ],
        translations: { th: english, en: { ...english, sections: { gone: {} } } },
      }),
    ).map((p) => p.kind);
    expect(kinds).toEqual(['pendingLocation', 'translationLanguage', 'translationUnknownPart', 'invalid']);
  });
});

describe('pruning a translation to the parts the document still has', () => {
  it('drops the words of a removed section and a removed stop, keeps the rest', () => {
    const doc = thai({ sections: [photo, { ...day, stops: [day.stops[1]] }] });
    expect(pruneTranslations(doc)).toEqual({
      en: { ...english, sections: { photo: english.sections.photo, day1: { title: 'Day one', stops: {} } } },
    });
  });

  it('keeps a translation in the primary language as it is (a save then refuses it, nothing is dropped silently)', () => {
    expect(pruneTranslations(thai({ language: 'en' }))).toEqual({ en: english });
  });

  it('a single-language document stays without translations', () => {
    expect(pruneTranslations(thai({ translations: undefined }))).toBeUndefined();
  });
});
