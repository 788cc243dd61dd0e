import { lazy, Suspense } from 'react';
import type { ReportTarget } from '../../../domain/moderation/moderation';
import type { Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useDialogTrigger } from '../dialog-trigger';

const ReportDialog = lazy(() => import('./report-dialog'));

interface Props {
  readonly targetType: ReportTarget;
  readonly targetId: string;
  readonly services: ReaderServices;
  readonly t: Translate;
  /** The accessible name ("Report this comment"); the button reads "Report". */
  readonly label: string;
  /** The page to come back to after signing in. */
  readonly returnPath: string;
}

/**
 * "Report" on a content or a comment: the dialog is a lazy chunk, downloaded on the first click,
 * so readers who never report never pay for it. Focus goes back to the button when the dialog closes.
 */
export function ReportButton({ targetType, targetId, services, t, label, returnPath }: Props) {
  const { interactive, open, show, trigger, close } = useDialogTrigger();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button--ghost reader-report"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={show}
        disabled={!interactive}
        data-testid="report-button"
      >
        {t('reader.report.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={{ type: targetType, id: targetId }}
            services={services}
            t={t}
            returnPath={returnPath}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
