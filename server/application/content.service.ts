import type { ContentKind } from '../../src/domain/content/content';
import { publishProblems } from '../../src/domain/content/content-rules';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { isAppError } from '../../src/domain/errors/app-error';
import { apiError } from '../http/api-error';
import { contentRepository, type ContentRow } from '../persistence/content.repository';
import { isUniqueViolation, type Queryable } from '../persistence/database';
import { contentInvalid, prepareDocument } from './content-document';
import { storedAsInput, toDomainDocument, toEditorContent, type WireDocumentInput } from './content-wire';
import { nowDate, type ServerDeps } from './deps';
import { newId } from './ids';

/** What the content use cases touch; the seed calls them in-process with the same deps. */
export type ContentDeps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;
export type EditorContentWire = ReturnType<typeof toEditorContent>;
export type SaveBody = WireDocumentInput & { readonly revision: number };
export type PatchBody = Partial<WireDocumentInput> & { readonly revision: number };

export const contentMissing = (contentId: string) => apiError(ErrorCode.contentNotFound, `Content ${contentId} does not exist`, { content_id: contentId });
export const contentStale = (row: Pick<ContentRow, 'content_id' | 'revision'>, sent: number) =>
  apiError(ErrorCode.contentVersionConflict, `Content ${row.content_id} is at revision ${row.revision}, this write started from ${sent}`,
    { content_id: row.content_id, revision: row.revision });

/** The content, locked, and the caller's: 404 when missing or deleted, 403 when someone else's. */
export async function lockOwned(q: Queryable, userId: string, contentId: string): Promise<ContentRow> {
  const row = await contentRepository.lock(q, contentId);
  if (!row || row.deleted_at) throw contentMissing(contentId);
  if (row.author_user_id !== userId) throw apiError(ErrorCode.contentForbidden, `Content ${contentId} belongs to another user`, { content_id: contentId });
  return row;
}

async function readBack(deps: ContentDeps, q: Queryable, contentId: string): Promise<EditorContentWire> {
  const view = await contentRepository.view(q, contentId, null);
  if (!view) throw contentMissing(contentId);
  return toEditorContent(deps, view);
}

/**
 * One accepted write: in one transaction, the caller's content is locked, its revision compared (409
 * 4090607009 with the current revision when stale), `change` applied and the revision advanced with
 * `WHERE revision = $sent`, so two saves from one revision can never both win. When `unchanged` says so
 * the content is answered as it is, without a revision check (idempotent calls such as create_draft).
 */
async function write(
  deps: ContentDeps, userId: string, contentId: string, revision: number | null,
  change: (tx: Queryable, row: ContentRow, now: Date) => Promise<Record<string, unknown>>,
  unchanged: (row: ContentRow) => boolean = () => false,
): Promise<EditorContentWire> {
  return deps.db.transaction(async (tx) => {
    const row = await lockOwned(tx, userId, contentId);
    if (unchanged(row)) return readBack(deps, tx, contentId);
    const sent = revision ?? row.revision;
    if (row.revision !== sent) throw contentStale(row, sent);
    const now = nowDate(deps);
    const changes = await change(tx, row, now);
    const advanced = await contentRepository.advance(tx, contentId, sent, changes, now);
    if (!advanced) throw contentStale((await contentRepository.lock(tx, contentId)) ?? row, sent);
    return readBack(deps, tx, contentId);
  });
}

/** Holds an id for a new content (status reserved, revision 1, version 0); 5000104000/5000104001 when that fails. */
export async function reserveContent(deps: ContentDeps, userId: string, kind: ContentKind): Promise<EditorContentWire> {
  const contentId = newId();
  try {
    return await deps.db.transaction(async (tx) => {
      await contentRepository.insertReserved(tx, { contentId, authorUserId: userId, kind }, nowDate(deps));
      return readBack(deps, tx, contentId);
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    if (isUniqueViolation(error)) throw apiError(ErrorCode.internalAuthDuplicate, 'Creating the content failed: duplicate content id');
    throw apiError(ErrorCode.internalAuth, `Creating the content failed: ${(error as Error).message}`);
  }
}

/** Stores `input` as the working draft of the locked content `row`; answers the contents columns to change. */
async function storeDraft(tx: Queryable, userId: string, row: ContentRow, input: WireDocumentInput, now: Date): Promise<Record<string, unknown>> {
  const doc = await prepareDocument(tx, userId, row.kind, row.content_id, input);
  if (row.draft_version !== null) {
    await contentRepository.updateDraft(tx, row.content_id, row.draft_version, doc, now);
    return {};
  }
  const version = row.latest_version + 1;
  await contentRepository.insertVersion(tx, row.content_id, version, doc, now);
  return { draft_version: version, latest_version: version, ...(row.status === 'reserved' ? { status: 'draft' } : {}) };
}

/**
 * Saves the working draft (PUT: the whole document). A reserved content becomes draft v1; a published
 * content without a draft starts draft version latest+1; an existing draft is overwritten in place.
 */
export function saveContent(deps: ContentDeps, userId: string, contentId: string, body: SaveBody): Promise<EditorContentWire> {
  const { revision, ...input } = body;
  return write(deps, userId, contentId, revision, (tx, row, now) => storeDraft(tx, userId, row, input, now));
}

/** PATCH: the fields sent replace those of the working version, read in the same transaction; the rest is kept. */
export function patchContent(deps: ContentDeps, userId: string, contentId: string, body: PatchBody): Promise<EditorContentWire> {
  const { revision, ...fields } = body;
  return write(deps, userId, contentId, revision, async (tx, row, now) => {
    const current = await contentRepository.view(tx, contentId, null);
    const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    return storeDraft(tx, userId, row, { ...storedAsInput(current?.version_row ?? null), ...sent }, now);
  });
}

/** The draft becomes the published version (the older published one superseded); needs title, cover and a section. */
export function publishContent(deps: ContentDeps, userId: string, contentId: string, revision: number): Promise<EditorContentWire> {
  return write(deps, userId, contentId, revision, async (tx, row, now) => {
    const draft = row.draft_version === null ? null : (await contentRepository.view(tx, contentId, row.draft_version))?.version_row ?? null;
    if (!draft && row.published_version !== null) throw contentInvalid(contentId, 'There is no draft to publish: the published version is current');
    const missing = publishProblems(toDomainDocument(storedAsInput(draft)));
    if (missing.length > 0) throw contentInvalid(contentId, `Cannot publish yet, missing: ${missing.join(', ')}`);
    const version = row.draft_version as number;
    await contentRepository.publishDraft(tx, contentId, version, now);
    return { status: 'published', published_version: version, draft_version: null, published_at: row.published_at ?? now };
  });
}

/** Starts editing a published content: a draft copy as version latest+1; an existing draft is returned unchanged. */
export function createDraft(deps: ContentDeps, userId: string, contentId: string, revision: number): Promise<EditorContentWire> {
  return write(deps, userId, contentId, revision, async (tx, row, now) => {
    if (row.published_version === null) throw contentInvalid(contentId, 'Nothing is published yet: save the content to start its draft');
    const version = row.latest_version + 1;
    await contentRepository.copyAsDraft(tx, contentId, row.published_version, version, now);
    return { draft_version: version, latest_version: version };
  }, (row) => row.draft_version !== null);
}

/** Drops the working draft and goes back to the published version; a never-published content keeps its only draft. */
export async function deleteDraft(deps: ContentDeps, userId: string, contentId: string, revision: number): Promise<EditorContentWire> {
  return write(deps, userId, contentId, revision, async (tx, row) => {
    if (row.published_version === null) throw contentInvalid(contentId, 'A content never published cannot drop its only draft: delete the content instead');
    if (row.draft_version === null) throw contentInvalid(contentId, 'There is no draft to delete');
    await contentRepository.deleteDraft(tx, contentId, row.draft_version);
    return { draft_version: null, latest_version: row.published_version };
  });
}

/** Soft delete: the row stays (ids are never reused), readers get 404; 5000101999 "delete content" on a fault. */
export async function deleteContent(deps: ContentDeps, userId: string, contentId: string, revision: number | null) {
  try {
    await write(deps, userId, contentId, revision, async (_tx, _row, now) => ({ deleted_at: now }));
  } catch (error) {
    if (isAppError(error)) throw error;
    throw apiError(ErrorCode.internalUser, `Deleting the content failed: ${(error as Error).message}`);
  }
  return { content_id: contentId, deleted: true as const };
}
