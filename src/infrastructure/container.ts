import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import type { AppConfig } from './config/app-config';
import { applicationModule } from './di/application.module';
import { bindValue } from './di/bind-factory';
import { browserModule } from './di/browser.module';
import { firebaseModule } from './di/firebase.module';
import { httpModule } from './di/http.module';
import { i18nModule } from './di/i18n.module';
import { FALLBACK_LANGUAGE } from './i18n/i18n-core';
import { TOKENS, type Token } from './di/tokens';

/** main.tsx reads its configuration from import.meta.env through this (src/ui may import only the composition root). */
export { readAppConfig } from './config/app-config';

/**
 * Resolves once the strings of the interface language are loaded (issue 11: one language is downloaded, not
 * both); the fallback language of spec §9 follows in the background. main.tsx renders after it.
 */
export async function whenLanguageReady(container: AppContainer): Promise<void> {
  const lazy = container.get(TOKENS.lazyI18n);
  const language = container.get(TOKENS.locale).current();
  await lazy.load(language);
  await lazy.i18n.changeLanguage(language);
  if (language !== FALLBACK_LANGUAGE) void lazy.load(FALLBACK_LANGUAGE).catch(() => undefined);
}

/** What `AppContainer.deferred` stands on (its members come from the real service). */
class DeferredService {}

/** The composition root's product: typed look-ups (`container.get(TOKENS.authService)`). */
export interface AppContainer {
  get<T>(token: Token<T>): T;
  /** The underlying Inversify container, for tests that rebind a port. */
  readonly inversify: Container;
  /**
   * Issue 11: loads the modules of the signed-in screens (di/feature.modules.ts, a chunk of its own) once;
   * their tokens resolve after it. The sign-in screens never call it.
   */
  loadFeatures(): Promise<void>;
  /**
   * A feature service usable before `loadFeatures` ran: a call to one of its (async) methods loads the
   * features first; after loading, the real service's members. For services a screen or store may call early.
   */
  deferred<T extends object>(token: Token<T>): T;
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
    onSessionExpired: () => get(TOKENS.authService).logout(),
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
    ...(options.overrides ?? []).map((load) => new ContainerModule(load)),
  );

  let features: Promise<void> | null = null;
  let featuresLoaded = false;
  const loadFeatures = (): Promise<void> => {
    if (!features) {
      // With the modules, the strings of the other screens (a failed string download leaves their keys; the
      // language switcher tries again).
      const strings = get(TOKENS.lazyI18n).loadRest().catch(() => undefined);
      const pending = Promise.all([import('./di/feature.modules'), strings]).then(([{ featureModules }]) => {
        container.load(...featureModules);
        featuresLoaded = true;
      });
      // A failed download (offline) is tried again on the next call.
      pending.catch(() => (features = null));
      features = pending;
    }
    return features;
  };
  const deferred = <T extends object>(token: Token<T>): T =>
    // A class instance, not a plain object: MobX keeps a reference to it rather than copying it into an observable.
    new Proxy(new DeferredService() as T, {
      get: (_target, key) => {
        if (featuresLoaded) {
          const service = get(token) as Record<PropertyKey, unknown>;
          const member = service[key];
          return typeof member === 'function' ? member.bind(service) : member;
        }
        // Not a thenable, and no symbol protocol, before the service exists.
        if (typeof key === 'symbol' || key === 'then') return undefined;
        return (...args: unknown[]) =>
          loadFeatures().then(() => (get(token) as Record<string, (...a: unknown[]) => unknown>)[key](...args));
      },
    });
  return { get, inversify: container, loadFeatures, deferred };
}
