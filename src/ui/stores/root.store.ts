import type { AuthService } from '../../application/auth/auth.service';
import type { EmailActionService } from '../../application/auth/email-action.service';
import type { AccountSecurityService } from '../../application/auth/account-security.service';
import type { RemoteConfigService } from '../../application/config/remote-config.service';
import type { CookieConsentService } from '../../application/consent/cookie-consent.service';
import type { InterestsService } from '../../application/interests/interests.service';
import type { ContentEditingServices } from '../../application/content/content-editing';
import type { MediaService } from '../../application/content/media.service';
import type { DiscoveryService } from '../../application/feed/discovery.service';
import type { FollowingService } from '../../application/follows/following.service';
import type { SavedService } from '../../application/saved/saved.service';
import type { SignInWishes } from '../../application/shared/sign-in-wishes';
import type { StatsService } from '../../application/stats/stats.service';
import type { NotificationsService } from '../../application/notifications/notifications.service';
import type { ModerationService } from '../../application/moderation/moderation.service';
import type { PlacesService } from '../../application/places/places.service';
import type { TripImportService } from '../../application/content/trip-import.service';
import type { ProfileService } from '../../application/profile/profile.service';
import type { SupportService } from '../../application/support/support.service';
import type { Locale } from '../../application/ports/locale.port';
import type { WalletService } from '../../application/wallet/wallet.service';
import { AuthStore } from './auth.store';
import { CardSavesStore } from './card-saves.store';
import { CookieConsentStore } from './cookie-consent.store';
import type { LazyServices } from './lazy-services';
import { ModeratorStore } from './moderator.store';
import { NotificationBellStore } from './notification-bell.store';
import type { AccountDataService } from '../../application/profile/account-data.service';
import { ProfileStore } from './profile.store';
import { RemoteConfigStore } from './remote-config.store';
import { ShellStore, type SessionFlags } from './shell.store';

/** The application services the UI talks to; `main.tsx` takes them from the container once. */
export interface UiServices {
  readonly auth: AuthService;
  readonly profiles: ProfileService;
  readonly cookieConsent: CookieConsentService;
  readonly remoteConfig: RemoteConfigService;
  readonly emailActions: EmailActionService;
  /** Settings: change password, link / unlink social sign-in methods. */
  readonly accountSecurity: AccountSecurityService;
  /** Settings: download everything held about me, delete my account. */
  readonly accountData: AccountDataService;
  readonly locale: Locale;
  /** Contact form and issue reports (help and support). */
  readonly support: SupportService;
  /** Onboarding's interest step (/onboard/personal-interest). */
  readonly interests: InterestsService;
  /**
   * Editor: open/edit/autosave/publish one content (see content-editor.service.ts); my contents: list, counts,
   * paging and delete. Their code downloads with the first editor screen (useEditorServices).
   */
  readonly contentEditing: LazyServices<ContentEditingServices>;
  /** Covers and section images: rotate, compress, blurhash, upload with progress; also the avatar. */
  readonly media: MediaService;
  /** Location sections and trip stops: search, by id, reverse geocoding, the map's default point. */
  readonly places: PlacesService;
  /** "Import GPX/KML": a file read, planned and matched for a preview, then saved as a new or into a trip. */
  readonly tripImport: TripImportService;
  /** Discovery: the home's rows, search (contents, places, creators) and a category's contents. */
  readonly discovery: DiscoveryService;
  /** /saved: what I keep and my lists. */
  readonly saved: SavedService;
  /** A signed-out press (a card's save) remembered in this tab for the return from signing in. */
  readonly signInWishes: SignInWishes;
  /** The dashboard's Following section and whom I follow. */
  readonly follows: FollowingService;
  /** /dashboard/stats: a creator's numbers over a period. */
  readonly stats: StatsService;
  /** The header's bell and /notifications. */
  readonly notifications: NotificationsService;
  /** Moderators: the role, the queue and its actions, standalone polls and campaigns. */
  readonly moderation: ModerationService;
  /** Creators: write for a campaign, the campaign card, the polls of poll sections. */
  readonly wallet: WalletService;
}

/** Every store of the app, built once per app root. */
export class RootStore {
  readonly auth: AuthStore;
  readonly profile: ProfileStore;
  readonly cookieConsent: CookieConsentStore;
  readonly remoteConfig: RemoteConfigStore;
  readonly shell: ShellStore;
  /** Whether the signed-in person may see the admin area. */
  readonly moderator: ModeratorStore;
  /** The save control of content cards (dashboard, search, categories). */
  readonly cardSaves: CardSavesStore;
  /** The header bell's unread count. */
  readonly notifications: NotificationBellStore;

  /** `session` is sessionStorage in the browser (web-view mode lasts a session); null keeps it in memory. */
  constructor(
    readonly services: UiServices,
    options: { session?: SessionFlags | null } = {},
  ) {
    this.auth = new AuthStore(services.auth);
    this.profile = new ProfileStore(services.profiles);
    this.cookieConsent = new CookieConsentStore(services.cookieConsent);
    this.remoteConfig = new RemoteConfigStore(services.remoteConfig);
    this.shell = new ShellStore(services.locale, options.session ?? null);
    this.moderator = new ModeratorStore(services.moderation);
    this.notifications = new NotificationBellStore(services.notifications);
    this.cardSaves = new CardSavesStore(
      services.saved,
      () => (this.auth.isSignedIn ? this.auth.state.currentUserId : null),
      services.signInWishes,
    );
  }

  /** Starts every store; the disposer stops them (called from the root effect). */
  start(options: { webViewAccessToken?: string | null } = {}): () => void {
    const disposers = [this.auth.start(options), this.profile.start(), this.cookieConsent.start()];
    void this.remoteConfig.start();
    return () => disposers.forEach((dispose) => dispose());
  }
}
