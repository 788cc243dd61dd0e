import {
  editorBackupKey,
  editorDraftKey,
  parseDraft,
  serializeDraft,
  type EditorDraft,
} from '../../domain/content/editor-draft';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type { Logger } from '../ports/logger.port';

/**
 * The browser copies of one content ("nothing typed is lost"): the working draft (written on
 * every edit, before any network call) and the backup (the person's own version set aside by a conflict).
 * Writes report failure instead of throwing: a full storage must not stop typing, but the editor says so.
 */
export class LocalDrafts {
  constructor(
    private readonly store: KeyValueStore,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  draft(contentId: string): EditorDraft | null {
    return parseDraft(this.store.get(editorDraftKey(contentId)));
  }

  hasDraft(contentId: string): boolean {
    return this.store.get(editorDraftKey(contentId)) !== null;
  }

  writeDraft(draft: EditorDraft): boolean {
    return this.write(editorDraftKey(draft.contentId), draft);
  }

  removeDraft(contentId: string): void {
    this.store.remove(editorDraftKey(contentId));
  }

  backup(contentId: string): EditorDraft | null {
    return parseDraft(this.store.get(editorBackupKey(contentId)));
  }

  writeBackup(backup: EditorDraft): boolean {
    return this.write(editorBackupKey(backup.contentId), backup);
  }

  removeBackup(contentId: string): void {
    this.store.remove(editorBackupKey(contentId));
  }

  /** Both copies, e.g. once the content is deleted. */
  forget(contentId: string): void {
    this.removeDraft(contentId);
    this.removeBackup(contentId);
  }

  private write(key: string, draft: EditorDraft): boolean {
    try {
      this.store.set(key, serializeDraft(draft));
      return true;
    } catch (error) {
      this.logger.error('editor: the local copy could not be written', error);
      return false;
    }
  }
}
