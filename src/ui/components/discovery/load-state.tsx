import { observer } from 'mobx-react-lite';
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

/** What "more" needs of a list read by key (KeyedPagesStore). */
interface MorePages {
  readonly nextCursor: string | null;
  readonly more: 'idle' | 'loading' | 'failed';
  readonly moreErrorKey: string | null;
  loadMore(): Promise<void>;
}

/**
 * The "more" button of a list read by key, while there is more (or the last "more" failed, said beside it). Not
 * `disabled` while busy: a disabled button drops the keyboard focus.
 */
export const LoadMore = observer(function LoadMore({
  list,
  label,
  loadingLabel,
}: {
  readonly list: MorePages;
  readonly label: string;
  readonly loadingLabel: string;
}) {
  const { t } = useTranslation();
  if (list.nextCursor === null && list.more !== 'failed') return null;
  return (
    <div className="row">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void list.loadMore()}
        aria-disabled={list.more === 'loading' || undefined}
      >
        {list.more === 'loading' ? loadingLabel : label}
      </button>
      {list.more === 'failed' && list.moreErrorKey ? (
        <p className="alert alert--error" role="alert">
          {t(list.moreErrorKey)}
        </p>
      ) : null}
    </div>
  );
});
