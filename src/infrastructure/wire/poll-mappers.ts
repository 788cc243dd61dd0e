import type { PollBodyWire, PollTallyWire, PollWire } from '../../contract/polls.contract';
import type { PollEdit, PollTally, PollView } from '../../domain/polls/poll';
import type { PollDraft } from '../../domain/polls/poll-rules';
import { countFromWire, imageOrNull, localizedFromWire } from './wire-values';

/**
 * The ONE mapping of the Poll wire (src/contract/polls.contract.ts) for every client: the SPA's axios adapters
 * (the creator's poll sections, the admin area) and the reader's fetch adapters call these; only the transport
 * differs. Type-only imports of the contract, so the reader's bundle carries no schema library.
 */
export const pollFromWire = (w: PollWire): PollView => ({
  pollId: w.poll_id,
  question: localizedFromWire(w.question),
  options: (w.options ?? []).map((o) => ({
    optionId: o.option_id,
    text: localizedFromWire(o.text),
    image: imageOrNull(o.image),
    votes: countFromWire(o.votes),
    percent: countFromWire(o.percent),
  })),
  totalVotes: countFromWire(w.total_votes),
  state: w.state === 'closed' ? 'closed' : 'open',
  closesAt: w.closes_at ?? null,
  myVote: w.my_vote ?? null,
  standalone: w.standalone === true,
  placeId: w.location_id ?? null,
  createdAt: w.created_at ?? '',
});

export const tallyFromWire = (w: PollTallyWire): PollTally => ({
  pollId: w.poll_id,
  totalVotes: countFromWire(w.total_votes),
  options: (w.options ?? []).map((o) => ({
    optionId: o.option_id,
    votes: countFromWire(o.votes),
    percent: countFromWire(o.percent),
  })),
  state: w.state === 'closed' ? 'closed' : 'open',
});

/** A new poll (no option ids) or an edit (options that exist keep theirs, so their votes stay). */
export const pollToWire = (draft: PollDraft | PollEdit): PollBodyWire => ({
  question: { th: draft.question.th, en: draft.question.en },
  options: draft.options.map((o) => ({
    ...('optionId' in o && typeof o.optionId === 'string' ? { option_id: o.optionId } : {}),
    text: { th: o.text.th, en: o.text.en },
    image_id: o.imageId,
  })),
  closes_at: draft.closesAt === null ? null : new Date(draft.closesAt).toISOString(),
  location_id: ('placeId' in draft ? draft.placeId : null) ?? null,
});

/** Just enough of a Poll wire to draw it (what a server-rendered page embedded): an id, a question, options. */
export function isPollWire(value: unknown): value is PollWire {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Partial<Record<keyof PollWire, unknown>>;
  return (
    typeof w.poll_id === 'string' && typeof w.question === 'object' && w.question !== null && Array.isArray(w.options)
  );
}
