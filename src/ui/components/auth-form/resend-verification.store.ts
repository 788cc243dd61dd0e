import { makeAutoObservable } from 'mobx';
import type { AuthService } from '../../../application/auth/auth.service';
import type { AppError } from '../../../domain/errors/app-error';
import { toAppError } from './to-app-error';

/** Ours: how long the resend button rests after a resend (the provider rate-limits verification emails). */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Sending the verification email again (spec §5 "Email verification is required for password accounts"),
 * from /onboard/verify-email and from a confirmation link that expired: one send at a time, then a rest.
 */
export class ResendVerificationStore {
  resent = false;
  error: AppError | null = null;
  cooldown = 0;

  constructor(private readonly auth: Pick<AuthService, 'resendVerificationEmail'>) {
    makeAutoObservable<ResendVerificationStore, 'auth'>(this, { auth: false }, { autoBind: true });
  }

  /** Counts the rest down; the disposer stops it (StrictMode mounts twice, so nothing starts in the constructor). */
  start(): () => void {
    const tick = setInterval(this.tick, 1000);
    return () => clearInterval(tick);
  }

  async resend(): Promise<void> {
    if (this.cooldown > 0) return;
    this.settle(false, null, RESEND_COOLDOWN_SECONDS);
    try {
      await this.auth.resendVerificationEmail();
      this.settle(true, null, RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      this.settle(false, toAppError(error), 0);
    }
  }

  tick(): void {
    if (this.cooldown > 0) this.cooldown -= 1;
  }

  private settle(resent: boolean, error: AppError | null, cooldown: number): void {
    this.resent = resent;
    this.error = error;
    this.cooldown = cooldown;
  }
}
