import type { RemoteConfig } from 'firebase/remote-config';
import type { RemoteConfigSource } from '../../application/ports/remote-config.port';
import {
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
} from '../../domain/constants/business-constants';
import { normalizeError } from '../../domain/errors/normalize-error';
import { remoteConfigDefaults } from '../config/remote-config-defaults';
import type { FirebaseAppLoader } from './firebase-app';

type RemoteConfigSdk = typeof import('firebase/remote-config');

/** Spec §9 (one reading): minimum fetch interval and fetch timeout of 10 000 ms. */
export const REMOTE_CONFIG_SETTINGS = {
  minimumFetchIntervalMillis: REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
  fetchTimeoutMillis: REMOTE_CONFIG_FETCH_TIMEOUT_MS,
} as const;

/** Firebase Remote Config behind the port; until the first fetch, values are the bundled defaults. */
export class FirebaseRemoteConfigSource implements RemoteConfigSource {
  private active: { sdk: RemoteConfigSdk; remoteConfig: RemoteConfig } | null = null;

  constructor(
    private readonly loadApp: FirebaseAppLoader,
    private readonly defaults: Readonly<Record<string, string>> = remoteConfigDefaults,
  ) {}

  async load(): Promise<void> {
    try {
      const [app, sdk] = await Promise.all([this.loadApp(), import('firebase/remote-config')]);
      const remoteConfig = sdk.getRemoteConfig(app);
      remoteConfig.settings = { ...REMOTE_CONFIG_SETTINGS };
      remoteConfig.defaultConfig = { ...this.defaults };
      await sdk.fetchAndActivate(remoteConfig);
      this.active = { sdk, remoteConfig };
    } catch (error) {
      throw normalizeError(error);
    }
  }

  getString(key: string): string {
    if (this.active) return this.active.sdk.getString(this.active.remoteConfig, key);
    return Object.hasOwn(this.defaults, key) ? this.defaults[key] : '';
  }
}
