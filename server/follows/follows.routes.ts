import {
  FOLLOW_SERVICE,
  FollowCreatorParams,
  FollowedCreator,
  FollowingPaging,
  FollowState,
} from '../../src/contract/follows.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { FollowUseCases } from './follows.use-cases';

const SERVICE = `/${FOLLOW_SERVICE}`;
const common = { area: 'content', auth: 'required', tag: 'content-platform' } as const;
const LIMITED =
  ' Follow and unfollow calls are counted per user (FOLLOW_RATE_LIMIT_MAX a FOLLOW_RATE_LIMIT_WINDOW_MS window, repeats too): past it 429 4290104009 with Retry-After.';

/** Readers follow creators (ours): follow, unfollow, "am I following?", whom I follow. */
export const followRoutes = (follows: FollowUseCases): AnyRoute[] => [
  defineRoute({
    ...common,
    method: 'PUT',
    path: `${SERVICE}/follows/:creatorId`,
    summary: 'Follow a creator (idempotent)',
    description:
      'Following again is one follow (also under concurrent calls: one row per follower and creator). Following ' +
      'yourself is 422 4220607034; a creator who does not exist, has no profile or deleted their account is 404 ' +
      `4040607035. Answers whether I follow them and their follower_count after the call.${LIMITED}`,
    params: FollowCreatorParams,
    emptyBody: true,
    data: FollowState,
    errors: [ErrorCode.followSelf, ErrorCode.followCreatorNotFound, ErrorCode.tooManyRequests, ErrorCode.userNotFound],
    handler: ({ identity, params }) => follows.follow(identity, params.creatorId),
  }),
  defineRoute({
    ...common,
    method: 'DELETE',
    path: `${SERVICE}/follows/:creatorId`,
    summary: 'Stop following a creator (idempotent)',
    description: `Unfollowing whom I do not follow answers following: false.${LIMITED}`,
    params: FollowCreatorParams,
    data: FollowState,
    errors: [ErrorCode.tooManyRequests, ErrorCode.userNotFound],
    handler: ({ identity, params }) => follows.unfollow(identity, params.creatorId),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${SERVICE}/follows/:creatorId`,
    summary: 'Whether I follow a creator (to draw the Follow button)',
    description: 'With their follower_count. An unknown or deleted creator is 404 4040607035.',
    params: FollowCreatorParams,
    data: FollowState,
    errors: [ErrorCode.followCreatorNotFound, ErrorCode.userNotFound],
    handler: ({ identity, params }) => follows.status(identity, params.creatorId),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${SERVICE}/following`,
    summary: 'Whom I follow, newest follow first',
    description:
      "Each with the creator's public profile bits. Paged by offset/limit with total_count, and by key: " +
      'paging.next_cursor sent back as cursor reads the next page after the last (followed_at, user_id) on an ' +
      'index. A malformed cursor, or one of another list, is 422 4220607000.',
    querystring: FollowingPaging,
    paged: true,
    data: FollowedCreator,
    errors: [ErrorCode.contentValidationFailed, ErrorCode.userNotFound],
    handler: ({ identity, query }) => follows.following(identity, query),
  }),
];
