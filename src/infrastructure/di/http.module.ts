import { ContainerModule } from 'inversify';
import type { LineLinkApi } from '../../application/ports/line-link-api.port';
import type { InterestApi } from '../../application/ports/interest-api.port';
import type { SupportApi } from '../../application/ports/support-api.port';
import type { UserProfileApi } from '../../application/ports/user-profile-api.port';
import type { AppConfig } from '../config/app-config';
import { HttpAuthApi } from '../http/http-auth-api';
import { HttpClient, type HttpClientOptions } from '../http/http-client';
import { HttpSocialUserApi } from '../http/http-social-user-api';
import { HttpLineAuth } from '../line/http-line-auth';
import { bindFactory } from './bind-factory';
import { lazyPort } from './lazy-port';
import { TOKENS } from './tokens';

/**
 * The session hooks of the request wrapper. They are late-bound: the access-token service and
 * logout themselves depend on HTTP adapters, so the client asks for them only when a request runs.
 */
export type SessionHooks = Pick<HttpClientOptions, 'getToken' | 'onSessionExpired' | 'onUserDisabled'>;

export const httpModule = (session: SessionHooks, origin: () => string) =>
  new ContainerModule(({ bind }) => {
    bindFactory(
      bind,
      TOKENS.httpClient,
      (config: AppConfig) =>
        new HttpClient({ baseUrl: config.apiBaseUrl, timeoutMs: config.requestTimeoutMs, ...session }),
      [TOKENS.appConfig],
    );
    bindFactory(bind, TOKENS.authApi, (http: HttpClient) => new HttpAuthApi(http), [TOKENS.httpClient]);
    bindFactory(
      bind,
      TOKENS.userProfileApi,
      (http: HttpClient) =>
        lazyPort<UserProfileApi>(() =>
          import('../http/http-user-profile-api').then(({ HttpUserProfileApi }) => new HttpUserProfileApi(http)),
        ),
      [TOKENS.httpClient],
    );
    bindFactory(bind, TOKENS.socialUserApi, (http: HttpClient) => new HttpSocialUserApi(http), [TOKENS.httpClient]);
    bindFactory(
      bind,
      TOKENS.supportApi,
      (http: HttpClient) =>
        lazyPort<SupportApi>(() =>
          import('../http/http-support-api').then(({ HttpSupportApi }) => new HttpSupportApi(http)),
        ),
      [TOKENS.httpClient],
    );
    bindFactory(
      bind,
      TOKENS.interestApi,
      (http: HttpClient) =>
        lazyPort<InterestApi>(() =>
          import('../http/http-interest-api').then(({ HttpInterestApi }) => new HttpInterestApi(http)),
        ),
      [TOKENS.httpClient],
    );
    bindFactory(
      bind,
      TOKENS.lineLinkApi,
      (http: HttpClient) =>
        lazyPort<LineLinkApi>(() =>
          import('../http/http-line-link-api').then(({ HttpLineLinkApi }) => new HttpLineLinkApi(http)),
        ),
      [TOKENS.httpClient],
    );
    bindFactory(
      bind,
      TOKENS.lineAuth,
      (config: AppConfig, http: HttpClient) => new HttpLineAuth(config.line, http, origin),
      [TOKENS.appConfig, TOKENS.httpClient],
    );
  });
