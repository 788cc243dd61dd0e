import {
  CONTENT_LANGUAGES,
  type ContentDocument,
  type ContentKind,
  type PendingLocation,
  type PlaceRef,
  type Section,
} from './content';
import { TRANSLATABLE_FIELDS } from './content-language';

/**
 * Limits and checks of a content (content contract; spec §3 leaves the fields "not shown", so the
 * numbers are ours). The editor shows them while typing and the server enforces them on every save:
 * one definition, no drift.
 */
export const CONTENT_LIMITS = {
  titleMax: 150,
  summaryMax: 300,
  captionMax: 300,
  noteMax: 1000,
  dayTitleMax: 120,
  htmlMax: 50_000,
  sectionsMax: 100,
  stopsMax: 20,
  categoriesMax: 5,
  pendingNameMax: 120,
  pendingAddressMax: 300,
} as const;

/**
 * Section and stop ids are made by the editor; they key list reordering, so they are short and URL-safe.
 * The one id rule: content and comment ids in URLs follow it too. The source string is for JSON schemas
 * (`pattern: SECTION_ID_PATTERN_SOURCE`); nothing else writes the pattern out again.
 */
export const SECTION_ID_MAX_LENGTH = 64;
export const SECTION_ID_PATTERN_SOURCE = `^[A-Za-z0-9_-]{1,${SECTION_ID_MAX_LENGTH}}$`;
export const SECTION_ID_PATTERN = new RegExp(SECTION_ID_PATTERN_SOURCE);
/** A stop's local arrival time. */
export const STOP_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * `pendingLocation` problems are their own class because spec §8 gives them their own code (4000607032);
 * a translation in the primary language (`translationLanguage`) and one naming a section, stop or field the
 * document does not have (`translationUnknownPart`) have codes of ours; every other problem is a validation
 * failure (4220607000), a translation's words over the primary text's limits included.
 */
export type ContentProblemKind = 'invalid' | 'pendingLocation' | 'translationLanguage' | 'translationUnknownPart';

/** The order problems are reported in: the more specific code first. */
const PROBLEM_ORDER: readonly ContentProblemKind[] = [
  'pendingLocation',
  'translationLanguage',
  'translationUnknownPart',
  'invalid',
];

export interface ContentProblem {
  readonly kind: ContentProblemKind;
  /** Where: `title`, `sections[2].note`, `sections[0].stops[1].pending_location`. */
  readonly path: string;
  readonly message: string;
}

/** What a publish still needs (title, cover and at least one section). */
export type PublishRequirement = 'title' | 'cover' | 'sections';

/** Pending location rules: a name, coordinates on the globe, an address of bounded length. */
export function pendingLocationProblem(pending: PendingLocation): string | null {
  if (pending.name.trim().length === 0) return 'name is empty';
  if (pending.name.length > CONTENT_LIMITS.pendingNameMax)
    return `name is longer than ${CONTENT_LIMITS.pendingNameMax} characters`;
  if (!Number.isFinite(pending.lat) || pending.lat < -90 || pending.lat > 90) return 'lat is outside -90..90';
  if (!Number.isFinite(pending.lng) || pending.lng < -180 || pending.lng > 180) return 'lng is outside -180..180';
  if (pending.address.length > CONTENT_LIMITS.pendingAddressMax)
    return `address is longer than ${CONTENT_LIMITS.pendingAddressMax} characters`;
  return null;
}

/** Exactly one of `locationId` / `pendingLocation`, and a pending one must follow its rules. */
export function placeRefProblem(ref: PlaceRef): string | null {
  const hasId = ref.locationId !== null && ref.locationId !== '';
  const hasPending = ref.pendingLocation !== null;
  if (hasId && hasPending) return 'both location_id and pending_location are set; exactly one is allowed';
  if (!hasId && !hasPending) return 'neither location_id nor pending_location is set; exactly one is required';
  return hasPending ? pendingLocationProblem(ref.pendingLocation as PendingLocation) : null;
}

const tooLong = (path: string, value: string, max: number): ContentProblem[] =>
  value.length > max ? [{ kind: 'invalid', path, message: `${path} is longer than ${max} characters` }] : [];

function sectionProblems(kind: ContentKind, section: Section, at: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (!SECTION_ID_PATTERN.test(section.sectionId))
    problems.push({
      kind: 'invalid',
      path: `${at}.section_id`,
      message: `${at}.section_id must be 1..${SECTION_ID_MAX_LENGTH} letters, digits, _ or -`,
    });
  switch (section.type) {
    case 'text':
      return [...problems, ...tooLong(`${at}.html`, section.html, CONTENT_LIMITS.htmlMax)];
    case 'image':
      return [...problems, ...tooLong(`${at}.caption`, section.caption, CONTENT_LIMITS.captionMax)];
    case 'location': {
      const place = placeRefProblem(section);
      if (place)
        problems.push({
          kind: 'pendingLocation',
          path: `${at}`,
          message: `${at} (location section ${section.sectionId}): ${place}`,
        });
      return [...problems, ...tooLong(`${at}.note`, section.note, CONTENT_LIMITS.noteMax)];
    }
    case 'day': {
      if (kind !== 'trip')
        problems.push({ kind: 'invalid', path: at, message: `${at}: day sections are only allowed in trips` });
      problems.push(...tooLong(`${at}.title`, section.title, CONTENT_LIMITS.dayTitleMax));
      if (section.stops.length > CONTENT_LIMITS.stopsMax)
        problems.push({
          kind: 'invalid',
          path: `${at}.stops`,
          message: `${at} has more than ${CONTENT_LIMITS.stopsMax} stops`,
        });
      const stopIds = new Set<string>();
      section.stops.forEach((stop, j) => {
        const here = `${at}.stops[${j}]`;
        if (!SECTION_ID_PATTERN.test(stop.stopId))
          problems.push({
            kind: 'invalid',
            path: `${here}.stop_id`,
            message: `${here}.stop_id must be 1..${SECTION_ID_MAX_LENGTH} letters, digits, _ or -`,
          });
        else if (stopIds.has(stop.stopId))
          problems.push({
            kind: 'invalid',
            path: `${here}.stop_id`,
            message: `${here}.stop_id ${stop.stopId} is used twice`,
          });
        stopIds.add(stop.stopId);
        const place = placeRefProblem(stop);
        if (place)
          problems.push({
            kind: 'pendingLocation',
            path: here,
            message: `${here} (day section ${section.sectionId}, stop ${stop.stopId}): ${place}`,
          });
        problems.push(...tooLong(`${here}.note`, stop.note, CONTENT_LIMITS.noteMax));
        if (stop.time !== null && !STOP_TIME_PATTERN.test(stop.time))
          problems.push({ kind: 'invalid', path: `${here}.time`, message: `${here}.time must be HH:mm` });
      });
      return problems;
    }
    case 'poll':
      if (!SECTION_ID_PATTERN.test(section.pollId))
        problems.push({ kind: 'invalid', path: `${at}.poll_id`, message: `${at}.poll_id is not a poll id` });
      return problems;
  }
}

/**
 * Every rule a saved document must satisfy (drafts included: an empty title is fine while drafting).
 * Pending-location problems come first so a caller reporting one problem reports the more specific code.
 */
export function documentProblems(kind: ContentKind, doc: ContentDocument): ContentProblem[] {
  const problems: ContentProblem[] = [
    ...tooLong('title', doc.title, CONTENT_LIMITS.titleMax),
    ...tooLong('summary', doc.summary, CONTENT_LIMITS.summaryMax),
  ];
  if (doc.sections.length > CONTENT_LIMITS.sectionsMax)
    problems.push({ kind: 'invalid', path: 'sections', message: `more than ${CONTENT_LIMITS.sectionsMax} sections` });
  if (doc.categoryIds.length > CONTENT_LIMITS.categoriesMax)
    problems.push({
      kind: 'invalid',
      path: 'category_ids',
      message: `more than ${CONTENT_LIMITS.categoriesMax} categories`,
    });
  if (new Set(doc.categoryIds).size !== doc.categoryIds.length)
    problems.push({ kind: 'invalid', path: 'category_ids', message: 'a category is listed twice' });
  const sectionIds = new Set<string>();
  doc.sections.forEach((section, i) => {
    if (sectionIds.has(section.sectionId))
      problems.push({
        kind: 'invalid',
        path: `sections[${i}].section_id`,
        message: `sections[${i}].section_id ${section.sectionId} is used twice`,
      });
    sectionIds.add(section.sectionId);
    problems.push(...sectionProblems(kind, section, `sections[${i}]`));
  });
  problems.push(...translationProblems(doc));
  return PROBLEM_ORDER.flatMap((order) => problems.filter((p) => p.kind === order));
}

/**
 * The rules of `translations`: not in the primary language; only section ids, stop ids and fields the
 * document has (a text section's `html`, an image's `caption`, a location's `note`, a day's `title` and its
 * stops' `note`); every text within the primary text's limits.
 */
export function translationProblems(doc: ContentDocument): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const unknown = (path: string, message: string) => problems.push({ kind: 'translationUnknownPart', path, message });
  const byId = new Map(doc.sections.map((section) => [section.sectionId, section]));
  for (const [language, translation] of Object.entries(doc.translations ?? {})) {
    const at = `translations.${language}`;
    if (!(CONTENT_LANGUAGES as readonly string[]).includes(language)) {
      problems.push({ kind: 'invalid', path: at, message: `${at}: ${language} is not a content language` });
      continue;
    }
    if (language === doc.language) {
      problems.push({
        kind: 'translationLanguage',
        path: at,
        message: `${at}: the content is written in ${language}; a translation is in the other language`,
      });
      continue;
    }
    problems.push(...tooLong(`${at}.title`, translation.title, CONTENT_LIMITS.titleMax));
    problems.push(...tooLong(`${at}.summary`, translation.summary, CONTENT_LIMITS.summaryMax));
    for (const [sectionId, words] of Object.entries(translation.sections)) {
      const here = `${at}.sections.${sectionId}`;
      const section = byId.get(sectionId);
      if (!section) {
        unknown(here, `${here}: the content has no section ${sectionId}`);
        continue;
      }
      const allowed: readonly string[] = TRANSLATABLE_FIELDS[section.type];
      for (const field of Object.keys(words)) {
        if (!allowed.includes(field))
          unknown(`${here}.${field}`, `${here}.${field}: a ${section.type} section has no ${field} to translate`);
      }
      if (words.html !== undefined) problems.push(...tooLong(`${here}.html`, words.html, CONTENT_LIMITS.htmlMax));
      if (words.caption !== undefined)
        problems.push(...tooLong(`${here}.caption`, words.caption, CONTENT_LIMITS.captionMax));
      if (words.note !== undefined) problems.push(...tooLong(`${here}.note`, words.note, CONTENT_LIMITS.noteMax));
      if (words.title !== undefined)
        problems.push(...tooLong(`${here}.title`, words.title, CONTENT_LIMITS.dayTitleMax));
      if (section.type === 'day' && words.stops) {
        const stopIds = new Set(section.stops.map((stop) => stop.stopId));
        for (const [stopId, stop] of Object.entries(words.stops)) {
          const there = `${here}.stops.${stopId}`;
          if (!stopIds.has(stopId)) unknown(there, `${there}: day ${sectionId} has no stop ${stopId}`);
          else problems.push(...tooLong(`${there}.note`, stop.note, CONTENT_LIMITS.noteMax));
        }
      }
    }
  }
  return problems;
}

/** What is still missing before `doc` may be published; empty when it may. */
export function publishProblems(doc: Pick<ContentDocument, 'title' | 'cover' | 'sections'>): PublishRequirement[] {
  const missing: PublishRequirement[] = [];
  if (doc.title.trim().length === 0) missing.push('title');
  if (doc.cover === null) missing.push('cover');
  if (doc.sections.length === 0) missing.push('sections');
  return missing;
}

/** Every location id the sections and stops point at, in order of first use (the reader's `places`). */
export function referencedLocationIds(sections: readonly Section[]): string[] {
  const ids: string[] = [];
  const add = (id: string | null) => {
    if (id && !ids.includes(id)) ids.push(id);
  };
  for (const section of sections) {
    if (section.type === 'location') add(section.locationId);
    if (section.type === 'day') section.stops.forEach((stop) => add(stop.locationId));
  }
  return ids;
}

/** Every poll the poll sections show, in order, once each. */
export const referencedPollIds = (sections: readonly Section[]): string[] => [
  ...new Set(sections.flatMap((section) => (section.type === 'poll' ? [section.pollId] : []))),
];

/** Every image id the cover and image sections use. */
export function referencedImageIds(doc: Pick<ContentDocument, 'cover' | 'sections'>): string[] {
  const ids = doc.cover ? [doc.cover.imageId] : [];
  for (const section of doc.sections)
    if (section.type === 'image' && !ids.includes(section.image.imageId)) ids.push(section.image.imageId);
  return ids;
}
