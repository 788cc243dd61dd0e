import type { AuthState } from '../../domain/auth/auth-state';
import { AppError } from '../../domain/errors/app-error';
import { AuthErrorCode } from '../../domain/errors/error-codes';
import type { SocialProvider } from '../ports/auth-provider.port';
import type { AuthDependencies } from './auth-dependencies';
import { toAuthError } from './auth-error';
import { AuthFlagsUseCase } from './auth-flags.use-case';
import { AuthStateStore } from './auth-state.store';
import { CommonSignInUseCase } from './common-sign-in.use-case';
import { InitializeAuthUseCase } from './initialize-auth.use-case';
import { LineLoginUseCase } from './line-login.use-case';
import { LineTokenStorage } from './line-token-storage';
import { LogoutUseCase } from './logout.use-case';
import { RegisterUseCase, type RegisterOutcome } from './register.use-case';
import { SessionPersistence } from './session-persistence';
import { SignInUseCase } from './sign-in.use-case';
import { WEB_VIEW_ACCESS_TOKEN_KEY } from './storage-keys';

/**
 * The one entry point the UI's auth store uses for spec §4: it owns the auth state (spec §3) and the
 * use cases that change it. Follow the state with `getState()` and `subscribe()`.
 */
export class AuthService {
  private readonly store = new AuthStateStore();
  private readonly initializer: InitializeAuthUseCase;
  private readonly signIn: SignInUseCase;
  private readonly registration: RegisterUseCase;
  private readonly line: LineLoginUseCase;
  private readonly logoutUseCase: LogoutUseCase;
  private readonly flags: AuthFlagsUseCase;

  constructor(private readonly deps: AuthDependencies) {
    const lineTokens = new LineTokenStorage(deps.keyValueStore);
    const persistence = new SessionPersistence(deps);
    const commonSignIn = new CommonSignInUseCase(deps, this.store, persistence);
    this.logoutUseCase = new LogoutUseCase(deps, this.store, commonSignIn, lineTokens, persistence);
    this.initializer = new InitializeAuthUseCase(deps, this.store, commonSignIn, this.logoutUseCase, lineTokens);
    this.signIn = new SignInUseCase(deps, this.store, commonSignIn, persistence);
    this.registration = new RegisterUseCase(deps, this.store, commonSignIn, persistence);
    this.line = new LineLoginUseCase(deps, this.store, commonSignIn, this.signIn, lineTokens, persistence);
    this.flags = new AuthFlagsUseCase(deps, this.store, persistence);
  }

  getState(): AuthState {
    return this.store.getState();
  }

  subscribe(listener: (state: AuthState) => void): () => void {
    return this.store.subscribe(listener);
  }

  /** Spec §4 Auth initialisation; call `dispose()` when the app root unmounts. */
  initialize(): Promise<void> {
    return this.initializer.execute();
  }

  dispose(): void {
    this.initializer.dispose();
  }

  /** The mobile app's web view hands over its access token (spec §1); call before `initialize()`. */
  injectWebViewAccessToken(token: string): void {
    this.deps.keyValueStore.set(WEB_VIEW_ACCESS_TOKEN_KEY, token);
    this.store.dispatch({ type: 'WEB_VIEW_TOKEN_INJECTED' });
  }

  signInWithEmail(email: string, password: string, rememberMe: boolean): Promise<void> {
    return this.signIn.withEmail(email, password, rememberMe);
  }

  signInWithSocial(provider: SocialProvider): Promise<void> {
    return this.signIn.withSocial(provider);
  }

  register(email: string, password: string): Promise<RegisterOutcome> {
    return this.registration.execute(email, password);
  }

  clearRegisterError(): void {
    this.registration.clearError();
  }

  /** LINE sign-in is offered only when a channel is configured (spec §9: client id in configuration). */
  isLineLoginConfigured(): boolean {
    return this.deps.lineAuth.isConfigured();
  }

  startLineLogin(): void {
    this.line.start();
  }

  completeLineLogin(callback: { code: string | null; state: string | null }): Promise<void> {
    return this.line.complete(callback);
  }

  /** Forgot password (spec §8: user-not-found there reads as the incorrect-email message). */
  async sendPasswordResetEmail(email: string): Promise<void> {
    try {
      await this.deps.authProvider.sendPasswordResetEmail(email);
    } catch (error) {
      throw toAuthError(error, 'forgotPassword');
    }
  }

  logout(): Promise<void> {
    return this.logoutUseCase.execute();
  }

  /**
   * The session could not be recovered (spec §7: a 401 that a refreshed token does not cure "logs out"): log
   * out, then mark the session ended so the login page says why and leads back (redirectUrl) instead of
   * leaving a screen whose every call fails. In the mobile web view the refused token is dropped as well: it
   * would only be refused again, and the host app hands over a new one (README "The mobile web view").
   * Without a session to lose (a private call made signed out) it is a plain logout; calls still in flight when
   * the session ended, refused in turn, change nothing (the reason stays for the login page).
   */
  async sessionExpired(): Promise<void> {
    const state = this.store.getState();
    const hadSession = state.firebaseUser !== null || state.isWebViewAccessTokenInjected;
    if (!hadSession && state.sessionEnded) return;
    await this.logoutUseCase.execute();
    if (state.isWebViewAccessTokenInjected) this.deps.keyValueStore.remove(WEB_VIEW_ACCESS_TOKEN_KEY);
    if (hadSession) this.store.dispatch({ type: 'SESSION_ENDED' });
  }

  /**
   * The account was disabled while signed in (a moderator; the server's 401 'user disabled' or a
   * refresh refused with auth/user-disabled): end the session here, then mark the user disabled so spec §2
   * rule 1 shows /account-disabled (a plain logout would send them to the sign-in page, unexplained).
   */
  async accountDisabled(): Promise<void> {
    await this.logoutUseCase.execute();
    this.flags.reportError(new AppError({ code: AuthErrorCode.userDisabled, messageKey: 'errors.auth.userDisabled' }));
  }

  verifyEmailDone(): Promise<void> {
    return this.flags.verifyEmailDone();
  }

  /**
   * Once verified, a registration whose sign-in a rate limit deferred signs in now, before the
   * gate hands over to the terms: while the limit still answers 429 the user stays on verify-email.
   */
  checkEmailVerified(): Promise<boolean> {
    return this.flags.checkEmailVerified(() => this.registration.resumeSignIn());
  }

  resendVerificationEmail(): Promise<void> {
    return this.flags.resendVerificationEmail();
  }

  acceptTerms(): Promise<void> {
    return this.flags.acceptTerms();
  }

  personalInfoDone(): Promise<void> {
    return this.flags.personalInfoDone();
  }

  interestsDone(): void {
    this.flags.interestsDone();
  }

  downloadAppDone(): void {
    this.flags.downloadAppDone();
  }

  reportError(error: unknown): AppError {
    return this.flags.reportError(error);
  }

  clearGeneralError(): void {
    this.flags.clearGeneralError();
  }
}
