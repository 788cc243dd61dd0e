import type { FollowedCreatorWire } from '../../src/contract/follows.contract';
import type { FollowedCreatorRow } from './follows.ports';

/** A creator I follow, as the wire names it. */
export const toFollowedCreator = (row: FollowedCreatorRow): FollowedCreatorWire => ({
  user_id: row.user_id,
  username: row.username,
  display_name: row.display_name,
  avatar_image: row.avatar_image,
  followed_at: row.followed_at.toISOString(),
});
