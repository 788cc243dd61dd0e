import {
  CONTENT_LANGUAGES,
  type ContentDocument,
  type ContentLanguage,
  type ContentTranslation,
  type ContentTranslations,
  type ImageRef,
  type PendingLocation,
  type Section,
  type SectionTranslation,
  type ShownLanguages,
  type TripStop,
} from '../domain/content/content';
import type {
  ContentDocumentWire,
  ContentTranslationsWire,
  ContentTranslationWire,
  PublicLanguagesWire,
  SectionTranslationWire,
  DocumentInputWire,
  ImageRefInputWire,
  ImageRefWire,
  PendingLocationWire,
  SectionInputWire,
  SectionWire,
  TripStopWire,
} from './content.contract';

/**
 * The content document between its wire shape (snake_case) and the domain's (camelCase), in ONE place:
 * the SPA's adapters read answers and write saves with it, and the server reads a save with it to run the
 * domain's rules (content-rules.ts). Lenient with missing optional fields (what a save may omit), never
 * with ids. A new document field is mapped here and nowhere else.
 */
const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

export const imageFromWire = (w: ImageRefWire | ImageRefInputWire): ImageRef => ({
  imageId: w.image_id,
  url: w.url ?? '',
  blurhash: orNull(w.blurhash),
  width: num(w.width),
  height: num(w.height),
});
export const imageToWire = (i: ImageRef): ImageRefWire => ({
  image_id: i.imageId,
  url: i.url,
  blurhash: i.blurhash,
  width: i.width,
  height: i.height,
});
const pendingFromWire = (w: PendingLocationWire | null | undefined): PendingLocation | null =>
  w ? { name: w.name, lat: num(w.lat), lng: num(w.lng), address: w.address ?? '' } : null;
const pendingToWire = (p: PendingLocation | null): PendingLocationWire | null =>
  p ? { name: p.name, lat: p.lat, lng: p.lng, address: p.address } : null;

const stopFromWire = (w: TripStopWire): TripStop => ({
  stopId: w.stop_id,
  locationId: orNull(w.location_id),
  pendingLocation: pendingFromWire(w.pending_location),
  note: w.note ?? '',
  time: orNull(w.time),
});
const stopToWire = (s: TripStop): TripStopWire => ({
  stop_id: s.stopId,
  location_id: s.locationId,
  pending_location: pendingToWire(s.pendingLocation),
  note: s.note,
  time: s.time,
});

/** A section of a type this side does not know is dropped rather than shown half-understood. */
export function sectionFromWire(w: SectionWire | SectionInputWire): Section | null {
  switch (w.type) {
    case 'text':
      return { sectionId: w.section_id, type: 'text', html: w.html ?? '' };
    case 'image':
      return { sectionId: w.section_id, type: 'image', image: imageFromWire(w.image), caption: w.caption ?? '' };
    case 'location':
      return {
        sectionId: w.section_id,
        type: 'location',
        locationId: orNull(w.location_id),
        pendingLocation: pendingFromWire(w.pending_location),
        note: w.note ?? '',
      };
    case 'day':
      return {
        sectionId: w.section_id,
        type: 'day',
        title: w.title ?? '',
        stops: (w.stops ?? []).map(stopFromWire),
        ...(w.travel_mode ? { travelMode: w.travel_mode } : {}),
      };
    case 'poll':
      return { sectionId: w.section_id, type: 'poll', pollId: w.poll_id };
    default:
      return null;
  }
}

export function sectionToWire(s: Section): SectionWire {
  switch (s.type) {
    case 'text':
      return { section_id: s.sectionId, type: 'text', html: s.html };
    case 'image':
      return { section_id: s.sectionId, type: 'image', image: imageToWire(s.image), caption: s.caption };
    case 'location':
      return {
        section_id: s.sectionId,
        type: 'location',
        location_id: s.locationId,
        pending_location: pendingToWire(s.pendingLocation),
        note: s.note,
      };
    case 'day':
      return {
        section_id: s.sectionId,
        type: 'day',
        title: s.title,
        stops: s.stops.map(stopToWire),
        ...(s.travelMode ? { travel_mode: s.travelMode } : {}),
      };
    case 'poll':
      return { section_id: s.sectionId, type: 'poll', poll_id: s.pollId };
  }
}

/**
 * A record keyed by section or stop id, copied with its own keys only (`Object.entries` and
 * `Object.fromEntries` never reach a prototype, whatever the id is).
 */
const mapById = <A, B>(record: Readonly<Record<string, A>> | undefined, map: (value: A) => B): Record<string, B> =>
  Object.fromEntries(Object.entries(record ?? {}).map(([id, value]) => [id, map(value)]));

/** Only the fields sent: an absent field is an untranslated one (content-language.ts). */
const sectionTranslationFromWire = (w: SectionTranslationWire): SectionTranslation => ({
  ...(w.html !== undefined ? { html: w.html } : {}),
  ...(w.caption !== undefined ? { caption: w.caption } : {}),
  ...(w.note !== undefined ? { note: w.note } : {}),
  ...(w.title !== undefined ? { title: w.title } : {}),
  ...(w.stops !== undefined ? { stops: mapById(w.stops, (stop) => ({ note: stop.note ?? '' })) } : {}),
});
const translationFromWire = (w: ContentTranslationWire): ContentTranslation => ({
  title: w.title ?? '',
  summary: w.summary ?? '',
  sections: mapById(w.sections, sectionTranslationFromWire),
});

/** Per language, only those sent (a key of another language than th/en is not carried). */
export function translationsFromWire(w: ContentTranslationsWire): ContentTranslations {
  const out: Partial<Record<ContentLanguage, ContentTranslation>> = {};
  for (const language of CONTENT_LANGUAGES) {
    const translation = Object.hasOwn(w, language) ? w[language] : undefined;
    if (translation) out[language] = translationFromWire(translation);
  }
  return out;
}

export function translationsToWire(t: ContentTranslations): ContentTranslationsWire {
  const out: ContentTranslationsWire = {};
  for (const language of CONTENT_LANGUAGES) {
    const translation = Object.hasOwn(t, language) ? t[language] : undefined;
    if (translation)
      out[language] = {
        title: translation.title,
        summary: translation.summary,
        sections: mapById(translation.sections, (words) => ({
          ...words,
          ...(words.stops ? { stops: mapById(words.stops, (stop) => ({ note: stop.note })) } : {}),
        })),
      };
  }
  return out;
}

/** An answer's document (ContentDocument) or a save's (DocumentInput) as the domain's ContentDocument. */
export const documentFromWire = (w: ContentDocumentWire | DocumentInputWire): ContentDocument => ({
  title: w.title ?? '',
  summary: w.summary ?? '',
  language: w.language,
  cover: w.cover ? imageFromWire(w.cover) : null,
  sections: ((w.sections ?? []) as (SectionWire | SectionInputWire)[])
    .map(sectionFromWire)
    .filter((s): s is Section => s !== null),
  categoryIds: w.category_ids ?? [],
  ...(w.translations ? { translations: translationsFromWire(w.translations) } : {}),
});

/**
 * The body of PUT (and, with any subset, PATCH) contents: the editable document. `translations` only when the
 * document has them (an empty object removes them on save; absent keeps what is stored).
 */
export const documentToWire = (d: ContentDocument): ContentDocumentWire => ({
  title: d.title,
  summary: d.summary,
  language: d.language,
  cover: d.cover ? imageToWire(d.cover) : null,
  sections: d.sections.map(sectionToWire),
  category_ids: [...d.categoryIds],
  ...(d.translations ? { translations: translationsToWire(d.translations) } : {}),
});

/** A bilingual content's `languages` of the public read (absent on a single-language content). */
export const shownLanguagesFromWire = (w: PublicLanguagesWire): ShownLanguages => ({
  primary: w.primary,
  available: [...w.available],
  title: w.title,
  summary: w.summary,
  sections: mapById(w.sections, (language) => language),
});

export const shownLanguagesToWire = (s: ShownLanguages): PublicLanguagesWire => ({
  primary: s.primary,
  available: [...s.available],
  title: s.title,
  summary: s.summary,
  sections: mapById(s.sections, (language) => language),
});
