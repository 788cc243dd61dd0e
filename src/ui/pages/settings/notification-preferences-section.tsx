import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationsService } from '../../../application/notifications/notifications.service';
import { NOTIFICATION_TOPICS } from '../../../domain/notifications/notification-preferences';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { NotificationPreferencesStore } from './notification-preferences.store';
import './notification-preferences.css';

/**
 * "Notifications" in settings (id #notifications: the e-mails link here): a table of what I am told of (rows) and
 * where (columns: in the app, e-mail and LINE when I can have them), each cell a checkbox named "topic: channel".
 */
export const NotificationPreferencesSection = observer(function NotificationPreferencesSection({
  notifications,
}: {
  readonly notifications: Pick<NotificationsService, 'preferences' | 'setPreference'>;
}) {
  const { t } = useTranslation();
  const [store] = useState(() => new NotificationPreferencesStore(notifications));
  useEffect(() => void store.ensureLoaded(), [store]);
  const preferences = store.preferences;
  const ready = preferences !== null;
  // The e-mails' "Notification settings" link (#notifications): the section is drawn after its data, so the
  // browser's own jump to the fragment came too early.
  useEffect(() => {
    if (ready && window.location.hash === '#notifications')
      document.getElementById('notifications')?.scrollIntoView({ block: 'start' });
  }, [ready]);
  const hints = [
    preferences && !preferences.available.email ? 'settings-notifications-email' : null,
    preferences?.available.line ? 'settings-notifications-line' : null,
  ].filter(Boolean);
  return (
    <section className="stack" id="notifications" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">{t('notifications.preferences.title')}</h2>
      <p className="muted">{t('notifications.preferences.lead')}</p>
      {store.status === 'loading' ? <Loading /> : null}
      {store.status === 'error' && store.errorKey ? (
        <LoadError errorKey={store.errorKey} onRetry={() => void store.load()} />
      ) : null}
      {preferences ? (
        <div className="prefs-table__scroll">
          <table
            className="prefs-table"
            aria-labelledby="settings-notifications"
            aria-describedby={hints.length > 0 ? hints.join(' ') : undefined}
          >
            <thead>
              <tr>
                <th scope="col">{t('notifications.preferences.topic')}</th>
                {store.channels.map((channel) => (
                  <th scope="col" key={channel}>
                    {t(`notifications.preferences.channels.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_TOPICS.map((topic) => {
                const label = t(`notifications.preferences.topics.${topic}`);
                return (
                  <tr key={topic}>
                    <th scope="row">{label}</th>
                    {store.channels.map((channel) => (
                      <td key={channel}>
                        <input
                          type="checkbox"
                          checked={preferences.topics[topic][channel]}
                          aria-label={t('notifications.preferences.toggle', {
                            topic: label,
                            channel: t(`notifications.preferences.channels.${channel}`),
                          })}
                          onChange={(event) => void store.set(topic, channel, event.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {preferences && !preferences.available.email ? (
        <p className="field__hint" id="settings-notifications-email">
          {t('notifications.preferences.emailUnavailable')}
        </p>
      ) : null}
      {preferences?.available.line ? (
        <p className="field__hint" id="settings-notifications-line">
          {t('notifications.preferences.lineHint')}
          {preferences.lineAddFriendUrl ? (
            <>
              {' '}
              <a href={preferences.lineAddFriendUrl} target="_blank" rel="noopener noreferrer">
                {t('notifications.preferences.lineAddFriend')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {store.saveErrorKey ? (
        <p className="alert alert--error" role="alert">
          {t(store.saveErrorKey)}
        </p>
      ) : null}
      <p className="field__hint" role="status">
        {store.pending > 0
          ? t('notifications.preferences.saving')
          : store.saved
            ? t('notifications.preferences.saved')
            : ''}
      </p>
    </section>
  );
});
