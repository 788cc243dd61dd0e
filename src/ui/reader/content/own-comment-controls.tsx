import { useEffect, useId, useRef, useState } from 'react';
import type { CommentDeletion } from '../../../application/ports/public-content-api.port';
import { COMMENT_MAX_LENGTH, commentLength } from '../../../domain/content/comment-rules';
import type { CommentView } from '../../../domain/content/content';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';

export interface OwnCommentControlsProps {
  readonly comment: CommentView;
  readonly services: Pick<ReaderServices, 'comments'>;
  readonly t: Translate;
  /** The item hides its text while the author edits it here. */
  readonly onEditing: (editing: boolean) => void;
  readonly onEdited: (comment: CommentView) => void;
  readonly onDeleted: (deletion: CommentDeletion) => void;
}

type Mode = 'idle' | 'editing' | 'confirming';

/**
 * Edit and Delete on the reader's own comment or reply: a lazy chunk, downloaded only for a signed-in reader
 * whose comment is on the page. Editing follows the rules of a new comment (the server's own, checked while
 * typing); deleting asks to confirm first. The server is the lock (author only); this is the convenience.
 */
export default function OwnCommentControls({
  comment,
  services,
  t,
  onEditing,
  onEdited,
  onDeleted,
}: OwnCommentControlsProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('idle');
  const [text, setText] = useState(comment.text);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (mode === 'editing') field.current?.focus();
    if (mode === 'confirming') confirm.current?.focus();
  }, [mode]);

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(null);
    onEditing(next === 'editing');
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(t(normalizeError(failure).messageKey));
    } finally {
      setBusy(false);
    }
  };

  const problem = services.comments.textProblem(text);
  const shownProblem = problem === 'tooLong' || problem === 'control' ? problem : null;
  const errorLine = error ? (
    <p className="field__error" role="alert">
      {error}
    </p>
  ) : null;

  if (mode === 'editing') {
    return (
      <form
        className="reader-form field reader-comment__edit"
        onSubmit={(event) => {
          event.preventDefault();
          if (problem !== null || busy) return;
          void run(async () => {
            const edited = await services.comments.edit(comment.commentId, text);
            switchTo('idle');
            onEdited(edited);
          });
        }}
      >
        <label htmlFor={`${id}-text`}>{t('reader.comments.editLabel')}</label>
        <textarea
          ref={field}
          id={`${id}-text`}
          value={text}
          aria-invalid={shownProblem !== null}
          onChange={(event) => setText(event.target.value)}
        />
        {shownProblem ? (
          <p className="field__error">{t(`reader.comments.${shownProblem}`, { max: COMMENT_MAX_LENGTH })}</p>
        ) : null}
        {errorLine}
        <div className="reader-form__row">
          <span className="field__hint">
            {t('reader.comments.length', { count: commentLength(text), max: COMMENT_MAX_LENGTH })}
          </span>
          <span>
            <button type="button" className="button button--ghost" onClick={() => switchTo('idle')} disabled={busy}>
              {t('reader.comments.cancel')}
            </button>{' '}
            <button type="submit" className="button" disabled={busy || problem !== null}>
              {busy ? t('reader.comments.saving') : t('reader.comments.save')}
            </button>
          </span>
        </div>
      </form>
    );
  }

  if (mode === 'confirming') {
    return (
      <div className="reader-comment__confirm" role="group" aria-labelledby={`${id}-confirm`}>
        <p id={`${id}-confirm`}>{t('reader.comments.confirmDelete')}</p>
        {errorLine}
        <button
          ref={confirm}
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => void run(async () => onDeleted(await services.comments.remove(comment.commentId)))}
        >
          {busy ? t('reader.comments.deleting') : t('reader.comments.confirmYes')}
        </button>{' '}
        <button type="button" className="button button--ghost" onClick={() => switchTo('idle')} disabled={busy}>
          {t('reader.comments.cancel')}
        </button>
      </div>
    );
  }

  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          setText(comment.text);
          switchTo('editing');
        }}
      >
        {t('reader.comments.edit')}
      </button>
      <button type="button" className="button button--ghost" onClick={() => switchTo('confirming')}>
        {t('reader.comments.delete')}
      </button>
    </>
  );
}
