import { PagingCursor, PagingOffset } from './content.contract';
import { Closed, NullableString, Type, type Static } from './schema';

export { FOLLOW_SERVICE, followPaths } from './follows.paths';

/** A user id in a path (ids are ours: UUIDs; the seed's are short words). */
export const CreatorUserId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });
export const FollowCreatorParams = Closed({ creatorId: CreatorUserId });

/** Whether I follow the creator after the call (or now), and how many follow them. */
export const FollowState = Closed({
  creator_user_id: Type.String(),
  following: Type.Boolean(),
  follower_count: Type.Integer({ minimum: 0, description: "The creator's followers, after this call." }),
  self: Type.Boolean({ description: 'The creator is the caller (a profile page then shows no Follow button).' }),
});
export type FollowStateWire = Static<typeof FollowState>;

/** A creator I follow, with the public bits their profile shows. */
export const FollowedCreator = Closed({
  user_id: Type.String(),
  username: NullableString(),
  display_name: NullableString(),
  avatar_image: NullableString(),
  followed_at: Type.String({ format: 'date-time' }),
});
export type FollowedCreatorWire = Static<typeof FollowedCreator>;

export const FollowingPaging = Closed({
  offset: PagingOffset,
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  cursor: Type.Optional(PagingCursor),
});

/** The creator profile's counts live with it in content.contract.ts (CreatorContents.follows). */
export { FollowCounts, type FollowCountsWire } from './content.contract';
