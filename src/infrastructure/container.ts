import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import type { AppConfig } from './config/app-config';
import { LINE_TOKEN_KEY, WEB_VIEW_ACCESS_TOKEN_KEY } from '../application/auth/storage-keys';
import { Routes } from '../domain/routing/routes';
import { onFirstInteraction } from './browser/first-interaction';
import { applicationModule } from './di/application.module';
import { bindValue } from './di/bind-factory';
import { browserModule } from './di/browser.module';
import { contentEditorModule } from './di/content-editor.module';
import { discoveryModule } from './di/discovery.module';
import { followsModule } from './di/follows.module';
import { notificationsModule } from './di/notifications.module';
import { statsModule } from './di/stats.module';
import { savedModule } from './di/saved.module';
import { firebaseModule } from './di/firebase.module';
import { httpModule } from './di/http.module';
import { i18nModule } from './di/i18n.module';
import { moderationModule } from './di/moderation.module';
import { TOKENS, type Token } from './di/tokens';
import { walletModule } from './di/wallet.module';

/** main.tsx reads its configuration from import.meta.env through this (src/ui may import only the composition root). */
export { readAppConfig } from './config/app-config';

/** The sign-in screens, which an anonymous visit starts with fewer strings and no Firebase Auth. */
const SIGN_IN_SCREENS: readonly string[] = [Routes.login, Routes.signup, Routes.forgotPassword];

/**
 * Resolves once the strings of the interface language are loaded; main.tsx renders after it. Only that language is
 * downloaded: th and en have exactly the same keys (tests/infrastructure/i18n), so the fallback of spec §9 is
 * never consulted and its strings come only when someone switches to it. A sign-in screen opened by someone who
 * cannot be signed in (no web-view or LINE token, no user the identity provider keeps) starts with the strings of
 * the sign-in screens and the shell; the rest follow at the first tap or key, before any sign-in can end.
 */
export async function whenLanguageReady(container: AppContainer, path: string): Promise<void> {
  const lazy = container.get(TOKENS.lazyI18n);
  const locale = container.get(TOKENS.locale);
  const language = locale.current();
  const signInOnly = SIGN_IN_SCREENS.includes(path.replace(/\/+$/, '') || '/') && !(await maySignIn(container));
  await lazy.load(language, signInOnly ? 'sign-in' : 'all');
  await lazy.i18n.changeLanguage(language);
  if (signInOnly) onFirstInteraction(() => void lazy.load(locale.current()).catch(() => undefined));
}

/** Whether start-up may find someone signed in (spec §4 Auth initialisation's three paths), read without an SDK. */
async function maySignIn(container: AppContainer): Promise<boolean> {
  const storage = container.get(TOKENS.keyValueStore);
  if (storage.get(WEB_VIEW_ACCESS_TOKEN_KEY) !== null || storage.get(LINE_TOKEN_KEY) !== null) return true;
  return container.get(TOKENS.authProvider).hasStoredSession();
}

/** The composition root's product: typed look-ups (`container.get(TOKENS.authService)`). */
export interface AppContainer {
  get<T>(token: Token<T>): T;
  /** The underlying Inversify container, for tests that rebind a port. */
  readonly inversify: Container;
}

export interface ContainerOptions {
  /** The SPA's origin for LINE's redirect URI; window.location.origin in the browser. */
  readonly origin?: () => string;
  readonly browserLanguages?: () => readonly string[];
  /** Extra modules loaded last, e.g. a test replacing an adapter with `rebind`. */
  readonly overrides?: readonly ((options: ContainerModuleLoadOptions) => void)[];
}

/**
 * The ONLY place that knows every concrete adapter (architecture: one composition root). Built once
 * by main.tsx; components reach services through the UI's context, never through this.
 */
export function createContainer(config: AppConfig, options: ContainerOptions = {}): AppContainer {
  const container = new Container({ defaultScope: 'Singleton' });
  const get = <T>(token: Token<T>): T => container.get<T>(token);

  // Late-bound so the HTTP client does not need the services that themselves need HTTP adapters.
  const session = {
    getToken: async (forceRefresh: boolean) => {
      const tokens = get(TOKENS.accessTokenService);
      return (forceRefresh ? await tokens.forceRefresh() : await tokens.getAccessToken()).current;
    },
    onSessionExpired: () => get(TOKENS.authService).sessionExpired(),
    onUserDisabled: () => get(TOKENS.authService).accountDisabled(),
  };

  container.load(
    new ContainerModule(({ bind }) => {
      bindValue(bind, TOKENS.appConfig, config);
    }),
    browserModule,
    firebaseModule,
    httpModule(session, options.origin ?? (() => window.location.origin)),
    i18nModule(options.browserLanguages ?? (() => (typeof navigator === 'undefined' ? [] : navigator.languages))),
    applicationModule,
    contentEditorModule,
    discoveryModule,
    savedModule,
    followsModule,
    statsModule,
    notificationsModule,
    moderationModule,
    walletModule,
    ...(options.overrides ?? []).map((load) => new ContainerModule(load)),
  );
  return { get, inversify: container };
}
