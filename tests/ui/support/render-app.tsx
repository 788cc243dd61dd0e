import { AccountDataService } from '../../../src/application/profile/account-data.service';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router-dom';
import { EmailActionService } from '../../../src/application/auth/email-action.service';
import { AccountSecurityService } from '../../../src/application/auth/account-security.service';
import { LineLinkUseCase } from '../../../src/application/auth/line-link.use-case';
import { RemoteConfigService } from '../../../src/application/config/remote-config.service';
import { CookieConsentService } from '../../../src/application/consent/cookie-consent.service';
import { DiscoveryService } from '../../../src/application/feed/discovery.service';
import { SavedService } from '../../../src/application/saved/saved.service';
import { FollowingService } from '../../../src/application/follows/following.service';
import { InMemoryFollowApi } from '../../fakes/in-memory-follow-api';
import { InterestsService } from '../../../src/application/interests/interests.service';
import { ModerationService } from '../../../src/application/moderation/moderation.service';
import { SupportService } from '../../../src/application/support/support.service';
import { WalletService } from '../../../src/application/wallet/wallet.service';
import type { Language } from '../../../src/application/ports/locale.port';
import { createI18n, LANGUAGE_STORAGE_KEY } from '../../../src/infrastructure/i18n/i18n';
import { I18nLocale } from '../../../src/infrastructure/i18n/i18n-locale';
import { App } from '../../../src/ui/app';
import { appRoutes } from '../../../src/ui/routes/app-routes';
import { RootStore } from '../../../src/ui/stores/root.store';
import type { SessionFlags } from '../../../src/ui/stores/shell.store';
import { StoresProvider } from '../../../src/ui/stores/stores-context';
import { anAuthHarness, type AuthHarness } from '../../builders/auth-harness.builder';
import { anEditorHarness, editorUiServices } from '../../builders/editor-services.builder';
import { InMemoryFeedApi } from '../../fakes/in-memory-feed-api';
import { InMemoryInterestApi } from '../../fakes/in-memory-interest-api';
import { InMemoryLineLinkApi } from '../../fakes/in-memory-line-link-api';
import { InMemoryModerationApi } from '../../fakes/in-memory-moderation-api';
import { InMemoryRemoteConfig } from '../../fakes/in-memory-remote-config';
import { InMemorySavedApi } from '../../fakes/in-memory-saved-api';
import { InMemoryStatsApi } from '../../fakes/in-memory-stats-api';
import { InMemoryNotificationApi } from '../../fakes/in-memory-notification-api';
import { NotificationsService } from '../../../src/application/notifications/notifications.service';
import { StatsService } from '../../../src/application/stats/stats.service';
import { InMemoryKeyValueStore } from '../../fakes/in-memory-key-value-store';
import { SignInWishes } from '../../../src/application/shared/sign-in-wishes';
import { InMemorySupportApi } from '../../fakes/in-memory-support-api';
import { InMemoryWalletApi } from '../../fakes/in-memory-wallet-api';

/** sessionStorage stand-in for the web-view flag. */
export class MemorySession implements SessionFlags {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** Every fake of the app, built before rendering so a test can arrange them. */
export function anApp(options: { language?: Language } = {}) {
  const auth: AuthHarness = anAuthHarness();
  const remoteConfigSource = new InMemoryRemoteConfig();
  const support = new InMemorySupportApi();
  const interestApi = new InMemoryInterestApi();
  const session = new MemorySession();
  const i18n = createI18n(options.language ?? 'en');
  const editor = anEditorHarness({ store: auth.keyValueStore, clock: auth.clock });
  const feed = new InMemoryFeedApi();
  const wallet = new InMemoryWalletApi(editor.api, auth.clock);
  const moderation = new InMemoryModerationApi(auth.clock);
  const lineLink = new InMemoryLineLinkApi(auth.log);
  const saved = new InMemorySavedApi();
  const follows = new InMemoryFollowApi();
  const stats = new InMemoryStatsApi();
  const notifications = new InMemoryNotificationApi();
  // The tab's session storage, where a signed-out press waits for the return from signing in.
  const wishes = new SignInWishes(new InMemoryKeyValueStore(), () => auth.clock.now());
  return {
    auth,
    remoteConfigSource,
    support,
    interestApi,
    session,
    i18n,
    editor,
    feed,
    wallet,
    moderation,
    lineLink,
    saved,
    follows,
    wishes,
    stats,
    notifications,
  };
}

export type AppFakes = ReturnType<typeof anApp>;

/** The RootStore main.tsx builds, over real application services and the in-memory ports. */
export function aRootStore(fakes: AppFakes): RootStore {
  const { auth } = fakes;
  return new RootStore(
    {
      auth: auth.service,
      profiles: auth.profileService,
      cookieConsent: new CookieConsentService(auth.cookieStore),
      remoteConfig: new RemoteConfigService(fakes.remoteConfigSource, auth.clock, auth.logger),
      emailActions: new EmailActionService(auth.authProvider),
      accountSecurity: new AccountSecurityService(
        auth.authProvider,
        new LineLinkUseCase({ ...auth, lineLinkApi: fakes.lineLink }),
      ),
      accountData: new AccountDataService(auth.userProfileApi, auth.authProvider, {
        forceRefresh: async () => ({ current: await auth.authProvider.getIdToken(true), previous: null }),
      }),
      locale: new I18nLocale(fakes.i18n, auth.keyValueStore),
      support: new SupportService(fakes.support),
      interests: new InterestsService(fakes.interestApi),
      ...editorUiServices(fakes.editor),
      discovery: new DiscoveryService(
        fakes.feed,
        fakes.interestApi,
        fakes.editor.api,
        new I18nLocale(fakes.i18n, auth.keyValueStore),
      ),
      saved: new SavedService(fakes.saved),
      signInWishes: fakes.wishes,
      follows: new FollowingService(fakes.follows),
      stats: new StatsService(fakes.stats),
      notifications: new NotificationsService(fakes.notifications),
      wallet: new WalletService(fakes.wallet, auth.clock),
      moderation: new ModerationService(fakes.moderation, auth.clock),
    },
    { session: fakes.session },
  );
}

/**
 * The whole app (shell, gate, real routes and pages) over real application services and in-memory
 * ports, in StrictMode, on a memory router at `path`. Mirrors main.tsx.
 */
export function renderApp(
  path: string,
  fakes: AppFakes = anApp(),
  options: { webViewAccessToken?: string | null } = {},
) {
  const store = aRootStore(fakes);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <I18nextProvider i18n={fakes.i18n}>
        <StoresProvider store={store}>
          <App router={router} webViewAccessToken={options.webViewAccessToken ?? null} />
        </StoresProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, router, location, fakes };
}

export { LANGUAGE_STORAGE_KEY };

/** A promise the test settles by hand, to hold a call (auth start-up, remote config) in flight. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
