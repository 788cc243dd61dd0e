import type { FollowCountsWire, FollowedCreatorWire, FollowStateWire } from '../../src/contract/follows.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { keysetPage, openWindow } from '../kernel/keyset';
import type { Paged } from '../kernel/paged';
import { takeHit, tooManyRequests } from '../kernel/rate-counter.port';
import type { UserUseCases } from '../users/users.use-cases';
import { toFollowedCreator } from './follows.mapper';
import type { FollowEvents, FollowStore } from './follows.ports';

export type FollowDeps = Pick<Kernel, 'db' | 'clock' | 'config' | 'rateCounters'>;

const creatorMissing = (creatorId: string) =>
  failure(ErrorCode.followCreatorNotFound, `No creator ${creatorId} to follow`, { creator_user_id: creatorId });

/** Readers follow creators (ours): follow, unfollow, "am I following?", whom I follow, and the profile's counts. */
export function createFollowUseCases(
  deps: FollowDeps,
  store: FollowStore,
  users: Pick<UserUseCases, 'requireUser'>,
  events: FollowEvents | null = null,
) {
  /**
   * Follow and unfollow calls per user are counted in a window (FOLLOW_RATE_LIMIT_*; repeats count too): past it
   * 429 4290104009 with Retry-After, before anything is read or written.
   */
  async function throttle(identity: VerifiedIdentity): Promise<void> {
    const limit = { max: deps.config.followRateLimitMax, windowMs: deps.config.followRateLimitWindowMs };
    const hit = await takeHit(deps.rateCounters, `follow:${identity.uid}`, limit, deps.clock.now());
    if (!hit.allowed) {
      throw tooManyRequests(
        `At most ${limit.max} follow and unfollow calls per ${Math.round(limit.windowMs / 1000)} s; retry in ${Math.ceil(hit.retryAfterMs / 1000)} s`,
        hit.retryAfterMs,
      );
    }
  }

  async function stateOf(q: Queryable, followerId: string, creatorId: string): Promise<FollowStateWire> {
    const [following, counts] = await Promise.all([
      store.isFollowing(q, followerId, creatorId),
      store.counts(q, creatorId),
    ]);
    return {
      creator_user_id: creatorId,
      following,
      follower_count: counts.follower_count,
      self: followerId === creatorId,
    };
  }

  return {
    /**
     * Following twice (or twenty times at once) is one follow. Only a new follow is told to `events`: this is the
     * single place a "followed" event starts from.
     */
    async follow(identity: VerifiedIdentity, creatorId: string): Promise<FollowStateWire> {
      await throttle(identity);
      const user = await users.requireUser(deps.db, identity);
      if (creatorId === user.user_id) {
        throw failure(ErrorCode.followSelf, 'You cannot follow yourself', { creator_user_id: creatorId });
      }
      const at = nowDate(deps);
      // The event's job is sent in the follow's transaction: it exists iff the follow committed.
      const made = await deps.db.transaction(async (tx) => {
        const answer = await store.insert(tx, user.user_id, creatorId, at);
        if (answer === 'new' && events) {
          await events.followed(tx, { followerUserId: user.user_id, creatorUserId: creatorId, at });
        }
        return answer;
      });
      if (made === 'missing') throw creatorMissing(creatorId);
      return stateOf(deps.db, user.user_id, creatorId);
    },

    /** Unfollowing whom I do not follow changes nothing (idempotent), whoever they are. */
    async unfollow(identity: VerifiedIdentity, creatorId: string): Promise<FollowStateWire> {
      await throttle(identity);
      const user = await users.requireUser(deps.db, identity);
      await store.delete(deps.db, user.user_id, creatorId);
      return stateOf(deps.db, user.user_id, creatorId);
    },

    /** "Am I following?" for a profile page; an unknown or deleted creator is 404 4040607035. */
    async status(identity: VerifiedIdentity, creatorId: string): Promise<FollowStateWire> {
      const user = await users.requireUser(deps.db, identity);
      if (!(await store.creatorExists(deps.db, creatorId))) throw creatorMissing(creatorId);
      return stateOf(deps.db, user.user_id, creatorId);
    },

    /** Whom I follow, newest follow first, with each creator's public profile bits. */
    async following(
      identity: VerifiedIdentity,
      query: { offset: number; limit: number; cursor?: string },
    ): Promise<Paged<FollowedCreatorWire>> {
      const user = await users.requireUser(deps.db, identity);
      const window = openWindow('following', query.offset, query.limit, query.cursor);
      const rows = await store.following(deps.db, user.user_id, window);
      return keysetPage(
        window,
        rows,
        (row) => row.user_id,
        (page) => page.map(toFollowedCreator),
      );
    },

    /** The public profile's counts: how many follow the user, and how many they follow. */
    countsOf: (userId: string): Promise<FollowCountsWire> => store.counts(deps.db, userId),
  };
}

export type FollowUseCases = ReturnType<typeof createFollowUseCases>;
