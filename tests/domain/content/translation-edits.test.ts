import { describe, expect, it } from 'vitest';
import type { ContentDocument, DaySection, Section } from '../../../src/domain/content/content';
import { isSectionTranslated } from '../../../src/domain/content/content-language';
import { CONTENT_LIMITS, documentProblems } from '../../../src/domain/content/content-rules';
import {
  addTranslation,
  otherLanguage,
  removeTranslation,
  setSectionWords,
  setStopNote,
  setTranslationSummary,
  setTranslationTitle,
  translationProgress,
} from '../../../src/domain/content/translation-edits';

const image = { imageId: 'img1', url: 'u/img1', blurhash: null, width: 10, height: 10 };
const text: Section = { sectionId: 'intro', type: 'text', html: '<p>เช้าที่วัดโพธิ์</p>' };
const photo: Section = { sectionId: 'photo', type: 'image', image, caption: 'พระนอน' };
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

const thai = (over: Partial<ContentDocument> = {}): ContentDocument => ({
  title: 'เช้าที่วัดโพธิ์',
  summary: 'เดินเช้า',
  language: 'th',
  cover: null,
  sections: [text, photo, poll, day],
  categoryIds: [],
  ...over,
});

describe('translation edits (the editor writes the other language)', () => {
  it('a translation is into the other of th and en, and starts empty', () => {
    expect(otherLanguage(thai())).toBe('en');
    expect(otherLanguage(thai({ language: 'en' }))).toBe('th');
    const doc = addTranslation(thai());
    expect(doc.translations).toEqual({ en: { title: '', summary: '', sections: {} } });
    expect(addTranslation(doc)).toBe(doc);
  });

  it('title, summary and the words of each section are set in the translation, within the primary limits', () => {
    let doc = addTranslation(thai());
    doc = setTranslationTitle(doc, 'en', 'x'.repeat(CONTENT_LIMITS.titleMax + 5));
    doc = setTranslationSummary(doc, 'en', 'An early walk');
    doc = setSectionWords(doc, 'en', 'intro', { html: '<p>Morning</p>' });
    doc = setSectionWords(doc, 'en', 'day1', { title: 'Day one' });
    doc = setStopNote(doc, 'en', 'day1', 'a', 'Pay respect');
    expect(doc.translations?.en).toEqual({
      title: 'x'.repeat(CONTENT_LIMITS.titleMax),
      summary: 'An early walk',
      sections: {
        intro: { html: '<p>Morning</p>' },
        day1: { title: 'Day one', stops: { a: { note: 'Pay respect' } } },
      },
    });
    expect(doc.title).toBe('เช้าที่วัดโพธิ์');
    expect(documentProblems('trip', doc)).toEqual([]);
  });

  it('a field the section type has not, an unknown section or stop, or no translation changes nothing', () => {
    const doc = addTranslation(thai());
    expect(setSectionWords(doc, 'en', 'intro', { caption: 'no' })).toBe(doc);
    expect(setSectionWords(doc, 'en', 'poll', { title: 'no' })).toBe(doc);
    expect(setSectionWords(doc, 'en', 'gone', { html: '<p>no</p>' })).toBe(doc);
    expect(setStopNote(doc, 'en', 'day1', 'gone', 'no')).toBe(doc);
    expect(setStopNote(doc, 'en', 'intro', 'a', 'no')).toBe(doc);
    expect(setTranslationTitle(thai(), 'en', 'no')).toEqual(thai());
    expect(setTranslationTitle(doc, 'th', 'the primary language is the document')).toBe(doc);
  });

  it('progress counts sections as isSectionTranslated does: a poll is translated as it is, a day needs every stop with words', () => {
    let doc = addTranslation(thai());
    expect(translationProgress(doc, 'en')).toEqual({ translated: 1, total: 4 });
    doc = setSectionWords(doc, 'en', 'photo', { caption: 'The reclining Buddha' });
    doc = setSectionWords(doc, 'en', 'day1', { title: 'Day one' });
    expect(isSectionTranslated(doc, 'day1', 'en')).toBe(false); // stop a still has Thai words only
    doc = setStopNote(doc, 'en', 'day1', 'a', 'Pay respect');
    expect(translationProgress(doc, 'en')).toEqual({ translated: 3, total: 4 });
    doc = setSectionWords(doc, 'en', 'intro', { html: '   ' });
    expect(translationProgress(doc, 'en')).toEqual({ translated: 3, total: 4 });
  });

  it('removing the last translation leaves {} (a save without the field would keep the stored one)', () => {
    const doc = setTranslationTitle(addTranslation(thai()), 'en', 'Morning');
    const removed = removeTranslation(doc, 'en');
    expect(removed.translations).toEqual({});
    expect(removeTranslation(removed, 'en')).toBe(removed);
    expect(removeTranslation(thai(), 'en')).toEqual(thai());
  });

  it('a section id named like an Object.prototype member is an own key', () => {
    const odd: Section = { sectionId: 'constructor', type: 'text', html: '<p>ก</p>' };
    const doc = setSectionWords(addTranslation(thai({ sections: [odd] })), 'en', 'constructor', { html: '<p>A</p>' });
    expect(Object.hasOwn(doc.translations?.en?.sections ?? {}, 'constructor')).toBe(true);
    expect(translationProgress(doc, 'en')).toEqual({ translated: 1, total: 1 });
  });
});
