import type { Queryable } from '../kernel/database.port';
import type { KeysetRows, KeysetWindow } from '../kernel/keyset';

/** A creator I follow, with what their public profile shows. */
export interface FollowedCreatorRow {
  readonly user_id: string;
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
  readonly followed_at: Date;
  /** followed_at in microseconds (kernel/keyset.ts). */
  readonly sort_key: string;
}

export interface FollowCountsRow {
  readonly follower_count: number;
  readonly following_count: number;
}

/** Follows (migration 0022), as the use cases need them. */
export interface FollowStore {
  /** A user others may follow: one with a profile whose account is not deleted. */
  creatorExists(q: Queryable, userId: string): Promise<boolean>;
  /**
   * Follows the creator, when they are one others may follow (as creatorExists says, in the same statement);
   * 'new' when this call made the row, 'already' when it was there, 'missing' when the creator is not one.
   * One row however often, or however concurrently, it is sent.
   */
  insert(q: Queryable, followerId: string, creatorId: string, now: Date): Promise<'new' | 'already' | 'missing'>;
  /** Whether a row went (false: there was none). */
  delete(q: Queryable, followerId: string, creatorId: string): Promise<boolean>;
  isFollowing(q: Queryable, followerId: string, creatorId: string): Promise<boolean>;
  /** Index-only counts of follows_creator and follows_follower. */
  counts(q: Queryable, userId: string): Promise<FollowCountsRow>;
  /** Whom the user follows, newest first, `limit + 1` rows (kernel/keyset.ts), on follows_follower. */
  following(q: Queryable, followerId: string, window: KeysetWindow): Promise<KeysetRows<FollowedCreatorRow>>;
}

/** Told once per new follow (not for a repeat): the one place a "followed" notification starts from. */
export interface FollowedEvent {
  readonly followerUserId: string;
  readonly creatorUserId: string;
  readonly at: Date;
}

/**
 * Where the follow use case tells of a new follow, inside the follow's transaction (`tx`): the notifications module
 * sends its job there (server/notifications), so the event exists iff the follow committed.
 */
export interface FollowEvents {
  followed(tx: Queryable, event: FollowedEvent): Promise<void>;
}
