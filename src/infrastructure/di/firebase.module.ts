import { ContainerModule } from 'inversify';
import type { AppConfig } from '../config/app-config';
import { LocalRemoteConfigSource } from '../config/local-remote-config-source';
import { remoteConfigDefaults } from '../config/remote-config-defaults';
import { createFirebaseAppLoader, type FirebaseAppLoader } from '../firebase/firebase-app';
import { onFirstInteraction } from '../browser/first-interaction';
import { FirebaseAuthProvider } from '../firebase/firebase-auth-provider';
import { browserStoredUserPlaces } from '../firebase/firebase-stored-user';
import { FirebaseRemoteConfigSource } from '../firebase/firebase-remote-config-source';
import { bindFactory } from './bind-factory';
import { TOKENS } from './tokens';

/**
 * Identity and remote configuration. Nothing here downloads the Firebase SDK: the app loader and
 * adapters import it on first use. Remote config is local bundled defaults in the embedded stack.
 */
export const firebaseModule = new ContainerModule(({ bind }) => {
  bindFactory(bind, TOKENS.firebaseAppLoader, (config: AppConfig) => createFirebaseAppLoader(config.firebase), [
    TOKENS.appConfig,
  ]);
  bindFactory(
    bind,
    TOKENS.authProvider,
    (config: AppConfig, loadApp: FirebaseAppLoader) =>
      new FirebaseAuthProvider(config.firebase, loadApp, { storedUser: browserStoredUserPlaces, onFirstInteraction }),
    [TOKENS.appConfig, TOKENS.firebaseAppLoader],
  );
  bindFactory(
    bind,
    TOKENS.remoteConfigSource,
    (config: AppConfig, loadApp: FirebaseAppLoader) => {
      const values = { ...remoteConfigDefaults, ...config.remoteConfigValues };
      return config.remoteConfig === 'firebase'
        ? new FirebaseRemoteConfigSource(loadApp, values)
        : new LocalRemoteConfigSource(values);
    },
    [TOKENS.appConfig, TOKENS.firebaseAppLoader],
  );
});
