import type { PollTallyFeed, ReaderPollApi } from '../../src/application/ports/reader-poll-api.port';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode, errorCatalogue } from '../../src/domain/errors/error-codes';
import { tally } from '../../src/domain/polls/poll-rules';
import type { PollTally, PollView } from '../../src/domain/polls/poll';

const refusal = (code: number, message: string) =>
  new AppError({ code, messageKey: errorCatalogue[code].messageKey, message });

/**
 * Polls in memory as the wallet answers them: one vote per token, a second refused with
 * 4090607021 (the first stays), a closed poll refused with 4090607022; `my_vote` only for a sent token.
 */
export class InMemoryReaderPollApi implements ReaderPollApi {
  readonly polls = new Map<string, PollView>();
  /** token → pollId → optionId */
  readonly votes = new Map<string, Map<string, string>>();
  readonly calls: string[] = [];
  /** Set to make the next call fail with this error. */
  failNext: Error | null = null;

  add(poll: PollView): this {
    this.polls.set(poll.pollId, poll);
    return this;
  }

  async getPoll(pollId: string, token: string | null): Promise<PollView> {
    this.calls.push(`get:${pollId}:${token ?? '-'}`);
    this.throwIfFailing();
    const poll = this.polls.get(pollId);
    if (!poll) throw refusal(ErrorCode.contentNotFound, 'no such poll');
    return { ...poll, myVote: token ? (this.votes.get(token)?.get(pollId) ?? null) : null };
  }

  /** The open polls pinned to the place, newest first, as the wallet answers them (no one's vote). */
  async placePolls(locationId: string): Promise<readonly PollView[]> {
    this.calls.push(`place:${locationId}`);
    this.throwIfFailing();
    return [...this.polls.values()]
      .filter((poll) => poll.placeId === locationId && poll.state === 'open')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((poll) => ({ ...poll, myVote: null }));
  }

  decodePoll(embedded: unknown): PollView | null {
    const id = (embedded as { pollId?: unknown } | null)?.pollId;
    return typeof id === 'string' ? { ...(embedded as PollView), myVote: null } : null;
  }

  async vote(pollId: string, optionId: string, token: string): Promise<PollView> {
    this.calls.push(`vote:${pollId}:${optionId}:${token}`);
    this.throwIfFailing();
    const poll = this.polls.get(pollId);
    if (!poll) throw refusal(ErrorCode.contentNotFound, 'no such poll');
    if (poll.state === 'closed') throw refusal(ErrorCode.pollClosed, 'closed');
    const mine = this.votes.get(token) ?? new Map<string, string>();
    if (mine.has(pollId)) throw refusal(ErrorCode.pollAlreadyVoted, 'already voted');
    mine.set(pollId, optionId);
    this.votes.set(token, mine);
    this.polls.set(pollId, this.counted(poll, optionId));
    return { ...this.polls.get(pollId)!, myVote: optionId };
  }

  /** Someone else's vote (another browser): the poll as the server then has it. */
  counted(poll: PollView, optionId: string): PollView {
    const rows = tally(
      poll.options.map((o) => ({ optionId: o.optionId, votes: o.votes + (o.optionId === optionId ? 1 : 0) })),
    );
    return {
      ...poll,
      totalVotes: poll.totalVotes + 1,
      options: poll.options.map((o, i) => ({ ...o, votes: rows[i].votes, percent: rows[i].percent })),
    };
  }

  private throwIfFailing(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }
}

/** A fake event stream: tests push tallies to whoever listens; counts open and closed subscriptions. */
export class InMemoryPollTallyFeed implements PollTallyFeed {
  readonly listeners = new Map<string, Set<(tally: PollTally) => void>>();
  opened = 0;
  closed = 0;

  subscribe(pollId: string, onTally: (tally: PollTally) => void): () => void {
    this.opened += 1;
    const set = this.listeners.get(pollId) ?? new Set();
    set.add(onTally);
    this.listeners.set(pollId, set);
    return () => {
      this.closed += 1;
      set.delete(onTally);
    };
  }

  push(tally: PollTally): void {
    for (const listener of this.listeners.get(tally.pollId) ?? []) listener(tally);
  }

  /** Open subscriptions right now. */
  get open(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

/** The tally event of a poll as it now stands. */
export const tallyOf = (poll: PollView): PollTally => ({
  pollId: poll.pollId,
  totalVotes: poll.totalVotes,
  state: poll.state,
  options: poll.options.map((o) => ({ optionId: o.optionId, votes: o.votes, percent: o.percent })),
});
