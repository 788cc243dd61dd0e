import type { Auth, User } from 'firebase/auth';
import type {
  AuthProvider,
  IdentityUser,
  Persistence,
  SocialProvider,
} from '../../application/ports/auth-provider.port';
import type { AppError } from '../../domain/errors/app-error';
import { normalizeError, type SignInContext } from '../../domain/errors/normalize-error';
import type { FirebaseConfig } from '../config/app-config';
import { memoiseRetryable, type FirebaseAppLoader } from './firebase-app';
import { hasStoredFirebaseUser, type StoredUserPlaces } from './firebase-stored-user';
import { toIdentityUser } from './firebase-user-mapper';

type AuthSdk = typeof import('./firebase-auth-sdk');
type PopupSdk = typeof import('./firebase-auth-popup');
interface Ready {
  readonly sdk: AuthSdk;
  readonly auth: Auth;
}

/** The browser around the adapter: where a signed-in user is kept, and the person's first interaction. */
export interface FirebaseAuthBrowser {
  readonly storedUser: StoredUserPlaces;
  readonly onFirstInteraction: (run: () => void) => () => void;
}

/**
 * Firebase Auth behind the AuthProvider port (spec §4, §7 identity services). The SDK loads on first
 * use; with `authEmulatorUrl` set (embedded stack, tests) it talks to the Auth emulator instead.
 * Every failure leaves as an AppError carrying the provider's `auth/…` code (spec §8).
 */
export class FirebaseAuthProvider implements AuthProvider {
  private loaded: Ready | null = null;
  private readonly load: () => Promise<Ready>;
  private wanted = false;
  private readonly wantedListeners = new Set<() => void>();
  private stopWatching: (() => void) | null = null;

  /** The social sign-in chunk, fetched on the first press of a social button. */
  private readonly popup: () => Promise<PopupSdk> = memoiseRetryable(() => import('./firebase-auth-popup'));

  constructor(
    private readonly config: FirebaseConfig,
    loadApp: FirebaseAppLoader,
    private readonly browser: FirebaseAuthBrowser,
  ) {
    this.load = memoiseRetryable(async () => {
      const [app, sdk] = await Promise.all([loadApp(), import('./firebase-auth-sdk')]);
      const auth = sdk.authFor(app);
      // connectAuthEmulator throws if called after the instance was used; a second container on the same app skips it.
      if (this.config.authEmulatorUrl && !auth.emulatorConfig) {
        sdk.connectAuthEmulator(auth, this.config.authEmulatorUrl, { disableWarnings: true });
      }
      this.loaded = { sdk, auth };
      return this.loaded;
    });
  }

  hasStoredSession(): Promise<boolean> {
    return hasStoredFirebaseUser(this.config.apiKey, this.browser.storedUser);
  }

  whenWanted(start: () => void): () => void {
    if (this.wanted) {
      start();
      return () => undefined;
    }
    this.wantedListeners.add(start);
    this.stopWatching ??= this.browser.onFirstInteraction(() => this.markWanted());
    return () => {
      this.wantedListeners.delete(start);
      if (this.wantedListeners.size === 0) {
        this.stopWatching?.();
        this.stopWatching = null;
      }
    };
  }

  /** Every use of the SDK goes through here: the first one tells whoever waits for the provider to be wanted. */
  private ready(): Promise<Ready> {
    this.markWanted();
    return this.load();
  }

  private markWanted(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.stopWatching?.();
    this.stopWatching = null;
    const waiting = [...this.wantedListeners];
    this.wantedListeners.clear();
    waiting.forEach((start) => start());
  }

  onAuthStateChanged(listener: (user: IdentityUser | null) => void, onError?: (error: AppError) => void): () => void {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    this.ready().then(
      ({ sdk, auth }) => {
        if (cancelled) return;
        unsubscribe = sdk.onAuthStateChanged(
          auth,
          (user) => listener(user ? toIdentityUser(user) : null),
          (error) => onError?.(normalizeError(error)),
        );
      },
      (error: unknown) => {
        if (!cancelled) onError?.(normalizeError(error));
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }

  currentUser(): IdentityUser | null {
    const user = this.loaded?.auth.currentUser;
    return user ? toIdentityUser(user) : null;
  }

  getIdToken(forceRefresh = false): Promise<string | null> {
    // Until the SDK has restored its persisted user, currentUser is null even for a signed-in person: the
    // web view (spec §4) asks for a fresh token before anything else has waited for the auth state.
    return this.run(async ({ auth }) => {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    });
  }

  setPersistence(persistence: Persistence): Promise<void> {
    return this.run(({ sdk, auth }) =>
      sdk.setPersistence(auth, persistence === 'LOCAL' ? sdk.browserLocalPersistence : sdk.browserSessionPersistence),
    );
  }

  signInWithEmail(email: string, password: string): Promise<IdentityUser> {
    return this.run(
      async ({ sdk, auth }) => toIdentityUser((await sdk.signInWithEmailAndPassword(auth, email, password)).user),
      'signIn',
    );
  }

  signInWithSocial(provider: SocialProvider): Promise<IdentityUser> {
    return this.run(async ({ auth }) =>
      toIdentityUser((await (await this.popup()).signInWithSocialPopup(auth, provider)).user),
    );
  }

  signInWithCustomToken(token: string): Promise<IdentityUser> {
    return this.run(async ({ sdk, auth }) => toIdentityUser((await sdk.signInWithCustomToken(auth, token)).user));
  }

  createUserWithEmail(email: string, password: string): Promise<IdentityUser> {
    return this.run(
      async ({ sdk, auth }) => toIdentityUser((await sdk.createUserWithEmailAndPassword(auth, email, password)).user),
      'register',
    );
  }

  sendEmailVerification(): Promise<void> {
    return this.run(({ sdk, auth }) => sdk.sendEmailVerification(requireUser(auth)));
  }

  sendPasswordResetEmail(email: string): Promise<void> {
    return this.run(({ sdk, auth }) => sdk.sendPasswordResetEmail(auth, email), 'forgotPassword');
  }

  applyActionCode(code: string): Promise<void> {
    return this.run(({ sdk, auth }) => sdk.applyActionCode(auth, code));
  }

  verifyPasswordResetCode(code: string): Promise<string> {
    return this.run(({ sdk, auth }) => sdk.verifyPasswordResetCode(auth, code));
  }

  confirmPasswordReset(code: string, newPassword: string): Promise<void> {
    return this.run(({ sdk, auth }) => sdk.confirmPasswordReset(auth, code, newPassword));
  }

  changePassword(currentPassword: string, newPassword: string): Promise<void> {
    return this.run(async ({ sdk, auth }) => {
      const user = requireUser(auth);
      await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email ?? '', currentPassword));
      await sdk.updatePassword(user, newPassword);
    }, 'changePassword');
  }

  reauthenticate(proof: { readonly password: string } | { readonly provider: SocialProvider }): Promise<void> {
    return this.run(async ({ sdk, auth }) => {
      const user = requireUser(auth);
      if ('password' in proof)
        await sdk.reauthenticateWithCredential(
          user,
          sdk.EmailAuthProvider.credential(user.email ?? '', proof.password),
        );
      else await (await this.popup()).reauthenticateWithSocialPopup(user, proof.provider);
    }, 'changePassword');
  }

  linkSocial(provider: SocialProvider): Promise<IdentityUser> {
    return this.run(async ({ auth }) => {
      const user = requireUser(auth);
      return toIdentityUser((await (await this.popup()).linkWithSocialPopup(user, provider)).user);
    }, 'linkSocial');
  }

  unlinkProvider(providerId: string): Promise<IdentityUser> {
    return this.run(async ({ sdk, auth }) => toIdentityUser(await sdk.unlink(requireUser(auth), providerId)));
  }

  reloadCurrentUser(): Promise<IdentityUser | null> {
    return this.run(async ({ sdk, auth }) => {
      if (!auth.currentUser) return null;
      await sdk.reload(auth.currentUser);
      return auth.currentUser ? toIdentityUser(auth.currentUser) : null;
    });
  }

  signOut(): Promise<void> {
    return this.run(({ sdk, auth }) => sdk.signOut(auth));
  }

  /** `context` picks the flow-specific message of spec §8 (e.g. forgot password + user-not-found). */
  private async run<T>(action: (ready: Ready) => Promise<T>, context?: SignInContext): Promise<T> {
    try {
      return await action(await this.ready());
    } catch (error) {
      throw normalizeError(error, context);
    }
  }
}

function requireUser(auth: Auth): User {
  // Same code the SDK uses for this case, so the normaliser treats it like any other auth/ error.
  if (!auth.currentUser) throw Object.assign(new Error('No signed-in user.'), { code: 'auth/null-user' });
  return auth.currentUser;
}
