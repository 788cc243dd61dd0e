import type { KeyedPage, KeyedQuery } from '../../src/application/ports/follow-api.port';
import type { NotificationApi } from '../../src/application/ports/notification-api.port';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode, errorCatalogue, type KnownErrorCode } from '../../src/domain/errors/error-codes';
import {
  preferenceMatrix,
  withChange,
  type NotificationPreferences,
  type PreferenceChange,
} from '../../src/domain/notifications/notification-preferences';
import type { AppNotification, NotificationKind } from '../../src/domain/notifications/notifications';

const failure = (code: KnownErrorCode, message: string) =>
  new AppError({ code, messageKey: errorCatalogue[code].messageKey, message });

/**
 * The notification-service as the server answers it, in memory: `items` newest first, cut in pages of `limit` with
 * a cursor (the next index); another's or an unknown id is 404 4040607036. `failNext` makes the next call fail with
 * that code, `failAll` every call.
 */
export class InMemoryNotificationApi implements NotificationApi {
  items: AppNotification[] = [];
  failNext: KnownErrorCode | null = null;
  failAll: KnownErrorCode | null = null;
  calls: string[] = [];
  private made = 0;

  /** A notification, newest so far (first in the list). */
  add(kind: NotificationKind, fields: Partial<Omit<AppNotification, 'kind'>> = {}): AppNotification {
    this.made += 1;
    const notification: AppNotification = {
      notificationId: `n${this.made}`,
      kind,
      actor: { userId: 'user-malee', username: 'malee', displayName: 'Malee', avatarImage: null },
      target: {
        contentId: 'content-1',
        title: 'Sunrise at Wat Arun',
        commentId: null,
        locationId: null,
        placeName: null,
        reason: null,
        campaignId: null,
      },
      read: false,
      createdAt: new Date(Date.UTC(2025, 0, 7, 9, this.made)).toISOString(),
      ...fields,
    };
    this.items.unshift(notification);
    return notification;
  }

  private check(call: string) {
    this.calls.push(call);
    if (this.failAll !== null) throw failure(this.failAll, `failed ${call}`);
    if (this.failNext === null) return;
    const code = this.failNext;
    this.failNext = null;
    throw failure(code, `failed ${call}`);
  }

  private unread(): number {
    return this.items.filter((item) => !item.read).length;
  }

  async list(query: KeyedQuery): Promise<KeyedPage<AppNotification>> {
    this.check(`list ${query.cursor ?? ''}`);
    const start = query.cursor ? Number(query.cursor) : 0;
    const limit = query.limit ?? 20;
    const items = this.items.slice(start, start + limit);
    const next = start + limit;
    return { items, nextCursor: next < this.items.length ? String(next) : null, totalCount: null };
  }

  async unreadCount(): Promise<number> {
    this.check('unread-count');
    return this.unread();
  }

  async markRead(notificationId: string): Promise<number> {
    this.check(`read ${notificationId}`);
    const index = this.items.findIndex((item) => item.notificationId === notificationId);
    if (index < 0) throw failure(ErrorCode.notificationNotFound, `No notification ${notificationId}`);
    this.items[index] = { ...this.items[index], read: true };
    return this.unread();
  }

  /** The live streams open now: `push` sends each its count. */
  readonly watchers = new Set<(unreadCount: number) => void>();
  /** How many streams were opened (reconnects included). */
  opened = 0;

  /** The server's side of the live stream: every open one hears the count now. */
  push(): void {
    for (const watcher of this.watchers) watcher(this.unread());
  }

  watchUnread(onCount: (unreadCount: number) => void, signal: AbortSignal): Promise<void> {
    this.check('watch');
    this.opened += 1;
    this.watchers.add(onCount);
    onCount(this.unread());
    return new Promise((resolve) => {
      signal.addEventListener('abort', () => {
        this.watchers.delete(onCount);
        resolve();
      });
    });
  }

  async markAllRead(): Promise<number> {
    this.check('read-all');
    this.items = this.items.map((item) => ({ ...item, read: true }));
    return this.unread();
  }

  /** The server's preferences: the defaults, e-mail available, LINE not (set `prefs.available.line` to offer it). */
  prefs: NotificationPreferences = {
    available: { in_app: true, email: true, line: false },
    lineAddFriendUrl: null,
    topics: preferenceMatrix([]),
  };

  async preferences(): Promise<NotificationPreferences> {
    this.check('preferences');
    return this.prefs;
  }

  async setPreferences(changes: readonly PreferenceChange[]): Promise<NotificationPreferences> {
    this.check(`set ${changes.map((c) => `${c.topic}.${c.channel}=${String(c.enabled)}`).join(',')}`);
    if (changes.some((change) => change.enabled && !this.prefs.available[change.channel]))
      throw failure(ErrorCode.notificationChannelUnavailable, 'not available');
    this.prefs = changes.reduce(withChange, this.prefs);
    return this.prefs;
  }
}
