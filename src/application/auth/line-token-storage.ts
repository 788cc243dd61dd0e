import type { LineTokenSet } from '../../domain/auth/line';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { LINE_TOKEN_KEY } from './storage-keys';

/** The LINE token set kept in local storage between visits (spec §4 Auth initialisation, LINE login). */
export class LineTokenStorage {
  constructor(private readonly store: KeyValueStore) {}

  /** The stored token set, or null when none (or when what is stored is not a token set). */
  load(): LineTokenSet | null {
    const raw = this.store.get(LINE_TOKEN_KEY);
    if (raw === null) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<LineTokenSet> | null;
      return parsed && typeof parsed.access_token === 'string' && typeof parsed.refresh_token === 'string'
        ? (parsed as LineTokenSet)
        : null;
    } catch {
      return null;
    }
  }

  save(tokens: LineTokenSet): void {
    this.store.set(LINE_TOKEN_KEY, JSON.stringify(tokens));
  }

  clear(): void {
    this.store.remove(LINE_TOKEN_KEY);
  }
}
