import type { TallyBus } from './wallet.ports';

/**
 * The in-process TallyBus: enough for one server (`npm start`, the tests). With several instances behind a
 * load balancer (issue 12) a vote on one must move the tallies shown by the others: replace this with a
 * PostgreSQL LISTEN/NOTIFY bus (same port), nothing else changes.
 */
export function createInProcessTallyBus(): TallyBus {
  const listeners = new Set<(pollId: string) => void>();
  return {
    publish(pollId) {
      // After the caller's answer is on its way: a slow listener never delays the vote.
      queueMicrotask(() => {
        for (const listener of listeners) listener(pollId);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
