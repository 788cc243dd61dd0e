/**
 * THE EDITOR'S APPLICATION CORE. Note for the UI (H5), how to use it:
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
 *   await session.publish() / session.deleteDraft() / session.deleteContent()  (confirm first in the UI; false + state.error when refused)
 *   on unmount: stop(); session.dispose()   (the local draft stays; nothing typed is lost)
 *   preview: render state.document; older snapshots: contentEditor.getVersion(id, n).
 * Covers and image sections: MediaService (media.service.ts); categories: contentEditor.listCategories().
 */
import type { ContentKind, EditorContent } from '../../domain/content/content';
import type { IdGenerator } from '../../domain/content/section-edits';
import type { EditorCategory } from '../ports/content-api.port';
import type { RandomSource } from '../ports/random.port';
import { EditorSession, type EditorSessionDeps } from './editor-session';
import { newSectionId } from './section-ids';
import { normalized } from '../shared/normalized';

export interface ContentEditorDeps extends EditorSessionDeps {
  readonly random: RandomSource;
}

export class ContentEditorService {
  private categories: Promise<readonly EditorCategory[]> | null = null;

  constructor(private readonly deps: ContentEditorDeps) {}

  /** Section and stop ids: unguessable and URL-safe (SECTION_ID_PATTERN). */
  readonly newId: IdGenerator = () => newSectionId(this.deps.random);

  /** Reserves an id for a new article or trip (spec §8 "create content" when it fails inside). */
  async create(kind: ContentKind): Promise<string> {
    return (await normalized(() => this.deps.api.reserve(kind), 'createContent')).contentId;
  }

  /** Opens a content for editing; the session loads at once (watch `phase`). */
  open(contentId: string): EditorSession {
    const session = new EditorSession(contentId, this.deps);
    void session.load();
    return session;
  }

  getVersion(contentId: string, version: number): Promise<EditorContent> {
    return normalized(() => this.deps.api.getVersion(contentId, version));
  }

  /** The editor's category list, fetched once per app (a failure is retried on the next call). */
  listCategories(): Promise<readonly EditorCategory[]> {
    this.categories ??= normalized(() => this.deps.api.listCategories(), 'listContents').catch((error: unknown) => {
      this.categories = null;
      throw error;
    });
    return this.categories;
  }
}
