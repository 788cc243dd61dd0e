import type { i18n as I18n } from 'i18next';
import type { LazyI18n } from '../i18n/i18n-core';
import type { AccessTokenService } from '../../application/auth/access-token.service';
import type { AuthService } from '../../application/auth/auth.service';
import type { EmailActionService } from '../../application/auth/email-action.service';
import type { InterestsService } from '../../application/interests/interests.service';
import type { PlacesService } from '../../application/places/places.service';
import type { TripImportService } from '../../application/content/trip-import.service';
import type { TripFileReader } from '../../application/ports/trip-file-reader.port';
import type { RemoteConfigService } from '../../application/config/remote-config.service';
import type { CookieConsentService } from '../../application/consent/cookie-consent.service';
import type { AuthApi } from '../../application/ports/auth-api.port';
import type { AuthProvider } from '../../application/ports/auth-provider.port';
import type { InterestApi } from '../../application/ports/interest-api.port';
import type { BrowserLocation } from '../../application/ports/browser-location.port';
import type { Clock } from '../../application/ports/clock.port';
import type { CookieStore } from '../../application/ports/cookie-store.port';
import type { DeviceInfo } from '../../application/ports/device-info.port';
import type { Geolocation } from '../../application/ports/geolocation.port';
import type { JwtDecoder } from '../../application/ports/jwt-decoder.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { LineAuth } from '../../application/ports/line-auth.port';
import type { LineLinkApi } from '../../application/ports/line-link-api.port';
import type { LineLinkUseCase } from '../../application/auth/line-link.use-case';
import type { Locale } from '../../application/ports/locale.port';
import type { Logger } from '../../application/ports/logger.port';
import type { RandomSource } from '../../application/ports/random.port';
import type { RemoteConfigSource } from '../../application/ports/remote-config.port';
import type { SocialUserApi } from '../../application/ports/social-user-api.port';
import type { SupportApi } from '../../application/ports/support-api.port';
import type { UserProfileApi } from '../../application/ports/user-profile-api.port';
import type { ProfileService } from '../../application/profile/profile.service';
import type { SupportService } from '../../application/support/support.service';
import type { ContentEditingServices } from '../../application/content/content-editing';
import type { MediaService } from '../../application/content/media.service';
import type { DiscoveryService } from '../../application/feed/discovery.service';
import type { SavedApi } from '../../application/ports/saved-api.port';
import type { SavedService } from '../../application/saved/saved.service';
import type { SignInWishes } from '../../application/shared/sign-in-wishes';
import type { FollowApi } from '../../application/ports/follow-api.port';
import type { FollowingService } from '../../application/follows/following.service';
import type { NotificationApi } from '../../application/ports/notification-api.port';
import type { NotificationsService } from '../../application/notifications/notifications.service';
import type { StatsApi } from '../../application/ports/stats-api.port';
import type { StatsService } from '../../application/stats/stats.service';
import type { FeedApi } from '../../application/ports/feed-api.port';
import type { ContentApi } from '../../application/ports/content-api.port';
import type { ImageProcessor } from '../../application/ports/image-processor.port';
import type { LocationApi } from '../../application/ports/location-api.port';
import type { MediaUpload } from '../../application/ports/media-upload.port';
import type { Scheduler } from '../../application/ports/scheduler.port';
import type { WalletApi } from '../../application/ports/wallet-api.port';
import type { WalletService } from '../../application/wallet/wallet.service';
import type { ModerationApi } from '../../application/ports/moderation-api.port';
import type { ModerationService } from '../../application/moderation/moderation.service';
import type { AppConfig } from '../config/app-config';
import type { FirebaseAppLoader } from '../firebase/firebase-app';
import type { HttpClient } from '../http/http-client';

/** What each token resolves to: the one table that makes `container.get(TOKENS.x)` typed. */
export interface ServiceMap {
  // configuration
  appConfig: AppConfig;
  firebaseAppLoader: FirebaseAppLoader;
  // ports
  authProvider: AuthProvider;
  remoteConfigSource: RemoteConfigSource;
  authApi: AuthApi;
  userProfileApi: UserProfileApi;
  socialUserApi: SocialUserApi;
  supportApi: SupportApi;
  interestApi: InterestApi;
  lineAuth: LineAuth;
  /** LINE linked to an account (product backend). */
  lineLinkApi: LineLinkApi;
  keyValueStore: KeyValueStore;
  cookieStore: CookieStore;
  geolocation: Geolocation;
  deviceInfo: DeviceInfo;
  browserLocation: BrowserLocation;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  jwtDecoder: JwtDecoder;
  locale: Locale;
  // infrastructure the UI needs directly (I18nextProvider) or adapters share
  httpClient: HttpClient;
  i18n: I18n;
  /** The i18next instance with its per-language loader (the app downloads one language's strings). */
  lazyI18n: LazyI18n;
  // application services
  profileService: ProfileService;
  accessTokenService: AccessTokenService;
  authService: AuthService;
  emailActionService: EmailActionService;
  lineLinkUseCase: LineLinkUseCase;
  remoteConfigService: RemoteConfigService;
  cookieConsentService: CookieConsentService;
  interestsService: InterestsService;
  supportService: SupportService;
  // Editor (content-editor.module.ts)
  contentApi: ContentApi;
  locationApi: LocationApi;
  mediaUpload: MediaUpload;
  imageProcessor: ImageProcessor;
  scheduler: Scheduler;
  /** The editing session and my contents, loaded at the first call (the editor screens' code). */
  contentEditing: () => Promise<ContentEditingServices>;
  mediaService: MediaService;
  placesService: PlacesService;
  tripFileReader: TripFileReader;
  tripImportService: TripImportService;
  // Discovery (discovery.module.ts)
  feedApi: FeedApi;
  discoveryService: DiscoveryService;
  // What a reader keeps (saved.module.ts)
  savedApi: SavedApi;
  savedService: SavedService;
  signInWishes: SignInWishes;
  // Readers follow creators (follows.module.ts)
  followApi: FollowApi;
  followingService: FollowingService;
  statsApi: StatsApi;
  notificationApi: NotificationApi;
  notificationsService: NotificationsService;
  statsService: StatsService;
  // Creators: campaign entries and poll sections (wallet.module.ts)
  walletApi: WalletApi;
  walletService: WalletService;
  // Moderators' admin area (moderation.module.ts)
  moderationApi: ModerationApi;
  moderationService: ModerationService;
}

declare const serviceType: unique symbol;
/** A symbol that remembers, for the type checker only, what it resolves to. */
export type Token<T> = symbol & { readonly [serviceType]?: T };

const names: { readonly [K in keyof ServiceMap]: K } = {
  appConfig: 'appConfig',
  firebaseAppLoader: 'firebaseAppLoader',
  authProvider: 'authProvider',
  remoteConfigSource: 'remoteConfigSource',
  authApi: 'authApi',
  userProfileApi: 'userProfileApi',
  socialUserApi: 'socialUserApi',
  supportApi: 'supportApi',
  interestApi: 'interestApi',
  lineAuth: 'lineAuth',
  lineLinkApi: 'lineLinkApi',
  keyValueStore: 'keyValueStore',
  cookieStore: 'cookieStore',
  geolocation: 'geolocation',
  deviceInfo: 'deviceInfo',
  browserLocation: 'browserLocation',
  clock: 'clock',
  random: 'random',
  logger: 'logger',
  jwtDecoder: 'jwtDecoder',
  locale: 'locale',
  httpClient: 'httpClient',
  i18n: 'i18n',
  lazyI18n: 'lazyI18n',
  profileService: 'profileService',
  accessTokenService: 'accessTokenService',
  authService: 'authService',
  emailActionService: 'emailActionService',
  lineLinkUseCase: 'lineLinkUseCase',
  remoteConfigService: 'remoteConfigService',
  cookieConsentService: 'cookieConsentService',
  interestsService: 'interestsService',
  supportService: 'supportService',
  contentApi: 'contentApi',
  locationApi: 'locationApi',
  mediaUpload: 'mediaUpload',
  imageProcessor: 'imageProcessor',
  scheduler: 'scheduler',
  contentEditing: 'contentEditing',
  mediaService: 'mediaService',
  placesService: 'placesService',
  tripFileReader: 'tripFileReader',
  tripImportService: 'tripImportService',
  feedApi: 'feedApi',
  discoveryService: 'discoveryService',
  savedApi: 'savedApi',
  savedService: 'savedService',
  signInWishes: 'signInWishes',
  followApi: 'followApi',
  followingService: 'followingService',
  statsApi: 'statsApi',
  notificationApi: 'notificationApi',
  notificationsService: 'notificationsService',
  statsService: 'statsService',
  walletApi: 'walletApi',
  walletService: 'walletService',
  moderationApi: 'moderationApi',
  moderationService: 'moderationService',
};

/** `Symbol.for` so a token is the same symbol across module copies (HMR, tests). */
export const TOKENS = Object.fromEntries(
  Object.keys(names).map((name) => [name, Symbol.for(`travelogue.${name}`)]),
) as { readonly [K in keyof ServiceMap]: Token<ServiceMap[K]> };

export const TOKEN_NAMES = Object.keys(names) as readonly (keyof ServiceMap)[];
