import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthService } from '../../../application/auth/auth.service';
import type { AppError } from '../../../domain/errors/app-error';
import { EMAIL_VERIFY_CHECK_INTERVAL_MS } from '../../../domain/constants/business-constants';
import { ResendVerificationStore } from '../../components/auth-form/resend-verification.store';
import { toAppError } from '../../components/auth-form/to-app-error';

type Auth = Pick<AuthService, 'checkEmailVerified' | 'verifyEmailDone' | 'resendVerificationEmail' | 'logout'>;

/**
 * /onboard/verify-email: polls every 5000 ms (spec §9) until the address is verified; "I have confirmed"
 * checks at once and says so when it is not confirmed yet; resend with a cooldown.
 */
export class VerifyEmailStore {
  verified = false;
  checkError: AppError | null = null;
  /** The person said they confirmed, but the provider does not know it yet. */
  notYetVerified = false;
  confirming = false;
  readonly resend: ResendVerificationStore;
  private pending: Promise<boolean> | null = null;

  constructor(private readonly auth: Auth) {
    this.resend = new ResendVerificationStore(auth);
    makeAutoObservable<VerifyEmailStore, 'auth' | 'pending'>(
      this,
      { auth: false, pending: false, resend: false },
      { autoBind: true },
    );
  }

  /** Starts polling; the disposer stops it (StrictMode mounts twice, so nothing starts in the constructor). */
  start(): () => void {
    const poll = setInterval(() => void this.check(), EMAIL_VERIFY_CHECK_INTERVAL_MS);
    const stopResend = this.resend.start();
    return () => {
      clearInterval(poll);
      stopResend();
    };
  }

  /** One check at a time: a press during the 5000 ms check shares its answer. True when verified. */
  check(): Promise<boolean> {
    if (this.verified) return Promise.resolve(true);
    this.pending ??= this.ask().finally(() => (this.pending = null));
    return this.pending;
  }

  /** "I have confirmed": checks now and, when the address is not confirmed yet, says so (the resend stays offered). */
  async confirm(): Promise<void> {
    this.confirming = true;
    this.notYetVerified = false;
    const verified = await this.check();
    runInAction(() => {
      this.confirming = false;
      this.notYetVerified = !verified && this.checkError === null;
    });
  }

  /** Sends the link again; the "not confirmed yet" warning has done its work. */
  sendAgain(): Promise<void> {
    this.notYetVerified = false;
    return this.resend.resend();
  }

  signOut(): Promise<void> {
    return this.auth.logout();
  }

  private async ask(): Promise<boolean> {
    try {
      const verified = await this.auth.checkEmailVerified();
      runInAction(() => {
        this.verified = verified;
        this.checkError = null;
        if (verified) this.notYetVerified = false;
      });
      if (verified) await this.auth.verifyEmailDone();
      return verified;
    } catch (error) {
      runInAction(() => {
        this.verified = false;
        this.checkError = toAppError(error);
      });
      return false;
    }
  }
}
