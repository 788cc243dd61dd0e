import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

/**
 * The slice of the Firebase Auth SDK the app starts with,
 * imported by name so the bundler leaves the rest out. `getAuth` would register every persistence and the
 * popup/redirect resolver, whose iframe loads Google's script at start on mobile browsers; here the instance
 * knows only the persistences in use (device, with local storage as its fallback, and tab), and the popup resolver comes with the social sign-in chunk
 * (firebase-auth-popup.ts), downloaded when a social button is pressed.
 */
const instances = new WeakMap<FirebaseApp, Auth>();

export function authFor(app: FirebaseApp): Auth {
  let auth = instances.get(app);
  if (!auth) {
    // Session persistence stays in the list: a "Remember me"-off sign-in (spec §4) lives in sessionStorage and
    // must survive a reload of the tab.
    auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    instances.set(app, auth);
  }
  return auth;
}

export {
  applyActionCode,
  browserLocalPersistence,
  browserSessionPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  setPersistence,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut,
  unlink,
  updatePassword,
  verifyPasswordResetCode,
} from 'firebase/auth';
