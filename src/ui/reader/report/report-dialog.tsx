import './report.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  REPORT_MESSAGE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '../../../domain/moderation/moderation';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { loginRedirectTarget } from '../../../domain/routing/route-gate';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { withPollsStrings } from '../polls-strings';

export interface ReportDialogProps {
  readonly target: { readonly type: ReportTarget; readonly id: string };
  readonly services: Pick<ReaderServices, 'reports'>;
  readonly t: Translate;
  readonly returnPath: string;
  readonly onClose: () => void;
}

type Phase =
  { readonly kind: 'editing' } | { readonly kind: 'sending' } | { readonly kind: 'sent' } | { readonly kind: 'signIn' };

/** The problem key of what the reader wrote (the domain's reportProblem, field by field), or null. */
function problemKey(reason: ReportReason | '', message: string): string | null {
  if (reason === '') return 'readerReport.problem.reason';
  if ([...message].length > REPORT_MESSAGE_MAX) return 'readerReport.problem.tooLong';
  if (reason === 'other' && message.trim() === '') return 'readerReport.problem.other';
  return null;
}

/**
 * The report dialog: a reason from the domain's list, translated, and words (needed for
 * "other", at most REPORT_MESSAGE_MAX characters). Anonymous readers are asked to sign in and come back.
 * A modal dialog: focus moves in, Tab stays inside, Escape closes.
 */
export default function ReportDialog({ target, services, t: readerT, returnPath, onClose }: ReportDialogProps) {
  const lang = document.documentElement.lang === 'th' ? 'th' : 'en';
  const t = useMemo(() => withPollsStrings(readerT, lang), [readerT, lang]);
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [message, setMessage] = useState('');
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>(() =>
    services.reports.mayReport() ? { kind: 'editing' } : { kind: 'signIn' },
  );

  const view = phase.kind === 'sent' || phase.kind === 'signIn' ? phase.kind : 'form';
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('select, textarea, a, button')?.focus();
  }, [view]);

  useEffect(() => {
    // While typing after a refused send, the message follows what is written.
    if (shownProblem) setShownProblem(problemKey(reason, message));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the fields change
  }, [reason, message]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>('select, textarea, a[href], button:not([disabled])'),
    ];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (phase.kind === 'sending') return;
    const problem = problemKey(reason, message);
    setShownProblem(problem);
    if (problem || reason === '') return;
    setError(null);
    setPhase({ kind: 'sending' });
    try {
      const outcome = await services.reports.send({ targetType: target.type, targetId: target.id, reason, message });
      setPhase({ kind: outcome === 'sent' ? 'sent' : 'signIn' });
    } catch (failure) {
      setError(t(normalizeError(failure).messageKey));
      setPhase({ kind: 'editing' });
    }
  };

  const title = target.type === 'comment' ? t('readerReport.titleComment') : t('readerReport.title');
  const messageRequired = reason === 'other';
  const reasonProblem = shownProblem === 'readerReport.problem.reason';
  const messageProblem = shownProblem !== null && !reasonProblem;
  return (
    // The backdrop's click is a pointer shortcut for closing; keyboards close with Escape (onKeyDown below).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above
    <div className="report-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and Tab: a modal dialog's keys */}
      <div
        ref={dialog}
        className="report-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
        data-testid="report-dialog"
      >
        <h2 id={`${id}-title`} className="report-dialog__title">
          {title}
        </h2>
        {phase.kind === 'sent' ? (
          <>
            <p role="status" className="report-dialog__done">
              {t('readerReport.sent')}
            </p>
            <div className="report-dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                {t('readerReport.close')}
              </button>
            </div>
          </>
        ) : phase.kind === 'signIn' ? (
          <>
            <p>{t('readerReport.signInHint')}</p>
            <div className="report-dialog__actions">
              <a className="button" href={loginRedirectTarget(returnPath, '')}>
                {t('readerReport.signIn')}
              </a>
              <button type="button" className="button button--secondary" onClick={onClose}>
                {t('readerReport.cancel')}
              </button>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <p className="muted report-dialog__intro">{t('readerReport.intro')}</p>
            <div className="field">
              <label htmlFor={`${id}-reason`}>{t('readerReport.reason')}</label>
              <select
                id={`${id}-reason`}
                value={reason}
                onChange={(event) => setReason(event.target.value as ReportReason | '')}
                aria-invalid={reasonProblem}
                aria-describedby={reasonProblem ? `${id}-problem` : undefined}
                required
              >
                <option value="">{t('readerReport.choose')}</option>
                {REPORT_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`readerReport.reasons.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-message`}>
                {messageRequired ? t('readerReport.messageRequired') : t('readerReport.message')}
              </label>
              <textarea
                id={`${id}-message`}
                value={message}
                rows={4}
                onChange={(event) => setMessage(event.target.value)}
                required={messageRequired}
                aria-invalid={messageProblem}
                aria-describedby={[`${id}-hint`, messageProblem ? `${id}-problem` : ''].filter(Boolean).join(' ')}
              />
              <p id={`${id}-hint`} className="field__hint">
                {t('readerReport.messageHint', { max: REPORT_MESSAGE_MAX })}
              </p>
            </div>
            {shownProblem ? (
              <p id={`${id}-problem`} className="field__error" role="alert">
                {t(shownProblem, { max: REPORT_MESSAGE_MAX })}
              </p>
            ) : null}
            {error ? (
              <p className="alert alert--error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="report-dialog__actions">
              <button
                type="submit"
                className="button"
                disabled={phase.kind === 'sending'}
                aria-busy={phase.kind === 'sending'}
              >
                {phase.kind === 'sending' ? t('readerReport.sending') : t('readerReport.send')}
              </button>
              <button type="button" className="button button--secondary" onClick={onClose}>
                {t('readerReport.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
