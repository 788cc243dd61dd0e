import type { FollowCountsWire, FollowedCreatorWire, FollowStateWire } from '../../contract/follows.contract';
import type { FollowCounts, FollowedCreator, FollowState } from '../../domain/follows/follows';

export const followStateFromWire = (wire: FollowStateWire): FollowState => ({
  creatorUserId: wire.creator_user_id,
  following: wire.following,
  followerCount: wire.follower_count,
  self: wire.self,
});

export const followCountsFromWire = (wire: FollowCountsWire): FollowCounts => ({
  followerCount: wire.follower_count,
  followingCount: wire.following_count,
});

export const followedCreatorFromWire = (wire: FollowedCreatorWire): FollowedCreator => ({
  userId: wire.user_id,
  username: wire.username,
  displayName: wire.display_name,
  avatarImage: wire.avatar_image,
  followedAt: wire.followed_at,
});
