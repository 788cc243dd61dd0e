import type { PollTally, PollView, ReaderPollApi } from '../../application/ports/reader-poll-api.port';
import type { PollTallyWire, PollWire } from '../../contract/polls.contract';
import { fillPath, WALLET_PATHS } from '../../contract/wallet.paths';
import { imageFromWire } from '../../contract/content.mapping';
import type { FetchJson } from './fetch-json';

/** A wallet path for the reader's fetch wrapper (which adds /public/api or /private/api and the slash). */
export const walletPath = (template: string, params: Record<string, string>): string =>
  fillPath(template, params).replace(/^\//, '');

const text = (value: unknown): { th: string; en: string } => {
  const v = (value ?? {}) as { th?: unknown; en?: unknown };
  return { th: typeof v.th === 'string' ? v.th : '', en: typeof v.en === 'string' ? v.en : '' };
};
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export const pollFromWire = (w: PollWire): PollView => ({
  pollId: w.poll_id,
  question: text(w.question),
  options: (w.options ?? []).map((o) => ({
    optionId: o.option_id,
    text: text(o.text),
    image: o.image && o.image.url ? imageFromWire(o.image) : null,
    votes: count(o.votes),
    percent: count(o.percent),
  })),
  totalVotes: count(w.total_votes),
  state: w.state === 'closed' ? 'closed' : 'open',
  closesAt: w.closes_at ?? null,
  myVote: w.my_vote ?? null,
});

export const tallyFromWire = (w: PollTallyWire): PollTally => ({
  pollId: w.poll_id,
  totalVotes: count(w.total_votes),
  options: (w.options ?? []).map((o) => ({ optionId: o.option_id, votes: count(o.votes), percent: count(o.percent) })),
  state: w.state === 'closed' ? 'closed' : 'open',
});

/** Just enough of a Poll wire to draw it: an id, a question and a list of options. */
function isPollWire(value: unknown): value is PollWire {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Partial<Record<keyof PollWire, unknown>>;
  return (
    typeof w.poll_id === 'string' && typeof w.question === 'object' && w.question !== null && Array.isArray(w.options)
  );
}

/** The reader's poll calls over its fetch wrapper (issue 10; no axios, no TypeBox). */
export class FetchPollApi implements ReaderPollApi {
  constructor(private readonly http: FetchJson) {}

  async getPoll(pollId: string, token: string | null): Promise<PollView> {
    const { data } = await this.http.call<PollWire>('GET', 'public', walletPath(WALLET_PATHS.poll, { pollId }), {
      token,
    });
    return pollFromWire(data);
  }

  decodePoll(embedded: unknown): PollView | null {
    return isPollWire(embedded) ? pollFromWire(embedded) : null;
  }

  async vote(pollId: string, optionId: string, token: string): Promise<PollView> {
    const { data } = await this.http.call<PollWire>('POST', 'private', walletPath(WALLET_PATHS.pollVotes, { pollId }), {
      body: { option_id: optionId },
      token,
    });
    return pollFromWire(data);
  }
}
