/**
 * Polls (spec §1 "visitors read ... polls", §7 wallet "public polls/{pollId}"; fields "not shown",
 * so ours): a question in Thai and/or English, 2 to 10 options (text, optional image), an optional closing
 * time. A signed-in reader votes once; the server's unique (poll, voter) row enforces it, these rules say
 * what the answer is. Pure: no clock, no I/O.
 */

export const POLL_LIMITS = {
  optionsMin: 2,
  optionsMax: 10,
  questionMax: 300,
  optionTextMax: 120,
} as const;

/** Text in the app's two languages; at least one of them is written. */
export interface LocalizedText {
  readonly th: string;
  readonly en: string;
}

export interface PollOptionDraft {
  readonly text: LocalizedText;
  /** An uploaded image id (the content image uploads), or null. */
  readonly imageId: string | null;
}

export interface PollDraft {
  readonly question: LocalizedText;
  readonly options: readonly PollOptionDraft[];
  /** Epoch ms after which no vote is taken, or null (open until a moderator closes it). */
  readonly closesAt: number | null;
}

export type PollState = 'open' | 'closed';

/** Closed from `closesAt` on (the boundary instant itself is closed). */
export const pollState = (closesAt: number | null, nowMs: number): PollState =>
  closesAt !== null && nowMs >= closesAt ? 'closed' : 'open';

export type VoteRefusal = 'pollClosed' | 'alreadyVoted' | 'unknownOption';

/** Why a vote is refused, or null when it counts. The first vote stays; a second is refused, never moved. */
export function voteRefusal(
  poll: { readonly closesAt: number | null; readonly optionIds: readonly string[] },
  optionId: string,
  alreadyVoted: boolean,
  nowMs: number,
): VoteRefusal | null {
  if (pollState(poll.closesAt, nowMs) === 'closed') return 'pollClosed';
  if (!poll.optionIds.includes(optionId)) return 'unknownOption';
  if (alreadyVoted) return 'alreadyVoted';
  return null;
}

const hasText = (text: LocalizedText): boolean => text.th.trim() !== '' || text.en.trim() !== '';
const tooLong = (text: LocalizedText, max: number): boolean => [...text.th].length > max || [...text.en].length > max;

/**
 * What is wrong with a poll as written, field by field (empty when it can be saved). `closesAt` in the past
 * is allowed only when editing (closing a poll now); a new poll must close in the future.
 */
export function pollDraftProblems(draft: PollDraft, nowMs: number, isNew: boolean): string[] {
  const problems: string[] = [];
  if (!hasText(draft.question)) problems.push('question: write it in Thai or English');
  if (tooLong(draft.question, POLL_LIMITS.questionMax))
    problems.push(`question: longer than ${POLL_LIMITS.questionMax} characters`);
  if (draft.options.length < POLL_LIMITS.optionsMin || draft.options.length > POLL_LIMITS.optionsMax) {
    problems.push(`options: between ${POLL_LIMITS.optionsMin} and ${POLL_LIMITS.optionsMax}`);
  }
  draft.options.forEach((option, i) => {
    if (!hasText(option.text)) problems.push(`options[${i}].text: write it in Thai or English`);
    if (tooLong(option.text, POLL_LIMITS.optionTextMax))
      problems.push(`options[${i}].text: longer than ${POLL_LIMITS.optionTextMax} characters`);
  });
  const seen = new Set<string>();
  draft.options.forEach((option, i) => {
    const key = `${option.text.th.trim().toLowerCase()}|${option.text.en.trim().toLowerCase()}`;
    if (hasText(option.text) && seen.has(key)) problems.push(`options[${i}].text: the same as another option`);
    seen.add(key);
  });
  if (draft.closesAt !== null && (!Number.isFinite(draft.closesAt) || (isNew && draft.closesAt <= nowMs))) {
    problems.push('closes_at: must be in the future');
  }
  return problems;
}

export interface TallyRow {
  readonly optionId: string;
  readonly votes: number;
  /** Whole percent; the rows of a poll with votes add up to exactly 100 (largest remainder). */
  readonly percent: number;
}

/** Counts to shown percentages: whole numbers that add up to 100 when anyone voted, all 0 otherwise. */
export function tally(counts: readonly { readonly optionId: string; readonly votes: number }[]): TallyRow[] {
  const total = counts.reduce((sum, c) => sum + c.votes, 0);
  if (total === 0) return counts.map((c) => ({ ...c, percent: 0 }));
  const exact = counts.map((c) => (c.votes * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((value, i) => ({ i, rest: value - floors[i] })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return counts.map((c, i) => ({ ...c, percent: floors[i] }));
}

/** The text to show in `lang`, falling back to the other language when that one is empty. */
export const localized = (text: LocalizedText, lang: 'th' | 'en'): string =>
  (lang === 'th' ? text.th || text.en : text.en || text.th).trim();
