import type { ImageRef } from '../content/content';
import type { LocalizedText, PollDraft, PollState } from './poll-rules';

/**
 * A poll as every client screen reads it (the Poll wire of src/contract/polls.contract.ts): the
 * reader's page and poll sections, the creator's poll section form and the moderators' admin area. One shape
 * for all of them, mapped once from the wire by src/infrastructure/wire/poll-mappers.ts.
 */
export interface PollOptionView {
  readonly optionId: string;
  readonly text: LocalizedText;
  /** The option's picture, kept when the poll is edited (an edit without it would remove it). */
  readonly image: ImageRef | null;
  readonly votes: number;
  /** Whole percent; the options add up to 100 once anyone voted. */
  readonly percent: number;
}

export interface PollView {
  readonly pollId: string;
  readonly question: LocalizedText;
  readonly options: readonly PollOptionView[];
  readonly totalVotes: number;
  readonly state: PollState;
  /** ISO instant after which no vote counts, or null (open until edited). */
  readonly closesAt: string | null;
  /** The option the signed-in reader chose, else null. */
  readonly myVote: string | null;
  /** A moderator's poll of its own (true), or one a creator made for a section of their content. */
  readonly standalone: boolean;
  /** The place the poll is pinned to (its page shows it while open), or null. */
  readonly placeId: string | null;
  /** ISO instant. */
  readonly createdAt: string;
}

/** What the live stream says on each change: the counts, never who voted. */
export interface PollTally {
  readonly pollId: string;
  readonly totalVotes: number;
  readonly options: readonly { readonly optionId: string; readonly votes: number; readonly percent: number }[];
  readonly state: PollState;
}

/** A poll as a form sends it: the whole poll; an option that already exists keeps its id (its votes stay). */
export interface PollEdit extends Omit<PollDraft, 'options'> {
  readonly options: readonly (PollDraft['options'][number] & { readonly optionId: string | null })[];
  /** The approved place to pin the poll to; null or absent: none (an edit without it unpins). */
  readonly placeId?: string | null;
}

/** A new poll as a creator's form sends it: the draft and, optionally, the place to pin it to. */
export type PollNew = PollDraft & Pick<PollEdit, 'placeId'>;
