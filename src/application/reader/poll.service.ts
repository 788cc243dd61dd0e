import type { PollTally, PollView } from '../../domain/polls/poll';
import type { PollTallyFeed, ReaderPollApi } from '../ports/reader-poll-api.port';
import type { ReaderSession } from '../ports/reader-session.port';
import { normalized } from '../shared/normalized';

/**
 * A poll for readers: anyone reads the tally and follows it live; a signed-in
 * reader votes once (the server refuses a second vote, 4090607021, and a closed poll, 4090607022).
 */
export class ReaderPollService {
  constructor(
    private readonly api: ReaderPollApi,
    private readonly feed: PollTallyFeed,
    private readonly session: ReaderSession,
    private readonly now: () => number,
  ) {}

  embeddedPoll(pollId: string, embedded: unknown): PollView | null {
    const poll = embedded == null ? null : this.api.decodePoll(embedded);
    return poll && poll.pollId === pollId ? poll : null;
  }

  /** Whether to offer the vote at once; false offers "sign in to vote" (which returns to the poll). */
  mayVote(): boolean {
    return this.session.mayBeSignedIn();
  }

  /**
   * The poll with the reader's own vote when they are signed in (a token the app holds, else the identity
   * SDK loaded on demand); an anonymous reader's call sends no token and loads nothing.
   */
  async load(pollId: string): Promise<PollView> {
    const token = this.session.mayBeSignedIn()
      ? (this.session.heldToken(this.now()) ?? (await this.session.getIdToken().catch(() => null)))
      : null;
    return normalized(() => this.api.getPoll(pollId, token));
  }

  /** A place's open polls (its page shows them; anyone, no token: a signed-in reader's vote comes per poll). */
  placePolls(locationId: string): Promise<readonly PollView[]> {
    return normalized(() => this.api.placePolls(locationId));
  }

  /** The poll after the vote, or null when nobody is signed in after all (ask to sign in). */
  async vote(pollId: string, optionId: string): Promise<PollView | null> {
    const token = await normalized(() => this.session.getIdToken());
    if (token === null) return null;
    return normalized(() => this.api.vote(pollId, optionId, token));
  }

  /** Follows the tally live; the answer stops. */
  live(pollId: string, onTally: (tally: PollTally) => void): () => void {
    return this.feed.subscribe(pollId, onTally);
  }
}

/** The poll with a newer tally (counts, percents, state); options the tally does not name keep theirs. */
export function withTally(poll: PollView, tally: PollTally): PollView {
  if (tally.pollId !== poll.pollId) return poll;
  const rows = new Map(tally.options.map((row) => [row.optionId, row]));
  return {
    ...poll,
    totalVotes: tally.totalVotes,
    state: tally.state,
    options: poll.options.map((option) => {
      const row = rows.get(option.optionId);
      return row ? { ...option, votes: row.votes, percent: row.percent } : option;
    }),
  };
}
