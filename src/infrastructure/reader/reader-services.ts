import { CommentsService } from '../../application/reader/comments.service';
import { CreatorProfileService } from '../../application/reader/creator-profile.service';
import { MapPlacesService } from '../../application/reader/map-places.service';
import { LocationPageService } from '../../application/reader/location-page.service';
import { OnwardReadingService } from '../../application/reader/onward-reading.service';
import { ReaderService } from '../../application/reader/reader.service';
import { CampaignPageService } from '../../application/reader/campaign-page.service';
import { ReaderPollService } from '../../application/reader/poll.service';
import { PublicListService } from '../../application/reader/public-list.service';
import { ReportAbuseService } from '../../application/reader/report-abuse.service';
import { SaveService } from '../../application/reader/save.service';
import type { ReaderSession } from '../../application/ports/reader-session.port';
import type { MyTripsService } from '../../application/reader/my-trips.service';
import type { FollowService } from '../../application/reader/follow.service';
import type { TripCopyService } from '../../application/reader/trip-copy.service';
import type { ShareTarget } from '../../application/ports/share.port';
import { BrowserGeolocation } from '../browser/browser-geolocation';
import { LocalStorageKeyValueStore } from '../browser/local-storage-key-value-store';
import { CryptoRandomSource } from '../browser/crypto-random-source';
import { readAppConfig, type EnvLike } from '../config/app-config';
import { BrowserReaderSession } from './browser-reader-session';
import { BrowserShareTarget } from './browser-share-target';
import { EventSourcePollFeed } from './event-source-poll-feed';
import { FetchCampaignApi } from './fetch-campaign-api';
import { FetchCreatorContentsApi } from './fetch-creator-contents-api';
import { FetchJson } from './fetch-json';
import { FetchMapPlacesApi } from './fetch-map-places-api';
import { FetchLocationApi } from './fetch-location-api';
import { FetchPlaceContentsApi } from './fetch-place-contents-api';
import { FetchPollApi } from './fetch-poll-api';
import { FetchPublicContentApi } from './fetch-public-content-api';
import { FetchPublicListApi } from './fetch-public-list-api';
import { FetchReportApi } from './fetch-report-api';
import { DocumentCookieStore } from './document-cookie-store';
import { CookieConsentService } from '../../application/consent/cookie-consent.service';
import { SignInWishes } from '../../application/shared/sign-in-wishes';
import { BrowserAnalyticsConsent } from './browser-analytics-consent';

/**
 * What every public reading page (/contents/:id, /trips/:id, /profiles/:username) gets as `services`.
 * Pages of other engineers add their own fields here (additive: one field per service).
 */
export interface ReaderServices {
  readonly reader: ReaderService;
  readonly comments: CommentsService;
  readonly session: ReaderSession;
  readonly share: ShareTarget;
  /** /profiles/:username: a creator and their published contents, paged. */
  readonly creators: CreatorProfileService;
  /** The end of /contents/:id and /trips/:id: more from the creator, more at the same places. */
  readonly onward: OnwardReadingService;
  /** /map/location/:id: the place, the contents featuring it, the reader's position when allowed. */
  readonly location: LocationPageService;
  /** /map: places in view (clustered when crowded), categories, "near me". */
  readonly places: MapPlacesService;
  /** /polls/:id and poll sections: the poll, the vote, the live tally. */
  readonly polls: ReaderPollService;
  /** /campaigns/:id/detail and a content's campaign card. */
  readonly campaigns: CampaignPageService;
  /** "Report" on a content or a comment. */
  readonly reports: ReportAbuseService;
  /** "Save" on a content, a trip or a place (its adapter loads with the first use). */
  readonly saves: SaveService;
  /** "Follow" on a creator's profile and at the end of a content: loaded with its island, so no page's first JavaScript pays for it. */
  readonly follows: () => Promise<FollowService>;
  /** "Add to my trip": loaded with the dialog that uses it, so no page pays for it on load. */
  readonly myTrips: () => Promise<MyTripsService>;
  /** "Copy this trip": loaded on the first press, so the trip page pays nothing for it on load. */
  readonly tripCopies: () => Promise<TripCopyService>;
  /** /lists/:id: a saved list its maker made public, paged by key ("Show more"). */
  readonly lists: PublicListService;
  /** Wall-clock milliseconds (relative times, opening status "now"). */
  readonly now: () => number;
}

/**
 * The reader's composition root: a plain factory, not the Inversify container of the main SPA. The
 * container module graph drags inversify, reflect-metadata, axios, i18next and every adapter of the app
 * into the bundle, which alone exceeds the reader's 100 KB gzip budget. The reader
 * needs a handful of objects, so they are made here by hand from the same application classes and ports.
 * Firebase Auth is behind a dynamic import: it is downloaded only when a reader writes a comment.
 */
export function createReaderServices(env: EnvLike): ReaderServices {
  const config = readAppConfig(env);
  const wishes = new SignInWishes(new LocalStorageKeyValueStore(() => window.sessionStorage), () => Date.now());
  const session = new BrowserReaderSession(() =>
    import('./firebase-id-token').then(({ createIdTokenLoader }) => loaderFor(createIdTokenLoader, config.firebase)),
  );
  const http = new FetchJson({ baseUrl: config.apiBaseUrl, timeoutMs: config.requestTimeoutMs });
  const api = new FetchPublicContentApi(http, session);
  const creatorContents = new FetchCreatorContentsApi(http);
  return {
    reader: new ReaderService({
      api,
      sessionStore: new LocalStorageKeyValueStore(() => window.sessionStorage),
      random: new CryptoRandomSource(),
      analytics: new BrowserAnalyticsConsent(),
    }),
    comments: new CommentsService(api, session),
    session,
    share: new BrowserShareTarget(),
    creators: new CreatorProfileService(creatorContents),
    onward: new OnwardReadingService(creatorContents, new FetchPlaceContentsApi(http)),
    location: new LocationPageService(new FetchLocationApi(http, session), new BrowserGeolocation()),
    places: new MapPlacesService(new FetchMapPlacesApi(http), new BrowserGeolocation()),
    polls: new ReaderPollService(new FetchPollApi(http), new EventSourcePollFeed(config.apiBaseUrl), session, () =>
      Date.now(),
    ),
    campaigns: new CampaignPageService(new FetchCampaignApi(http)),
    reports: new ReportAbuseService(new FetchReportApi(http), session),
    saves: new SaveService(
      () => import('./fetch-saved-api').then(({ FetchSavedApi }) => new FetchSavedApi(http, session, Date.now)),
      session,
      () => Date.now(),
      wishes,
    ),
    follows: once(() =>
      Promise.all([import('../../application/reader/follow.service'), import('./fetch-follow-api')]).then(
        ([{ FollowService }, { FetchFollowApi }]) =>
          new FollowService(
            async () => new FetchFollowApi(http, session, Date.now),
            session,
            () => Date.now(),
            wishes,
          ),
      ),
    ),
    myTrips: () =>
      Promise.all([import('../../application/reader/my-trips.service'), import('./fetch-my-trips-api')]).then(
        ([{ MyTripsService }, { FetchMyTripsApi }]) =>
          new MyTripsService(new FetchMyTripsApi(http), session, new CryptoRandomSource()),
      ),
    tripCopies: once(() =>
      Promise.all([import('../../application/reader/trip-copy.service'), import('./fetch-trip-copy-api')]).then(
        ([{ TripCopyService }, { FetchTripCopyApi }]) =>
          new TripCopyService(new FetchTripCopyApi(http), session, new CryptoRandomSource(), wishes),
      ),
    ),
    lists: new PublicListService(new FetchPublicListApi(http)),
    now: () => Date.now(),
  };
}

/**
 * Made on the first call and shared after: a lazily loaded service that keeps state for the page's life. A load
 * that failed (its chunk did not arrive on a weak connection) is not kept: the next call tries again.
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => {
    if (made) return made;
    const making = make();
    made = making;
    making.catch(() => {
      if (made === making) made = null;
    });
    return making;
  };
}

/** One token loader per page: the Firebase app and auth instance are made once, then reused. */
let tokenLoader: (() => Promise<string | null>) | null = null;
function loaderFor(
  create: typeof import('./firebase-id-token').createIdTokenLoader,
  firebase: ReturnType<typeof readAppConfig>['firebase'],
): Promise<string | null> {
  tokenLoader ??= create(firebase);
  return tokenLoader();
}

/** The cookie banner's consent on the reading pages: the SPA's service over document.cookie. */
export const createReaderCookieConsent = (): CookieConsentService =>
  new CookieConsentService(new DocumentCookieStore());
