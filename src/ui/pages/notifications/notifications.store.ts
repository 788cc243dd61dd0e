import { makeAutoObservable, runInAction } from 'mobx';
import type { NotificationsService } from '../../../application/notifications/notifications.service';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { AppNotification } from '../../../domain/notifications/notifications';
import { KeyedPagesStore } from '../../stores/keyed-pages.store';

/**
 * /notifications: the list (KeyedPagesStore) and marking one or all read. Each mark shows at once and tells the bell
 * the count the server answered; a failed mark puts the notification back as it was and says so.
 */
export class NotificationsPageStore {
  /** My notifications, newest first, twenty a page by key. */
  readonly list: KeyedPagesStore<AppNotification>;
  /** A failed mark's message, until the next action. */
  markErrorKey: string | null = null;
  markingAll = false;

  constructor(
    private readonly service: Pick<NotificationsService, 'page' | 'markRead' | 'markAllRead'>,
    private readonly onUnread: (count: number) => void,
  ) {
    this.list = new KeyedPagesStore(
      (cursor) => service.page(cursor),
      (item) => item.notificationId,
    );
    makeAutoObservable<NotificationsPageStore, 'service' | 'onUnread'>(
      this,
      { list: false, service: false, onUnread: false },
      { autoBind: true },
    );
  }

  get hasUnread(): boolean {
    return this.list.items.some((item) => !item.read);
  }

  /** Marks one read (a read one: nothing to do). */
  async markRead(notificationId: string): Promise<void> {
    const before = this.list.items.find((item) => item.notificationId === notificationId);
    if (!before || before.read) return;
    this.markErrorKey = null;
    this.setRead((item) => item.notificationId === notificationId, true);
    try {
      this.onUnread(await this.service.markRead(notificationId));
    } catch (error) {
      runInAction(() => {
        this.setRead((item) => item.notificationId === notificationId, false);
        this.markErrorKey = normalizeError(error).messageKey;
      });
    }
  }

  /** Marks read every one there is now, shown or not. */
  async markAllRead(): Promise<void> {
    if (this.markingAll) return;
    const unreadBefore = new Set(this.list.items.filter((item) => !item.read).map((item) => item.notificationId));
    this.markingAll = true;
    this.markErrorKey = null;
    this.setRead(() => true, true);
    try {
      this.onUnread(await this.service.markAllRead());
    } catch (error) {
      runInAction(() => {
        this.setRead((item) => unreadBefore.has(item.notificationId), false);
        this.markErrorKey = normalizeError(error).messageKey;
      });
    } finally {
      runInAction(() => {
        this.markingAll = false;
      });
    }
  }

  private setRead(which: (item: AppNotification) => boolean, read: boolean): void {
    this.list.update((items) => items.map((item) => (which(item) && item.read !== read ? { ...item, read } : item)));
  }
}
