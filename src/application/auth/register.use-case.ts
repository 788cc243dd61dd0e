import { AuthErrorCode } from '../../domain/errors/error-codes';
import { toAuthError } from './auth-error';
import type { AuthDependencies } from './auth-dependencies';
import type { AuthStateStore } from './auth-state.store';
import type { CommonSignInUseCase } from './common-sign-in.use-case';

type Deps = Pick<AuthDependencies, 'authProvider'>;

/** Spec §4 "Other sign-in paths": registration. */
export class RegisterUseCase {
  constructor(
    private readonly deps: Deps,
    private readonly store: AuthStateStore,
    private readonly commonSignIn: CommonSignInUseCase,
  ) {}

  /**
   * SESSION persistence, create the account, send the verification email, run the sign-in, mark
   * success. Creating the account already signs the user in with the provider, so "run the sign-in"
   * is the common sign-in for that user (no second password round-trip).
   * Every failure is rethrown; email-already-in-use is also kept as `registerError` for the form.
   */
  async execute(email: string, password: string): Promise<void> {
    const { authProvider } = this.deps;
    this.store.dispatch({ type: 'REGISTER_START' });
    try {
      await this.commonSignIn.explicitly(async () => {
        await authProvider.setPersistence('SESSION');
        const user = await authProvider.createUserWithEmail(email, password);
        await authProvider.sendEmailVerification();
        await this.commonSignIn.execute({ user }, 'login');
      });
      this.store.dispatch({ type: 'REGISTER_SUCCESS' });
    } catch (raw) {
      const error = toAuthError(raw, 'register');
      const inUse = error.code === AuthErrorCode.emailAlreadyInUse;
      this.store.dispatch({ type: 'REGISTER_FAILURE', error: inUse ? error : null });
      throw error;
    }
  }

  /** Spec §4: a clear action resets registerError. */
  clearError(): void {
    this.store.dispatch({ type: 'REGISTER_ERROR_CLEAR' });
  }
}
