import type { ChangeFeed, ChangeTopic } from '../kernel/change-feed.port';

/** The subscribers of each topic, shared by both adapters: a failing handler never stops the others. */
export class Subscribers {
  private readonly handlers = new Map<ChangeTopic, Set<(key: string | null) => void>>();

  add(topic: ChangeTopic, handler: (key: string | null) => void): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  tell(topic: ChangeTopic, key: string | null): void {
    for (const handler of [...(this.handlers.get(topic) ?? [])]) {
      try {
        handler(key);
      } catch (error) {
        console.warn(`[changes] a ${topic} subscriber failed: ${(error as Error).message}`);
      }
    }
  }

  /** Every topic: "changes may have been missed". */
  tellAllStale(): void {
    for (const topic of this.handlers.keys()) this.tell(topic, null);
  }
}

/**
 * One process (PGlite, which only one process opens): a change is told to this process's subscribers before
 * `publish` resolves, so the writer's answer leaves after every cache here forgot the old state.
 */
export function createInProcessChangeFeed(): ChangeFeed {
  const subscribers = new Subscribers();
  return {
    async publish(topic, key) {
      subscribers.tell(topic, key);
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    live: () => true,
    async close() {
      // Nothing held outside the process.
    },
  };
}
