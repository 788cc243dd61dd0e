import { makeAutoObservable } from 'mobx';
import type { AuthService } from '../../../application/auth/auth.service';
import type { AppError } from '../../../domain/errors/app-error';
import { EMAIL_VERIFY_CHECK_INTERVAL_MS } from '../../../domain/constants/business-constants';
import { toAppError } from '../../components/auth-form/to-app-error';

/** Ours: how long the resend button rests after a resend (the provider rate-limits verification emails). */
export const RESEND_COOLDOWN_SECONDS = 60;

type Auth = Pick<AuthService, 'checkEmailVerified' | 'verifyEmailDone' | 'resendVerificationEmail' | 'logout'>;

/** /onboard/verify-email: polls every 5000 ms (spec §9) until the address is verified; resend with a cooldown. */
export class VerifyEmailStore {
  verified = false;
  checkError: AppError | null = null;
  resendError: AppError | null = null;
  resent = false;
  cooldown = 0;
  private checking = false;

  constructor(private readonly auth: Auth) {
    makeAutoObservable<VerifyEmailStore, 'auth' | 'checking'>(
      this,
      { auth: false, checking: false },
      { autoBind: true },
    );
  }

  /** Starts polling; the disposer stops it (StrictMode mounts twice, so nothing starts in the constructor). */
  start(): () => void {
    const poll = setInterval(() => void this.check(), EMAIL_VERIFY_CHECK_INTERVAL_MS);
    const tick = setInterval(this.tick, 1000);
    return () => {
      clearInterval(poll);
      clearInterval(tick);
    };
  }

  async check(): Promise<void> {
    if (this.checking || this.verified) return;
    this.checking = true;
    try {
      const verified = await this.auth.checkEmailVerified();
      this.setChecked(verified, null);
      if (verified) await this.auth.verifyEmailDone();
    } catch (error) {
      this.setChecked(false, toAppError(error));
    } finally {
      this.checking = false;
    }
  }

  async resend(): Promise<void> {
    if (this.cooldown > 0) return;
    this.setResent(false, null, RESEND_COOLDOWN_SECONDS);
    try {
      await this.auth.resendVerificationEmail();
      this.setResent(true, null, RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      this.setResent(false, toAppError(error), 0);
    }
  }

  signOut(): Promise<void> {
    return this.auth.logout();
  }

  tick(): void {
    if (this.cooldown > 0) this.cooldown -= 1;
  }

  setChecked(verified: boolean, error: AppError | null): void {
    this.verified = verified;
    this.checkError = error;
  }

  setResent(resent: boolean, error: AppError | null, cooldown: number): void {
    this.resent = resent;
    this.resendError = error;
    this.cooldown = cooldown;
  }
}
