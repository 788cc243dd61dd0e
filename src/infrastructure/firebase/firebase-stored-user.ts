/**
 * Where Firebase Auth keeps a signed-in user, read without its SDK (firebase-auth-sdk.ts lists the persistences the
 * app's instance uses): local storage (LOCAL) and session storage (SESSION) under `firebase:authUser:<apiKey>:<app>`,
 * and IndexedDB (the instance's first persistence) in database `firebaseLocalStorageDb`, object store
 * `firebaseLocalStorage`, under the same key.
 */
export const FIREBASE_DEFAULT_APP = '[DEFAULT]';
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';
/** A database that does not answer by then (a browser that blocks IndexedDB) is taken as holding a user. */
const INDEXED_DB_PATIENCE_MS = 1000;

export const firebaseUserKey = (apiKey: string, appName = FIREBASE_DEFAULT_APP) =>
  `firebase:authUser:${apiKey}:${appName}`;

export interface StoredUserPlaces {
  readonly local: () => Storage;
  readonly session: () => Storage;
  /** undefined where the browser has no IndexedDB (Firebase then keeps LOCAL users in local storage). */
  readonly indexedDB: () => IDBFactory | undefined;
}

export const browserStoredUserPlaces: StoredUserPlaces = {
  local: () => window.localStorage,
  session: () => window.sessionStorage,
  indexedDB: () => (typeof indexedDB === 'undefined' ? undefined : indexedDB),
};

/**
 * Whether Firebase Auth would restore a user on this device. Unreadable storage counts as holding one: the SDK is
 * then loaded to find out, as it always was.
 */
export async function hasStoredFirebaseUser(apiKey: string, places: StoredUserPlaces): Promise<boolean> {
  const key = firebaseUserKey(apiKey);
  try {
    if (places.local().getItem(key) !== null || places.session().getItem(key) !== null) return true;
  } catch {
    return true;
  }
  const factory = places.indexedDB();
  if (factory === undefined) return false;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), INDEXED_DB_PATIENCE_MS);
    const answer = (stored: boolean) => {
      clearTimeout(timer);
      resolve(stored);
    };
    readIndexedDbUser(factory, key, answer);
  });
}

function readIndexedDbUser(factory: IDBFactory, key: string, answer: (stored: boolean) => void): void {
  let request: IDBOpenDBRequest;
  try {
    request = factory.open(DATABASE);
  } catch {
    answer(true);
    return;
  }
  // No database yet: the open is aborted so none is created (the SDK creates its own when it first runs).
  request.onupgradeneeded = () => request.transaction?.abort();
  request.onerror = () => answer(request.error?.name !== 'AbortError');
  request.onblocked = () => answer(true);
  request.onsuccess = () => {
    const db = request.result;
    try {
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        answer(false);
        return;
      }
      const read = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      read.onsuccess = () => {
        db.close();
        answer(read.result !== undefined);
      };
      read.onerror = () => {
        db.close();
        answer(true);
      };
    } catch {
      db.close();
      answer(true);
    }
  };
}
