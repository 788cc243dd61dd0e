import type { NotificationPreferences, PreferenceChange } from '../../domain/notifications/notification-preferences';
import type { AppNotification } from '../../domain/notifications/notifications';
import type { KeyedPage, KeyedQuery } from './follow-api.port';

/**
 * My in-app notifications (notification-service, ours), the signed-in caller's own: another's or an unknown
 * notification 4040607036, a bad cursor 4220607000.
 */
export interface NotificationApi {
  /** Newest first, a page at a time by key. */
  list(query: KeyedQuery): Promise<KeyedPage<AppNotification>>;
  /** How many are unread (the bell). */
  unreadCount(): Promise<number>;
  /** Marks one read (again: no change); answers the unread count after. */
  markRead(notificationId: string): Promise<number>;
  /** Marks read all there are now; answers the unread count after. */
  markAllRead(): Promise<number>;
  /**
   * My unread count, live: `onCount` with the count now and at each change, until the stream ends (resolves) or
   * `signal` aborts. Refused or unreachable: rejects (the caller reconnects later).
   */
  watchUnread(onCount: (unreadCount: number) => void, signal: AbortSignal): Promise<void>;
  /** What I am told of, where: every topic × channel, and the channels I can have. */
  preferences(): Promise<NotificationPreferences>;
  /** Turns choices on or off; a channel I cannot have turned on is 409 4090607037. Answers them all after. */
  setPreferences(changes: readonly PreferenceChange[]): Promise<NotificationPreferences>;
}
