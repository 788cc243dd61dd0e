import type { PollTally, PollView } from '../../domain/polls/poll';

/**
 * The poll calls of the public reader (src/contract/polls.contract.ts, paths in wallet.paths.ts):
 * GET polls/{pollId} (token optional: `my_vote`), POST polls/{pollId}/votes (token required), GET
 * places/{locationId}/polls (public: a place's open polls, newest first).
 */
export interface ReaderPollApi {
  getPoll(pollId: string, token: string | null): Promise<PollView>;
  /** The open polls pinned to a place (none for an unknown place), without anyone's vote. */
  placePolls(locationId: string): Promise<readonly PollView[]>;
  /** The embedded Poll wire (server-rendered page), or null when it is not one. */
  decodePoll(embedded: unknown): PollView | null;
  vote(pollId: string, optionId: string, token: string): Promise<PollView>;
}

/**
 * The live tally of a poll (GET polls/{pollId}/events, server-sent events): `onTally` runs on connect and
 * on every change; the connection reconnects by itself after a drop. The answer stops listening.
 */
export interface PollTallyFeed {
  subscribe(pollId: string, onTally: (tally: PollTally) => void): () => void;
}
