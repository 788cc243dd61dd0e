import type { NotificationPreferences, PreferenceChange } from '../../domain/notifications/notification-preferences';
import type { AppNotification } from '../../domain/notifications/notifications';
import type { KeyedPage } from '../ports/follow-api.port';
import type { NotificationApi } from '../ports/notification-api.port';
import { normalized } from '../shared/normalized';

/** Ours: twenty a page on /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The bell's count and /notifications: my notifications, marking one or all read. Failures leave as AppErrors. */
export class NotificationsService {
  constructor(private readonly api: NotificationApi) {}

  page(cursor?: string, limit = NOTIFICATIONS_PAGE_SIZE): Promise<KeyedPage<AppNotification>> {
    return normalized(() => this.api.list({ cursor, limit }));
  }

  unreadCount(): Promise<number> {
    return normalized(() => this.api.unreadCount());
  }

  markRead(notificationId: string): Promise<number> {
    return normalized(() => this.api.markRead(notificationId));
  }

  markAllRead(): Promise<number> {
    return normalized(() => this.api.markAllRead());
  }

  /** The bell's live count until the stream ends or `signal` aborts (see NotificationApi.watchUnread). */
  watchUnread(onCount: (unreadCount: number) => void, signal: AbortSignal): Promise<void> {
    return normalized(() => this.api.watchUnread(onCount, signal));
  }

  preferences(): Promise<NotificationPreferences> {
    return normalized(() => this.api.preferences());
  }

  setPreference(change: PreferenceChange): Promise<NotificationPreferences> {
    return normalized(() => this.api.setPreferences([change]));
  }
}
