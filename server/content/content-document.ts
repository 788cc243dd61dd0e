import type {
  ContentTranslationsWire,
  DocumentInputWire,
  PendingLocationWire,
  SectionInputWire,
} from '../../src/contract/content.contract';
import {
  documentFromWire,
  documentToWire,
  translationsFromWire,
  translationsToWire,
} from '../../src/contract/content.mapping';
import { EMPTY_DOCUMENT, type ContentKind } from '../../src/domain/content/content';
import { pruneTranslations } from '../../src/domain/content/content-language';
import {
  type ContentProblem,
  documentProblems,
  referencedImageIds,
  referencedLocationIds,
  referencedPollIds,
} from '../../src/domain/content/content-rules';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Queryable } from '../kernel/database.port';
import type { RichTextSanitizer } from '../kernel/sanitizer.port';
import { contentInvalid } from './content-failures';
import type { ContentStore, StoredDocument, StoredImage, StoredSection } from './content.ports';

/** What a version holds before anything is saved: the domain's empty document; a save fills it in. */
export const EMPTY_STORED: StoredDocument = documentToWire(EMPTY_DOCUMENT) as StoredDocument;

/** Stored pending places keep their name trimmed (the domain rule refuses a blank one). */
const trimmed = (pending: PendingLocationWire | null): PendingLocationWire | null =>
  pending ? { ...pending, name: pending.name.trim() } : null;

/** A section as a version stores it: rich text sanitized, the image as its upload row says, places trimmed. */
function storedSection(
  section: SectionInputWire,
  images: ReadonlyMap<string, StoredImage>,
  sanitizer: RichTextSanitizer,
): StoredSection {
  switch (section.type) {
    case 'text':
      return { ...section, html: sanitizer.sanitize(section.html) };
    case 'image':
      return { ...section, image: images.get(section.image.image_id) as StoredImage };
    case 'location':
      return { ...section, pending_location: trimmed(section.pending_location) };
    case 'day':
      return {
        ...section,
        stops: section.stops.map((stop) => ({ ...stop, pending_location: trimmed(stop.pending_location) })),
      };
    case 'poll':
      return section;
  }
}

/** Translations as a version stores them: each text section's words sanitized like its html; none: no field. */
function storedTranslations(
  translations: ContentTranslationsWire | undefined,
  sanitizer: RichTextSanitizer,
): { translations?: ContentTranslationsWire } {
  if (translations === undefined || Object.keys(translations).length === 0) return {};
  const stored: ContentTranslationsWire = {};
  for (const [language, translation] of Object.entries(translations) as [
    keyof ContentTranslationsWire,
    NonNullable<ContentTranslationsWire['th']>,
  ][]) {
    stored[language] = {
      ...translation,
      sections: Object.fromEntries(
        Object.entries(translation.sections).map(([sectionId, words]) => [
          sectionId,
          words.html === undefined ? words : { ...words, html: sanitizer.sanitize(words.html) },
        ]),
      ),
    };
  }
  return { translations: stored };
}

/**
 * A save that does not send `translations` keeps `kept` (the stored version's), less the words of sections and
 * stops the saved document no longer has: a client that knows nothing of translations never loses them, nor is
 * refused for a section it removed.
 */
export function keptTranslations(
  input: DocumentInputWire,
  kept: ContentTranslationsWire | undefined,
): DocumentInputWire {
  const { translations: _sent, ...rest } = input;
  if (kept === undefined) return rest;
  const pruned = pruneTranslations({ ...documentFromWire(rest), translations: translationsFromWire(kept) });
  return pruned === undefined ? rest : { ...rest, translations: translationsToWire(pruned) };
}

/** A problem of the domain's rules as the failure it answers (spec §8 codes and ours). */
function problemFailure(contentId: string, problem: ContentProblem): Error {
  const data = { content_id: contentId, message: problem.message };
  switch (problem.kind) {
    case 'pendingLocation':
      return failure(ErrorCode.invalidPendingLocations, problem.message, data);
    case 'translationLanguage':
      return failure(ErrorCode.translationSameLanguage, problem.message, data);
    case 'translationUnknownPart':
      return failure(ErrorCode.translationUnknownPart, problem.message, data);
    case 'invalid':
      return contentInvalid(contentId, problem.message);
  }
}

/**
 * Checks a document a save sends and turns it into what a version stores: domain rules first (400
 * 4000607032 for pending locations, 422 4220607040 / 4220607041 for a translation in the primary language or
 * naming a part the document lacks, 422 4220607000 otherwise), then every referenced image (the caller's
 * own, in media_images), location (approved, or the author's own pending one) and category must exist (422), then rich
 * text is sanitized, in every language.
 */
export const documentPreparer = (
  store: Pick<ContentStore, 'ownedImages' | 'knownIds' | 'usableLocationIds' | 'usablePollIds'>,
  sanitizer: RichTextSanitizer,
) =>
  async function prepareDocument(
    q: Queryable,
    ownerUserId: string,
    kind: ContentKind,
    contentId: string,
    input: DocumentInputWire,
  ): Promise<{ readonly document: StoredDocument; readonly locationIds: string[] }> {
    const domain = documentFromWire(input);
    const [problem] = documentProblems(kind, domain);
    if (problem) throw problemFailure(contentId, problem);

    const imageIds = referencedImageIds(domain);
    const images = new Map((await store.ownedImages(q, ownerUserId, imageIds)).map((row) => [row.image_id, row]));
    const missingImages = imageIds.filter((id) => !images.has(id));
    if (missingImages.length > 0)
      throw contentInvalid(contentId, `Unknown image_id (not an image of this user): ${missingImages.join(', ')}`);

    const locationIds = referencedLocationIds(domain.sections);
    // Approved places, or the author's own pending proposals: someone else's pending place is unknown here.
    const locations = await store.usableLocationIds(q, ownerUserId, locationIds);
    const missingLocations = locationIds.filter((id) => !locations.has(id));
    if (missingLocations.length > 0)
      throw contentInvalid(
        contentId,
        `Unknown location_id (not a public place nor a pending one of yours): ${missingLocations.join(', ')}`,
      );

    // Poll sections: a standalone poll, or one of the author's own.
    const pollIds = referencedPollIds(domain.sections);
    const polls = await store.usablePollIds(q, ownerUserId, pollIds);
    const missingPolls = pollIds.filter((id) => !polls.has(id));
    if (missingPolls.length > 0)
      throw contentInvalid(
        contentId,
        `Unknown poll_id (not a standalone poll nor one of yours): ${missingPolls.join(', ')}`,
      );

    const categories = await store.knownIds(q, 'categories', input.category_ids);
    const missingCategories = input.category_ids.filter((id) => !categories.has(id));
    if (missingCategories.length > 0)
      throw contentInvalid(contentId, `Unknown category_ids: ${missingCategories.join(', ')}`);

    const { translations, ...words } = input;
    return {
      document: {
        ...EMPTY_STORED,
        ...words,
        cover: input.cover ? (images.get(input.cover.image_id) as StoredImage) : null,
        sections: input.sections.map((section) => storedSection(section, images, sanitizer)),
        ...storedTranslations(translations, sanitizer),
      },
      locationIds,
    };
  };
