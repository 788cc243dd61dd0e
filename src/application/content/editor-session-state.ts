import type { AutosaveState } from '../../domain/content/autosave';
import type { ContentDocument, EditorContent } from '../../domain/content/content';
import type { PublishRequirement } from '../../domain/content/content-rules';
import { changedFields, type EditorDraft } from '../../domain/content/editor-draft';
import type { SaveRefusal } from '../../domain/content/save-refusal';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';

/*
 * What one open content in the editor shows (EditorSession's state, mirrored by the UI), and the pure
 * helpers the session builds parts of it with.
 */

export interface EditorConflict {
  /** What this tab holds (also in the local draft). */
  readonly mine: ContentDocument;
  /** What the server holds now, saved by another tab or device. */
  readonly theirs: EditorContent;
  readonly changed: readonly (keyof ContentDocument)[];
}

export type EditorBusy = 'publishing' | 'deleting' | 'deletingDraft' | 'importing' | null;

export interface EditorSessionState {
  readonly phase: 'loading' | 'ready' | 'failed' | 'deleted';
  readonly contentId: string;
  /** The last copy the server answered with (status, version, revision, counts). */
  readonly content: EditorContent | null;
  /** What the person edits: always the newest text, saved or not. */
  readonly document: ContentDocument | null;
  readonly autosave: AutosaveState;
  readonly conflict: EditorConflict | null;
  /** The person's own version set aside by "take theirs": shown until restored or discarded. */
  readonly backup: EditorDraft | null;
  readonly busy: EditorBusy;
  /** The last failure of opening, publishing or deleting (autosave failures are in `autosave`). */
  readonly error: AppError | null;
  /** While autosave is in `error`: the server's reason and the section it names (cleared with the error). */
  readonly saveRefusal: SaveRefusal | null;
  /** What publishing still needs (title, cover, sections). */
  readonly publishMissing: readonly PublishRequirement[];
  /** The browser refused to keep the local copy (storage full): leaving would lose unsaved edits. */
  readonly localCopyFailed: boolean;
}

/** 4220607000 repeats the message in `data.message`; other codes only have the envelope's err_message. */
export function serverMessageOf(failure: AppError): string | null {
  const detail = failure.details?.message;
  if (typeof detail === 'string' && detail.trim()) return detail;
  return failure.message && failure.message !== failure.messageKey ? failure.message : null;
}

export function missingForPublish(missing: readonly string[]): AppError {
  return new AppError({
    code: ErrorCode.contentValidationFailed,
    messageKey: 'errors.contentValidationFailed',
    message: `publishing needs: ${missing.join(', ')}`,
    details: { missing },
  });
}

export function conflictOf(mine: ContentDocument, theirs: EditorContent): EditorConflict {
  return { mine, theirs, changed: changedFields(mine, theirs) };
}
