import type { ContentDocument, ImageRef, PendingLocation, Section } from '../../src/domain/content/content';
import { isoOrNull } from '../kernel/clock';
import type { Kernel } from '../kernel/deps';
import { imageUrlFor } from '../media/media.use-cases';
import type { AuthorColumns, ContentView, PublicStamp, StoredDocument, StoredImage, StoredSection, VersionRow } from './content.ports';

/** What the mapping needs of the kernel: the config, for image urls. */
type WithConfig = Pick<Kernel, 'config'>;

/**
 * Row ⇄ wire mapping of contents (issue 4 contract, snake_case). Stored versions keep images as
 * { image_id, width, height, blurhash }; the `url` readers load is derived here, in one place.
 */
export const imageUrl = (deps: WithConfig, imageId: string): string =>
  imageUrlFor(deps, imageId);

/** A language for a content nothing was saved in yet. */
export const DEFAULT_CONTENT_LANGUAGE = 'en';

/** An image as a save sends it: only image_id is trusted; the rest comes from media_images. */
export interface WireImageInput {
  readonly image_id: string;
  readonly url?: string;
  readonly blurhash?: string | null;
  readonly width?: number;
  readonly height?: number;
}
export type WireSectionInput = Record<string, any> & { readonly section_id: string; readonly type: Section['type'] };
export interface WireDocumentInput {
  readonly title: string;
  readonly summary: string;
  readonly language: 'th' | 'en';
  readonly cover: WireImageInput | null;
  readonly sections: readonly WireSectionInput[];
  readonly category_ids: readonly string[];
}

export const toWireImage = (deps: WithConfig, image: StoredImage | null) =>
  image ? { image_id: image.image_id, url: imageUrl(deps, image.image_id), blurhash: image.blurhash ?? null, width: image.width, height: image.height } : null;

const toWireSection = (deps: WithConfig, section: StoredSection) =>
  section.type === 'image' ? { ...section, image: toWireImage(deps, section.image as StoredImage) } : section;

const pendingOf = (value: unknown): PendingLocation | null => {
  if (!value || typeof value !== 'object') return null;
  const p = value as Record<string, unknown>;
  return { name: String(p.name ?? ''), lat: Number(p.lat), lng: Number(p.lng), address: String(p.address ?? '') };
};

const domainImage = (image: WireImageInput): ImageRef =>
  ({ imageId: image.image_id, url: '', blurhash: image.blurhash ?? null, width: image.width ?? 0, height: image.height ?? 0 });

/** The domain view of a wire document, so the domain rules (content-rules.ts) judge it. */
export function toDomainDocument(input: WireDocumentInput): ContentDocument {
  const sections = input.sections.map((s): Section => {
    switch (s.type) {
      case 'text': return { sectionId: s.section_id, type: 'text', html: String(s.html ?? '') };
      case 'image': return { sectionId: s.section_id, type: 'image', image: domainImage(s.image), caption: String(s.caption ?? '') };
      case 'location':
        return { sectionId: s.section_id, type: 'location', locationId: s.location_id ?? null, pendingLocation: pendingOf(s.pending_location), note: String(s.note ?? '') };
      case 'day':
        return {
          sectionId: s.section_id, type: 'day', title: String(s.title ?? ''),
          stops: (s.stops as Record<string, any>[]).map((stop) => ({
            stopId: stop.stop_id, locationId: stop.location_id ?? null, pendingLocation: pendingOf(stop.pending_location),
            note: String(stop.note ?? ''), time: stop.time ?? null,
          })),
        };
    }
  });
  return {
    title: input.title, summary: input.summary, language: input.language,
    cover: input.cover ? domainImage(input.cover) : null, sections, categoryIds: input.category_ids,
  };
}

const author = (view: Pick<ContentView, 'author_user_id' | keyof AuthorColumns>) => ({
  user_id: view.author_user_id, username: view.username, display_name: view.display_name, avatar_image: view.avatar_image,
});

const documentOf = (deps: WithConfig, version: VersionRow | null) => ({
  title: version?.title ?? '',
  summary: version?.summary ?? '',
  language: version?.language ?? DEFAULT_CONTENT_LANGUAGE,
  cover: toWireImage(deps, version?.cover ?? null),
  sections: (version?.sections ?? []).map((section) => toWireSection(deps, section)),
  category_ids: version?.category_ids ?? [],
});

/** EditorContent: a reserved content has no version yet and reads as version 0 with empty fields. */
export function toEditorContent(deps: WithConfig, view: ContentView) {
  const version = view.version_row;
  return {
    content_id: view.content_id, kind: view.kind, status: view.status, version: version?.version ?? 0, revision: view.revision,
    published_version: view.published_version, draft_version: view.draft_version,
    ...documentOf(deps, version),
    author: author(view),
    created_at: isoOrNull(view.created_at), updated_at: isoOrNull(version?.v_updated_at ?? view.updated_at),
    published_at: isoOrNull(view.published_at), view_count: Number(view.view_count), comment_count: view.comment_count,
  };
}

/** The part of a PublicContent its published version fixes: assembled once, kept by public-content-cache.ts. */
export const toPublicBody = (deps: WithConfig, version: VersionRow, places: unknown[]) => ({
  version: version.version, ...documentOf(deps, version), updated_at: isoOrNull(version.v_published_at ?? version.v_updated_at), places,
});
export type PublicBody = ReturnType<typeof toPublicBody>;

/**
 * PublicContent: published_at is the first publication; updated_at when the current version was published.
 * Counts and author come from the per-request stamp, so they are never older than the request.
 */
export const toPublicContent = (stamp: PublicStamp, body: PublicBody) => ({
  content_id: stamp.content_id, kind: stamp.kind, ...body, author: author(stamp),
  published_at: isoOrNull(stamp.published_at), view_count: Number(stamp.view_count), comment_count: stamp.comment_count,
});

export function toListItem(deps: WithConfig, view: ContentView) {
  const version = view.version_row;
  return {
    content_id: view.content_id, kind: view.kind, status: view.status, title: version?.title ?? '', summary: version?.summary ?? '',
    cover: toWireImage(deps, version?.cover ?? null), has_draft: view.draft_version !== null, revision: view.revision,
    updated_at: isoOrNull(view.updated_at), published_at: isoOrNull(view.published_at),
    view_count: Number(view.view_count), comment_count: view.comment_count, author: author(view),
  };
}

/** The small preview of a published content (link previews, OG meta, prefetch on hover). */
export const toPreFetch = (deps: WithConfig, view: ContentView) => ({
  content_id: view.content_id, kind: view.kind, title: view.version_row?.title ?? '', summary: view.version_row?.summary ?? '',
  cover: toWireImage(deps, view.version_row?.cover ?? null), author: author(view), published_at: isoOrNull(view.published_at),
});

/** A stored version as the input of a save (PATCH merges onto it). */
export const storedAsInput = (version: VersionRow | null): WireDocumentInput => ({
  title: version?.title ?? '', summary: version?.summary ?? '', language: version?.language ?? DEFAULT_CONTENT_LANGUAGE,
  cover: version?.cover ?? null, sections: (version?.sections ?? []) as WireSectionInput[], category_ids: version?.category_ids ?? [],
});

export type { StoredDocument };
