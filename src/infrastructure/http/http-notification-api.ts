import type { KeyedPage, KeyedQuery } from '../../application/ports/follow-api.port';
import type { NotificationApi } from '../../application/ports/notification-api.port';
import type {
  MarkedAllReadWire,
  MarkedReadWire,
  NotificationPreferenceChangesWire,
  NotificationPreferencesWire,
  NotificationWire,
  UnreadCountWire,
} from '../../contract/notifications.contract';
import type { NotificationPreferences, PreferenceChange } from '../../domain/notifications/notification-preferences';
import { notificationPaths } from '../../contract/notifications.paths';
import type { AppNotification } from '../../domain/notifications/notifications';
import { notificationFromWire, preferencesFromWire } from '../wire/notification-mappers';
import type { HttpClient } from './http-client';

/** My notifications over the app's HTTP client (private: the signed-in user's own). */
export class HttpNotificationApi implements NotificationApi {
  constructor(private readonly http: HttpClient) {}

  async list(query: KeyedQuery): Promise<KeyedPage<AppNotification>> {
    const answer = await this.http.get<NotificationWire[]>('private', notificationPaths.list(query));
    return {
      items: answer.data.map(notificationFromWire),
      nextCursor: answer.paging?.next_cursor ?? null,
      totalCount: answer.totalCount,
    };
  }

  async unreadCount(): Promise<number> {
    return (await this.http.get<UnreadCountWire>('private', notificationPaths.unreadCount())).data.unread_count;
  }

  async markRead(notificationId: string): Promise<number> {
    const path = notificationPaths.markRead(notificationId);
    return (await this.http.request<MarkedReadWire>({ method: 'POST', scope: 'private', path, body: {} })).data
      .unread_count;
  }

  async markAllRead(): Promise<number> {
    const path = notificationPaths.markAllRead();
    return (await this.http.request<MarkedAllReadWire>({ method: 'POST', scope: 'private', path, body: {} })).data
      .unread_count;
  }

  watchUnread(onCount: (unreadCount: number) => void, signal: AbortSignal): Promise<void> {
    return this.http.events(
      'private',
      notificationPaths.events(),
      (event) => {
        if (event.event !== 'unread') return;
        const count = (JSON.parse(event.data) as Partial<UnreadCountWire>).unread_count;
        if (typeof count === 'number') onCount(count);
      },
      signal,
    );
  }

  async preferences(): Promise<NotificationPreferences> {
    return preferencesFromWire(
      (await this.http.get<NotificationPreferencesWire>('private', notificationPaths.preferences())).data,
    );
  }

  async setPreferences(changes: readonly PreferenceChange[]): Promise<NotificationPreferences> {
    const body: NotificationPreferenceChangesWire = { changes: [...changes] };
    const path = notificationPaths.preferences();
    return preferencesFromWire(
      (await this.http.request<NotificationPreferencesWire>({ method: 'PATCH', scope: 'private', path, body })).data,
    );
  }
}
