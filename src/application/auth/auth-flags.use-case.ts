import type { AppError } from '../../domain/errors/app-error';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { AuthDependencies } from './auth-dependencies';
import type { AuthStateStore } from './auth-state.store';
import { isUserDisabledError } from './initialize-auth.use-case';

type Deps = Pick<AuthDependencies, 'authProvider' | 'userProfileApi'>;

/** Spec §4 "Flags": the onboarding steps and the error channel. */
export class AuthFlagsUseCase {
  constructor(
    private readonly deps: Deps,
    private readonly store: AuthStateStore,
  ) {}

  verifyEmailDone(): void {
    this.store.dispatch({ type: 'VERIFY_EMAIL_DONE' });
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
  }

  personalInfoDone(): void {
    this.store.dispatch({ type: 'PERSONAL_INFO_DONE' });
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
}
