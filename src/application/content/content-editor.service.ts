/**
 * THE EDITOR'S APPLICATION CORE (issue 4 "Editor"). Note for the UI (H5), how to use it:
 *
 *   const { contentEditor } = rootStore.services;
 *   const id = await contentEditor.create('article');          // /my-contents/new?kind=… then navigate to /my-contents/:id/edit
 *   const session = contentEditor.open(id);                    // starts loading; keep ONE session per open editor
 *   const stop = session.subscribe((s) => runInAction(() => (store.state = s)));   // mirror EditorSessionState in MobX
 *   session.edit((doc) => ({ ...doc, title }));                // every edit: written to localStorage first, then autosaved
 *   session.editSections((s) => insertSection(kind, s, emptyText(), contentEditor.newId));  // domain/content/section-edits.ts
 *   state.autosave.status  → idle | dirty | saving | saved | offline | conflict | error  (the visible state)
 *   state.conflict         → { mine, theirs, changed }: show both; session.keepMine() or session.takeTheirs()
 *   state.backup           → mine set aside (after takeTheirs, or found on a later visit): session.restoreBackup() / discardBackup()
 *   state.localCopyFailed  → the browser refused the local copy (storage full): say that leaving would lose edits
 *   state.error            → last open/publish/delete failure (AppError: t(error.messageKey)); autosave failures: state.autosave
 *   state.publishMissing   → ['title' | 'cover' | 'sections'] still needed to publish
 *   window 'online' event  → session.retryNow();  beforeunload → warn when session.unsaved
 *   await contentEditor.publish(session) / deleteDraft(session) / deleteContent(session)  (confirm first in the UI)
 *   on unmount: stop(); session.dispose()   (the local draft stays; nothing typed is lost)
 *   preview: render state.document; older snapshots: contentEditor.getVersion(id, n).
 * Covers and image sections: MediaService (media.service.ts); categories: contentEditor.listCategories().
 */
import type { ContentKind, EditorContent } from '../../domain/content/content';
import { publishProblems } from '../../domain/content/content-rules';
import type { IdGenerator } from '../../domain/content/section-edits';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode, type ErrorAction } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { ContentApi, EditorCategory } from '../ports/content-api.port';
import type { RandomSource } from '../ports/random.port';
import { EditorSession, type EditorBusy, type EditorSessionDeps } from './editor-session';
import { isVersionConflict } from './network-failure';

export interface ContentEditorDeps extends EditorSessionDeps {
  readonly random: RandomSource;
}

export class ContentEditorService {
  private categories: Promise<readonly EditorCategory[]> | null = null;

  constructor(private readonly deps: ContentEditorDeps) {}

  /** Section and stop ids: unguessable and URL-safe (SECTION_ID_PATTERN). */
  readonly newId: IdGenerator = () => this.deps.random.randomState().slice(0, 24);

  /** Reserves an id for a new article or trip (spec §8 "create content" when it fails inside). */
  async create(kind: ContentKind): Promise<string> {
    return (await this.call(() => this.deps.api.reserve(kind), 'createContent')).contentId;
  }

  /** Opens a content for editing; the session loads at once (watch `phase`). */
  open(contentId: string): EditorSession {
    const session = new EditorSession(contentId, this.deps);
    void session.load();
    return session;
  }

  getVersion(contentId: string, version: number): Promise<EditorContent> {
    return this.call(() => this.deps.api.getVersion(contentId, version));
  }

  /** The editor's category list, fetched once per app (a failure is retried on the next call). */
  listCategories(): Promise<readonly EditorCategory[]> {
    this.categories ??= this.call(() => this.deps.api.listCategories(), 'listContents').catch((error: unknown) => {
      this.categories = null;
      throw error;
    });
    return this.categories;
  }

  /**
   * Saves what is unsaved, checks the publish rules (title, cover, a section), then publishes the
   * saved revision. False when it could not: the reason is in the session's state.
   */
  async publish(session: EditorSession): Promise<boolean> {
    const start = session.current();
    if (!start.document || start.busy) return false;
    if (publishProblems(start.document).length > 0) {
      session.patch({ error: missingForPublish(start.publishMissing) });
      return false;
    }
    return this.whileBusy(session, 'publishing', async () => {
      await session.flush();
      const { content, autosave } = session.current();
      if (!content || session.unsaved || autosave.status === 'conflict') return false;
      session.setContent(await this.deps.api.publish(session.contentId, content.revision));
      return true;
    });
  }

  /** Drops the working draft of a published content: the editor shows the published version again. */
  async deleteDraft(session: EditorSession): Promise<boolean> {
    const { content, busy } = session.current();
    if (!content || busy) return false;
    return this.whileBusy(session, 'deletingDraft', async () => {
      session.adoptServerCopy(await this.deps.api.deleteDraft(session.contentId, content.revision));
      return true;
    });
  }

  /** Deletes the content (readers get 404) and its local copies. */
  async deleteContent(session: EditorSession): Promise<boolean> {
    const { content, busy } = session.current();
    if (!content || busy) return false;
    return this.whileBusy(session, 'deleting', async () => {
      await this.call(() => this.deps.api.deleteContent(session.contentId, content.revision), 'deleteContent');
      session.dispose();
      session.local.forget(session.contentId);
      session.patch({ phase: 'deleted', backup: null });
      return true;
    });
  }

  /** One lifecycle call with `busy` shown (one at a time); a failure lands in the session's state, never thrown. */
  private async whileBusy(session: EditorSession, busy: EditorBusy, work: () => Promise<boolean>): Promise<boolean> {
    session.patch({ busy, error: null });
    try {
      return await work();
    } catch (error) {
      await this.fail(session, error);
      return false;
    } finally {
      session.patch({ busy: null });
    }
  }

  /** A stale revision is a conflict like an autosave's (both copies shown); anything else is the error. */
  private async fail(session: EditorSession, error: unknown): Promise<void> {
    if (isVersionConflict(error) && (await session.handleConflict())) session.markConflict();
    else session.patch({ error: normalizeError(error) });
  }

  private async call<T>(work: () => Promise<T>, action?: ErrorAction): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw normalizeError(error, { action });
    }
  }
}

function missingForPublish(missing: readonly string[]): AppError {
  return new AppError({
    code: ErrorCode.contentValidationFailed,
    messageKey: 'errors.contentValidationFailed',
    message: `publishing needs: ${missing.join(', ')}`,
    details: { missing },
  });
}
