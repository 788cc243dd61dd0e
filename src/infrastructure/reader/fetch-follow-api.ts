import type { FollowApi, KeyedPage, KeyedQuery } from '../../application/ports/follow-api.port';
import type { ReaderSession } from '../../application/ports/reader-session.port';
import type { ListItemWire } from '../../contract/content.contract';
import type { FollowedCreatorWire, FollowStateWire } from '../../contract/follows.contract';
import { followPaths } from '../../contract/follows.paths';
import type { ContentListItem } from '../../domain/content/content';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode, errorCatalogue } from '../../domain/errors/error-codes';
import type { FollowedCreator, FollowState } from '../../domain/follows/follows';
import { listItemFromWire } from '../wire/content-mappers';
import { followedCreatorFromWire, followStateFromWire } from '../wire/follow-mappers';
import type { FetchJson } from './fetch-json';

/**
 * The reader's follows over its fetch wrapper (no axios). Each call carries the signed-in reader's ID token: one
 * the app already holds, else the identity SDK's.
 */
export class FetchFollowApi implements FollowApi {
  constructor(
    private readonly http: FetchJson,
    private readonly session: Pick<ReaderSession, 'getIdToken' | 'heldToken'>,
    private readonly now: () => number,
  ) {}

  private async call<T>(method: 'GET' | 'PUT' | 'DELETE', path: string) {
    const token = this.session.heldToken(this.now()) ?? (await this.session.getIdToken());
    if (!token) {
      const code = ErrorCode.invalidToken;
      throw new AppError({ code, messageKey: errorCatalogue[code].messageKey, message: 'Nobody is signed in' });
    }
    return this.http.call<T>(method, 'private', path, { token });
  }

  async follow(creatorUserId: string): Promise<FollowState> {
    return followStateFromWire((await this.call<FollowStateWire>('PUT', followPaths.creator(creatorUserId))).data);
  }

  async unfollow(creatorUserId: string): Promise<FollowState> {
    return followStateFromWire((await this.call<FollowStateWire>('DELETE', followPaths.creator(creatorUserId))).data);
  }

  async status(creatorUserId: string): Promise<FollowState> {
    return followStateFromWire((await this.call<FollowStateWire>('GET', followPaths.creator(creatorUserId))).data);
  }

  async following(query: KeyedQuery): Promise<KeyedPage<FollowedCreator>> {
    const answer = await this.call<FollowedCreatorWire[]>('GET', followPaths.following(query));
    return {
      items: answer.data.map(followedCreatorFromWire),
      nextCursor: answer.paging?.next_cursor ?? null,
      totalCount: answer.totalCount,
    };
  }

  async feed(query: KeyedQuery): Promise<KeyedPage<ContentListItem>> {
    const answer = await this.call<ListItemWire[]>('GET', followPaths.feed(query));
    return {
      items: answer.data.map(listItemFromWire),
      nextCursor: answer.paging?.next_cursor ?? null,
      totalCount: answer.totalCount,
    };
  }
}
