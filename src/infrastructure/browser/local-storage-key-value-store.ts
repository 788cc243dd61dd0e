import type { KeyValueStore } from '../../application/ports/key-value-store.port';

/**
 * localStorage behind the KeyValueStore port (LINE state and tokens, the web-view access token, the
 * `uid:tk` token cache of spec §4). Storage can be unavailable (privacy modes, disabled cookies,
 * quota): reads then find nothing and writes are dropped, which the token rules treat as "missing".
 */
export class LocalStorageKeyValueStore implements KeyValueStore {
  constructor(private readonly storage: () => Storage = () => window.localStorage) {}

  get(key: string): string | null {
    try {
      return this.storage().getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage().setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the value is simply not remembered.
    }
  }

  remove(key: string): void {
    try {
      this.storage().removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  }
}
