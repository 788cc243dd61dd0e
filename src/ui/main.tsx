import '@fontsource-variable/noto-sans-thai';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AccountSecurityService } from '../application/auth/account-security.service';
import { AccountDataService } from '../application/profile/account-data.service';
import { WEB_VIEW_ACCESS_TOKEN_KEY } from '../application/auth/storage-keys';
import { createContainer, readAppConfig, whenLanguageReady } from '../infrastructure/container';
import { TOKENS } from '../infrastructure/di/tokens';
import { App } from './app';
import { LazyServices } from './stores/lazy-services';
import { RootStore } from './stores/root.store';
import { StoresProvider } from './stores/stores-context';

// The composition root is built once; the UI takes the services from it here and nowhere else.
const container = createContainer(readAppConfig(import.meta.env));
const i18n = container.get(TOKENS.i18n);
const store = new RootStore(
  {
    auth: container.get(TOKENS.authService),
    profiles: container.get(TOKENS.profileService),
    cookieConsent: container.get(TOKENS.cookieConsentService),
    remoteConfig: container.get(TOKENS.remoteConfigService),
    emailActions: container.get(TOKENS.emailActionService),
    accountSecurity: new AccountSecurityService(
      container.get(TOKENS.authProvider),
      container.get(TOKENS.lineLinkUseCase),
    ),
    accountData: new AccountDataService(
      container.get(TOKENS.userProfileApi),
      container.get(TOKENS.authProvider),
      container.get(TOKENS.accessTokenService),
    ),
    locale: container.get(TOKENS.locale),
    support: container.get(TOKENS.supportService),
    interests: container.get(TOKENS.interestsService),
    contentEditing: new LazyServices(container.get(TOKENS.contentEditing)),
    media: container.get(TOKENS.mediaService),
    places: container.get(TOKENS.placesService),
    tripImport: container.get(TOKENS.tripImportService),
    discovery: container.get(TOKENS.discoveryService),
    saved: container.get(TOKENS.savedService),
    signInWishes: container.get(TOKENS.signInWishes),
    follows: container.get(TOKENS.followingService),
    stats: container.get(TOKENS.statsService),
    notifications: container.get(TOKENS.notificationsService),
    moderation: container.get(TOKENS.moderationService),
    wallet: container.get(TOKENS.walletService),
  },
  { session: window.sessionStorage },
);
// Spec §4 Access-token handling: a token the mobile app placed under the web-view key is used first.
const webViewAccessToken = container.get(TOKENS.keyValueStore).get(WEB_VIEW_ACCESS_TOKEN_KEY);

// Only the interface language's strings are downloaded (on a sign-in screen, at first only theirs); the first
// render waits for them (a failed download still renders, and the language switcher tries again).
void whenLanguageReady(container, window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <StoresProvider store={store}>
            <App webViewAccessToken={webViewAccessToken} />
          </StoresProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
