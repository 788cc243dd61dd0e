import {
  persistenceAfterOnboardingStep,
  type AuthPersistence,
  type SignInFlags,
} from '../../domain/auth/auth-sign-in-rules';
import type { AuthDependencies } from './auth-dependencies';
import { persistenceChoiceKey } from './storage-keys';

type Deps = Pick<AuthDependencies, 'authProvider' | 'keyValueStore' | 'logger'>;

/**
 * The identity session's persistence (spec §4): what each sign-in path sets, step 7's rule, and the choice
 * the person made at sign-in, remembered per uid in local storage so it can be restored when onboarding
 * ends (auth-sign-in-rules.ts). The provider is asked only when the persistence changes.
 */
export class SessionPersistence {
  /** What this page last set; null until it sets one (the SDK restored whatever it found). */
  private applied: AuthPersistence | null = null;

  constructor(private readonly deps: Deps) {}

  async apply(persistence: AuthPersistence): Promise<void> {
    if (persistence === this.applied) return;
    await this.deps.authProvider.setPersistence(persistence);
    this.applied = persistence;
  }

  remember(uid: string, chosen: AuthPersistence): void {
    this.deps.keyValueStore.set(persistenceChoiceKey(uid), chosen);
  }

  chosenFor(uid: string): AuthPersistence | null {
    const stored = this.deps.keyValueStore.get(persistenceChoiceKey(uid));
    return stored === 'LOCAL' || stored === 'SESSION' ? stored : null;
  }

  forget(uid: string): void {
    this.deps.keyValueStore.remove(persistenceChoiceKey(uid));
  }

  /**
   * After an onboarding step: restores the chosen persistence once nothing is pending. The step itself is
   * done either way, so a provider that cannot switch storage (e.g. a browser blocking IndexedDB) is logged,
   * not thrown: the session then simply keeps the persistence it had.
   */
  async afterOnboardingStep(uid: string | null, flags: SignInFlags): Promise<void> {
    if (uid === null) return;
    const next = persistenceAfterOnboardingStep(flags, this.chosenFor(uid));
    if (next === null) return;
    try {
      await this.apply(next);
    } catch (error) {
      this.deps.logger.warn('Session persistence not restored after onboarding', error);
    }
  }
}
