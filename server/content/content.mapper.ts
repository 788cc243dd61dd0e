import type {
  AuthorWire,
  ContentDocumentWire,
  DocumentInputWire,
  EditorContentWire,
  ImageRefWire,
  ListItemWire,
  PlaceWire,
  PreFetchWire,
  PublicContentWire,
  SectionWire,
} from '../../src/contract/content.contract';
import type { ContentLanguage } from '../../src/domain/content/content';
import { headInLanguage } from '../../src/domain/content/content-language';
import { isoOrNull } from '../kernel/clock';
import type { Kernel } from '../kernel/deps';
import { imageUrlFor } from '../media/media.use-cases';
import { EMPTY_STORED } from './content-document';
import type {
  AuthorColumns,
  BasedOnColumns,
  ContentView,
  PublicStamp,
  StoredDocument,
  StoredImage,
  StoredSection,
  VersionRow,
} from './content.ports';

/** What the mapping needs of the kernel: the config, for image urls. */
type WithConfig = Pick<Kernel, 'config'>;

/**
 * Row → wire of contents (src/contract/content.contract.ts). A version stores the save's document whole
 * (migration 0006) with images as { image_id, width, height, blurhash }; the `url` readers load is derived
 * here, in one place. Every other document field passes through as stored, so a new one needs nothing here.
 */
const iso = (value: Date | string): string => new Date(value).toISOString();

export const toWireImage = (deps: WithConfig, image: StoredImage | null): ImageRefWire | null =>
  image
    ? {
        image_id: image.image_id,
        url: imageUrlFor(deps, image.image_id),
        blurhash: image.blurhash ?? null,
        width: image.width,
        height: image.height,
      }
    : null;

const toWireSection = (deps: WithConfig, section: StoredSection): SectionWire =>
  section.type === 'image' ? { ...section, image: toWireImage(deps, section.image) as ImageRefWire } : section;

const author = (view: Pick<ContentView, 'author_user_id' | keyof AuthorColumns>): AuthorWire => ({
  user_id: view.author_user_id,
  username: view.username,
  display_name: view.display_name,
  avatar_image: view.avatar_image,
});

/** The stored document of a version (the empty one for a reserved content; fields a version lacks read as empty). */
const storedOf = (version: VersionRow | null): StoredDocument => ({ ...EMPTY_STORED, ...version?.document });

const documentOf = (deps: WithConfig, version: VersionRow | null): ContentDocumentWire => {
  const stored = storedOf(version);
  return {
    ...stored,
    cover: toWireImage(deps, stored.cover),
    sections: stored.sections.map((section) => toWireSection(deps, section)),
  };
};

/** A copy names its origin (null while that is not public); any other content has no `based_on` at all. */
const basedOnOf = (row: BasedOnColumns & { readonly based_on_content_id?: string | null }) =>
  row.based_on_content_id ? { based_on: row.based_on ?? null } : {};

/** EditorContent: a reserved content has no version yet and reads as version 0 with empty fields. */
export function toEditorContent(deps: WithConfig, view: ContentView): EditorContentWire {
  const version = view.version_row;
  return {
    content_id: view.content_id,
    kind: view.kind,
    status: view.status,
    version: version?.version ?? 0,
    revision: view.revision,
    published_version: view.published_version,
    draft_version: view.draft_version,
    ...documentOf(deps, version),
    author: author(view),
    created_at: iso(view.created_at),
    updated_at: iso(version?.v_updated_at ?? view.updated_at),
    published_at: isoOrNull(view.published_at),
    view_count: Number(view.view_count),
    comment_count: view.comment_count,
    campaign_id: view.campaign_id ?? null,
    hidden: Boolean(view.hidden_at),
    ...basedOnOf(view),
  };
}

/** The part of a PublicContent its published version fixes: assembled once, kept by public-content-cache.ts. */
export const toPublicBody = (deps: WithConfig, version: VersionRow, places: PlaceWire[]) => ({
  version: version.version,
  ...documentOf(deps, version),
  updated_at: iso(version.v_published_at ?? version.v_updated_at),
  places,
});
export type PublicBody = ReturnType<typeof toPublicBody>;

/**
 * PublicContent: published_at is the first publication; updated_at when the current version was published.
 * Counts and author come from the stamp, which the cache forgets when they change (public-content-cache.ts).
 */
export const toPublicContent = (stamp: PublicStamp, body: PublicBody): PublicContentWire => ({
  content_id: stamp.content_id,
  kind: stamp.kind,
  ...body,
  author: author(stamp),
  published_at: iso(stamp.published_at as Date),
  view_count: Number(stamp.view_count),
  comment_count: stamp.comment_count,
  campaign_id: stamp.campaign_id ?? null,
  ...basedOnOf(stamp),
});

/**
 * A row of a list. `hl`, the reader's language (public lists): a content that has it is listed with its title and
 * summary in it, by the reading page's rule (content-language.ts headInLanguage); null: the stored words.
 */
export function toListItem(
  deps: WithConfig,
  view: ContentView & { readonly saved_count?: number },
  hl: ContentLanguage | null = null,
): ListItemWire {
  const stored = storedOf(view.version_row);
  const head = headInLanguage(
    { language: stored.language, title: stored.title, summary: stored.summary, translations: stored.translations },
    hl,
  );
  return {
    content_id: view.content_id,
    kind: view.kind,
    status: view.status,
    title: head.title,
    summary: head.summary,
    cover: toWireImage(deps, stored.cover),
    has_draft: view.draft_version !== null,
    revision: view.revision,
    updated_at: iso(view.updated_at),
    published_at: isoOrNull(view.published_at),
    view_count: Number(view.view_count),
    comment_count: view.comment_count,
    author: author(view),
    hidden: Boolean(view.hidden_at),
    ...(view.saved_count === undefined ? {} : { saved_count: view.saved_count }),
  };
}

/** The small preview of a published content (link previews, OG meta, prefetch on hover). */
export const toPreFetch = (deps: WithConfig, view: ContentView): PreFetchWire => {
  const stored = storedOf(view.version_row);
  return {
    content_id: view.content_id,
    kind: view.kind,
    title: stored.title,
    summary: stored.summary,
    cover: toWireImage(deps, stored.cover),
    author: author(view),
    published_at: isoOrNull(view.published_at),
  };
};

/** A stored version as the input of a save (PATCH merges onto it). */
export const storedAsInput = (version: VersionRow | null): DocumentInputWire => storedOf(version);
