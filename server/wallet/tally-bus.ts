import type { ChangeFeed } from '../kernel/change-feed.port';
import type { TallyBus } from './wallet.ports';

/**
 * The TallyBus over the kernel's change feed (topic `poll-tally`): in process on PGlite; on PostgreSQL a vote on
 * one instance reaches the live viewers of every instance through LISTEN/NOTIFY. A listener hears
 * null when changes may have been missed (the listening connection came back): every watched poll is stale.
 */
export function tallyBusOver(changes: Pick<ChangeFeed, 'publish' | 'subscribe'>): TallyBus {
  return {
    publish(pollId) {
      // After the vote committed; the voter's answer does not wait for the viewers.
      void changes.publish('poll-tally', pollId);
    },
    subscribe: (listener) => changes.subscribe('poll-tally', listener),
  };
}
