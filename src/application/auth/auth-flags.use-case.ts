import type { AppError } from '../../domain/errors/app-error';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { AuthDependencies } from './auth-dependencies';
import type { AuthStateStore } from './auth-state.store';
import { isUserDisabledError } from './initialize-auth.use-case';
import type { SessionPersistence } from './session-persistence';

type Deps = Pick<AuthDependencies, 'authProvider' | 'userProfileApi'>;

/**
 * Spec §4 "Flags": the onboarding steps and the error channel. Each step that clears an onboarding flag
 * resolves once the session is back on the persistence chosen at sign-in when it was the last one
 * (persistenceAfterOnboardingStep), so leaving the browser right after onboarding keeps a "remember me".
 */
export class AuthFlagsUseCase {
  constructor(
    private readonly deps: Deps,
    private readonly store: AuthStateStore,
    private readonly persistence: SessionPersistence,
  ) {}

  async verifyEmailDone(): Promise<void> {
    this.store.dispatch({ type: 'VERIFY_EMAIL_DONE' });
    await this.afterOnboardingStep();
  }

  /**
   * The verify-email page polls this (spec §9: every 5000 ms by default): reload the identity user and,
   * once the address is verified, run `beforeDone` (a deferred sign-in), then mark verification done.
   * Returns whether it is verified; when `beforeDone` fails, verification is not marked done (the gate keeps
   * the user on verify-email, which polls again) and the error is rethrown.
   */
  async checkEmailVerified(beforeDone?: () => Promise<void>): Promise<boolean> {
    const user = await this.deps.authProvider.reloadCurrentUser();
    if (!user?.emailVerified) return false;
    // The ID token carries email_verified: refresh it so the backend sees the verified address.
    await this.deps.authProvider.getIdToken(true);
    await beforeDone?.();
    this.store.dispatch({ type: 'VERIFY_EMAIL_DONE', firebaseUser: user });
    await this.afterOnboardingStep();
    return true;
  }

  /** Resend the verification email from the verify-email page. */
  async resendVerificationEmail(): Promise<void> {
    await this.deps.authProvider.sendEmailVerification();
  }

  /** POST user-orchestration-service/v1/profiles/terms-of-use, then the flag goes off. */
  async acceptTerms(): Promise<void> {
    try {
      await this.deps.userProfileApi.acceptTermsOfUse();
    } catch (error) {
      throw normalizeError(error, { action: 'acceptTerms' });
    }
    this.store.dispatch({ type: 'TERMS_ACCEPTED' });
    await this.afterOnboardingStep();
  }

  async personalInfoDone(): Promise<void> {
    this.store.dispatch({ type: 'PERSONAL_INFO_DONE' });
    await this.afterOnboardingStep();
  }

  interestsDone(): void {
    this.store.dispatch({ type: 'INTERESTS_DONE' });
  }

  downloadAppDone(): void {
    this.store.dispatch({ type: 'DOWNLOAD_APP_DONE' });
  }

  /**
   * The general error channel: the shell shows `generalError` as an error toast and then calls
   * `clearGeneralError`. A disabled-user error instead sets isUserDisabled (the gate takes over).
   */
  reportError(raw: unknown): AppError {
    const error = normalizeError(raw);
    this.store.dispatch(isUserDisabledError(error) ? { type: 'USER_DISABLED' } : { type: 'GENERAL_ERROR_SET', error });
    return error;
  }

  clearGeneralError(): void {
    this.store.dispatch({ type: 'GENERAL_ERROR_CLEAR' });
  }

  private afterOnboardingStep(): Promise<void> {
    const state = this.store.getState();
    return this.persistence.afterOnboardingStep(state.firebaseUser?.uid ?? null, state);
  }
}
