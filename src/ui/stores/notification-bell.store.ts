import { makeAutoObservable, runInAction } from 'mobx';
import type { NotificationsService } from '../../application/notifications/notifications.service';

/** The live stream's first pause before reconnecting, its longest, and how long open counts as steady. */
const LIVE_RETRY_MS = 2000;
const LIVE_RETRY_MAX_MS = 60_000;
const LIVE_STEADY_MS = 30_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The header bell's unread count for the signed-in person: live through a stream (live()), and asked when someone
 * signs in, when the tab comes back into view or focus, and on a slow beat while it is shown; /notifications tells
 * it the count each of its calls answers. A failed ask keeps the count it had (the bell is a hint; the page is the truth). Signing out forgets.
 */
export class NotificationBellStore {
  unread = 0;
  /** Whether `unread` is the signed-in person's (false until the first answer, and after signing out). */
  known = false;
  private userId: string | null = null;
  private seq = 0;
  private asking: Promise<void> | null = null;

  constructor(private readonly service: Pick<NotificationsService, 'unreadCount' | 'watchUnread'>) {
    makeAutoObservable<NotificationBellStore, 'service' | 'seq' | 'userId' | 'asking'>(
      this,
      { service: false, seq: false, userId: false, asking: false },
      { autoBind: true },
    );
  }

  /** Who is signed in now (null: nobody); a change asks again for them. */
  setUser(userId: string | null): Promise<void> {
    if (userId === this.userId) return this.asking ?? Promise.resolve();
    this.userId = userId;
    this.seq += 1;
    this.unread = 0;
    this.known = false;
    this.asking = null;
    return userId === null ? Promise.resolve() : this.refresh();
  }

  /** Asks the server for the count (one ask at a time: a second call while one runs shares it). */
  refresh(): Promise<void> {
    if (this.userId === null) return Promise.resolve();
    if (this.asking) return this.asking;
    const seq = this.seq;
    const asking = this.service
      .unreadCount()
      .then(
        (count) =>
          runInAction(() => {
            if (seq === this.seq) this.set(count);
          }),
        () => undefined,
      )
      .finally(() => {
        if (this.asking === asking) this.asking = null;
      });
    this.asking = asking;
    return asking;
  }

  /**
   * Keeps the live count (server-sent events) open for the signed-in person until `signal` aborts: each count it
   * carries is the bell's. A stream that ends or fails is opened again after a pause that doubles up to a minute
   * (back to two seconds once one stayed open a while); meanwhile the bell's other asks still run.
   */
  async live(signal: AbortSignal, wait: (ms: number) => Promise<void> = sleep): Promise<void> {
    let pause = LIVE_RETRY_MS;
    while (!signal.aborted && this.userId !== null) {
      const seq = this.seq;
      const opened = Date.now();
      try {
        await this.service.watchUnread((count) => {
          runInAction(() => {
            if (seq === this.seq) this.set(count);
          });
        }, signal);
      } catch {
        // Unreachable or refused: try again later.
      }
      if (signal.aborted) return;
      pause = Date.now() - opened > LIVE_STEADY_MS ? LIVE_RETRY_MS : Math.min(pause * 2, LIVE_RETRY_MAX_MS);
      await wait(pause);
    }
  }

  /** A count an answer carried (marking read on /notifications, a live event). */
  set(count: number): void {
    if (this.userId === null) return;
    this.unread = Math.max(0, count);
    this.known = true;
  }
}
