import { ContainerModule } from 'inversify';
import { FollowingService } from '../../application/follows/following.service';
import type { FollowApi } from '../../application/ports/follow-api.port';
import type { HttpClient } from '../http/http-client';
import { bindFactory } from './bind-factory';
import { lazyPort } from './lazy-port';
import { TOKENS } from './tokens';

/** Readers follow creators: the follow-service adapter and the service behind the dashboard's Following section. */
export const followsModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    TOKENS.followApi,
    (http: HttpClient) =>
      lazyPort<FollowApi>(() => import('../http/http-follow-api').then(({ HttpFollowApi }) => new HttpFollowApi(http))),
    [TOKENS.httpClient],
  );
  bindFactory(bind, TOKENS.followingService, (api: FollowApi) => new FollowingService(api), [TOKENS.followApi]);
});
