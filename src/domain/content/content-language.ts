import {
  CONTENT_LANGUAGES,
  type ContentDocument,
  type ContentLanguage,
  type ContentTranslation,
  type ContentTranslations,
  type Section,
  type SectionTranslation,
  type ShownLanguages,
} from './content';

/**
 * One content in two languages. A content has a primary `language` in which every part is written, and may
 * carry `translations`: the other language's title, summary and words of each section (text, image caption,
 * location note, day title, stop notes). Structure is shared, so a translation names sections and stops by id
 * and holds words only. The lifecycle, revisions, autosave and versions see one document.
 *
 * Fallback: a content is read in the requested language when it has it (a translation with a title), else in
 * its primary language. In a translation, a part left empty shows the primary language's words, marked
 * with the language it is really in, so a reader (and the page's `lang` attributes) can tell.
 */

/** Own properties only: a section id such as `constructor` must not find Object.prototype's. */
export const ownEntry = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

const filled = (text: string | undefined): text is string => text !== undefined && text.trim().length > 0;

/** The translation of `doc` in `language` (never the primary language's: that is the document itself). */
export const translationIn = (doc: ContentDocument, language: ContentLanguage): ContentTranslation | undefined =>
  language === doc.language ? undefined : ownEntry(doc.translations, language);

/**
 * The languages readers can read `doc` in: the primary first, then each translation that has a title (a
 * translation without one is work in progress and is never shown). hreflang and the sitemap list these.
 */
export function availableLanguages(doc: ContentDocument): ContentLanguage[] {
  return [doc.language, ...CONTENT_LANGUAGES.filter((language) => filled(translationIn(doc, language)?.title))];
}

/** The per-language fields a section of this type has (a poll has none). */
export const TRANSLATABLE_FIELDS: Readonly<Record<Section['type'], readonly (keyof SectionTranslation)[]>> = {
  text: ['html'],
  image: ['caption'],
  location: ['note'],
  day: ['title', 'stops'],
  poll: [],
};

/**
 * The section in the translation's words when every part with words in the primary language has them in the
 * translation too; null when something is left untranslated (the whole section then shows in the primary
 * language: a section is never half in one language, half in the other). A section without words (a poll, an
 * image without caption) is translated as it is.
 */
export function translatedSection(section: Section, words: SectionTranslation | undefined): Section | null {
  const pick = (primary: string, translated: string | undefined): string | null =>
    primary.trim().length === 0 ? primary : filled(translated) ? translated : null;
  switch (section.type) {
    case 'text': {
      const html = pick(section.html, words?.html);
      return html === null ? null : { ...section, html };
    }
    case 'image': {
      const caption = pick(section.caption, words?.caption);
      return caption === null ? null : { ...section, caption };
    }
    case 'location': {
      const note = pick(section.note, words?.note);
      return note === null ? null : { ...section, note };
    }
    case 'day': {
      const title = pick(section.title, words?.title);
      if (title === null) return null;
      const stops = [];
      for (const stop of section.stops) {
        const note = pick(stop.note, ownEntry(words?.stops, stop.stopId)?.note);
        if (note === null) return null;
        stops.push({ ...stop, note });
      }
      return { ...section, title, stops };
    }
    case 'poll':
      return section;
  }
}

/** A document as readers see it in one language: its words replaced, `translations` gone. */
export interface LanguageRendering {
  /** Its `language` is the language shown: the requested one when available, else the primary. */
  readonly document: ContentDocument;
  readonly languages: ShownLanguages;
  /** A language was asked for that the content does not have (the page says so). */
  readonly fellBack: boolean;
}

/**
 * Renders `doc` in `requested` (null: the primary language) by the fallback rule above. The primary rendering
 * is the document itself without `translations`, every part in the primary language.
 */
export function renderInLanguage(doc: ContentDocument, requested: ContentLanguage | null): LanguageRendering {
  const primary = doc.language;
  const available = availableLanguages(doc);
  const shown = requested !== null && available.includes(requested) ? requested : primary;
  const { translations: _translations, ...untranslated } = doc;
  const translation = shown === primary ? undefined : translationIn(doc, shown);
  const sectionLanguages: Record<string, ContentLanguage> = {};
  const sections = doc.sections.map((section) => {
    const translated = translation
      ? translatedSection(section, ownEntry(translation.sections, section.sectionId))
      : null;
    defineOwn(sectionLanguages, section.sectionId, translated ? shown : primary);
    return translated ?? section;
  });
  const head = headInLanguage(doc, shown);
  return {
    document: {
      ...untranslated,
      language: shown,
      ...(translation ? { title: head.title, summary: head.summary, sections } : {}),
    },
    languages: {
      primary,
      available,
      title: head.language,
      summary: head.summaryLanguage,
      sections: sectionLanguages,
    },
    fellBack: requested !== null && requested !== shown,
  };
}

/** The title and summary of a content with its translations' (a list row carries no section words). */
export interface ContentHead {
  readonly language: ContentLanguage;
  readonly title: string;
  readonly summary: string;
  readonly translations?: Readonly<
    Partial<Record<ContentLanguage, { readonly title?: string | null; readonly summary?: string | null }>>
  >;
}

/** A content's title and summary as shown in one language, with the language each is really in. */
export interface HeadRendering {
  /** The language shown: the requested one when the content has it, else the primary. */
  readonly language: ContentLanguage;
  readonly title: string;
  readonly summary: string;
  readonly summaryLanguage: ContentLanguage;
}

/**
 * The title and summary in `requested` (null: the primary language) by the rule of renderInLanguage: a
 * translation with a title is shown; its summary, or the primary one (marked) when it has none and the
 * primary has one. Lists (cards of discovery, search, a creator's or a place's contents) show this, so a card
 * and the page it opens agree on the language.
 */
export function headInLanguage(head: ContentHead, requested: ContentLanguage | null): HeadRendering {
  const translation =
    requested === null || requested === head.language ? undefined : ownEntry(head.translations, requested);
  const title = translation?.title ?? undefined;
  if (requested === null || translation === undefined || !filled(title)) {
    return { language: head.language, title: head.title, summary: head.summary, summaryLanguage: head.language };
  }
  const summary = translation.summary ?? undefined;
  const summaryTranslated = filled(summary) || head.summary.trim() === '';
  return {
    language: requested,
    title,
    summary: summaryTranslated ? (summary ?? '') : head.summary,
    summaryLanguage: summaryTranslated ? requested : head.language,
  };
}

/**
 * What a reading page tells about the language it shows, for a reader who asked for `requested` (`?hl=`, else
 * their interface language): nothing; that the content is not in that language and is shown in its original
 * one; or that it is, except some parts still in the primary language (each marked where it is).
 */
export type LanguageNotice =
  | { readonly kind: 'none' }
  | { readonly kind: 'original'; readonly requested: ContentLanguage; readonly shown: ContentLanguage }
  | { readonly kind: 'partial'; readonly requested: ContentLanguage; readonly primary: ContentLanguage };

export function languageNoticeOf(
  content: { readonly language: ContentLanguage; readonly languages?: ShownLanguages },
  requested: ContentLanguage,
): LanguageNotice {
  const shown = content.language;
  if (requested !== shown) return { kind: 'original', requested, shown };
  const languages = content.languages;
  if (!languages || languages.primary === shown) return { kind: 'none' };
  const parts = [languages.title, languages.summary, ...Object.values(languages.sections)];
  return parts.some((language) => language !== shown)
    ? { kind: 'partial', requested, primary: languages.primary }
    : { kind: 'none' };
}

/** Whether a section has all its words in `language` (the editor's "translated" mark). */
export function isSectionTranslated(doc: ContentDocument, sectionId: string, language: ContentLanguage): boolean {
  if (language === doc.language) return true;
  const section = doc.sections.find((s) => s.sectionId === sectionId);
  const translation = translationIn(doc, language);
  return section !== undefined && translatedSection(section, ownEntry(translation?.sections, sectionId)) !== null;
}

/**
 * The translations with only the parts the document still has: a removed section's or stop's words go with
 * it, and so do fields a section's type does not have. A translation in the primary language (the primary
 * language changed) is kept as it is: a save then refuses it rather than drop a translation silently. The
 * server applies this when a save does not send `translations` (they are kept from the stored version); the
 * editor when it removes a section or stop.
 */
export function pruneTranslations(doc: ContentDocument): ContentTranslations | undefined {
  if (doc.translations === undefined) return undefined;
  const byId = new Map(doc.sections.map((section) => [section.sectionId, section]));
  const pruned: Partial<Record<ContentLanguage, ContentTranslation>> = {};
  for (const language of CONTENT_LANGUAGES) {
    const translation = ownEntry(doc.translations, language);
    if (!translation) continue;
    const sections: Record<string, SectionTranslation> = {};
    for (const [sectionId, words] of Object.entries(translation.sections)) {
      const section = byId.get(sectionId);
      if (!section) continue;
      const allowed = TRANSLATABLE_FIELDS[section.type];
      const kept: { -readonly [K in keyof SectionTranslation]: SectionTranslation[K] } = {};
      for (const field of allowed) {
        if (field === 'stops' || words[field] === undefined) continue;
        kept[field] = words[field];
      }
      if (section.type === 'day' && words.stops) {
        const stopIds = new Set(section.stops.map((stop) => stop.stopId));
        kept.stops = Object.fromEntries(Object.entries(words.stops).filter(([stopId]) => stopIds.has(stopId)));
      }
      if (Object.keys(kept).length > 0) defineOwn(sections, sectionId, kept);
    }
    pruned[language] = { ...translation, sections };
  }
  return pruned;
}

/** Sets an own property whatever its name (`__proto__` included) without touching a prototype. */
function defineOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
