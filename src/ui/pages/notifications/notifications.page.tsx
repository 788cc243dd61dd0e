import { observer } from 'mobx-react-lite';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actorName, notificationHref, type AppNotification } from '../../../domain/notifications/notifications';
import { formatDate, formatTimeAgo } from '../../../domain/time/date-formats';
import { Loading, LoadError, LoadMore } from '../../components/discovery/load-state';
import { useStores } from '../../stores/stores-context';
import { NotificationsPageStore } from './notifications.store';
import './notifications.css';

/** How long following a link waits for its "read" to be saved before the page leaves anyway. */
const MARK_BEFORE_LEAVING_MS = 800;

/**
 * /notifications (ours): my notifications, newest first, twenty at a time with "More". Each says who did what to
 * what and when, links to it (a reading page: a full load), and is marked read when followed or by its own button;
 * "Mark all as read" marks every one there is. Unread ones stand out by weight and a dot, and say "Unread" to a
 * screen reader.
 */
export default observer(function NotificationsPage() {
  const { t } = useTranslation();
  const { services, notifications: bell } = useStores();
  const [store] = useState(() => new NotificationsPageStore(services.notifications, bell.set));
  useEffect(() => {
    void store.list.ensureLoaded();
  }, [store]);

  const { list } = store;
  return (
    <div className="container notifications-page stack">
      <header className="notifications-page__head">
        <h1>{t('notifications.title')}</h1>
        {list.status === 'ready' && list.items.length > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void store.markAllRead()}
            aria-disabled={!store.hasUnread || store.markingAll || undefined}
          >
            {t('notifications.markAllRead')}
          </button>
        ) : null}
      </header>
      {store.markErrorKey ? (
        <p className="alert alert--error" role="alert">
          {t(store.markErrorKey)}
        </p>
      ) : null}
      {list.status === 'loading' ? <Loading /> : null}
      {list.status === 'error' && list.errorKey ? (
        <LoadError errorKey={list.errorKey} onRetry={() => void list.load()} />
      ) : null}
      {list.status === 'ready' && list.items.length === 0 ? (
        <p className="muted" data-testid="notifications-empty">
          {t('notifications.empty')}
        </p>
      ) : null}
      {list.status === 'ready' && list.items.length > 0 ? (
        <>
          <ul className="notifications-list" aria-label={t('notifications.title')}>
            {list.items.map((item) => (
              <NotificationItem key={item.notificationId} item={item} store={store} />
            ))}
          </ul>
          <LoadMore list={list} label={t('notifications.more')} loadingLabel={t('notifications.loadingMore')} />
        </>
      ) : null}
    </div>
  );
});

const NotificationItem = observer(function NotificationItem({
  item,
  store,
}: {
  readonly item: AppNotification;
  readonly store: NotificationsPageStore;
}) {
  const { t, i18n } = useTranslation();
  const text = useNotificationText(item);
  const href = notificationHref(item);
  const then = Date.parse(item.createdAt);
  const lang = i18n.language.startsWith('th') ? 'th' : 'en';
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (item.read) return;
    // A new tab or window keeps this page: mark it and let the browser go.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      void store.markRead(item.notificationId);
      return;
    }
    event.preventDefault();
    const leave = () => window.location.assign(event.currentTarget?.href ?? href ?? '/');
    void Promise.race([
      store.markRead(item.notificationId),
      new Promise((resolve) => setTimeout(resolve, MARK_BEFORE_LEAVING_MS)),
    ]).then(leave);
  };
  return (
    <li className={`notification${item.read ? '' : ' notification--unread'}`} data-testid="notification">
      <span className="notification__avatar" aria-hidden="true">
        {(actorName(item.actor) ?? '★').replace(/^@/, '').charAt(0).toUpperCase()}
      </span>
      <div className="notification__body">
        {href ? (
          <a href={href} className="notification__text" onClick={follow}>
            {text}
          </a>
        ) : (
          <span className="notification__text">{text}</span>
        )}
        {item.kind === 'place_refused' && item.target.reason ? (
          <span className="notification__reason">{t('notifications.reason', { reason: item.target.reason })}</span>
        ) : null}
        <span className="notification__meta muted">
          {Number.isNaN(then) ? null : (
            <time dateTime={item.createdAt} title={formatDate(then, 'DEFAULT', lang)}>
              {formatTimeAgo(then, Date.now(), t)}
            </time>
          )}
          {item.read ? null : <span className="visually-hidden">{` · ${t('notifications.unread')}`}</span>}
        </span>
      </div>
      {item.read ? null : (
        <button
          type="button"
          className="button button--ghost notification__mark"
          onClick={() => void store.markRead(item.notificationId)}
          aria-label={t('notifications.markReadOf', { text })}
        >
          {t('notifications.markRead')}
        </button>
      )}
    </li>
  );
});

/** The sentence a notification shows, in the reader's language. */
function useNotificationText(item: AppNotification): string {
  const { t } = useTranslation();
  const name = actorName(item.actor) ?? t('notifications.someone');
  const title = item.target.title ?? t('notifications.noLongerPublic');
  const place = item.target.placeName ?? t('notifications.aPlace');
  switch (item.kind) {
    case 'new_follower':
      return t('notifications.kinds.newFollower', { name });
    case 'new_content':
      return t('notifications.kinds.newContent', { name, title });
    case 'comment':
      return t('notifications.kinds.comment', { name, title });
    case 'reply':
      return t('notifications.kinds.reply', { name, title });
    case 'mention':
      return t('notifications.kinds.mention', { name, title });
    case 'place_approved':
      return t('notifications.kinds.placeApproved', { place });
    case 'place_refused':
      return t('notifications.kinds.placeRefused', { place });
    case 'campaign_entry':
      return t('notifications.kinds.campaignEntry', { title });
    case 'report_handled':
      return item.target.contentId
        ? t('notifications.kinds.reportHandled', { title })
        : t('notifications.kinds.reportHandledOther');
  }
}
