/**
 * Whether Firebase Auth has a signed-in user stored in this browser, found without the SDK: an anonymous
 * first visit then never downloads it until someone signs in. The SDK keeps the user under
 * `firebase:authUser:<apiKey>:[DEFAULT]` in the persistence it was told to use: IndexedDB
 * (`firebaseLocalStorageDb`, store `firebaseLocalStorage`, key path `fbase_key`), or local storage where
 * IndexedDB is unusable, or session storage for a sign-in without "Remember me" (spec §4).
 *
 * Anything this cannot read for certain answers `true`, so the SDK loads and decides, as it always did.
 */
export type StoredSessionProbe = () => Promise<boolean>;

const DB_NAME = 'firebaseLocalStorageDb';
const STORE_NAME = 'firebaseLocalStorage';
const DEFAULT_APP_NAME = '[DEFAULT]';

export const storedUserKey = (apiKey: string): string => `firebase:authUser:${apiKey}:${DEFAULT_APP_NAME}`;

export function browserStoredSessionProbe(apiKey: string): StoredSessionProbe {
  return async () => {
    if (typeof window === 'undefined') return true;
    const key = storedUserKey(apiKey);
    try {
      if (window.localStorage.getItem(key) !== null || window.sessionStorage.getItem(key) !== null) return true;
    } catch {
      return true;
    }
    if (typeof indexedDB === 'undefined') return false;
    // `databases()` lists without creating; opening a name that does not exist would create it.
    if (typeof indexedDB.databases !== 'function') return true;
    try {
      const databases = await indexedDB.databases();
      if (!databases.some((database) => database.name === DB_NAME)) return false;
      return await indexedDbHolds(key);
    } catch {
      return true;
    }
  };
}

function indexedDbHolds(key: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME);
    // The database went away since it was listed: leave no empty one behind for the SDK to trip over.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(request.error?.name !== 'AbortError');
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      const done = (found: boolean) => {
        db.close();
        resolve(found);
      };
      if (!db.objectStoreNames.contains(STORE_NAME)) return done(false);
      try {
        const read = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).get(key);
        read.onsuccess = () => done(read.result !== undefined);
        read.onerror = () => done(true);
      } catch {
        done(true);
      }
    };
  });
}
