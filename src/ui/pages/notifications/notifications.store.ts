import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { NotificationsService } from '../../../application/notifications/notifications.service';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { AppNotification } from '../../../domain/notifications/notifications';

/**
 * /notifications: the first page and then "more" by key; marking one or all read. Each mark shows at once and
 * tells the bell the count the server answered; a failed mark puts the notification back as it was and says so.
 * Nothing runs in the constructor (StrictMode builds it twice): the page calls ensureLoaded().
 */
export class NotificationsPageStore {
  items: readonly AppNotification[] = [];
  nextCursor: string | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  errorKey: string | null = null;
  more: 'idle' | 'loading' | 'failed' = 'idle';
  moreErrorKey: string | null = null;
  /** A failed mark's message, until the next action. */
  markErrorKey: string | null = null;
  markingAll = false;
  private seq = 0;

  constructor(
    private readonly service: Pick<NotificationsService, 'page' | 'markRead' | 'markAllRead'>,
    private readonly onUnread: (count: number) => void,
  ) {
    makeAutoObservable<NotificationsPageStore, 'service' | 'seq' | 'onUnread'>(
      this,
      { service: false, seq: false, onUnread: false, items: observableRef },
      { autoBind: true },
    );
  }

  get hasUnread(): boolean {
    return this.items.some((item) => !item.read);
  }

  ensureLoaded(): Promise<void> {
    return this.status === 'idle' ? this.load() : Promise.resolve();
  }

  async load(): Promise<void> {
    const seq = ++this.seq;
    this.status = 'loading';
    this.errorKey = null;
    this.more = 'idle';
    try {
      const page = await this.service.page();
      runInAction(() => {
        if (seq !== this.seq) return;
        this.items = page.items;
        this.nextCursor = page.nextCursor;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (seq !== this.seq) return;
        this.errorKey = normalizeError(error).messageKey;
        this.status = 'error';
      });
    }
  }

  /** The page after the last one shown; one shown already (a newer one shifted the list) is not repeated. */
  async loadMore(): Promise<void> {
    if (this.more === 'loading' || this.nextCursor === null) return;
    const seq = this.seq;
    this.more = 'loading';
    this.moreErrorKey = null;
    try {
      const page = await this.service.page(this.nextCursor);
      runInAction(() => {
        if (seq !== this.seq) return;
        const known = new Set(this.items.map((item) => item.notificationId));
        this.items = [...this.items, ...page.items.filter((item) => !known.has(item.notificationId))];
        this.nextCursor = page.items.length === 0 ? null : page.nextCursor;
        this.more = 'idle';
      });
    } catch (error) {
      runInAction(() => {
        if (seq !== this.seq) return;
        this.moreErrorKey = normalizeError(error).messageKey;
        this.more = 'failed';
      });
    }
  }

  /** Marks one read (a read one: nothing to do). */
  async markRead(notificationId: string): Promise<void> {
    const before = this.items.find((item) => item.notificationId === notificationId);
    if (!before || before.read) return;
    this.markErrorKey = null;
    this.replace(notificationId, true);
    try {
      const unread = await this.service.markRead(notificationId);
      this.onUnread(unread);
    } catch (error) {
      runInAction(() => {
        this.replace(notificationId, false);
        this.markErrorKey = normalizeError(error).messageKey;
      });
    }
  }

  /** Marks read every one there is now, shown or not. */
  async markAllRead(): Promise<void> {
    if (this.markingAll) return;
    const unreadBefore = new Set(this.items.filter((item) => !item.read).map((item) => item.notificationId));
    this.markingAll = true;
    this.markErrorKey = null;
    this.items = this.items.map((item) => (item.read ? item : { ...item, read: true }));
    try {
      const unread = await this.service.markAllRead();
      this.onUnread(unread);
    } catch (error) {
      runInAction(() => {
        this.items = this.items.map((item) =>
          unreadBefore.has(item.notificationId) ? { ...item, read: false } : item,
        );
        this.markErrorKey = normalizeError(error).messageKey;
      });
    } finally {
      runInAction(() => {
        this.markingAll = false;
      });
    }
  }

  private replace(notificationId: string, read: boolean): void {
    this.items = this.items.map((item) => (item.notificationId === notificationId ? { ...item, read } : item));
  }
}
