import { useTranslation } from 'react-i18next';

/** "Loading…" as a polite status line. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="muted discovery-status" role="status">
      {t('app.loading')}
    </p>
  );
}

/** A failed read with its spec §8 message and a retry. */
export function LoadError({ errorKey, onRetry }: { readonly errorKey: string; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--error discovery-error" role="alert">
      <span>{t(errorKey)}</span>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
