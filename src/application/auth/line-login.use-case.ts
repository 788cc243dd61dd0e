import { persistenceChosenBy } from '../../domain/auth/auth-sign-in-rules';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { WebErrorKey } from '../../domain/errors/web-error-keys';
import type { AuthDependencies } from './auth-dependencies';
import type { AuthStateStore } from './auth-state.store';
import type { CommonSignInUseCase } from './common-sign-in.use-case';
import type { LineTokenStorage } from './line-token-storage';
import type { SessionPersistence } from './session-persistence';
import type { SignInUseCase } from './sign-in.use-case';
import { LINE_LOGIN_STATE_KEY } from './storage-keys';

type Deps = Pick<AuthDependencies, 'authProvider' | 'lineAuth' | 'keyValueStore' | 'random' | 'browserLocation'>;

/** Spec §4 LINE login: the message when the callback's state is not the one we saved. */
export const INVALID_AUTH_STATE_MESSAGE = 'Invalid authentication state';

const lineLoginError = (message: string): AppError =>
  new AppError({ code: ErrorCode.unknown, messageKey: WebErrorKey.lineLogin, message });

/** Spec §4 "Other sign-in paths": LINE login, both legs. */
export class LineLoginUseCase {
  constructor(
    private readonly deps: Deps,
    private readonly store: AuthStateStore,
    private readonly commonSignIn: CommonSignInUseCase,
    private readonly signIn: SignInUseCase,
    private readonly lineTokens: LineTokenStorage,
    private readonly persistence: SessionPersistence,
  ) {}

  /** Save a random state (CSRF protection of the OAuth round-trip), then leave for LINE's authorize page. */
  start(): void {
    const state = this.deps.random.randomState();
    const url = this.deps.lineAuth.authorizeUrl(state);
    if (url === null) throw lineLoginError('LINE login is not configured');
    this.deps.keyValueStore.set(LINE_LOGIN_STATE_KEY, state);
    this.deps.browserLocation.assign(url);
  }

  /**
   * Back on /_/login-line/callback with LINE's `code` and `state`. The saved state is single-use:
   * it is removed whether or not it matches.
   */
  async complete(callback: { code: string | null; state: string | null }): Promise<void> {
    const saved = this.deps.keyValueStore.get(LINE_LOGIN_STATE_KEY);
    this.deps.keyValueStore.remove(LINE_LOGIN_STATE_KEY);
    if (saved === null || callback.state === null || callback.state !== saved) {
      throw lineLoginError(INVALID_AUTH_STATE_MESSAGE);
    }
    if (callback.code === null) throw lineLoginError('LINE login returned no code');
    const code = callback.code;
    const persistence = persistenceChosenBy('line');
    this.store.dispatch({ type: 'LOGIN_START' });
    try {
      await this.commonSignIn.explicitly(async () => {
        // Before the custom-token sign-in of common sign-in step 3, so the user is stored there from the start.
        await this.persistence.apply(persistence);
        const tokens = await this.deps.lineAuth.exchangeCode(code);
        this.lineTokens.save(tokens);
        const profile = await this.deps.lineAuth.getProfile(tokens.access_token);
        this.store.dispatch({ type: 'LINE_PROFILE_LOADED', profile });
        await this.commonSignIn.execute(
          {
            user: this.deps.authProvider.currentUser(),
            line: { accessToken: tokens.access_token, lineUserId: profile.userId },
            persistence,
          },
          'login',
        );
      });
    } catch (raw) {
      throw this.signIn.failLogin(raw);
    }
  }
}
