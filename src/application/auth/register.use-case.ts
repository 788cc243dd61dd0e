import { persistenceChosenBy } from '../../domain/auth/auth-sign-in-rules';
import type { AppError } from '../../domain/errors/app-error';
import { AuthErrorCode, ErrorCode } from '../../domain/errors/error-codes';
import type { IdentityUser } from '../ports/auth-provider.port';
import { toAuthError } from './auth-error';
import type { AuthDependencies } from './auth-dependencies';
import type { AuthStateStore } from './auth-state.store';
import type { CommonSignInUseCase } from './common-sign-in.use-case';
import type { SessionPersistence } from './session-persistence';

type Deps = Pick<AuthDependencies, 'authProvider' | 'logger'>;

/** How a registration ended: `signInDeferred` when the account exists but the sign-in was rate-limited. */
export interface RegisterOutcome {
  readonly signInDeferred: boolean;
}

/** A per-client limit (our server's 429 4290104009, or the identity provider's auth/too-many-requests). */
const isRateLimited = (error: AppError): boolean =>
  error.code === ErrorCode.tooManyRequests ||
  error.code === AuthErrorCode.tooManyRequests ||
  error.details?.status === 429;

/** Spec §4 "Other sign-in paths": registration. */
export class RegisterUseCase {
  constructor(
    private readonly deps: Deps,
    private readonly store: AuthStateStore,
    private readonly commonSignIn: CommonSignInUseCase,
    private readonly persistence: SessionPersistence,
  ) {}

  /**
   * SESSION persistence, create the account, send the verification email, run the sign-in, mark
   * success. Creating the account already signs the user in with the provider, so "run the sign-in"
   * is the common sign-in for that user (no second password round-trip).
   * Every failure is rethrown; email-already-in-use is also kept as `registerError` for the form.
   *
   * When a per-client limit answers 429 once the account exists and its verification email has
   * gone, the registration has happened — failing would leave the form up and a retry would say "email
   * already in use". It ends as `signInDeferred` instead: the user waits on verify-email (a new password
   * account must verify first anyway, spec §2 gate rule 2) and the sign-in runs again once verified.
   */
  async execute(email: string, password: string): Promise<RegisterOutcome> {
    const { authProvider } = this.deps;
    this.store.dispatch({ type: 'REGISTER_START' });
    let created: IdentityUser | null = null;
    try {
      await this.commonSignIn.explicitly(async () => {
        await this.persistence.apply('SESSION');
        const user = await authProvider.createUserWithEmail(email, password);
        await authProvider.sendEmailVerification();
        created = user;
        await this.commonSignIn.execute({ user, persistence: persistenceChosenBy('registration') }, 'login');
      });
      this.store.dispatch({ type: 'REGISTER_SUCCESS' });
      return { signInDeferred: false };
    } catch (raw) {
      const error = toAuthError(raw, 'register');
      if (created !== null && isRateLimited(error)) return this.defer(created, error);
      const inUse = error.code === AuthErrorCode.emailAlreadyInUse;
      this.store.dispatch({ type: 'REGISTER_FAILURE', error: inUse ? error : null });
      throw error;
    }
  }

  /**
   * After a deferred registration the verify-email page confirmed the address: run the common sign-in that
   * the limit stopped (backend login, profile, flags). Does nothing when a sign-in already completed.
   */
  async resumeSignIn(): Promise<void> {
    const state = this.store.getState();
    const user = this.deps.authProvider.currentUser();
    if (state.currentUserId !== null || user === null) return;
    await this.commonSignIn.explicitly(() =>
      this.commonSignIn.execute({ user, persistence: persistenceChosenBy('registration') }, 'login'),
    );
  }

  /** Spec §4: a clear action resets registerError. */
  clearError(): void {
    this.store.dispatch({ type: 'REGISTER_ERROR_CLEAR' });
  }

  private async defer(user: IdentityUser, error: AppError): Promise<RegisterOutcome> {
    this.deps.logger.warn('Registered; sign-in deferred by a rate limit', error);
    // Spec §4 step 7 for an unverified password account: keep the user across the verification round trip.
    this.persistence.remember(user.uid, persistenceChosenBy('registration'));
    await this.persistence.apply('LOCAL').catch(() => undefined);
    this.store.dispatch({ type: 'REGISTER_SIGN_IN_DEFERRED', firebaseUser: user });
    return { signInDeferred: true };
  }
}
