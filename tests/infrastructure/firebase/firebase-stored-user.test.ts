import { describe, expect, it } from 'vitest';
import { onFirstInteraction } from '../../../src/infrastructure/browser/first-interaction';
import {
  firebaseUserKey,
  hasStoredFirebaseUser,
  type StoredUserPlaces,
} from '../../../src/infrastructure/firebase/firebase-stored-user';

class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

/**
 * Just enough of IndexedDB for the probe: databases by name, each a map of object stores. Opening a missing
 * database asks for an upgrade; an aborted upgrade fails with AbortError and creates nothing, as browsers do.
 */
class FakeIndexedDb {
  readonly databases = new Map<string, Map<string, Map<string, unknown>>>();
  openCount = 0;
  closed = 0;

  open(name: string): IDBOpenDBRequest {
    this.openCount += 1;
    const request = {} as { -readonly [K in keyof IDBOpenDBRequest]: IDBOpenDBRequest[K] };
    setTimeout(() => {
      const stores = this.databases.get(name);
      if (!stores) {
        let aborted = false;
        request.transaction = { abort: () => (aborted = true) } as unknown as IDBTransaction;
        request.onupgradeneeded?.call(request, {} as IDBVersionChangeEvent);
        if (aborted) {
          request.error = new DOMException('aborted', 'AbortError');
          request.onerror?.call(request, {} as Event);
          return;
        }
        this.databases.set(name, new Map());
      }
      const db = this.connection(this.databases.get(name)!);
      request.result = db;
      request.onsuccess?.call(request, {} as Event);
    }, 0);
    return request as IDBOpenDBRequest;
  }

  private connection(stores: Map<string, Map<string, unknown>>): IDBDatabase {
    return {
      objectStoreNames: { contains: (store: string) => stores.has(store) },
      close: () => (this.closed += 1),
      transaction: (store: string) => ({
        objectStore: () => ({
          get: (key: string) => {
            const read = {} as { result: unknown; onsuccess?: () => void };
            setTimeout(() => {
              read.result = stores.get(store)?.get(key);
              read.onsuccess?.();
            }, 0);
            return read;
          },
        }),
      }),
    } as unknown as IDBDatabase;
  }
}

const API_KEY = 'demo-api-key';

function places(indexedDb: FakeIndexedDb | undefined = new FakeIndexedDb()) {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const where: StoredUserPlaces = {
    local: () => local,
    session: () => session,
    indexedDB: () => indexedDb as unknown as IDBFactory | undefined,
  };
  return { local, session, indexedDb, where };
}

describe('spec §4 Auth initialisation: whether Firebase Auth keeps a user, read without its SDK', () => {
  it('an anonymous first visit keeps none, and the look leaves no database behind', async () => {
    const p = places();
    await expect(hasStoredFirebaseUser(API_KEY, p.where)).resolves.toBe(false);
    expect(p.indexedDb?.databases.size).toBe(0);
  });

  it('a user kept in local storage (LOCAL: remember me, social, LINE) or in session storage (SESSION)', async () => {
    const local = places();
    local.local.setItem(firebaseUserKey(API_KEY), '{"uid":"u1"}');
    await expect(hasStoredFirebaseUser(API_KEY, local.where)).resolves.toBe(true);

    const session = places();
    session.session.setItem(firebaseUserKey(API_KEY), '{"uid":"u1"}');
    await expect(hasStoredFirebaseUser(API_KEY, session.where)).resolves.toBe(true);
  });

  it("a user kept in IndexedDB (the instance's first persistence), and none once it was signed out", async () => {
    const p = places();
    const store = new Map<string, unknown>([[firebaseUserKey(API_KEY), { fbase_key: 'k', value: { uid: 'u1' } }]]);
    p.indexedDb!.databases.set('firebaseLocalStorageDb', new Map([['firebaseLocalStorage', store]]));
    await expect(hasStoredFirebaseUser(API_KEY, p.where)).resolves.toBe(true);

    store.clear();
    await expect(hasStoredFirebaseUser(API_KEY, p.where)).resolves.toBe(false);
    expect(p.indexedDb!.closed).toBe(2);
  });

  it("another project's user (another API key) is not ours", async () => {
    const p = places();
    p.local.setItem(firebaseUserKey('other-key'), '{"uid":"u1"}');
    await expect(hasStoredFirebaseUser(API_KEY, p.where)).resolves.toBe(false);
  });

  it('without IndexedDB only the two storages count', async () => {
    const p = places(undefined);
    await expect(hasStoredFirebaseUser(API_KEY, p.where)).resolves.toBe(false);
  });

  it('storage that cannot be read counts as holding a user (the SDK then finds out)', async () => {
    const p = places();
    const where: StoredUserPlaces = {
      ...p.where,
      local: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    await expect(hasStoredFirebaseUser(API_KEY, where)).resolves.toBe(true);
  });
});

describe('the first interaction with the page', () => {
  it('runs once, at the first tap or key; a focus (autofocus) is not one', () => {
    const target = new EventTarget();
    let runs = 0;
    onFirstInteraction(() => (runs += 1), target);
    target.dispatchEvent(new Event('focusin'));
    expect(runs).toBe(0);
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(runs).toBe(1);
  });

  it('cancelled, it never runs', () => {
    const target = new EventTarget();
    let runs = 0;
    const cancel = onFirstInteraction(() => (runs += 1), target);
    cancel();
    target.dispatchEvent(new Event('pointerdown'));
    expect(runs).toBe(0);
  });
});
