import type { ContentKind } from '../../src/domain/content/content';
import { publishProblems } from '../../src/domain/content/content-rules';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { isAppError } from '../../src/domain/errors/app-error';
import { failure } from '../../src/domain/errors/failure';
import { isUniqueViolation, type Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import { newId } from '../kernel/ids';
import { documentPreparer } from './content-document';
import { contentForbidden, contentInvalid, contentMissing, contentStale } from './content-failures';
import { storedAsInput, toDomainDocument, toEditorContent, type WireDocumentInput } from './content.mapper';
import type { ContentRow, ContentStore } from './content.ports';

/** What the content use cases touch; the seed builds them in-process with its own clock. */
export type ContentDeps = Pick<Kernel, 'db' | 'clock' | 'config' | 'sanitizer'>;
export type EditorContentWire = ReturnType<typeof toEditorContent>;
export type SaveBody = WireDocumentInput & { readonly revision: number };
export type PatchBody = Partial<WireDocumentInput> & { readonly revision: number };

/** The editor's writes (spec §7 content orchestration): the reserved → draft → published lifecycle. */
export function createContentUseCases(deps: ContentDeps, store: ContentStore) {
  const prepareDocument = documentPreparer(store, deps.sanitizer);

  /** The content, locked, and the caller's: 404 when missing or deleted, 403 when someone else's. */
  async function lockOwned(q: Queryable, userId: string, contentId: string): Promise<ContentRow> {
    const row = await store.lock(q, contentId);
    if (!row || row.deleted_at) throw contentMissing(contentId);
    if (row.author_user_id !== userId) throw contentForbidden(contentId);
    return row;
  }

  async function readBack(q: Queryable, contentId: string): Promise<EditorContentWire> {
    const view = await store.view(q, contentId, null);
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
    userId: string, contentId: string, revision: number | null,
    change: (tx: Queryable, row: ContentRow, now: Date) => Promise<Record<string, unknown>>,
    unchanged: (row: ContentRow) => boolean = () => false,
  ): Promise<EditorContentWire> {
    return deps.db.transaction(async (tx) => {
      const row = await lockOwned(tx, userId, contentId);
      if (unchanged(row)) return readBack(tx, contentId);
      const sent = revision ?? row.revision;
      if (row.revision !== sent) throw contentStale(row, sent);
      const now = nowDate(deps);
      const changes = await change(tx, row, now);
      const advanced = await store.advance(tx, contentId, sent, changes, now);
      if (!advanced) throw contentStale((await store.lock(tx, contentId)) ?? row, sent);
      return readBack(tx, contentId);
    });
  }

  /** Stores `input` as the working draft of the locked content `row`; answers the contents columns to change. */
  async function storeDraft(tx: Queryable, userId: string, row: ContentRow, input: WireDocumentInput, now: Date): Promise<Record<string, unknown>> {
    const doc = await prepareDocument(tx, userId, row.kind, row.content_id, input);
    if (row.draft_version !== null) {
      await store.updateDraft(tx, row.content_id, row.draft_version, doc, now);
      return {};
    }
    const version = row.latest_version + 1;
    await store.insertVersion(tx, row.content_id, version, doc, now);
    return { draft_version: version, latest_version: version, ...(row.status === 'reserved' ? { status: 'draft' } : {}) };
  }

  return {
    /** Holds an id for a new content (status reserved, revision 1, version 0); 5000104000/5000104001 when that fails. */
    async reserveContent(userId: string, kind: ContentKind): Promise<EditorContentWire> {
      const contentId = newId();
      try {
        return await deps.db.transaction(async (tx) => {
          await store.insertReserved(tx, { contentId, authorUserId: userId, kind }, nowDate(deps));
          return readBack(tx, contentId);
        });
      } catch (error) {
        if (isAppError(error)) throw error;
        if (isUniqueViolation(error)) throw failure(ErrorCode.internalAuthDuplicate, 'Creating the content failed: duplicate content id');
        throw failure(ErrorCode.internalAuth, `Creating the content failed: ${(error as Error).message}`);
      }
    },

    /**
     * Saves the working draft (PUT: the whole document). A reserved content becomes draft v1; a published
     * content without a draft starts draft version latest+1; an existing draft is overwritten in place.
     */
    saveContent(userId: string, contentId: string, body: SaveBody): Promise<EditorContentWire> {
      const { revision, ...input } = body;
      return write(userId, contentId, revision, (tx, row, now) => storeDraft(tx, userId, row, input, now));
    },

    /** PATCH: the fields sent replace those of the working version, read in the same transaction; the rest is kept. */
    patchContent(userId: string, contentId: string, body: PatchBody): Promise<EditorContentWire> {
      const { revision, ...fields } = body;
      return write(userId, contentId, revision, async (tx, row, now) => {
        const current = await store.view(tx, contentId, null);
        const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
        return storeDraft(tx, userId, row, { ...storedAsInput(current?.version_row ?? null), ...sent }, now);
      });
    },

    /** The draft becomes the published version (the older published one superseded); needs title, cover and a section. */
    publishContent(userId: string, contentId: string, revision: number): Promise<EditorContentWire> {
      return write(userId, contentId, revision, async (tx, row, now) => {
        const draft = row.draft_version === null ? null : (await store.view(tx, contentId, row.draft_version))?.version_row ?? null;
        if (!draft && row.published_version !== null) throw contentInvalid(contentId, 'There is no draft to publish: the published version is current');
        const missing = publishProblems(toDomainDocument(storedAsInput(draft)));
        if (missing.length > 0) throw contentInvalid(contentId, `Cannot publish yet, missing: ${missing.join(', ')}`);
        const version = row.draft_version as number;
        await store.publishDraft(tx, contentId, version, now);
        return { status: 'published', published_version: version, draft_version: null, published_at: row.published_at ?? now };
      });
    },

    /** Starts editing a published content: a draft copy as version latest+1; an existing draft is returned unchanged. */
    createDraft(userId: string, contentId: string, revision: number): Promise<EditorContentWire> {
      return write(userId, contentId, revision, async (tx, row, now) => {
        if (row.published_version === null) throw contentInvalid(contentId, 'Nothing is published yet: save the content to start its draft');
        const version = row.latest_version + 1;
        await store.copyAsDraft(tx, contentId, row.published_version, version, now);
        return { draft_version: version, latest_version: version };
      }, (row) => row.draft_version !== null);
    },

    /** Drops the working draft and goes back to the published version; a never-published content keeps its only draft. */
    deleteDraft(userId: string, contentId: string, revision: number): Promise<EditorContentWire> {
      return write(userId, contentId, revision, async (tx, row) => {
        if (row.published_version === null) throw contentInvalid(contentId, 'A content never published cannot drop its only draft: delete the content instead');
        if (row.draft_version === null) throw contentInvalid(contentId, 'There is no draft to delete');
        await store.deleteDraft(tx, contentId, row.draft_version);
        return { draft_version: null, latest_version: row.published_version };
      });
    },

    /** Soft delete: the row stays (ids are never reused), readers get 404; 5000101999 "delete content" on a fault. */
    async deleteContent(userId: string, contentId: string, revision: number | null) {
      try {
        await write(userId, contentId, revision, async (_tx, _row, now) => ({ deleted_at: now }));
      } catch (error) {
        if (isAppError(error)) throw error;
        throw failure(ErrorCode.internalUser, `Deleting the content failed: ${(error as Error).message}`);
      }
      return { content_id: contentId, deleted: true as const };
    },
  };
}

export type ContentUseCases = ReturnType<typeof createContentUseCases>;
