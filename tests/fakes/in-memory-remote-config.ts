import type { RemoteConfigSource } from '../../src/application/ports/remote-config.port';
import { Failures } from './call-log';

/** String values by key; a missing key reads as '' like Firebase Remote Config. */
export class InMemoryRemoteConfig implements RemoteConfigSource {
  readonly values = new Map<string, string>();
  readonly failures = new Failures();
  loads = 0;
  reads = 0;

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  async load(): Promise<void> {
    this.failures.throwIfScripted('load');
    this.loads += 1;
  }

  getString(key: string): string {
    this.reads += 1;
    return this.values.get(key) ?? '';
  }
}
