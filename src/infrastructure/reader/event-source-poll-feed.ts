import type { PollTallyFeed } from '../../application/ports/reader-poll-api.port';
import type { PollTallyWire } from '../../contract/polls.contract';
import { fillPath, WALLET_PATHS } from '../../contract/wallet.paths';
import type { PollTally } from '../../domain/polls/poll';
import { tallyFromWire } from '../wire/poll-mappers';

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'>;

const openEventSource = (url: string): EventSourceLike | null =>
  typeof EventSource === 'undefined' ? null : new EventSource(url);

/**
 * Live tallies over server-sent events ("the tally is live ... through server-sent events, without
 * polling"): one EventSource per poll on the page, `event: tally` with a PollTally JSON. The browser's
 * EventSource reconnects by itself (the server's `retry:`), so a dropped connection heals without code here.
 */
export class EventSourcePollFeed implements PollTallyFeed {
  constructor(
    private readonly baseUrl: string,
    private readonly open: (url: string) => EventSourceLike | null = openEventSource,
  ) {}

  subscribe(pollId: string, onTally: (tally: PollTally) => void): () => void {
    const source = this.open(`${this.baseUrl}/public/api${fillPath(WALLET_PATHS.pollEvents, { pollId })}`);
    // A browser without EventSource keeps the tally it drew (no polling fallback).
    if (!source) return () => undefined;
    const listener = (event: Event) => {
      try {
        const tally = tallyFromWire(JSON.parse((event as MessageEvent<string>).data) as PollTallyWire);
        if (tally.pollId === pollId) onTally(tally);
      } catch {
        // A malformed event is skipped: the next one carries the whole tally again.
      }
    };
    source.addEventListener('tally', listener);
    return () => source.close();
  }
}
