import { persistenceChosenBy } from '../../domain/auth/auth-sign-in-rules';
import { CookieName } from '../../domain/constants/business-constants';
import { isAppError, type AppError } from '../../domain/errors/app-error';
import { AuthErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { IdentityUser } from '../ports/auth-provider.port';
import type { AuthDependencies } from './auth-dependencies';
import type { AuthStateStore } from './auth-state.store';
import type { CommonSignInUseCase } from './common-sign-in.use-case';
import type { LineTokenStorage } from './line-token-storage';
import type { LogoutUseCase } from './logout.use-case';
import { WEB_VIEW_ACCESS_TOKEN_KEY } from './storage-keys';

type Deps = Pick<
  AuthDependencies,
  'authProvider' | 'lineAuth' | 'keyValueStore' | 'cookieStore' | 'profileService' | 'logger'
>;

/** The port contract of LineAuth: an HTTP 400 keeps `details.status = 400`. */
const isHttp400 = (error: unknown): boolean => isAppError(error) && error.details?.status === 400;

export const isUserDisabledError = (error: AppError): boolean => error.code === AuthErrorCode.userDisabled;

/** Spec §4 "Auth initialisation": exactly one of three paths. */
export class InitializeAuthUseCase {
  private unsubscribe: (() => void) | null = null;
  private cancelWanted: (() => void) | null = null;
  /** Counts disposals, so a start that a dispose overtook (React StrictMode) does not follow the provider. */
  private generation = 0;

  constructor(
    private readonly deps: Deps,
    private readonly store: AuthStateStore,
    private readonly commonSignIn: CommonSignInUseCase,
    private readonly logout: LogoutUseCase,
    private readonly lineTokens: LineTokenStorage,
  ) {}

  /**
   * Resolves once the first auth state is known. A failure (other than a disabled user, which the gate
   * handles) is recorded as `initializeError` for the "Service unavailable" overlay and rethrown.
   */
  async execute(): Promise<void> {
    try {
      if (this.deps.keyValueStore.get(WEB_VIEW_ACCESS_TOKEN_KEY) !== null) {
        this.store.dispatch({ type: 'WEB_VIEW_TOKEN_INJECTED' });
        this.loadWebViewProfile();
        return;
      }
      if (this.lineTokens.load() !== null) {
        await this.initializeLineUser();
        return;
      }
      await this.followIdentityProvider();
    } catch (raw) {
      const error = normalizeError(raw);
      if (isUserDisabledError(error)) {
        this.store.dispatch({ type: 'USER_DISABLED' });
        this.store.dispatch({ type: 'AUTH_INITIALIZE', session: null });
        return;
      }
      this.store.dispatch({ type: 'AUTH_INITIALIZE_FAILURE', error });
      throw error;
    }
  }

  /**
   * Spec §4: with an injected web-view token, user loading is skipped *at initialisation* (the app is ready
   * at once), not for good: the profile (GET .../v1/me with that token) loads right after, so the app knows
   * who is signed in (the dashboard greets them by name). Not awaited; a failure is logged, never fatal.
   */
  private loadWebViewProfile(): void {
    this.deps.profileService.loadCurrentProfile().catch((error: unknown) => {
      this.deps.logger.warn('Web view profile not loaded', error);
    });
  }

  /** Stop following the identity provider (the disposer of the app root). */
  dispose(): void {
    this.generation += 1;
    this.cancelWanted?.();
    this.cancelWanted = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Path 2: a stored LINE token. */
  private async initializeLineUser(): Promise<void> {
    let tokens = this.lineTokens.load()!;
    try {
      await this.deps.lineAuth.verifyAccessToken(tokens.access_token);
    } catch (error) {
      if (!isHttp400(error)) throw error;
      try {
        tokens = await this.deps.lineAuth.refresh(tokens.refresh_token);
        this.lineTokens.save(tokens);
      } catch (refreshError) {
        if (!isHttp400(refreshError)) throw refreshError;
        await this.logout.execute();
        this.store.dispatch({ type: 'AUTH_INITIALIZE', session: null });
        return;
      }
    }
    const profile = await this.deps.lineAuth.getProfile(tokens.access_token);
    this.store.dispatch({ type: 'LINE_PROFILE_LOADED', profile });
    await this.commonSignIn.execute(
      {
        user: this.deps.authProvider.currentUser(),
        line: { accessToken: tokens.access_token, lineUserId: profile.userId },
        persistence: persistenceChosenBy('line'),
      },
      'initialize',
    );
  }

  /**
   * Path 3: follow the identity provider; the first callback settles initialisation. With no session stored on
   * this device (an anonymous first visit) there is nothing to restore: the app is initialised signed out at once,
   * and the provider is followed from when it is first wanted (a sign-in, the first tap or key), so the sign-in
   * screens draw and take input before its SDK has downloaded.
   */
  private async followIdentityProvider(): Promise<void> {
    this.dispose();
    const generation = this.generation;
    const stored = await this.deps.authProvider.hasStoredSession();
    if (generation !== this.generation) return;
    if (stored) return this.follow();
    this.deps.cookieStore.remove(CookieName.firebaseToken);
    this.store.dispatch({ type: 'AUTH_INITIALIZE', session: null });
    this.cancelWanted = this.deps.authProvider.whenWanted(() => {
      this.cancelWanted = null;
      void this.follow({ settled: true });
    });
  }

  /** `settled`: initialisation is done already, so every callback is a change noticed later. */
  private follow({ settled = false } = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      let first = !settled;
      if (settled) resolve();
      this.unsubscribe?.();
      this.unsubscribe = this.deps.authProvider.onAuthStateChanged(
        (user) => {
          // Started late, the provider first confirms the signed-out state the app already shows.
          if (settled && user === null && this.store.getState().firebaseUser === null) return;
          const handled = this.onIdentityChanged(user);
          if (first) {
            first = false;
            handled.then(resolve, reject);
          } else {
            handled.catch((error: unknown) => this.reportLater(error));
          }
        },
        (error) => {
          // The provider itself failed (e.g. its SDK could not load): initialisation fails and the
          // shell shows "Service unavailable" (spec §2 Overlays) instead of initialising forever.
          if (first) {
            first = false;
            reject(error);
          } else {
            this.reportLater(error);
          }
        },
      );
    });
  }

  private async onIdentityChanged(user: IdentityUser | null): Promise<void> {
    if (user === null) {
      // The provider dropped a user this app held, and not because the person signed out here (revoked,
      // deleted, signed out in another tab): the session ended, which the login page will say.
      const ended = this.store.getState().firebaseUser !== null && !this.logout.inProgress;
      this.commonSignIn.reset();
      this.deps.cookieStore.remove(CookieName.firebaseToken);
      if (this.store.getState().firebaseUser !== null) this.deps.profileService.clear();
      this.store.dispatch(ended ? { type: 'SESSION_ENDED' } : { type: 'AUTH_INITIALIZE', session: null });
      return;
    }
    if (!this.commonSignIn.shouldFollow(user.uid)) return;
    await this.commonSignIn.execute({ user }, 'initialize');
  }

  /** A sign-in noticed after start-up (e.g. from another tab) failed: the UI shows it (spec §4 Flags). */
  private reportLater(raw: unknown): void {
    const error = normalizeError(raw);
    this.store.dispatch(isUserDisabledError(error) ? { type: 'USER_DISABLED' } : { type: 'GENERAL_ERROR_SET', error });
  }
}
