import { persistenceChosenBy, type SignInPath } from '../../domain/auth/auth-sign-in-rules';
import type { AppError } from '../../domain/errors/app-error';
import { AuthErrorCode } from '../../domain/errors/error-codes';
import { toAuthError } from './auth-error';
import type { IdentityUser, SocialProvider } from '../ports/auth-provider.port';
import type { AuthDependencies } from './auth-dependencies';
import type { AuthStateStore } from './auth-state.store';
import type { CommonSignInUseCase } from './common-sign-in.use-case';
import type { SessionPersistence } from './session-persistence';

type Deps = Pick<AuthDependencies, 'authProvider'>;

/** Spec §4 "Other sign-in paths": social (popup, LOCAL) and email (LOCAL with remember-me, else SESSION). */
export class SignInUseCase {
  constructor(
    private readonly deps: Deps,
    private readonly store: AuthStateStore,
    private readonly commonSignIn: CommonSignInUseCase,
    private readonly persistence: SessionPersistence,
  ) {}

  withEmail(email: string, password: string, rememberMe: boolean): Promise<void> {
    return this.signIn(rememberMe ? 'emailRememberMe' : 'email', () =>
      this.deps.authProvider.signInWithEmail(email, password),
    );
  }

  withSocial(provider: SocialProvider): Promise<void> {
    return this.signIn('social', () => this.deps.authProvider.signInWithSocial(provider));
  }

  /**
   * Raises the login flag, sets the path's persistence, signs in with the provider, runs the common sign-in
   * (which keeps that choice for when onboarding is done); failures clear the flag.
   */
  private async signIn(path: SignInPath, providerSignIn: () => Promise<IdentityUser>): Promise<void> {
    const persistence = persistenceChosenBy(path);
    this.store.dispatch({ type: 'LOGIN_START' });
    try {
      await this.commonSignIn.explicitly(async () => {
        await this.persistence.apply(persistence);
        const user = await providerSignIn();
        await this.commonSignIn.execute({ user, persistence }, 'login');
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
