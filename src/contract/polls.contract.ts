import { POLL_LIMITS } from '../domain/polls/poll-rules';
import { Author, Id, ImageRef } from './content.contract';
import { Closed, DateTime, Instant, Nullable, PlainText, StringEnum, Type, type Static } from './schema';

/**
 * Polls on the wire (spec §7 wallet "public polls/{pollId}", payloads ours). Paths: wallet.paths.ts.
 *
 * | call                          | auth     | body / query        | data        |
 * |-------------------------------|----------|---------------------|-------------|
 * | GET polls/{pollId}            | optional | lang?               | Poll        |
 * | GET polls/{pollId}/events     | none     | (SSE)               | `event: tally`, `data: PollTally` JSON |
 * | POST polls/{pollId}/votes     | required | VoteBody            | Poll (with my_vote) |
 * | POST polls                    | required | PollBody            | Poll (owner = caller, for a section of their content) |
 * | GET places/{locationId}/polls | none     | -                   | Poll[] (open ones pinned to the place, newest first, ≤ PLACE_POLLS_MAX) |
 * | admin: GET/POST polls, PATCH polls/{pollId} | moderator | PollBody / PollPatchBody | Poll |
 *
 * Refusals: unknown poll 404 4040607004; closed 409 4090607022 (pollClosed); a second vote 409 4090607021
 * (pollAlreadyVoted; the first stays); an option id not in the poll 422 4220607000; changing the options of
 * a poll with votes 409 4090607025 (pollLocked); a bad draft 422 4220607000 with the domain's message; a
 * `location_id` that is no place or not an approved one 422 4220607031 (pollPlaceUnknown); an owner pinning a
 * poll with votes to another place 409 4090607033 (pollPlaceLocked); more than POLL_RATE_LIMIT_MAX new polls of
 * one creator in a window 429 4290104009.
 */
export { WALLET_PATHS } from './wallet.paths';

export const PollIdParams = Closed({ pollId: Id });
export const PlacePollsParams = Closed({ locationId: Id });

/** How many open polls a place's page shows (its newest). */
export const PLACE_POLLS_MAX = 5;

/**
 * A text in Thai and English, each at most `max` and without control characters (PlainText: NUL is a 422
 * 4220607000, not a database error). Multi-line (tab and line breaks kept) unless `multiline: false`: poll
 * questions and options are one line; campaign descriptions, rules and prizes are paragraphs.
 */
export const LocalizedText = (max: number, { multiline = true }: { multiline?: boolean } = {}) =>
  Closed({
    th: PlainText(max, { multiline, default: '' }),
    en: PlainText(max, { multiline, default: '' }),
  });
const OneLine = { multiline: false } as const;

export const PollOptionInput = Closed({
  option_id: Type.Optional(Id),
  text: LocalizedText(POLL_LIMITS.optionTextMax, OneLine),
  image_id: Nullable(Id, { default: null }),
});

export const PollBody = Closed({
  question: LocalizedText(POLL_LIMITS.questionMax, OneLine),
  options: Type.Array(PollOptionInput, { minItems: POLL_LIMITS.optionsMin, maxItems: POLL_LIMITS.optionsMax }),
  closes_at: DateTime({ default: null, description: 'After this instant no vote counts; null: open until edited.' }),
  location_id: Nullable(Id, {
    default: null,
    description:
      'The approved place the poll is pinned to (its page shows the poll while it is open); null: none. An edit sends it again (null unpins).',
  }),
});
export type PollBodyWire = Static<typeof PollBody>;

/** An edit sends the whole poll; options keep their option_id (new ones have none). */
export const PollPatchBody = PollBody;
export type PollPatchBodyWire = PollBodyWire;

export const VoteBody = Closed({ option_id: Id });
export type VoteBodyWire = Static<typeof VoteBody>;

export const PollOption = Closed({
  option_id: Type.String(),
  text: LocalizedText(POLL_LIMITS.optionTextMax, OneLine),
  image: ImageRef,
  votes: Type.Integer({ minimum: 0 }),
  percent: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'Whole percent; the options add up to 100 once anyone voted.',
  }),
});
export type PollOptionWire = Static<typeof PollOption>;

export const Poll = Closed({
  poll_id: Type.String(),
  question: LocalizedText(POLL_LIMITS.questionMax, OneLine),
  options: Type.Array(PollOption),
  total_votes: Type.Integer({ minimum: 0 }),
  state: StringEnum(['open', 'closed'] as const),
  closes_at: DateTime(),
  /** Standalone (a moderator's) or the creator who made it for a section. */
  owner: Nullable(Author),
  standalone: Type.Boolean(),
  /** The place the poll is pinned to, or null. */
  location_id: Nullable(Type.String()),
  /** The option the caller chose (signed in), else null. */
  my_vote: Nullable(Type.String()),
  created_at: Instant(),
  updated_at: Instant(),
});
export type PollWire = Static<typeof Poll>;

/** What the event stream sends on each change (and once on connect). */
export const PollTally = Closed({
  poll_id: Type.String(),
  total_votes: Type.Integer({ minimum: 0 }),
  options: Type.Array(Closed({ option_id: Type.String(), votes: Type.Integer(), percent: Type.Integer() })),
  state: StringEnum(['open', 'closed'] as const),
});
export type PollTallyWire = Static<typeof PollTally>;
