import type { DocumentInputWire, PendingLocationWire, SectionInputWire } from '../../src/contract/content.contract';
import { documentFromWire, documentToWire } from '../../src/contract/content.mapping';
import { EMPTY_DOCUMENT, type ContentKind } from '../../src/domain/content/content';
import {
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

/**
 * Checks a document a save sends and turns it into what a version stores: domain rules first (400
 * 4000607032 for pending locations, 422 4220607000 otherwise), then every referenced image (the caller's
 * own, in media_images), location (approved, or the author's own pending one) and category must exist (422), then rich
 * text is sanitized.
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
    if (problem?.kind === 'pendingLocation') {
      throw failure(ErrorCode.invalidPendingLocations, problem.message, {
        content_id: contentId,
        message: problem.message,
      });
    }
    if (problem) throw contentInvalid(contentId, problem.message);

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

    return {
      document: {
        ...EMPTY_STORED,
        ...input,
        cover: input.cover ? (images.get(input.cover.image_id) as StoredImage) : null,
        sections: input.sections.map((section) => storedSection(section, images, sanitizer)),
      },
      locationIds,
    };
  };
