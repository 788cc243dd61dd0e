import {
  autosaveReducer,
  DEFAULT_AUTOSAVE_TIMING,
  hasUnsavedEdits,
  initialAutosave,
  nextSaveAt,
  retryDelay,
  type AutosaveEvent,
  type AutosaveTiming,
} from '../../domain/content/autosave';
import type { ContentDocument, EditorContent } from '../../domain/content/content';
import { publishProblems } from '../../domain/content/content-rules';
import { documentOf, reconcileDraft, sameDocument, type EditorDraft } from '../../domain/content/editor-draft';
import { pruneTranslations } from '../../domain/content/content-language';
import { saveRefusalOf } from '../../domain/content/save-refusal';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { Clock } from '../ports/clock.port';
import type { ContentApi } from '../ports/content-api.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type { Logger } from '../ports/logger.port';
import type { Scheduler } from '../ports/scheduler.port';
import { StateContainer } from '../shared/state-container';
import {
  conflictOf,
  missingForPublish,
  serverMessageOf,
  type EditorBusy,
  type EditorSessionState,
} from './editor-session-state';
import { LocalDrafts } from './local-drafts';
import { isNetworkFailure, isVersionConflict } from './network-failure';

export interface EditorSessionDeps {
  readonly api: ContentApi;
  readonly store: KeyValueStore;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly timing?: AutosaveTiming;
}

/**
 * One open content in the editor, and the only writer of its state (see ContentEditorService for how the
 * UI uses it). The local draft is written on every edit before any network call; saves carry the revision
 * the edits started from. Publishing and deleting are commands of the session too, so that a lifecycle
 * call and an autosave never race over the same state from two places.
 */
export class EditorSession extends StateContainer<EditorSessionState> {
  private cancelTimer: (() => void) | null = null;
  private saving: Promise<void> | null = null;
  private disposed = false;
  private readonly timing: AutosaveTiming;
  private readonly local: LocalDrafts;

  constructor(
    readonly contentId: string,
    private readonly deps: EditorSessionDeps,
  ) {
    const local = new LocalDrafts(deps.store, deps.logger);
    super({
      phase: 'loading',
      contentId,
      content: null,
      document: null,
      autosave: initialAutosave,
      conflict: null,
      backup: local.backup(contentId),
      busy: null,
      error: null,
      saveRefusal: null,
      publishMissing: [],
      localCopyFailed: false,
    });
    this.local = local;
    this.timing = deps.timing ?? DEFAULT_AUTOSAVE_TIMING;
  }

  /** Fetches the server copy and merges it with a local draft (a newer local draft wins; a diverged one is a conflict). */
  async load(): Promise<void> {
    // A reload after an offline opening keeps the editor on screen (the person may be typing).
    if (this.getState().document === null) this.patch({ phase: 'loading', error: null });
    let server: EditorContent;
    try {
      server = await this.deps.api.getEditorContent(this.contentId);
    } catch (error) {
      const draft = this.readDraft();
      // Offline with a local copy: the person can go on writing; saving waits for the network.
      if (isNetworkFailure(error) && draft) {
        const at = this.now();
        const restored = autosaveReducer(this.getState().autosave, { type: 'restoredUnsaved', at }, this.timing);
        this.patch({
          phase: 'ready',
          document: draft.document,
          error: normalizeError(error),
          autosave: { ...restored, status: 'offline', failures: 1, retryAt: at + retryDelay(1, this.timing) },
        });
        this.reschedule();
        return;
      }
      this.patch({ phase: 'failed', error: normalizeError(error) });
      return;
    }
    const draft = this.readDraft();
    const merged = reconcileDraft(draft, server);
    // Opened earlier from the local copy while offline: the server answered, so the network is back.
    const wasOffline = this.getState().autosave.status === 'offline';
    if (merged.kind === 'server') {
      if (draft) this.removeDraft();
      this.patch({ phase: 'ready', content: server, document: documentOf(server), error: null });
      if (wasOffline) this.autosave({ type: 'replaced', at: this.now() });
    } else if (merged.kind === 'local') {
      this.patch({ phase: 'ready', content: server, document: merged.document, error: null });
      this.autosave({ type: wasOffline ? 'online' : 'restoredUnsaved', at: this.now() });
    } else {
      const stored = this.getState().backup;
      this.keepConflictCopy(merged.mine, server);
      // The copy set aside by an earlier visit is this very conflict's "mine": the dialog shows it.
      const backup = stored && !sameDocument(stored.document, merged.mine) ? stored : null;
      this.patch({
        phase: 'ready',
        content: server,
        document: merged.mine,
        conflict: conflictOf(merged.mine, server),
        backup,
      });
      this.autosave({ type: 'conflictFound', at: this.now() });
    }
  }

  /** Applies an edit: local draft first, then autosave. Ignored until the content is loaded. */
  edit(change: (document: ContentDocument) => ContentDocument): void {
    const current = this.getState().document;
    if (!current || this.disposed) return;
    const next = change(current);
    if (next === current) return;
    this.patch({ document: next });
    this.writeDraft(next);
    this.autosave({ type: 'edit', at: this.now() });
  }

  /** Saves now whatever is unsaved (the "save" button, before publish, before leaving). Resolves when done. */
  async flush(): Promise<void> {
    if (this.saving) await this.saving;
    if (hasUnsavedEdits(this.getState().autosave) && this.canSave()) await this.save();
  }

  /** The network came back: retry an offline save at once (or the opening, if it was done from the local copy). */
  retryNow(): void {
    const { phase, content } = this.getState();
    if (phase === 'ready' && content === null) {
      void this.load();
      return;
    }
    this.autosave({ type: 'online', at: this.now() });
  }

  /**
   * Changes the sections with one of the pure edits of domain/content/section-edits.ts. A removed section's or
   * stop's words in the other language go with it (a save still naming them would be refused, 4220607041).
   */
  editSections(change: (sections: ContentDocument['sections']) => ContentDocument['sections']): void {
    this.edit((document) => {
      const sections = change(document.sections);
      if (sections === document.sections) return document;
      const next = { ...document, sections };
      return next.translations === undefined ? next : { ...next, translations: pruneTranslations(next) };
    });
  }

  get unsaved(): boolean {
    return hasUnsavedEdits(this.getState().autosave);
  }

  // ——— conflict resolution (explicit choices) ———

  /**
   * Save MY version over theirs: an explicit choice; it is saved on their revision. "Mine" is what the
   * editor holds now, including anything typed while the conflict was shown.
   */
  async keepMine(): Promise<void> {
    const { conflict, document } = this.getState();
    if (!conflict || !document) return;
    this.patch({ content: conflict.theirs, conflict: null });
    this.writeDraft(document);
    this.autosave({ type: 'conflictResolved', at: this.now(), unsaved: true });
    await this.flush();
    if (this.getState().autosave.status === 'saved') this.dropConflictCopy();
  }

  /** Take THEIR version; mine is kept as a recoverable backup (`backup`), never silently dropped. */
  takeTheirs(): void {
    const { conflict, document } = this.getState();
    if (!conflict || !document) return;
    const backup = this.keepConflictCopy(document, conflict.theirs);
    this.removeDraft();
    this.patch({ content: conflict.theirs, document: documentOf(conflict.theirs), conflict: null, backup });
    this.autosave({ type: 'conflictResolved', at: this.now(), unsaved: false });
  }

  /** Makes the backup the working document again (an edit like any other: saved over the current copy). */
  restoreBackup(): void {
    const { backup } = this.getState();
    if (!backup) return;
    this.edit(() => backup.document);
    this.discardBackup();
  }

  discardBackup(): void {
    this.local.removeBackup(this.contentId);
    this.patch({ backup: null });
  }

  // ——— lifecycle: explicit commands (confirm first in the UI), one at a time, failures land in the state ———

  /**
   * Saves what is unsaved, checks the publish rules (title, cover, a section), then publishes the
   * saved revision. False when it could not: the reason is in the state.
   */
  async publish(): Promise<boolean> {
    const start = this.getState();
    if (!start.document || start.busy) return false;
    if (publishProblems(start.document).length > 0) {
      this.patch({ error: missingForPublish(start.publishMissing) });
      return false;
    }
    return this.whileBusy('publishing', async () => {
      await this.flush();
      const { content, autosave } = this.getState();
      if (!content || this.unsaved || autosave.status === 'conflict') return false;
      this.patch({ content: await this.deps.api.publish(this.contentId, content.revision) });
      return true;
    });
  }

  /** Drops the working draft of a published content: the editor shows the published version again. */
  async deleteDraft(): Promise<boolean> {
    const { content, busy } = this.getState();
    if (!content || busy) return false;
    return this.whileBusy('deletingDraft', async () => {
      const published = await this.deps.api.deleteDraft(this.contentId, content.revision);
      this.removeDraft();
      this.patch({ content: published, document: documentOf(published), conflict: null });
      this.autosave({ type: 'replaced', at: this.now() });
      return true;
    });
  }

  /** Deletes the content (readers get 404) and its local copies. */
  async deleteContent(): Promise<boolean> {
    const { content, busy } = this.getState();
    if (!content || busy) return false;
    return this.whileBusy('deleting', async () => {
      try {
        await this.deps.api.deleteContent(this.contentId, content.revision);
      } catch (error) {
        throw normalizeError(error, { action: 'deleteContent' });
      }
      this.dispose();
      this.local.forget(this.contentId);
      this.patch({ phase: 'deleted', backup: null });
      return true;
    });
  }

  /**
   * One whole change saved at once (a GPX/KML import): what is unsaved is saved first, then the changed document
   * goes through the same PUT and revision check as every save. All or nothing: on any failure (a stale revision,
   * a refusal, the network) the editor keeps what it had and the AppError says why; nothing is autosaved later.
   */
  async saveChange(change: (document: ContentDocument) => ContentDocument): Promise<AppError | null> {
    if (!this.getState().document || this.getState().busy) return notSaved('busy');
    this.patch({ busy: 'importing', error: null });
    try {
      await this.flush();
      const { content, document, autosave } = this.getState();
      if (!content || !document || this.unsaved || autosave.status === 'conflict') return notSaved('unsaved');
      const saved = await this.deps.api.save(this.contentId, content.revision, change(document));
      this.removeDraft();
      this.patch({ content: saved, document: documentOf(saved) });
      this.autosave({ type: 'replaced', at: this.now() });
      return null;
    } catch (error) {
      return normalizeError(error);
    } finally {
      this.patch({ busy: null });
    }
  }

  /** One lifecycle call with `busy` shown; a failure lands in the state, never thrown. */
  private async whileBusy(busy: EditorBusy, work: () => Promise<boolean>): Promise<boolean> {
    this.patch({ busy, error: null });
    try {
      return await work();
    } catch (error) {
      // A stale revision is a conflict like an autosave's (both copies shown); anything else is the error.
      if (isVersionConflict(error) && (await this.showConflict()))
        this.autosave({ type: 'conflictFound', at: this.now() });
      else this.patch({ error: normalizeError(error) });
      return false;
    } finally {
      this.patch({ busy: null });
    }
  }

  private patch(change: Partial<EditorSessionState>): void {
    const next = { ...this.getState(), ...change };
    const document = next.document;
    this.setState({ ...next, publishMissing: document ? publishProblems(document) : [] });
  }

  /**
   * A stale revision: reads their copy to show both. Mine is also set aside under the backup key at once,
   * because another tab of this browser writes the same draft key and a reload must still find it.
   * False when their copy could not be read (offline): the caller retries later.
   */
  private async showConflict(): Promise<boolean> {
    const mine = this.getState().document;
    if (!mine) return false;
    let theirs: EditorContent;
    try {
      theirs = await this.deps.api.getEditorContent(this.contentId);
    } catch (error) {
      this.deps.logger.warn('editor: could not read the other copy after a conflict', error);
      return false;
    }
    this.keepConflictCopy(mine, theirs);
    this.patch({ conflict: conflictOf(mine, theirs) });
    return true;
  }

  private keepConflictCopy(document: ContentDocument, theirs: EditorContent): EditorDraft {
    const backup: EditorDraft = {
      contentId: this.contentId,
      kind: theirs.kind,
      document,
      baseRevision: theirs.revision,
      savedAt: this.now(),
    };
    this.local.writeBackup(backup);
    return backup;
  }

  /** Mine reached the server: the copy set aside for the conflict is no longer needed (unless shown as a backup). */
  private dropConflictCopy(): void {
    if (!this.getState().backup) this.local.removeBackup(this.contentId);
  }

  private removeDraft(): void {
    this.local.removeDraft(this.contentId);
  }

  /** Stops autosave timers; the local draft stays for the next visit. */
  dispose(): void {
    this.disposed = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private canSave(): boolean {
    const { content, document, autosave, phase } = this.getState();
    return (
      phase === 'ready' &&
      content !== null &&
      document !== null &&
      autosave.status !== 'conflict' &&
      autosave.status !== 'saving'
    );
  }

  private save(): Promise<void> {
    const run = this.runSave().finally(() => {
      this.saving = null;
      this.reschedule();
    });
    this.saving = run;
    return run;
  }

  private async runSave(): Promise<void> {
    const { content, document } = this.getState();
    if (!content || !document) return;
    this.autosave({ type: 'saveStarted', at: this.now() });
    try {
      const saved = await this.deps.api.save(this.contentId, content.revision, document);
      this.patch({ content: saved });
      this.autosave({ type: 'saveSucceeded', at: this.now() });
      const latest = this.getState();
      // Edits made while saving are still only local: rebase them on the new revision.
      if (hasUnsavedEdits(latest.autosave) && latest.document) this.writeDraft(latest.document);
      else this.removeDraft();
    } catch (error) {
      if (isVersionConflict(error)) {
        const shown = await this.showConflict();
        this.autosave({ type: shown ? 'saveConflict' : 'saveOffline', at: this.now() });
      } else if (isNetworkFailure(error)) {
        this.autosave({ type: 'saveOffline', at: this.now() });
      } else {
        const failure = normalizeError(error);
        const refusal = saveRefusalOf(failure.code, serverMessageOf(failure), document);
        this.autosave({ type: 'saveFailed', at: this.now(), code: failure.code }, { saveRefusal: refusal });
      }
    }
  }

  /** `alongside` lands in the same state change; a refusal only lives while the status is `error`. */
  private autosave(event: AutosaveEvent, alongside: Partial<EditorSessionState> = {}): void {
    const autosave = autosaveReducer(this.getState().autosave, event, this.timing);
    this.patch({ ...(autosave.status === 'error' ? {} : { saveRefusal: null }), ...alongside, autosave });
    this.reschedule();
  }

  private reschedule(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (this.disposed || this.saving) return;
    const due = nextSaveAt(this.getState().autosave, this.timing);
    if (due === null) return;
    this.cancelTimer = this.deps.scheduler.schedule(
      () => {
        this.cancelTimer = null;
        const { phase, content } = this.getState();
        if (phase === 'ready' && content === null) void this.load();
        else if (this.canSave()) void this.save();
      },
      Math.max(0, due - this.now()),
    );
  }

  private readDraft(): EditorDraft | null {
    return this.local.draft(this.contentId);
  }

  private writeDraft(document: ContentDocument): void {
    const { content } = this.getState();
    const previous = this.readDraft();
    const draft: EditorDraft = {
      contentId: this.contentId,
      kind: content?.kind ?? previous?.kind ?? 'article',
      document,
      baseRevision: content?.revision ?? previous?.baseRevision ?? 0,
      savedAt: this.now(),
    };
    const ok = this.local.writeDraft(draft);
    if (ok !== !this.getState().localCopyFailed) this.patch({ localCopyFailed: !ok });
  }

  private now(): number {
    return this.deps.clock.now();
  }
}

/** A whole-document save that could not start: the editor is busy, or its own edits could not be saved first. */
const notSaved = (why: 'busy' | 'unsaved') =>
  new AppError({ code: ErrorCode.unknown, messageKey: `editor.import.errors.${why}`, message: `not saved: ${why}` });
