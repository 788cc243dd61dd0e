import type { FirebaseConfig } from '../config/app-config';
import { createFirebaseAppLoader, memoiseRetryable } from '../firebase/firebase-app';

/**
 * The only door from the public reader to Firebase Auth. It is imported dynamically, so the Auth SDK is
 * downloaded when a reader writes a comment, never when a page loads (spec §2 /contents/[id]).
 * getAuth reads the sign-in the main app persisted (local or session storage, or IndexedDB).
 */
export function createIdTokenLoader(config: FirebaseConfig): () => Promise<string | null> {
  const loadApp = createFirebaseAppLoader(config);
  const ready = memoiseRetryable(async () => {
    const [app, sdk] = await Promise.all([loadApp(), import('firebase/auth')]);
    const auth = sdk.getAuth(app);
    if (config.authEmulatorUrl && !auth.emulatorConfig) {
      sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    }
    await auth.authStateReady();
    return auth;
  });
  return async () => {
    const auth = await ready();
    return auth.currentUser ? auth.currentUser.getIdToken() : null;
  };
}
