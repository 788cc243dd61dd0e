import type { ImageRef } from '../../domain/content/content';
import type { LocalizedText, PollState } from '../../domain/polls/poll-rules';

/** One option of a poll as a reader sees it: its text in both languages, image, votes and whole percent. */
export interface PollOptionView {
  readonly optionId: string;
  readonly text: LocalizedText;
  readonly image: ImageRef | null;
  readonly votes: number;
  readonly percent: number;
}

/** A poll on its public page or in a content's section (issue 10; GET wallet polls/{pollId}). */
export interface PollView {
  readonly pollId: string;
  readonly question: LocalizedText;
  readonly options: readonly PollOptionView[];
  readonly totalVotes: number;
  readonly state: PollState;
  /** ISO instant after which no vote counts, or null. */
  readonly closesAt: string | null;
  /** The option the signed-in reader chose, else null. */
  readonly myVote: string | null;
}

/** What the live stream says on each change: the counts, never who voted. */
export interface PollTally {
  readonly pollId: string;
  readonly totalVotes: number;
  readonly options: readonly { readonly optionId: string; readonly votes: number; readonly percent: number }[];
  readonly state: PollState;
}

/**
 * The poll calls of the public reader (src/contract/polls.contract.ts, paths in wallet.paths.ts):
 * GET polls/{pollId} (token optional: `my_vote`), POST polls/{pollId}/votes (token required).
 */
export interface ReaderPollApi {
  getPoll(pollId: string, token: string | null): Promise<PollView>;
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
