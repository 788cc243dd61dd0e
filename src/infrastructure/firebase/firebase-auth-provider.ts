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
import { toIdentityUser } from './firebase-user-mapper';
import { browserStoredSessionProbe, type StoredSessionProbe } from './stored-session';

type AuthSdk = typeof import('./firebase-auth-sdk');
type PopupSdk = typeof import('./firebase-auth-popup');
interface Ready {
  readonly sdk: AuthSdk;
  readonly auth: Auth;
}

/**
 * Firebase Auth behind the AuthProvider port (spec §4, §7 identity services). The SDK loads on first
 * use; with `authEmulatorUrl` set (embedded stack, tests) it talks to the Auth emulator instead.
 * Every failure leaves as an AppError carrying the provider's `auth/…` code (spec §8).
 *
 * Following the auth state does not count as use when the browser holds no stored user (stored-session.ts):
 * the follower hears "signed out" at once, the sign-in screens work without the SDK's ~33 KB gzip, and the SDK
 * loads with the first action that needs it (a sign-in, a password reset…), after which the follower hears it.
 */
export class FirebaseAuthProvider implements AuthProvider {
  private loaded: Ready | null = null;
  private readonly ready: () => Promise<Ready>;
  /** What the probe found: null until it answered; false means no user is stored and none signed in since. */
  private storedSession: boolean | null = null;
  private readonly probing: Promise<boolean>;
  /** Resolves when an action first needs the SDK; followers of an anonymous start attach to it then. */
  private readonly needed: Promise<void>;
  private markNeeded!: () => void;
  private sdkNeeded = false;

  /** The social sign-in chunk, fetched on the first press of a social button. */
  private readonly popup: () => Promise<PopupSdk> = memoiseRetryable(() => import('./firebase-auth-popup'));

  constructor(
    private readonly config: FirebaseConfig,
    loadApp: FirebaseAppLoader,
    probe: StoredSessionProbe = browserStoredSessionProbe(config.apiKey),
  ) {
    this.needed = new Promise((resolve) => (this.markNeeded = resolve));
    this.probing = probe().then(
      (stored) => (this.storedSession = stored),
      () => (this.storedSession = true),
    );
    this.ready = memoiseRetryable(async () => {
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

  /** Settles once it is known whether a user is stored (never rejects); the first render waits for it. */
  whenProbed(): Promise<void> {
    return this.probing.then(() => undefined);
  }

  onAuthStateChanged(listener: (user: IdentityUser | null) => void, onError?: (error: AppError) => void): () => void {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    const follow = (skipFirstSignedOut: boolean) =>
      this.ready().then(
        ({ sdk, auth }) => {
          if (cancelled) return;
          let skip = skipFirstSignedOut;
          unsubscribe = sdk.onAuthStateChanged(
            auth,
            (user) => {
              // The SDK's first report repeats the "signed out" the follower has already heard.
              const repeat = skip && user === null;
              skip = false;
              if (!repeat) listener(user ? toIdentityUser(user) : null);
            },
            (error) => onError?.(normalizeError(error)),
          );
        },
        (error: unknown) => {
          if (!cancelled) onError?.(normalizeError(error));
        },
      );
    const anonymousStart = () => {
      listener(null);
      void this.needed.then(() => {
        if (!cancelled) void follow(true);
      });
    };
    // Answered synchronously when the probe already has (it starts with the container, before the first render),
    // so an anonymous visit is initialised as the stores start, not after an SDK download (spec §2 Overlays).
    if (this.loaded === null && this.storedSession === false) anonymousStart();
    else if (this.loaded !== null || this.storedSession === true) void follow(false);
    else
      void this.probing.then(() => {
        if (cancelled) return;
        if (this.loaded === null && this.storedSession === false) anonymousStart();
        else void follow(false);
      });
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
    // No stored user and nothing signed in since: there is no token, and no reason to download the SDK for it.
    if (this.loaded === null && this.storedSession === false && !this.sdkNeeded) return Promise.resolve(null);
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
    if (this.loaded === null && this.storedSession === false && !this.sdkNeeded) return Promise.resolve(null);
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
      this.sdkNeeded = true;
      this.markNeeded();
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
