import type { FollowApi, KeyedPage, KeyedQuery } from '../../application/ports/follow-api.port';
import type { ListItemWire } from '../../contract/content.contract';
import type { FollowedCreatorWire, FollowStateWire } from '../../contract/follows.contract';
import { followPaths } from '../../contract/follows.paths';
import type { ContentListItem } from '../../domain/content/content';
import type { FollowedCreator, FollowState } from '../../domain/follows/follows';
import { listItemFromWire } from '../wire/content-mappers';
import { followedCreatorFromWire, followStateFromWire } from '../wire/follow-mappers';
import type { HttpClient } from './http-client';

/** Follows and the "Following" feed over the app's HTTP client (private: the signed-in user's own). */
export class HttpFollowApi implements FollowApi {
  constructor(private readonly http: HttpClient) {}

  async follow(creatorUserId: string): Promise<FollowState> {
    const path = followPaths.creator(creatorUserId);
    return followStateFromWire(
      (await this.http.request<FollowStateWire>({ method: 'PUT', scope: 'private', path, body: {} })).data,
    );
  }

  async unfollow(creatorUserId: string): Promise<FollowState> {
    const path = followPaths.creator(creatorUserId);
    return followStateFromWire(
      (await this.http.request<FollowStateWire>({ method: 'DELETE', scope: 'private', path })).data,
    );
  }

  async status(creatorUserId: string): Promise<FollowState> {
    return followStateFromWire(
      (await this.http.get<FollowStateWire>('private', followPaths.creator(creatorUserId))).data,
    );
  }

  async following(query: KeyedQuery): Promise<KeyedPage<FollowedCreator>> {
    const answer = await this.http.get<FollowedCreatorWire[]>('private', followPaths.following(query));
    return {
      items: answer.data.map(followedCreatorFromWire),
      nextCursor: answer.paging?.next_cursor ?? null,
      totalCount: answer.totalCount,
    };
  }

  async feed(query: KeyedQuery): Promise<KeyedPage<ContentListItem>> {
    const answer = await this.http.get<ListItemWire[]>('private', followPaths.feed(query));
    return {
      items: answer.data.map(listItemFromWire),
      nextCursor: answer.paging?.next_cursor ?? null,
      totalCount: answer.totalCount,
    };
  }
}
