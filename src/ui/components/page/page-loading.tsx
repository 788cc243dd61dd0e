import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads (each page is its own chunk). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      {t('app.loading')}
    </div>
  );
}
