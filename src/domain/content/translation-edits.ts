import type {
  ContentDocument,
  ContentLanguage,
  ContentTranslation,
  SectionTranslation,
  StopTranslation,
} from './content';
import { isSectionTranslated, ownEntry, TRANSLATABLE_FIELDS, translationIn } from './content-language';
import { CONTENT_LIMITS } from './content-rules';

/**
 * Pure edits of a content's translation, as the editor makes them (content-language.ts has the model). Each
 * returns a new document, or the document itself when nothing applies (no such translation, section or stop,
 * a field the section's type does not have), so a caller can compare by reference. Words are cut at the
 * primary text's limits, which a save checks on both languages.
 */

/** The language a content can be translated into: the one of th/en it is not written in. */
export const otherLanguage = (doc: ContentDocument): ContentLanguage => (doc.language === 'th' ? 'en' : 'th');

const EMPTY_TRANSLATION: ContentTranslation = { title: '', summary: '', sections: {} };

/** Starts an empty translation into the other language (a content already translated is left as it is). */
export function addTranslation(doc: ContentDocument): ContentDocument {
  const language = otherLanguage(doc);
  if (translationIn(doc, language)) return doc;
  return { ...doc, translations: { ...doc.translations, [language]: EMPTY_TRANSLATION } };
}

/**
 * Drops the translation in `language`. None left is `{}`, not an absent field: a save without `translations`
 * keeps the stored ones (content contract), so only an empty object removes them on the server.
 */
export function removeTranslation(doc: ContentDocument, language: ContentLanguage): ContentDocument {
  if (!ownEntry(doc.translations, language)) return doc;
  const rest = Object.fromEntries(Object.entries(doc.translations ?? {}).filter(([key]) => key !== language));
  return { ...doc, translations: rest };
}

function withTranslation(
  doc: ContentDocument,
  language: ContentLanguage,
  change: (translation: ContentTranslation) => ContentTranslation,
): ContentDocument {
  const translation = translationIn(doc, language);
  if (!translation) return doc;
  const next = change(translation);
  return next === translation ? doc : { ...doc, translations: { ...doc.translations, [language]: next } };
}

export function setTranslationTitle(doc: ContentDocument, language: ContentLanguage, title: string): ContentDocument {
  return withTranslation(doc, language, (t) => ({ ...t, title: title.slice(0, CONTENT_LIMITS.titleMax) }));
}

export function setTranslationSummary(
  doc: ContentDocument,
  language: ContentLanguage,
  summary: string,
): ContentDocument {
  return withTranslation(doc, language, (t) => ({ ...t, summary: summary.slice(0, CONTENT_LIMITS.summaryMax) }));
}

/** The words of one section other than its stops: a text's html, an image's caption, a location's note, a day's title. */
export type SectionWords = Pick<SectionTranslation, 'html' | 'caption' | 'note' | 'title'>;

const WORD_LIMITS: Readonly<Record<keyof SectionWords, number>> = {
  html: CONTENT_LIMITS.htmlMax,
  caption: CONTENT_LIMITS.captionMax,
  note: CONTENT_LIMITS.noteMax,
  title: CONTENT_LIMITS.dayTitleMax,
};

/** Sets words of a section; a field its type does not translate (a caption on a text section) changes nothing. */
export function setSectionWords(
  doc: ContentDocument,
  language: ContentLanguage,
  sectionId: string,
  words: SectionWords,
): ContentDocument {
  const section = doc.sections.find((s) => s.sectionId === sectionId);
  if (!section) return doc;
  const allowed = TRANSLATABLE_FIELDS[section.type];
  const entries = Object.entries(words) as [keyof SectionWords, string | undefined][];
  if (entries.length === 0 || entries.some(([field, value]) => value === undefined || !allowed.includes(field)))
    return doc;
  const cut = Object.fromEntries(entries.map(([field, value]) => [field, (value ?? '').slice(0, WORD_LIMITS[field])]));
  return withTranslation(doc, language, (t) => ({
    ...t,
    sections: { ...t.sections, [sectionId]: { ...ownEntry(t.sections, sectionId), ...cut } },
  }));
}

/** Sets the note of one stop of a day. */
export function setStopNote(
  doc: ContentDocument,
  language: ContentLanguage,
  sectionId: string,
  stopId: string,
  note: string,
): ContentDocument {
  const section = doc.sections.find((s) => s.sectionId === sectionId);
  if (section?.type !== 'day' || !section.stops.some((stop) => stop.stopId === stopId)) return doc;
  return withTranslation(doc, language, (t) => {
    const words = ownEntry(t.sections, sectionId);
    const stop: StopTranslation = { note: note.slice(0, CONTENT_LIMITS.noteMax) };
    return { ...t, sections: { ...t.sections, [sectionId]: { ...words, stops: { ...words?.stops, [stopId]: stop } } } };
  });
}

export interface TranslationProgress {
  readonly translated: number;
  readonly total: number;
}

/** How many sections read wholly in `language` (isSectionTranslated: a poll, or a photo without caption, counts). */
export function translationProgress(doc: ContentDocument, language: ContentLanguage): TranslationProgress {
  const translated = doc.sections.filter((s) => isSectionTranslated(doc, s.sectionId, language)).length;
  return { translated, total: doc.sections.length };
}
