import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { unreadBadge } from '../../../domain/notifications/notifications';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';

/** How often a shown bell asks again while nothing else told it (a tab left open all day still learns). */
export const BELL_REFRESH_MS = 60_000;

/**
 * The header's bell (signed in only): a link to /notifications whose name says how many are unread, with the
 * number on it ("99+" above 99). It follows who is signed in and keeps a live stream of the count open; it also asks
 * again when the tab comes back into view or focus, and every minute while the tab is visible.
 */
export const NotificationBell = observer(function NotificationBell() {
  const { auth, notifications } = useStores();
  const { t } = useTranslation();
  useEffect(
    () =>
      reaction(
        () => (auth.isSignedIn ? auth.state.currentUserId : null),
        (userId) => void notifications.setUser(userId),
        { fireImmediately: true },
      ),
    [auth, notifications],
  );
  const userId = auth.isSignedIn ? auth.state.currentUserId : null;
  useEffect(() => {
    if (userId === null) return undefined;
    const stop = new AbortController();
    void notifications.live(stop.signal);
    return () => stop.abort();
  }, [notifications, userId]);
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void notifications.refresh();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    const beat = window.setInterval(again, BELL_REFRESH_MS);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
      window.clearInterval(beat);
    };
  }, [notifications]);
  if (!auth.isSignedIn) return null;
  const badge = unreadBadge(notifications.unread);
  return (
    <NavLink
      to={Routes.notifications}
      className="notification-bell"
      aria-label={badge ? t('notifications.bellUnread', { count: notifications.unread }) : t('notifications.bell')}
      data-testid="notification-bell"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M12 3a6 6 0 0 0-6 6v3.6l-1.7 2.9A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm0 19a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Z"
          fill="currentColor"
        />
      </svg>
      {badge ? (
        <span className="notification-bell__badge" data-testid="notification-bell-count">
          {badge}
        </span>
      ) : null}
    </NavLink>
  );
});
