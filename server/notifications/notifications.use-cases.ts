import type {
  MarkedAllReadWire,
  MarkedReadWire,
  NotificationWire,
  UnreadCountWire,
} from '../../src/contract/notifications.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { keysetPage, openWindow } from '../kernel/keyset';
import type { Paged } from '../kernel/paged';
import type { UserUseCases } from '../users/users.use-cases';
import { toNotification } from './notifications.mapper';
import type { NotificationStore } from './notifications.ports';

export type NotificationDeps = Pick<Kernel, 'db' | 'clock' | 'changes'>;

/** My notifications: the list, the unread count, marking one or all read. Only ever the caller's own. */
export function createNotificationUseCases(
  deps: NotificationDeps,
  store: NotificationStore,
  users: Pick<UserUseCases, 'requireUser'>,
) {
  return {
    /** Newest first, by offset or by key after `cursor` (kernel/keyset.ts: 422 4220607000 for a bad one). */
    async list(
      identity: VerifiedIdentity,
      query: { offset: number; limit: number; cursor?: string },
    ): Promise<Paged<NotificationWire>> {
      const user = await users.requireUser(deps.db, identity);
      const window = openWindow('notifications', query.offset, query.limit, query.cursor);
      const rows = await store.list(deps.db, user.user_id, window);
      return keysetPage(
        window,
        rows,
        (row) => row.notification_id,
        (page) => page.map(toNotification),
      );
    },

    async unreadCount(identity: VerifiedIdentity): Promise<UnreadCountWire> {
      const user = await users.requireUser(deps.db, identity);
      return { unread_count: await store.unreadCount(deps.db, user.user_id) };
    },

    /** Marking again changes nothing; someone else's (or no such) notification is 404 4040607036. */
    async markRead(identity: VerifiedIdentity, notificationId: string): Promise<MarkedReadWire> {
      const user = await users.requireUser(deps.db, identity);
      if (!(await store.markRead(deps.db, user.user_id, notificationId, nowDate(deps)))) {
        throw failure(ErrorCode.notificationNotFound, `No notification ${notificationId}`, {
          notification_id: notificationId,
        });
      }
      // The bell of each of my other tabs and devices counts again.
      await deps.changes.publish('notifications', user.user_id);
      return { notification_id: notificationId, unread_count: await store.unreadCount(deps.db, user.user_id) };
    },

    /** Every unread one made up to now; one arriving after the call stays unread. */
    async markAllRead(identity: VerifiedIdentity): Promise<MarkedAllReadWire> {
      const user = await users.requireUser(deps.db, identity);
      const marked = await store.markAllRead(deps.db, user.user_id, nowDate(deps));
      if (marked > 0) await deps.changes.publish('notifications', user.user_id);
      return { marked, unread_count: await store.unreadCount(deps.db, user.user_id) };
    },
  };
}

export type NotificationUseCases = ReturnType<typeof createNotificationUseCases>;
