import type { ContentListItem } from '../../domain/content/content';
import type { FollowedCreator, FollowState } from '../../domain/follows/follows';

/** One page of a list paged by key: the cursor of the next page, null on the last. */
export interface KeyedPage<T> {
  readonly items: readonly T[];
  readonly nextCursor: string | null;
  readonly totalCount: number | null;
}

export interface KeyedQuery {
  readonly cursor?: string;
  readonly limit?: number;
}

/**
 * Readers follow creators (follow-service, ours), and the "Following" feed (content-query-service). Every call is
 * the signed-in caller's own: unknown or deleted creator 4040607035, oneself 4220607034, too many calls 4290104009.
 */
export interface FollowApi {
  follow(creatorUserId: string): Promise<FollowState>;
  unfollow(creatorUserId: string): Promise<FollowState>;
  /** Whether I follow them (and whether they are me). */
  status(creatorUserId: string): Promise<FollowState>;
  /** Whom I follow, newest follow first. */
  following(query: KeyedQuery): Promise<KeyedPage<FollowedCreator>>;
  /** Newest published contents of the creators I follow. */
  feed(query: KeyedQuery): Promise<KeyedPage<ContentListItem>>;
}
