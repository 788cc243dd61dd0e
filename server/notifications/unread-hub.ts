import type { ChangeFeed } from '../kernel/change-feed.port';

/** What a bell's stream receives: its unread count, each time it changes. */
export type UnreadListener = (unreadCount: number) => void;

interface Watcher {
  readonly listeners: Set<UnreadListener>;
  /** The count last sent (null before the first). */
  last: number | null;
}

/**
 * The live unread count of every bell watched in this process. It hears the `notifications` topic of the change
 * feed (every instance's notification jobs and marks, through PostgreSQL): a user id makes that user's count dirty
 * if someone here watches it, `*` (a batch of notification jobs ran somewhere) or a missed change makes every
 * watched count dirty. After `coalesceMs` (a fan-out's chunks become one change) ONE query counts every dirty
 * user, and each listener whose count moved gets it. A change arriving while the query runs schedules one more.
 */
export class UnreadHub {
  private readonly watchers = new Map<string, Watcher>();
  private readonly dirty = new Set<string>();
  private readonly unsubscribe: () => void;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private again = false;
  /** How many count queries the hub ran (tests check that a change costs one, not one per watcher). */
  queries = 0;

  constructor(
    changes: Pick<ChangeFeed, 'subscribe'>,
    private readonly counts: (userIds: readonly string[]) => Promise<Map<string, number>>,
    private readonly coalesceMs = 150,
  ) {
    this.unsubscribe = changes.subscribe('notifications', (key) => {
      if (key === null || key === '*') for (const userId of this.watchers.keys()) this.dirty.add(userId);
      else if (this.watchers.has(key)) this.dirty.add(key);
      if (this.dirty.size > 0) this.schedule();
    });
  }

  /** Watches `userId`'s count: answers the count now (to send first) and the call that stops watching. */
  async watch(userId: string, listener: UnreadListener): Promise<{ first: number; stop: () => void }> {
    let watcher = this.watchers.get(userId);
    if (!watcher) {
      watcher = { listeners: new Set(), last: null };
      this.watchers.set(userId, watcher);
    }
    watcher.listeners.add(listener);
    const stop = () => {
      const current = this.watchers.get(userId);
      if (!current) return;
      current.listeners.delete(listener);
      if (current.listeners.size === 0) {
        this.watchers.delete(userId);
        this.dirty.delete(userId);
      }
    };
    try {
      this.queries += 1;
      const first = (await this.counts([userId])).get(userId) ?? 0;
      if (watcher.last === null) watcher.last = first;
      return { first, stop };
    } catch (error) {
      stop();
      throw error;
    }
  }

  close(): void {
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.watchers.clear();
    this.dirty.clear();
  }

  private schedule(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.coalesceMs);
    this.timer.unref?.();
  }

  private async flush(): Promise<void> {
    const userIds = [...this.dirty].filter((userId) => this.watchers.has(userId));
    this.dirty.clear();
    if (userIds.length === 0) return;
    this.running = true;
    try {
      this.queries += 1;
      const counts = await this.counts(userIds);
      for (const [userId, count] of counts) {
        const watcher = this.watchers.get(userId);
        if (!watcher || watcher.last === count) continue;
        watcher.last = count;
        for (const listener of watcher.listeners) listener(count);
      }
    } catch {
      // A failed count leaves the bells as they were; the next change (or the client's next ask) corrects them.
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.schedule();
      }
    }
  }
}
