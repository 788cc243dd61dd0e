import type { ContentKind } from '../../src/domain/content/content';
import { documentProblems, referencedImageIds, referencedLocationIds } from '../../src/domain/content/content-rules';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Queryable } from '../kernel/database.port';
import type { RichTextSanitizer } from '../kernel/sanitizer.port';
import { contentInvalid } from './content-failures';
import { toDomainDocument, type WireDocumentInput, type WireSectionInput } from './content.mapper';
import type { ContentStore, StoredDocument, StoredImage, StoredSection } from './content.ports';

const pendingOf = (value: any) =>
  value ? { name: String(value.name).trim(), lat: Number(value.lat), lng: Number(value.lng), address: String(value.address ?? '') } : null;

function storedSection(section: WireSectionInput, images: ReadonlyMap<string, StoredImage>, sanitizer: RichTextSanitizer): StoredSection {
  const base = { section_id: section.section_id, type: section.type };
  switch (section.type) {
    case 'text':
      return { ...base, html: sanitizer.sanitize(String(section.html ?? '')) };
    case 'image':
      return { ...base, image: images.get(section.image.image_id), caption: String(section.caption ?? '') };
    case 'location':
      return { ...base, location_id: section.location_id ?? null, pending_location: pendingOf(section.pending_location), note: String(section.note ?? '') };
    case 'day':
      return {
        ...base, title: String(section.title ?? ''),
        stops: (section.stops as any[]).map((stop) => ({
          stop_id: stop.stop_id, location_id: stop.location_id ?? null, pending_location: pendingOf(stop.pending_location),
          note: String(stop.note ?? ''), time: stop.time ?? null,
        })),
      };
  }
}

/**
 * Checks a document a save sends and turns it into what a version stores: domain rules first (400
 * 4000607032 for pending locations, 422 4220607000 otherwise), then every referenced image (the caller's
 * own, in media_images), location and category must exist (422), then rich text is sanitized.
 */
export const documentPreparer = (store: Pick<ContentStore, 'ownedImages' | 'knownIds'>, sanitizer: RichTextSanitizer) => async function prepareDocument(
  q: Queryable, ownerUserId: string, kind: ContentKind, contentId: string, input: WireDocumentInput,
): Promise<StoredDocument> {
  const domain = toDomainDocument(input);
  const [problem] = documentProblems(kind, domain);
  if (problem?.kind === 'pendingLocation') {
    throw failure(ErrorCode.invalidPendingLocations, problem.message, { content_id: contentId, message: problem.message });
  }
  if (problem) throw contentInvalid(contentId, problem.message);

  const imageIds = referencedImageIds(domain);
  const images = new Map((await store.ownedImages(q, ownerUserId, imageIds)).map((row) => [row.image_id, row]));
  const missingImages = imageIds.filter((id) => !images.has(id));
  if (missingImages.length > 0) throw contentInvalid(contentId, `Unknown image_id (not an image of this user): ${missingImages.join(', ')}`);

  const locationIds = referencedLocationIds(domain.sections);
  const locations = await store.knownIds(q, 'locations', locationIds);
  const missingLocations = locationIds.filter((id) => !locations.has(id));
  if (missingLocations.length > 0) throw contentInvalid(contentId, `Unknown location_id: ${missingLocations.join(', ')}`);

  const categories = await store.knownIds(q, 'categories', input.category_ids);
  const missingCategories = input.category_ids.filter((id) => !categories.has(id));
  if (missingCategories.length > 0) throw contentInvalid(contentId, `Unknown category_ids: ${missingCategories.join(', ')}`);

  return {
    title: input.title, summary: input.summary, language: input.language,
    cover: input.cover ? (images.get(input.cover.image_id) as StoredImage) : null,
    sections: input.sections.map((section) => storedSection(section, images, sanitizer)),
    category_ids: [...input.category_ids],
    location_ids: locationIds,
  };
};
