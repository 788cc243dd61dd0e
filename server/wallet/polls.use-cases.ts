import { PLACE_POLLS_MAX, type PollBodyWire, type PollWire } from '../../src/contract/polls.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { pollDraftProblems, pollState, voteRefusal, type PollDraft } from '../../src/domain/polls/poll-rules';
import type { Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import { takeHit, tooManyRequests } from '../kernel/rate-counter.port';
import type { Paged } from '../kernel/paged';
import type { RoleUseCases } from '../moderation/roles.use-cases';
import type { UserUseCases } from '../users/users.use-cases';
import { toPoll, toTally } from './wallet.mapper';
import type { LiveTally } from './tally-hub';
import type { NewPollOption, PollOptionRow, PollRow, PollStore, TallyBus } from './wallet.ports';

export type WalletDeps = Pick<Kernel, 'db' | 'clock' | 'config' | 'rateCounters'>;

export const pollMissing = (pollId: string) =>
  failure(ErrorCode.contentNotFound, `Poll ${pollId} does not exist`, { poll_id: pollId });
/** 4220607000 carries `content_id` and `message` in `data` (spec §8); a poll is no content, so content_id is null. */
const pollInvalid = (message: string) =>
  failure(ErrorCode.contentValidationFailed, message, { content_id: null, message });

const closesAtOf = (value: string | null): number | null => (value === null ? null : Date.parse(value));
const msOf = (value: Date | null): number | null => (value === null ? null : new Date(value).getTime());

const sameText = (a: { th: string; en: string }, th: string, en: string): boolean =>
  a.th.trim() === th && a.en.trim() === en;

/**
 * What a poll's owner may not do that a moderator may: once anyone voted, rewrite what the votes were for (the
 * question, an option's text or image) or pin the poll to another place (votes cast about Railay Beach would show
 * on another beach's page; taking the pin off stays allowed); and reopen a closed poll (a new closes_at in the
 * future, or none, on a poll whose closing time has passed). Null when the owner's edit may go on.
 */
function ownerEditRefusal(
  poll: PollRow,
  current: readonly PollOptionRow[],
  body: PollBodyWire,
  nowMs: number,
): 'reopen' | 'rewrite' | 'move' | null {
  const closedNow = pollState(msOf(poll.closes_at), nowMs) === 'closed';
  if (closedNow && pollState(closesAtOf(body.closes_at), nowMs) === 'open') return 'reopen';
  if (!current.some((option) => option.votes > 0)) return null;
  if (body.location_id !== null && body.location_id !== poll.location_id) return 'move';
  if (!sameText(body.question, poll.question_th, poll.question_en)) return 'rewrite';
  const byId = new Map(current.map((option) => [option.option_id, option]));
  const changed = body.options.some((option) => {
    const was = option.option_id ? byId.get(option.option_id) : undefined;
    return !was || !sameText(option.text, was.text_th, was.text_en) || option.image_id !== was.image_id;
  });
  return changed ? 'rewrite' : null;
}

const draftOf = (body: PollBodyWire): PollDraft => ({
  question: body.question,
  options: body.options.map((option) => ({ text: option.text, imageId: option.image_id })),
  closesAt: closesAtOf(body.closes_at),
});

/**
 * Polls: reading with the caller's vote, voting once (the database's (poll, user) key decides,
 * the domain says what the answer is), creating and editing. Every vote and edit tells the TallyBus, so the
 * live tally (tally-hub.ts) moves.
 */
export function createPollUseCases(
  deps: WalletDeps,
  store: PollStore,
  bus: TallyBus,
  users: Pick<UserUseCases, 'requireUser' | 'findUser'>,
  roles: Pick<RoleUseCases, 'requireModerator'>,
) {
  async function read(q: Queryable, poll: PollRow, userId: string | null): Promise<PollWire> {
    const [options, myVote] = await Promise.all([
      store.options(q, poll.poll_id),
      userId ? store.myVote(q, poll.poll_id, userId) : null,
    ]);
    return toPoll(deps, poll, options, myVote, deps.clock.now());
  }

  async function findPoll(q: Queryable, pollId: string): Promise<PollRow> {
    const poll = await store.find(q, pollId);
    if (!poll) throw pollMissing(pollId);
    return poll;
  }

  /** The draft's problems (422), and option images that are neither the writer's own uploads nor already on the poll (422). */
  async function checkDraft(
    q: Queryable,
    writerId: string,
    body: PollBodyWire,
    isNew: boolean,
    kept: ReadonlySet<string> = new Set(),
  ): Promise<void> {
    const [problem] = pollDraftProblems(draftOf(body), deps.clock.now(), isNew);
    if (problem) throw pollInvalid(problem);
    const imageIds = [...new Set(body.options.flatMap((option) => (option.image_id ? [option.image_id] : [])))];
    const owned = await store.ownedImageIds(q, writerId, imageIds);
    const missing = imageIds.filter((id) => !owned.has(id) && !kept.has(id));
    if (missing.length > 0)
      throw pollInvalid(`options: unknown image_id (not an image of yours): ${missing.join(', ')}`);
    const place = body.location_id;
    if (place !== null && !(await store.isApprovedPlace(q, place))) {
      throw failure(ErrorCode.pollPlaceUnknown, `Place ${place} does not exist or is not approved`, {
        location_id: place,
      });
    }
  }

  const optionsOf = (body: PollBodyWire): NewPollOption[] =>
    body.options.map((option) => ({
      optionId: option.option_id ?? newId(6),
      textTh: option.text.th.trim(),
      textEn: option.text.en.trim(),
      imageId: option.image_id,
    }));

  const fieldsOf = (body: PollBodyWire) => ({
    questionTh: body.question.th.trim(),
    questionEn: body.question.en.trim(),
    closesAt: body.closes_at === null ? null : new Date(body.closes_at),
    locationId: body.location_id,
  });

  /** A new poll: a creator's (owner = writer) or a standalone one (owner null). `pollId` only for the seed's stable ids. */
  async function create(
    writerId: string,
    standalone: boolean,
    body: PollBodyWire,
    pollId: string = newId(),
  ): Promise<PollWire> {
    if (body.options.some((option) => option.option_id !== undefined))
      throw pollInvalid("options: a new poll's options have no option_id");
    return deps.db.transaction(async (tx) => {
      await checkDraft(tx, writerId, body, true);
      const now = nowDate(deps);
      await store.insert(
        tx,
        { pollId, ...fieldsOf(body), ownerUserId: standalone ? null : writerId, createdBy: writerId },
        now,
      );
      await store.replaceOptions(tx, pollId, optionsOf(body));
      return read(tx, await findPoll(tx, pollId), writerId);
    });
  }

  /**
   * An edit sends the whole poll. Options keep their option_id; an id the poll does not have is 422. Once
   * anyone voted, the options are fixed (409 pollLocked when one is added or removed). A moderator may still
   * change texts, images and closes_at (closing or reopening); the owner only closes_at, and may not reopen a
   * closed poll (ownerEditRefusal). The poll row is locked, so no vote lands while the edit decides.
   */
  async function edit(
    writerId: string,
    pollId: string,
    body: PollBodyWire,
    mayEdit: (poll: PollRow) => void,
    byModerator: boolean,
  ): Promise<PollWire> {
    const answer = await deps.db.transaction(async (tx) => {
      const poll = await store.lock(tx, pollId);
      if (!poll) throw pollMissing(pollId);
      mayEdit(poll);
      const currentOptions = await store.options(tx, pollId);
      const kept = new Set(currentOptions.flatMap((option) => (option.image_id ? [option.image_id] : [])));
      await checkDraft(tx, writerId, body, false, kept);
      const current = currentOptions.map((option) => option.option_id);
      const sent = body.options.flatMap((option) => (option.option_id ? [option.option_id] : []));
      const unknown = sent.filter((id) => !current.includes(id));
      if (unknown.length > 0) throw pollInvalid(`options: option_id not in this poll: ${unknown.join(', ')}`);
      if (new Set(sent).size !== sent.length) throw pollInvalid('options: an option_id is sent twice');
      const sameOptions = sent.length === body.options.length && sent.length === current.length;
      if (!sameOptions && currentOptions.some((option) => option.votes > 0)) {
        throw failure(ErrorCode.pollLocked, 'This poll has votes: its options can no longer be added or removed', {
          poll_id: pollId,
        });
      }
      const refused = byModerator ? null : ownerEditRefusal(poll, currentOptions, body, deps.clock.now());
      if (refused === 'reopen')
        throw failure(ErrorCode.pollClosed, `Poll ${pollId} is closed: only a moderator reopens it`, {
          poll_id: pollId,
        });
      if (refused === 'move') {
        throw failure(ErrorCode.pollPlaceLocked, 'This poll has votes: only a moderator pins it to another place', {
          poll_id: pollId,
        });
      }
      if (refused === 'rewrite') {
        throw failure(
          ErrorCode.pollLocked,
          'This poll has votes: only a moderator changes its question or what its options say',
          { poll_id: pollId },
        );
      }
      await store.update(tx, pollId, fieldsOf(body), nowDate(deps));
      await store.replaceOptions(tx, pollId, optionsOf(body));
      return read(tx, await findPoll(tx, pollId), null);
    });
    bus.publish(pollId);
    return answer;
  }

  /**
   * One vote per (poll, user): the insert decides, in one statement, that the option is the poll's, that the
   * poll is open and that this user has not voted (concurrent votes of one user leave exactly one row; an edit
   * removing the option or closing the poll meanwhile is seen). Only a vote that did not count asks why.
   */
  async function voteAs(userId: string, pollId: string, optionId: string, retried = false): Promise<PollWire> {
    const now = nowDate(deps);
    const counted = await store.insertVote(deps.db, pollId, userId, optionId, now);
    const poll = await findPoll(deps.db, pollId);
    if (!counted) {
      const [optionIds, first] = await Promise.all([
        store.optionIds(deps.db, pollId),
        store.myVote(deps.db, pollId, userId),
      ]);
      const refused = voteRefusal(
        { closesAt: msOf(poll.closes_at), optionIds },
        optionId,
        first !== null,
        now.getTime(),
      );
      if (refused === 'pollClosed')
        throw failure(ErrorCode.pollClosed, `Poll ${pollId} is closed`, { poll_id: pollId });
      if (refused === 'unknownOption') throw pollInvalid(`option_id ${optionId} is not an option of this poll`);
      if (refused === 'alreadyVoted') {
        throw failure(ErrorCode.pollAlreadyVoted, 'You have already voted in this poll; the first vote stays', {
          poll_id: pollId,
          my_vote: first,
        });
      }
      // Refused a moment ago, acceptable now (an edit reopened the poll or brought the option back): once more.
      if (!retried) return voteAs(userId, pollId, optionId, true);
      throw failure(ErrorCode.pollClosed, `Poll ${pollId} is changing; try again`, { poll_id: pollId });
    }
    bus.publish(pollId);
    return toPoll(deps, poll, await store.options(deps.db, pollId), optionId, deps.clock.now());
  }

  return {
    /** The poll with its tally; `my_vote` when the caller is signed in and has voted. 404 4040607004 when unknown. */
    async byId(pollId: string, identity: VerifiedIdentity | null): Promise<PollWire> {
      const poll = await findPoll(deps.db, pollId);
      const user = identity ? await users.findUser(deps.db, identity) : null;
      return read(deps.db, poll, user?.user_id ?? null);
    },

    /** The live tally and the poll's closing instant, in one query; 404 when unknown. */
    async liveTally(pollId: string): Promise<LiveTally> {
      const found = await store.tally(deps.db, pollId);
      if (!found) throw pollMissing(pollId);
      return {
        tally: toTally(pollId, found.closes_at, found.counts, deps.clock.now()),
        closesAt: msOf(found.closes_at),
      };
    },

    /**
     * The open polls pinned to an approved place, newest first (at most PLACE_POLLS_MAX), for anyone: two
     * queries (the polls by the partial index, then all their options), no caller's vote (the reader asks a
     * poll again for that when signed in). An unknown or unapproved place has none.
     */
    async openAtPlace(locationId: string): Promise<PollWire[]> {
      const now = deps.clock.now();
      const rows = await store.openAtPlace(deps.db, locationId, new Date(now), PLACE_POLLS_MAX);
      const options = await store.optionsOf(
        deps.db,
        rows.map((poll) => poll.poll_id),
      );
      return rows.map((poll) => toPoll(deps, poll, options.get(poll.poll_id) ?? [], null, now));
    },

    async vote(identity: VerifiedIdentity, pollId: string, optionId: string): Promise<PollWire> {
      const user = await users.requireUser(deps.db, identity);
      return voteAs(user.user_id, pollId, optionId);
    },

    /**
     * A creator's poll, for a section of their own content (the section's save checks the owner). At most
     * POLL_RATE_LIMIT_MAX a window per creator (429 4290104009), so a script cannot fill the table.
     */
    async createOwn(identity: VerifiedIdentity, body: PollBodyWire): Promise<PollWire> {
      const user = await users.requireUser(deps.db, identity);
      // A refused draft (422, an unknown place) is said as such and spends nothing of the limit: only polls that
      // would be written count. The insert checks again in its transaction.
      if (body.options.some((option) => option.option_id !== undefined))
        throw pollInvalid("options: a new poll's options have no option_id");
      await checkDraft(deps.db, user.user_id, body, true);
      const limit = { max: deps.config.pollRateLimitMax, windowMs: deps.config.pollRateLimitWindowMs };
      const hit = await takeHit(deps.rateCounters, `poll:${user.user_id}`, limit, deps.clock.now());
      if (!hit.allowed) {
        throw tooManyRequests(
          `At most ${limit.max} new polls per ${Math.round(limit.windowMs / 1000)} s; retry in ${Math.ceil(hit.retryAfterMs / 1000)} s`,
          hit.retryAfterMs,
        );
      }
      return create(user.user_id, false, body);
    },

    /** The owner's edit; someone else's poll (a standalone one included) is 403 4030607003. */
    async editOwn(identity: VerifiedIdentity, pollId: string, body: PollBodyWire): Promise<PollWire> {
      const user = await users.requireUser(deps.db, identity);
      return edit(
        user.user_id,
        pollId,
        body,
        (poll) => {
          if (poll.owner_user_id !== user.user_id)
            throw failure(ErrorCode.contentForbidden, `Poll ${pollId} belongs to someone else`, { poll_id: pollId });
        },
        false,
      );
    },

    /** Admin: every poll, newest first; the page's options in one query, no my_vote (a moderator manages, not votes). */
    async adminList(identity: VerifiedIdentity | null, offset: number, limit: number): Promise<Paged<PollWire>> {
      await roles.requireModerator(deps.db, identity);
      const page = await store.list(deps.db, offset, limit);
      const options = await store.optionsOf(
        deps.db,
        page.rows.map((poll) => poll.poll_id),
      );
      const now = deps.clock.now();
      const items = page.rows.map((poll) => toPoll(deps, poll, options.get(poll.poll_id) ?? [], null, now));
      return { items, offset, limit, total: page.total };
    },

    async adminCreate(identity: VerifiedIdentity | null, body: PollBodyWire): Promise<PollWire> {
      const moderator = await roles.requireModerator(deps.db, identity);
      return create(moderator.user_id, true, body);
    },

    async adminEdit(identity: VerifiedIdentity | null, pollId: string, body: PollBodyWire): Promise<PollWire> {
      const moderator = await roles.requireModerator(deps.db, identity);
      return edit(moderator.user_id, pollId, body, () => undefined, true);
    },

    /** The demo seed: polls with stable ids and votes of demo users, through the same rules. */
    seed: {
      create: (writerId: string, standalone: boolean, body: PollBodyWire, pollId: string) =>
        create(writerId, standalone, body, pollId),
      vote: (userId: string, pollId: string, optionId: string) => voteAs(userId, pollId, optionId),
      exists: async (pollId: string) => (await store.find(deps.db, pollId)) !== null,
    },
  };
}

export type PollUseCases = ReturnType<typeof createPollUseCases>;
