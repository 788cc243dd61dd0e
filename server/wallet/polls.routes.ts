import { pagingQuery } from '../../src/contract/content.contract';
import { ADMIN_PATHS } from '../../src/contract/wallet.paths';
import {
  PLACE_POLLS_MAX,
  PlacePollsParams,
  Poll,
  PollBody,
  PollIdParams,
  PollPatchBody,
  VoteBody,
  WALLET_PATHS,
} from '../../src/contract/polls.contract';
import { Closed, StringEnum, Type } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { PollUseCases } from './polls.use-cases';

const AUTH_ERRORS = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];
const ADMIN_ERRORS = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.moderatorOnly];
const PollQuery = Closed({ lang: Type.Optional(StringEnum(['th', 'en'] as const)) });
const DRAFT_RULES =
  'Question in Thai and/or English (≤ 300), 2 to 10 options (text in Thai and/or English ≤ 120, no two alike, optional ' +
  'image_id of your own uploads), closes_at an instant (in the future for a new poll) or null. Texts are one line: control characters ' +
  '(NUL, line breaks, tab…) are refused. A bad draft is 422 4220607000 naming the field. location_id (optional, null: none) pins the ' +
  'poll to a place, whose page then shows it while it is open; a place that does not exist or is not approved is 422 4220607031. Once anyone voted, only a moderator pins a poll to another ' +
  'place (the owner may still take the pin off): 409 4090607033.';

/** Polls: spec §7 wallet "public polls/{pollId}" (payloads ours) and the admin area's poll calls. */
export const pollRoutes = (polls: PollUseCases): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: WALLET_PATHS.poll,
    area: 'content',
    auth: 'optional',
    public: true,
    tag: 'wallet',
    summary: 'A poll with its tally (spec §7 wallet public polls/{pollId})',
    description:
      'Question, options with votes and whole percents (largest remainder: they add up to 100 once anyone voted), state ' +
      '(closed from closes_at on) and, for a signed-in caller who voted, my_vote. The live tally: GET polls/{pollId}/events. ' +
      'Unknown poll 404 4040607004.',
    params: PollIdParams,
    querystring: PollQuery,
    data: Poll,
    errors: [ErrorCode.contentNotFound],
    handler: ({ params, identity }) => polls.byId(params.pollId, identity),
  }),
  defineRoute({
    method: 'GET',
    path: WALLET_PATHS.placePolls,
    area: 'content',
    auth: 'none',
    public: true,
    tag: 'wallet',
    summary: "A place's open polls",
    description:
      `The open polls pinned to the place (closes_at unset or still ahead), newest first, at most ${PLACE_POLLS_MAX}, with their ` +
      'tallies; my_vote is always null (read GET polls/{pollId} signed in for it). A closed poll is not in it. A place that does ' +
      'not exist or is not approved has none (an empty list, not 404: the place page asks this once it shows).',
    params: PlacePollsParams,
    data: Type.Array(Poll),
    errors: [],
    handler: ({ params }) => polls.openAtPlace(params.locationId),
  }),
  defineRoute({
    method: 'POST',
    path: WALLET_PATHS.pollVotes,
    area: 'content',
    auth: 'required',
    tag: 'wallet',
    summary: 'Vote in a poll, once',
    description:
      'Body { option_id }. One vote per user and poll, enforced by the database (unique (poll, user)): a second vote is 409 ' +
      '4090607021 and the first stays (data.my_vote names it). A closed poll 409 4090607022; an option not in the poll 422 4220607000; ' +
      'unknown poll 404 4040607004. Answers the poll with my_vote; every open event stream of the poll gets the new tally.',
    params: PollIdParams,
    body: VoteBody,
    data: Poll,
    errors: [
      ...AUTH_ERRORS,
      ErrorCode.contentNotFound,
      ErrorCode.pollAlreadyVoted,
      ErrorCode.pollClosed,
      ErrorCode.contentValidationFailed,
    ],
    handler: ({ params, identity, body }) => polls.vote(identity, params.pollId, body.option_id),
  }),
  defineRoute({
    method: 'POST',
    path: WALLET_PATHS.polls,
    area: 'content',
    auth: 'required',
    tag: 'wallet',
    summary: "A creator's poll, for a section of their own content",
    description:
      `The caller owns it (standalone false); a content of theirs shows it in a { type: 'poll', poll_id } section (another user's ` +
      `content naming it is 422 4220607000 on save). At most POLL_RATE_LIMIT_MAX new polls per creator a window (default 20 a ` +
      `minute): past it 429 4290104009 with Retry-After. ${DRAFT_RULES}`,
    body: PollBody,
    data: Poll,
    errors: [...AUTH_ERRORS, ErrorCode.contentValidationFailed, ErrorCode.pollPlaceUnknown, ErrorCode.tooManyRequests],
    handler: ({ identity, body }) => polls.createOwn(identity, body),
  }),
  defineRoute({
    method: 'PATCH',
    path: WALLET_PATHS.poll,
    area: 'content',
    auth: 'required',
    tag: 'wallet',
    summary: "Edit one's own poll",
    description:
      `The whole poll; options keep their option_id, new ones have none. Someone else's poll (standalone ones too) 403 4030607003. ` +
      "Once anyone voted, adding or removing an option, or changing the question or an option's text or image, is 409 4090607025 (a moderator " +
      'may still fix texts); closes_at may change (a past closes_at closes it now), but a closed poll is reopened only by a moderator ' +
      `(409 4090607022). ${DRAFT_RULES}`,
    params: PollIdParams,
    body: PollPatchBody,
    data: Poll,
    errors: [
      ...AUTH_ERRORS,
      ErrorCode.contentNotFound,
      ErrorCode.contentForbidden,
      ErrorCode.pollLocked,
      ErrorCode.pollPlaceLocked,
      ErrorCode.pollClosed,
      ErrorCode.contentValidationFailed,
      ErrorCode.pollPlaceUnknown,
    ],
    handler: ({ identity, params, body }) => polls.editOwn(identity, params.pollId, body),
  }),
  defineRoute({
    method: 'GET',
    path: ADMIN_PATHS.polls,
    area: 'content',
    auth: 'required',
    tag: 'admin',
    summary: 'Every poll, newest first (admin, moderator only)',
    description: "Standalone and creators' polls with their tallies. Without the moderator role 403 4030607011.",
    querystring: pagingQuery({}, 50),
    data: Poll,
    paged: true,
    errors: ADMIN_ERRORS,
    handler: ({ identity, query }) => polls.adminList(identity, query.offset, query.limit),
  }),
  defineRoute({
    method: 'POST',
    path: ADMIN_PATHS.polls,
    area: 'content',
    auth: 'required',
    tag: 'admin',
    summary: 'Create a standalone poll (admin, moderator only)',
    description: `Owner null, standalone true: any content may show it in a poll section. ${DRAFT_RULES} Without the role 403 4030607011.`,
    body: PollBody,
    data: Poll,
    errors: [...ADMIN_ERRORS, ErrorCode.contentValidationFailed, ErrorCode.pollPlaceUnknown],
    handler: ({ identity, body }) => polls.adminCreate(identity, body),
  }),
  defineRoute({
    method: 'PATCH',
    path: ADMIN_PATHS.poll,
    area: 'content',
    auth: 'required',
    tag: 'admin',
    summary: 'Edit any poll (admin, moderator only)',
    description: `As the owner's edit, for any poll: close it early or reopen it, fix a text even after votes. Options of a poll with votes cannot be added or removed (409 4090607025). ${DRAFT_RULES}`,
    params: PollIdParams,
    body: PollPatchBody,
    data: Poll,
    errors: [
      ...ADMIN_ERRORS,
      ErrorCode.contentNotFound,
      ErrorCode.pollLocked,
      ErrorCode.contentValidationFailed,
      ErrorCode.pollPlaceUnknown,
    ],
    handler: ({ identity, params, body }) => polls.adminEdit(identity, params.pollId, body),
  }),
];
