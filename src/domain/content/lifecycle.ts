import type { ContentDocument, ContentStatus } from './content';
import { publishProblems, type PublishRequirement } from './content-rules';

/**
 * The content lifecycle (spec §7 content-platform) as pure rules: no storage, no clock (time comes
 * in as milliseconds). The server's content use cases ask these functions what a command does, then store
 * the answer; the SPA may ask them what a button would do.
 *
 * States: `reserved` (an id held, never saved) → `draft` (saved, never published) → `published`; a
 * published content may have a working draft beside it. `deleted` is a soft delete on top of any state.
 *
 * Pointers: `draftVersion` is the working draft (null when none), `publishedVersion` the public version
 * (null until the first publish), `latestVersion` the highest version kept (0 while reserved). A new draft
 * is always `latestVersion + 1`; published versions stay, so only a dropped draft's number is used again.
 *
 * Revision: every write starts from the content's current revision (409 4090607009 otherwise) and every
 * accepted write adds one. A write may skip the check (revision `null`: delete without a revision), and
 * an idempotent call answered unchanged (create_draft with a draft already there) checks nothing.
 */

export type LifecycleState = ContentStatus | 'deleted';

export interface ContentPointers {
  readonly status: ContentStatus;
  readonly revision: number;
  readonly draftVersion: number | null;
  readonly publishedVersion: number | null;
  readonly latestVersion: number;
  /** The first publish (ms); a later publish keeps it. */
  readonly publishedAt: number | null;
  /** The soft delete (ms); null while the content lives. */
  readonly deletedAt: number | null;
}

/** Why a command is refused. */
export type LifecycleRefusalReason =
  /** Deleted (or never existed): 404 4040607001. */
  | 'missing'
  /** The write started from an older revision: 409 4090607009 with the current revision. */
  | 'stale'
  /** publish with no draft while the published version is current: 422 4220607000. */
  | 'nothingToPublish'
  /** publish of a draft without title, cover or sections (a reserved content has none): 422 4220607000. */
  | 'publishRequirements'
  /** create_draft before anything was published: 422 4220607000. */
  | 'neverPublished'
  /** delete_draft of a never-published content (its only draft): 422 4220607000. */
  | 'onlyDraft'
  /** delete_draft with no draft: 422 4220607000. */
  | 'noDraft';

export interface LifecycleRefusal {
  readonly ok: false;
  readonly reason: LifecycleRefusalReason;
  /** English, technical: the server sends it as the error message (4220607000's `data.message`). */
  readonly message: string;
  /** `stale`: the content's current revision, for the 409's `data.revision`. */
  readonly currentRevision?: number;
  /** `publishRequirements`: what the draft still lacks. */
  readonly missing?: readonly PublishRequirement[];
}

/** What storage must do for an accepted command (the pointers say the rest). */
export type LifecycleEffect =
  /** save into a new version (a reserved content's first draft, or a published content's next draft). */
  | { readonly kind: 'insertVersion'; readonly version: number }
  /** save over the working draft, in place. */
  | { readonly kind: 'updateDraft'; readonly version: number }
  /** publish: the draft version becomes the public one (the older one superseded). */
  | { readonly kind: 'publishDraft'; readonly version: number }
  /** create_draft: copy the published version as the new draft version. */
  | { readonly kind: 'copyAsDraft'; readonly from: number; readonly version: number }
  /** create_draft with a draft already there: answer the content as it is, nothing written, revision kept. */
  | { readonly kind: 'unchanged' }
  /** delete_draft: drop the draft version. */
  | { readonly kind: 'dropDraft'; readonly version: number }
  /** delete: soft delete, the row stays (ids are never reused). */
  | { readonly kind: 'softDelete' };

export interface LifecycleStep {
  readonly ok: true;
  readonly next: ContentPointers;
  readonly effect: LifecycleEffect;
}

export type LifecycleAnswer = LifecycleStep | LifecycleRefusal;

/** The document fields publishing needs. */
export type PublishableDocument = Pick<ContentDocument, 'title' | 'cover' | 'sections'>;

export const LIFECYCLE_MESSAGES: Readonly<
  Record<Exclude<LifecycleRefusalReason, 'stale' | 'publishRequirements' | 'missing'>, string>
> = {
  nothingToPublish: 'There is no draft to publish: the published version is current',
  neverPublished: 'Nothing is published yet: save the content to start its draft',
  onlyDraft: 'A content never published cannot drop its only draft: delete the content instead',
  noDraft: 'There is no draft to delete',
};

/** The pointers of a content just reserved: revision 1, version 0, nothing saved. */
export function reservedPointers(): ContentPointers {
  return {
    status: 'reserved',
    revision: 1,
    draftVersion: null,
    publishedVersion: null,
    latestVersion: 0,
    publishedAt: null,
    deletedAt: null,
  };
}

export function lifecycleState(pointers: ContentPointers): LifecycleState {
  return pointers.deletedAt !== null ? 'deleted' : pointers.status;
}

/** The version the editor works on: the draft when there is one, else the published one (0 while reserved). */
export function workingVersion(pointers: ContentPointers): number {
  return pointers.draftVersion ?? pointers.publishedVersion ?? 0;
}

const refuse = (
  reason: LifecycleRefusalReason,
  message: string,
  extra: Partial<LifecycleRefusal> = {},
): LifecycleRefusal => ({ ok: false, reason, message, ...extra });

/** The checks every write makes first: the content lives, and the write starts from its current revision. */
function writable(pointers: ContentPointers, revision: number | null): LifecycleRefusal | null {
  if (pointers.deletedAt !== null) return refuse('missing', 'The content does not exist');
  if (revision !== null && revision !== pointers.revision) {
    return refuse('stale', `The content is at revision ${pointers.revision}, this write started from ${revision}`, {
      currentRevision: pointers.revision,
    });
  }
  return null;
}

const accepted = (
  pointers: ContentPointers,
  changes: Partial<ContentPointers>,
  effect: LifecycleEffect,
): LifecycleStep => ({ ok: true, next: { ...pointers, ...changes, revision: pointers.revision + 1 }, effect });

/**
 * save (PUT) and patch (PATCH): the working draft. A reserved content becomes draft v1; a published content
 * without a draft starts draft version latest+1; an existing draft is overwritten in place. The document's
 * own rules (content-rules.ts documentProblems) are checked apart.
 */
export function save(pointers: ContentPointers, revision: number | null): LifecycleAnswer {
  const refused = writable(pointers, revision);
  if (refused) return refused;
  if (pointers.draftVersion !== null)
    return accepted(pointers, {}, { kind: 'updateDraft', version: pointers.draftVersion });
  const version = pointers.latestVersion + 1;
  return accepted(
    pointers,
    {
      draftVersion: version,
      latestVersion: version,
      ...(pointers.status === 'reserved' ? { status: 'draft' as const } : {}),
    },
    { kind: 'insertVersion', version },
  );
}

/**
 * publish: the draft becomes the published version; it needs a title, a cover and a section (the editor's publish rule).
 * `draft` is the draft version's document, null when there is none (a reserved content: everything missing).
 * The first publish time is kept by later publishes.
 */
export function publish(
  pointers: ContentPointers,
  revision: number | null,
  draft: PublishableDocument | null,
  nowMs: number,
): LifecycleAnswer {
  const refused = writable(pointers, revision);
  if (refused) return refused;
  const draftDoc = pointers.draftVersion === null ? null : draft;
  if (draftDoc === null && pointers.publishedVersion !== null)
    return refuse('nothingToPublish', LIFECYCLE_MESSAGES.nothingToPublish);
  const missing = publishProblems(draftDoc ?? { title: '', cover: null, sections: [] });
  if (missing.length > 0)
    return refuse('publishRequirements', `Cannot publish yet, missing: ${missing.join(', ')}`, { missing });
  const version = pointers.draftVersion as number;
  return accepted(
    pointers,
    { status: 'published', publishedVersion: version, draftVersion: null, publishedAt: pointers.publishedAt ?? nowMs },
    { kind: 'publishDraft', version },
  );
}

/**
 * create_draft: starts editing a published content with a copy of it as version latest+1. With a draft
 * already there it answers the content unchanged, without looking at the revision (idempotent).
 */
export function createDraft(pointers: ContentPointers, revision: number | null): LifecycleAnswer {
  if (pointers.deletedAt !== null) return refuse('missing', 'The content does not exist');
  if (pointers.draftVersion !== null) return { ok: true, next: pointers, effect: { kind: 'unchanged' } };
  const refused = writable(pointers, revision);
  if (refused) return refused;
  if (pointers.publishedVersion === null) return refuse('neverPublished', LIFECYCLE_MESSAGES.neverPublished);
  const version = pointers.latestVersion + 1;
  return accepted(
    pointers,
    { draftVersion: version, latestVersion: version },
    { kind: 'copyAsDraft', from: pointers.publishedVersion, version },
  );
}

/**
 * delete_draft: drops the working draft and goes back to the published version (latest falls back to it,
 * so the next draft reuses the dropped number). A never-published content keeps its only draft.
 */
export function deleteDraft(pointers: ContentPointers, revision: number | null): LifecycleAnswer {
  const refused = writable(pointers, revision);
  if (refused) return refused;
  if (pointers.publishedVersion === null) return refuse('onlyDraft', LIFECYCLE_MESSAGES.onlyDraft);
  if (pointers.draftVersion === null) return refuse('noDraft', LIFECYCLE_MESSAGES.noDraft);
  return accepted(
    pointers,
    { draftVersion: null, latestVersion: pointers.publishedVersion },
    { kind: 'dropDraft', version: pointers.draftVersion },
  );
}

/** delete: soft delete from any state; readers get 404 afterwards; revision `null` skips the check. */
export function deleteContent(pointers: ContentPointers, revision: number | null, nowMs: number): LifecycleAnswer {
  const refused = writable(pointers, revision);
  if (refused) return refused;
  return accepted(pointers, { deletedAt: nowMs }, { kind: 'softDelete' });
}
