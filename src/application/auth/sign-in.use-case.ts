import type { AppError } from '../../domain/errors/app-error';
import { AuthErrorCode } from '../../domain/errors/error-codes';
import { toAuthError } from './auth-error';
import type { IdentityUser, SocialProvider } from '../ports/auth-provider.port';
import type { AuthDependencies } from './auth-dependencies';
import type { AuthStateStore } from './auth-state.store';
import type { CommonSignInUseCase } from './common-sign-in.use-case';

type Deps = Pick<AuthDependencies, 'authProvider'>;

/** Spec §4 "Other sign-in paths": social (popup, LOCAL) and email (LOCAL with remember-me, else SESSION). */
export class SignInUseCase {
  constructor(
    private readonly deps: Deps,
    private readonly store: AuthStateStore,
    private readonly commonSignIn: CommonSignInUseCase,
  ) {}

  withEmail(email: string, password: string, rememberMe: boolean): Promise<void> {
    return this.signIn(async () => {
      await this.deps.authProvider.setPersistence(rememberMe ? 'LOCAL' : 'SESSION');
      return this.deps.authProvider.signInWithEmail(email, password);
    });
  }

  withSocial(provider: SocialProvider): Promise<void> {
    return this.signIn(async () => {
      await this.deps.authProvider.setPersistence('LOCAL');
      return this.deps.authProvider.signInWithSocial(provider);
    });
  }

  /** Raises the login flag, signs in with the provider, runs the common sign-in; failures clear the flag. */
  private async signIn(providerSignIn: () => Promise<IdentityUser>): Promise<void> {
    this.store.dispatch({ type: 'LOGIN_START' });
    try {
      await this.commonSignIn.explicitly(async () => {
        const user = await providerSignIn();
        await this.commonSignIn.execute({ user }, 'login');
      });
    } catch (raw) {
      throw this.failLogin(raw);
    }
  }

  /** Spec §4 Flags: a login failure clears the login flag; a disabled-user error sets isUserDisabled. */
  failLogin(raw: unknown): AppError {
    const error = toAuthError(raw, 'signIn');
    this.store.dispatch({ type: 'LOGIN_FAILURE' });
    if (error.code === AuthErrorCode.userDisabled) this.store.dispatch({ type: 'USER_DISABLED' });
    return error;
  }
}
