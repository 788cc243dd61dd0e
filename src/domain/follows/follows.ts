import { withoutQueryParam } from '../url/url-helpers';

/** Readers follow creators (ours). Whether I follow one, and how many do. */
export interface FollowState {
  readonly creatorUserId: string;
  readonly following: boolean;
  readonly followerCount: number;
  /** The creator is me: no Follow button. */
  readonly self: boolean;
}

/** A creator's public profile counts. */
export interface FollowCounts {
  readonly followerCount: number;
  readonly followingCount: number;
}

/** A creator I follow, with the public bits their profile shows. */
export interface FollowedCreator {
  readonly userId: string;
  readonly username: string | null;
  readonly displayName: string | null;
  readonly avatarImage: string | null;
  readonly followedAt: string;
}

/**
 * A follow asked for while signed out: the page comes back from /login with `?follow=creator` and the follow is
 * made then; the parameter then leaves the address (the rest of it stays as it was).
 */
export const FOLLOW_INTENT_PARAM = 'follow';
const FOLLOW_INTENT_VALUE = 'creator';

export const followIntentOf = (search: string): boolean =>
  new URLSearchParams(search).get(FOLLOW_INTENT_PARAM) === FOLLOW_INTENT_VALUE;

/** The query (with its `?`) to come back to after signing in, with the follow to make then. */
export function withFollowIntent(search: string): string {
  const params = new URLSearchParams(search);
  params.set(FOLLOW_INTENT_PARAM, FOLLOW_INTENT_VALUE);
  return `?${params.toString()}`;
}

/** The address without the follow intent, once it is done (for history.replaceState). */
export const withoutFollowIntent = (path: string, search: string, hash = ''): string =>
  withoutQueryParam(path, search, FOLLOW_INTENT_PARAM, hash);

/** How a creator is named in a list: the display name, else @username, else null (the caller's "a creator"). */
export const creatorLabel = (creator: Pick<FollowedCreator, 'displayName' | 'username'>): string | null =>
  creator.displayName?.trim() || (creator.username ? `@${creator.username}` : null);
