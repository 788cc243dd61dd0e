import type { RemoteConfigSource } from '../../application/ports/remote-config.port';
import { remoteConfigDefaults } from './remote-config-defaults';

/** Remote config for the embedded stack: the bundled defaults, no network (architecture: runtime pieces). */
export class LocalRemoteConfigSource implements RemoteConfigSource {
  constructor(private readonly values: Readonly<Record<string, string>> = remoteConfigDefaults) {}

  async load(): Promise<void> {}

  /** '' for an unknown key, as Firebase Remote Config answers. */
  getString(key: string): string {
    return Object.hasOwn(this.values, key) ? this.values[key] : '';
  }
}
