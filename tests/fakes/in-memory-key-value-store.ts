import type { KeyValueStore } from '../../src/application/ports/key-value-store.port';
import type { CallLog } from './call-log';

export class InMemoryKeyValueStore implements KeyValueStore {
  readonly values = new Map<string, string>();

  constructor(private readonly log?: CallLog) {}

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.log?.record(`keyValueStore.set:${key}`);
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.log?.record(`keyValueStore.remove:${key}`);
    this.values.delete(key);
  }
}
