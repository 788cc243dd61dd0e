import type { FollowApi, KeyedPage, KeyedQuery } from '../../src/application/ports/follow-api.port';
import type { ContentListItem } from '../../src/domain/content/content';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode, errorCatalogue, type KnownErrorCode } from '../../src/domain/errors/error-codes';
import type { FollowedCreator, FollowState } from '../../src/domain/follows/follows';

const failure = (code: KnownErrorCode, message: string) =>
  new AppError({ code, messageKey: errorCatalogue[code].messageKey, message });

/**
 * The follow-service and the "Following" feed as the server answers them, in memory. `me` is the caller;
 * `creators` names who may be followed (anyone else is 404 4040607035, as on the server), `others` how many
 * others follow each. `feedItems` is the feed, newest first, cut in pages of `limit` with a cursor (the next index).
 * `failNext` makes the next call fail with that code, `failAll` every call.
 */
export class InMemoryFollowApi implements FollowApi {
  me = 'user-me';
  readonly creators = new Map<string, Omit<FollowedCreator, 'followedAt'>>();
  readonly others = new Map<string, number>();
  /** Whom I follow, newest first. */
  readonly followed: FollowedCreator[] = [];
  feedItems: ContentListItem[] = [];
  failNext: KnownErrorCode | null = null;
  failAll: KnownErrorCode | null = null;
  calls: string[] = [];
  /** While set, follow and unfollow answer only once it resolves (a slow server: a press still under way). */
  held: Promise<void> | null = null;
  private clock = Date.UTC(2025, 0, 7);

  /** A creator others may follow. */
  addCreator(userId: string, name: string, followers = 0): void {
    this.creators.set(userId, { userId, username: name.toLowerCase(), displayName: name, avatarImage: null });
    this.others.set(userId, followers);
  }

  private check(call: string) {
    this.calls.push(call);
    if (this.failAll !== null) throw failure(this.failAll, `failed ${call}`);
    if (this.failNext === null) return;
    const code = this.failNext;
    this.failNext = null;
    throw failure(code, `failed ${call}`);
  }

  private state(creatorUserId: string): FollowState {
    const following = this.followed.some((c) => c.userId === creatorUserId);
    return {
      creatorUserId,
      following,
      followerCount: (this.others.get(creatorUserId) ?? 0) + (following ? 1 : 0),
      self: creatorUserId === this.me,
    };
  }

  async follow(creatorUserId: string): Promise<FollowState> {
    this.check(`follow ${creatorUserId}`);
    if (this.held) await this.held;
    if (creatorUserId === this.me) throw failure(ErrorCode.followSelf, 'You cannot follow yourself');
    const creator = this.creators.get(creatorUserId);
    if (!creator) throw failure(ErrorCode.followCreatorNotFound, `No creator ${creatorUserId}`);
    if (!this.followed.some((c) => c.userId === creatorUserId))
      this.followed.unshift({ ...creator, followedAt: new Date((this.clock += 1000)).toISOString() });
    return this.state(creatorUserId);
  }

  async unfollow(creatorUserId: string): Promise<FollowState> {
    this.check(`unfollow ${creatorUserId}`);
    if (this.held) await this.held;
    const at = this.followed.findIndex((c) => c.userId === creatorUserId);
    if (at >= 0) this.followed.splice(at, 1);
    return this.state(creatorUserId);
  }

  async status(creatorUserId: string): Promise<FollowState> {
    this.check(`status ${creatorUserId}`);
    if (creatorUserId !== this.me && !this.creators.has(creatorUserId))
      throw failure(ErrorCode.followCreatorNotFound, `No creator ${creatorUserId}`);
    return this.state(creatorUserId);
  }

  private page<T>(all: readonly T[], query: KeyedQuery): KeyedPage<T> {
    const from = query.cursor ? Number(query.cursor) : 0;
    const limit = query.limit ?? 20;
    const items = all.slice(from, from + limit);
    const next = from + limit < all.length ? String(from + limit) : null;
    return { items, nextCursor: next, totalCount: all.length };
  }

  async following(query: KeyedQuery): Promise<KeyedPage<FollowedCreator>> {
    this.check(`following ${query.cursor ?? ''}`);
    return this.page(this.followed, query);
  }

  async feed(query: KeyedQuery): Promise<KeyedPage<ContentListItem>> {
    this.check(`feed ${query.cursor ?? ''}`);
    return this.page(this.feedItems, query);
  }
}
