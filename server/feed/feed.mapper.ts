import type { ImageRefWire } from '../../src/contract/content.contract';
import type {
  CreatorMatchWire,
  FeedContentItemWire,
  LocationMatchWire,
  SearchContentItemWire,
  TrendingCategoryWire,
} from '../../src/contract/feed.contract';
import { headInLanguage } from '../../src/domain/content/content-language';
import { adminAreaFromWire, adminAreaToWire } from '../../src/contract/places.mapping';
import { adminAreaLabel } from '../../src/domain/places/admin-area';
import { highlight } from '../../src/domain/search/highlight';
import {
  placeHighlightTerms,
  placeIndexTokens,
  placeMatchesQuery,
  type PlaceNames,
} from '../../src/domain/search/place-names';
import { indexTokens, isLatinWord, searchTokens, type QueryGroup } from '../../src/domain/search/segment';
import { deletionVariants, TYPO_MIN_LENGTH } from '../../src/domain/search/typo';
import type { Kernel } from '../kernel/deps';
import { imageUrlFor } from '../media/media.use-cases';
import type {
  CreatorRow,
  FeedContentRow,
  IndexDocument,
  IndexedTranslation,
  LocationRow,
  StaleDocument,
  TrendingCategoryRow,
} from './feed.ports';

type WithConfig = Pick<Kernel, 'config'>;

const iso = (value: Date | string): string => new Date(value).toISOString();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
/** Rich text (already sanitized) as plain words for the index: tags dropped, common entities decoded. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => ENTITIES[name] ?? ' ');

type LooseSection = {
  type?: string;
  html?: string;
  caption?: string;
  note?: string;
  title?: string;
  stops?: { note?: string }[];
};

/** The searchable body of a document: text sections, captions, place notes, day titles and stop notes. */
export function bodyText(sections: readonly unknown[] = []): string {
  const parts: string[] = [];
  for (const raw of sections as LooseSection[]) {
    if (raw.type === 'text' && raw.html) parts.push(plainText(raw.html));
    if (raw.caption) parts.push(raw.caption);
    if (raw.note) parts.push(raw.note);
    if (raw.title) parts.push(raw.title);
    for (const stop of raw.stops ?? []) if (stop.note) parts.push(stop.note);
  }
  return parts.join(' \n ');
}

/** The index tokens of one place's names, kept by name: a place is in many contents, romanised once is enough. */
const placeTokens = new Map<string, readonly string[]>();
const PLACE_TOKENS_KEPT = 5000;

function placeTokensOf(places: readonly PlaceNames[]): string {
  const tokens = new Set<string>();
  for (const place of places) {
    const key = `${place.th}\u0000${place.en}`;
    let known = placeTokens.get(key);
    if (!known) {
      if (placeTokens.size >= PLACE_TOKENS_KEPT) placeTokens.clear();
      known = placeIndexTokens([place]);
      placeTokens.set(key, known);
    }
    for (const token of known) tokens.add(token);
  }
  return [...tokens].join(' ');
}

/** The searchable body of a translation: the words of its sections and stops (whatever the primary has). */
export function translationBodyText(translation: IndexedTranslation): string {
  const parts: string[] = [];
  for (const words of Object.values(translation.sections ?? {})) {
    if (!words || typeof words !== 'object') continue;
    if (words.html) parts.push(plainText(words.html));
    if (words.caption) parts.push(words.caption);
    if (words.note) parts.push(words.note);
    if (words.title) parts.push(words.title);
    for (const stop of Object.values(words.stops ?? {})) if (stop?.note) parts.push(stop.note);
  }
  return parts.join(' \n ');
}

type IndexLanguage = 'th' | 'en';
const filled = (text: string | undefined): text is string => typeof text === 'string' && text.trim().length > 0;

/**
 * The readable translations of a document: in the other language, with a title (one without is never shown, so
 * never searched either: src/domain/content/content-language.ts availableLanguages).
 */
export function readableTranslations(
  doc: StaleDocument['document'],
): { language: IndexLanguage; translation: IndexedTranslation }[] {
  const primary: IndexLanguage = doc.language === 'en' ? 'en' : 'th';
  const found: { language: IndexLanguage; translation: IndexedTranslation }[] = [];
  for (const language of ['th', 'en'] as const) {
    if (language === primary || !doc.translations || !Object.hasOwn(doc.translations, language)) continue;
    const translation = doc.translations[language];
    if (translation && filled(translation.title)) found.push({ language, translation });
  }
  return found;
}

/**
 * A search row of a published version: Thai segmented (src/domain/search/segment.ts), tokens space-joined. A
 * bilingual content's row holds both languages with the same weights (title A, summary B, body C), each
 * segmented as its own language, so a query in either language finds the one row of the content.
 */
export function toIndexDocument(stale: StaleDocument): IndexDocument {
  const doc = stale.document;
  const language: IndexLanguage = doc.language === 'en' ? 'en' : 'th';
  const translations = readableTranslations(doc);
  const tokens = (primary: string, translated: (t: IndexedTranslation) => string): string =>
    [
      ...indexTokens(primary, language),
      ...translations.flatMap(({ language: other, translation }) => indexTokens(translated(translation), other)),
    ].join(' ');
  return {
    content_id: stale.content_id,
    version: stale.version,
    language,
    languages: [language, ...translations.map((t) => t.language)],
    category_ids: doc.category_ids ?? [],
    location_ids: stale.location_ids ?? [],
    title_tokens: tokens(doc.title ?? '', (t) => t.title ?? ''),
    summary_tokens: tokens(doc.summary ?? '', (t) => t.summary ?? ''),
    body_tokens: tokens(bodyText(doc.sections), translationBodyText),
    place_tokens: placeTokensOf(stale.places ?? []),
    places: stale.places ?? [],
  };
}

/** (variant, word) pairs of the typo vocabulary for the Latin words of a title and summary, in both languages. */
export function vocabularyPairs(stale: StaleDocument): [string, string][] {
  const texts = [stale.document.title ?? '', stale.document.summary ?? ''];
  for (const { translation } of readableTranslations(stale.document))
    texts.push(translation.title ?? '', translation.summary ?? '');
  const words = new Set(
    searchTokens(texts.join(' '), 'en').filter((w) => isLatinWord(w) && w.length >= TYPO_MIN_LENGTH),
  );
  return [...words].flatMap((word) => deletionVariants(word).map((variant): [string, string] => [variant, word]));
}

const cover = (deps: WithConfig, row: FeedContentRow): ImageRefWire | null =>
  row.cover
    ? {
        image_id: row.cover.image_id,
        url: imageUrlFor(deps, row.cover.image_id),
        blurhash: row.cover.blurhash ?? null,
        width: row.cover.width,
        height: row.cover.height,
      }
    : null;

export function toFeedItem(deps: WithConfig, row: FeedContentRow): FeedContentItemWire {
  return {
    content_id: row.content_id,
    kind: row.kind,
    status: 'published',
    title: row.title ?? '',
    summary: row.summary ?? '',
    cover: cover(deps, row),
    has_draft: row.draft_version !== null,
    revision: row.revision,
    updated_at: iso(row.updated_at),
    published_at: iso(row.published_at),
    view_count: Number(row.view_count),
    comment_count: row.comment_count,
    author: {
      user_id: row.author_user_id,
      username: row.username,
      display_name: row.display_name,
      avatar_image: row.avatar_image,
    },
    language: row.language,
    category_ids: row.category_ids ?? [],
    location_ids: row.location_ids ?? [],
    rank: Number(row.rank),
  };
}

/**
 * A list item in the reader's language `hl` when the content has it (a translation with a title), by the reading
 * page's rule (content-language.ts headInLanguage, which renderInLanguage uses too): the translation's title, its summary (the primary one when
 * it has none and the primary has one), and `language` the language shown. Else the item as it is.
 */
export function inLanguage(
  item: FeedContentItemWire,
  row: Pick<FeedContentRow, 'language' | 'translations'>,
  hl: 'th' | 'en' | null,
): FeedContentItemWire {
  const head = headInLanguage(
    { language: row.language, title: item.title, summary: item.summary, translations: row.translations ?? undefined },
    hl,
  );
  return head.language === row.language
    ? item
    : { ...item, title: head.title, summary: head.summary, language: head.language };
}

/**
 * A search hit with its highlights: the query's terms, and the names (in both scripts) of the places that answer
 * the query, so "Wat Pho" marks วัดโพธิ์ in a Thai title and วัดโพธิ์ marks "Wat Pho" in an English one.
 */
export function toSearchItem(
  deps: WithConfig,
  row: FeedContentRow,
  terms: readonly string[],
  groups: readonly QueryGroup[] = [],
  hl: 'th' | 'en' | null = null,
): SearchContentItemWire {
  const item = inLanguage(toFeedItem(deps, row), row, hl);
  const all = [...terms];
  for (const place of row.places ?? []) if (placeMatchesQuery(place, groups)) all.push(...placeHighlightTerms(place));
  return { ...item, highlight: { title: highlight(item.title, all), summary: highlight(item.summary, all) } };
}

export const toTrendingCategory = (row: TrendingCategoryRow): TrendingCategoryWire => ({
  category_id: row.category_id,
  name_en: row.name_en,
  name_th: row.name_th,
  score: Number(row.score),
  content_count: row.content_count,
});

export function toLocationMatch(
  deps: WithConfig,
  row: LocationRow,
  lang: 'th' | 'en',
  terms: readonly string[],
): LocationMatchWire {
  const name = lang === 'th' ? row.name_th : row.name_en;
  const area = adminAreaFromWire(row);
  const photo: ImageRefWire | null =
    row.photo_image_id && row.photo_width && row.photo_height
      ? {
          image_id: row.photo_image_id,
          url: imageUrlFor(deps, row.photo_image_id),
          blurhash: row.photo_blurhash,
          width: Number(row.photo_width),
          height: Number(row.photo_height),
        }
      : null;
  return {
    status: 'approved',
    photo,
    location_id: row.location_id,
    name,
    name_en: row.name_en,
    name_th: row.name_th,
    address: row.address,
    lat: Number(row.lat),
    lng: Number(row.lng),
    time_zone: row.time_zone,
    opening_hours: (row.opening_hours ?? null) as LocationMatchWire['opening_hours'],
    category_id: row.category_id,
    admin_area: adminAreaToWire(area),
    highlight: {
      name: highlight(name, terms),
      address: highlight(row.address, terms),
      area: highlight(adminAreaLabel(area, lang), terms),
    },
  };
}

export const toCreatorMatch = (row: CreatorRow, terms: readonly string[]): CreatorMatchWire => ({
  user_id: row.user_id,
  username: row.username,
  display_name: row.display_name,
  avatar_image: row.avatar_image,
  published_count: row.published_count,
  highlight: { display_name: highlight(row.display_name ?? '', terms), username: highlight(row.username ?? '', terms) },
});
