import { CookieName } from '../../domain/constants/business-constants';
import type { AuthDependencies } from './auth-dependencies';
import type { AuthStateStore } from './auth-state.store';
import type { CommonSignInUseCase } from './common-sign-in.use-case';
import type { LineTokenStorage } from './line-token-storage';
import type { SessionPersistence } from './session-persistence';
import { userTokenKey } from './storage-keys';

type Deps = Pick<
  AuthDependencies,
  'authProvider' | 'authApi' | 'keyValueStore' | 'cookieStore' | 'logger' | 'profileService'
>;

/** Spec §4 "Logout", in the spec's order. */
export class LogoutUseCase {
  private running = 0;

  constructor(
    private readonly deps: Deps,
    private readonly store: AuthStateStore,
    private readonly commonSignIn: CommonSignInUseCase,
    private readonly lineTokens: LineTokenStorage,
    private readonly persistence: SessionPersistence,
  ) {}

  /** True while a logout runs: the identity provider's "no user" is then this logout, not a session that ended. */
  get inProgress(): boolean {
    return this.running > 0;
  }

  async execute(): Promise<void> {
    this.running += 1;
    try {
      await this.run();
    } finally {
      this.running -= 1;
    }
  }

  private async run(): Promise<void> {
    const { authProvider, authApi, logger } = this.deps;
    const uid = authProvider.currentUser()?.uid ?? null;
    const token = await authProvider.getIdToken().catch((error: unknown) => {
      logger.warn('Logout: no token to revoke', error);
      return null;
    });
    if (token !== null) {
      // The backend call only revokes the session server-side; a failure must not keep the user signed in here.
      await authApi.logout(token).catch((error: unknown) => logger.warn('Logout: backend logout failed', error));
    }
    await authProvider.signOut();
    this.lineTokens.clear();
    // Not in the spec's list, but a cached bearer token or cookie must not outlive its session.
    if (uid !== null) {
      this.deps.keyValueStore.remove(userTokenKey(uid));
      this.persistence.forget(uid);
    }
    this.deps.cookieStore.remove(CookieName.firebaseToken);
    this.deps.profileService.clear();
    this.commonSignIn.reset();
    this.store.dispatch({ type: 'LOGOUT' });
  }
}
