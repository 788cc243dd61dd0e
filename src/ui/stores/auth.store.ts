import { makeAutoObservable } from 'mobx';
import type { AuthService } from '../../application/auth/auth.service';
import { initialAuthState, isSignedIn, toGateView, type AuthState } from '../../domain/auth/auth-state';
import type { GateAuthView } from '../../domain/routing/gate-auth-view';

type AuthActions = Pick<
  AuthService,
  | 'getState'
  | 'subscribe'
  | 'initialize'
  | 'dispose'
  | 'injectWebViewAccessToken'
  | 'signInWithEmail'
  | 'signInWithSocial'
  | 'register'
  | 'clearRegisterError'
  | 'isLineLoginConfigured'
  | 'startLineLogin'
  | 'completeLineLogin'
  | 'sendPasswordResetEmail'
  | 'logout'
  | 'verifyEmailDone'
  | 'checkEmailVerified'
  | 'resendVerificationEmail'
  | 'acceptTerms'
  | 'personalInfoDone'
  | 'interestsDone'
  | 'downloadAppDone'
  | 'reportError'
  | 'clearGeneralError'
>;

/**
 * Mirrors the application's auth state (spec §3) into MobX and delegates every action. No side
 * effects in the constructor: `start()` subscribes and initialises, its disposer undoes both
 * (React StrictMode mounts twice).
 */
export class AuthStore {
  state: AuthState = initialAuthState;

  constructor(readonly auth: AuthActions) {
    makeAutoObservable(this, { auth: false }, { autoBind: true });
  }

  get gateView(): GateAuthView {
    return toGateView(this.state);
  }

  get isSignedIn(): boolean {
    return isSignedIn(this.state);
  }

  /** Spec §4 Auth initialisation. A web-view token (spec §1) is handed over before it starts. */
  start(options: { webViewAccessToken?: string | null } = {}): () => void {
    const unsubscribe = this.auth.subscribe(this.setState);
    this.setState(this.auth.getState());
    if (options.webViewAccessToken) this.auth.injectWebViewAccessToken(options.webViewAccessToken);
    this.auth.initialize().catch(() => undefined /* the state carries initializeError; the shell shows it */);
    return () => {
      unsubscribe();
      this.auth.dispose();
    };
  }

  setState(state: AuthState): void {
    this.state = state;
  }
}
