import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface Props {
  /** From 1. */
  readonly page: number;
  readonly pages: number;
  /** The address of a page (the page's whole state is in its URL, so pages are links). */
  readonly hrefOf: (page: number) => string;
}

/** Previous / "page x of y" / next, as links so a page of results can be shared. */
export function Pager({ page, pages, hrefOf }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('discovery.pager.label')}>
      {page > 1 ? (
        <Link className="button button--secondary" to={hrefOf(page - 1)} rel="prev">
          {t('discovery.pager.previous')}
        </Link>
      ) : (
        <span className="button button--secondary" aria-disabled="true">
          {t('discovery.pager.previous')}
        </span>
      )}
      <span aria-live="polite">{t('discovery.pager.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link className="button button--secondary" to={hrefOf(page + 1)} rel="next">
          {t('discovery.pager.next')}
        </Link>
      ) : (
        <span className="button button--secondary" aria-disabled="true">
          {t('discovery.pager.next')}
        </span>
      )}
    </nav>
  );
}
