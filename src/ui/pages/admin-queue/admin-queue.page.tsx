import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { QUEUE_KINDS, QUEUE_STATUSES } from '../../../domain/moderation/moderation';
import { Routes } from '../../../domain/routing/routes';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { Pager } from '../../components/discovery/pager';
import { useStores } from '../../stores/stores-context';
import { AdminFrame } from '../admin-shared/admin-frame';
import { AdminQueueStore, parseQueueQuery, queueQuery, type QueueFilter } from './admin-queue.store';
import { QueueActionDialog } from './queue-action-dialog';
import { QueueItemCard } from './queue-item';

/** /admin (ours): the moderators' queue of reports, contact messages, issue reports and proposed places. */
export default function AdminQueuePage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.queue.title')}>
      <QueueBody />
    </AdminFrame>
  );
}

const QueueBody = observer(function QueueBody() {
  const { t } = useTranslation();
  const { services } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => new AdminQueueStore(services.moderation));
  const filter = useMemo(() => parseQueueQuery(location.search), [location.search]);
  const [now] = useState(() => services.moderation.now());
  useEffect(() => void store.show(filter), [store, filter]);
  const go = (next: Partial<QueueFilter>) =>
    void navigate(`${Routes.admin}${queueQuery({ ...filter, page: 1, ...next })}`);
  const items = store.page?.items ?? [];

  return (
    <>
      <div className="admin-filters">
        <div className="admin-filter" role="group" aria-label={t('admin.queue.kindLabel')}>
          {[null, ...QUEUE_KINDS].map((kind) => (
            <button
              key={kind ?? 'all'}
              type="button"
              className="chip"
              aria-pressed={filter.kind === kind}
              onClick={() => go({ kind })}
            >
              {t(kind ? `admin.queue.kinds.${kind}` : 'admin.queue.kinds.all')}
            </button>
          ))}
        </div>
        <div className="admin-filter" role="group" aria-label={t('admin.queue.statusLabel')}>
          {QUEUE_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              className="chip"
              aria-pressed={filter.status === status}
              onClick={() => go({ status })}
            >
              {t(`admin.queue.statuses.${status}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {store.doneKey ? t(store.doneKey) : ''}
      </p>
      <section aria-labelledby="admin-queue-items" aria-busy={store.loading} className="stack">
        <h2 id="admin-queue-items" className="visually-hidden">
          {t('admin.queue.itemsLabel')}
        </h2>
        {store.errorKey ? <LoadError errorKey={store.errorKey} onRetry={() => void store.retry()} /> : null}
        {store.loading && !store.page ? <Loading /> : null}
        {store.page && !store.errorKey ? (
          items.length === 0 ? (
            <p className="muted">{t('admin.queue.empty')}</p>
          ) : (
            <>
              <p className="muted" role="status">
                {t('admin.queue.count', { count: store.page.total })}
              </p>
              <ul className="queue-list" aria-label={t('admin.queue.itemsLabel')}>
                {items.map((item) => (
                  <li key={`${item.kind}-${item.itemId}`}>
                    <QueueItemCard item={item} store={store} now={now} />
                  </li>
                ))}
              </ul>
              <Pager
                page={filter.page}
                pages={store.pages}
                hrefOf={(page) => `${Routes.admin}${queueQuery({ ...filter, page })}`}
              />
            </>
          )
        ) : null}
      </section>
      <QueueActionDialog store={store} />
    </>
  );
});
