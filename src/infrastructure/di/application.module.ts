import { ContainerModule } from 'inversify';
import { AccessTokenService } from '../../application/auth/access-token.service';
import { AuthService } from '../../application/auth/auth.service';
import { EmailActionService } from '../../application/auth/email-action.service';
import { LineLinkUseCase } from '../../application/auth/line-link.use-case';
import { RemoteConfigService } from '../../application/config/remote-config.service';
import { CookieConsentService } from '../../application/consent/cookie-consent.service';
import { InterestsService } from '../../application/interests/interests.service';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { AuthProvider } from '../../application/ports/auth-provider.port';
import type { BrowserLocation } from '../../application/ports/browser-location.port';
import type { Clock } from '../../application/ports/clock.port';
import type { CookieStore } from '../../application/ports/cookie-store.port';
import type { InterestApi } from '../../application/ports/interest-api.port';
import type { DeviceInfo } from '../../application/ports/device-info.port';
import type { Geolocation } from '../../application/ports/geolocation.port';
import type { JwtDecoder } from '../../application/ports/jwt-decoder.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { LineAuth } from '../../application/ports/line-auth.port';
import type { LineLinkApi } from '../../application/ports/line-link-api.port';
import type { Logger } from '../../application/ports/logger.port';
import type { RandomSource } from '../../application/ports/random.port';
import type { RemoteConfigSource } from '../../application/ports/remote-config.port';
import type { SupportApi } from '../../application/ports/support-api.port';
import type { UserProfileApi } from '../../application/ports/user-profile-api.port';
import { ProfileService } from '../../application/profile/profile.service';
import { SupportService } from '../../application/support/support.service';
import { bindFactory } from './bind-factory';
import { TOKENS } from './tokens';

/** Remote-config key (bundled default 'true') for spec §4's open question "whether declining is enabled". */
export const COOKIE_DECLINE_ENABLED_KEY = 'cookie_consent_decline_enabled';

/** The application services of spec §4, plain classes built by factories (no decorators). */
export const applicationModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    TOKENS.profileService,
    (api: UserProfileApi, clock: Clock, cache: KeyValueStore) => new ProfileService(api, clock, cache),
    [TOKENS.userProfileApi, TOKENS.clock, TOKENS.keyValueStore],
  );
  bindFactory(
    bind,
    TOKENS.accessTokenService,
    (
      authProvider: AuthProvider,
      authApi: AuthApi,
      keyValueStore: KeyValueStore,
      jwtDecoder: JwtDecoder,
      clock: Clock,
      logger: Logger,
    ) => new AccessTokenService({ authProvider, authApi, keyValueStore, jwtDecoder, clock, logger }),
    [TOKENS.authProvider, TOKENS.authApi, TOKENS.keyValueStore, TOKENS.jwtDecoder, TOKENS.clock, TOKENS.logger],
  );
  bindFactory(
    bind,
    TOKENS.authService,
    (
      authProvider: AuthProvider,
      authApi: AuthApi,
      userProfileApi: UserProfileApi,
      lineAuth: LineAuth,
      geolocation: Geolocation,
      deviceInfo: DeviceInfo,
      keyValueStore: KeyValueStore,
      cookieStore: CookieStore,
      random: RandomSource,
      browserLocation: BrowserLocation,
      logger: Logger,
      profileService: ProfileService,
    ) =>
      new AuthService({
        authProvider,
        authApi,
        userProfileApi,
        lineAuth,
        geolocation,
        deviceInfo,
        keyValueStore,
        cookieStore,
        random,
        browserLocation,
        logger,
        profileService,
      }),
    [
      TOKENS.authProvider,
      TOKENS.authApi,
      TOKENS.userProfileApi,
      TOKENS.lineAuth,
      TOKENS.geolocation,
      TOKENS.deviceInfo,
      TOKENS.keyValueStore,
      TOKENS.cookieStore,
      TOKENS.random,
      TOKENS.browserLocation,
      TOKENS.logger,
      TOKENS.profileService,
    ],
  );
  bindFactory(bind, TOKENS.emailActionService, (authProvider: AuthProvider) => new EmailActionService(authProvider), [
    TOKENS.authProvider,
  ]);
  bindFactory(
    bind,
    TOKENS.lineLinkUseCase,
    (
      lineAuth: LineAuth,
      lineLinkApi: LineLinkApi,
      keyValueStore: KeyValueStore,
      random: RandomSource,
      browserLocation: BrowserLocation,
    ) => new LineLinkUseCase({ lineAuth, lineLinkApi, keyValueStore, random, browserLocation }),
    [TOKENS.lineAuth, TOKENS.lineLinkApi, TOKENS.keyValueStore, TOKENS.random, TOKENS.browserLocation],
  );
  bindFactory(
    bind,
    TOKENS.remoteConfigService,
    (source: RemoteConfigSource, clock: Clock, logger: Logger) => new RemoteConfigService(source, clock, logger),
    [TOKENS.remoteConfigSource, TOKENS.clock, TOKENS.logger],
  );
  bindFactory(
    bind,
    TOKENS.cookieConsentService,
    // Read before the first fetch: both sources answer with the bundled default until then.
    (cookies: CookieStore, remote: RemoteConfigSource) =>
      new CookieConsentService(cookies, { declineEnabled: remote.getString(COOKIE_DECLINE_ENABLED_KEY) !== 'false' }),
    [TOKENS.cookieStore, TOKENS.remoteConfigSource],
  );
  bindFactory(bind, TOKENS.interestsService, (api: InterestApi) => new InterestsService(api), [TOKENS.interestApi]);
  bindFactory(bind, TOKENS.supportService, (api: SupportApi) => new SupportService(api), [TOKENS.supportApi]);
});
