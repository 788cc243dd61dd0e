import { ContainerModule } from 'inversify';
import type { AccessTokenService } from '../../application/auth/access-token.service';
import { ModerationService } from '../../application/moderation/moderation.service';
import type { Clock } from '../../application/ports/clock.port';
import type { ModerationApi } from '../../application/ports/moderation-api.port';
import type { AppConfig } from '../config/app-config';
import type { HttpClient } from '../http/http-client';
import { bindFactory } from './bind-factory';
import { lazyPort } from './lazy-port';
import { TOKENS } from './tokens';

/** The moderators' admin area: the role, the queue, standalone polls and campaigns. */
export const moderationModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    TOKENS.moderationApi,
    (http: HttpClient, config: AppConfig, tokens: AccessTokenService) =>
      lazyPort<ModerationApi>(() =>
        import('../http/http-moderation-api').then(
          ({ HttpModerationApi }) =>
            new HttpModerationApi(http, {
              baseUrl: config.apiBaseUrl,
              getToken: async () => (await tokens.getAccessToken()).current,
            }),
        ),
      ),
    [TOKENS.httpClient, TOKENS.appConfig, TOKENS.accessTokenService],
  );
  bindFactory(bind, TOKENS.moderationService, (api: ModerationApi, clock: Clock) => new ModerationService(api, clock), [
    TOKENS.moderationApi,
    TOKENS.clock,
  ]);
});
