import {
  choosePersistence,
  computeSignInFlags,
  readsPositionAtSignIn,
  type AuthPersistence,
} from '../../domain/auth/auth-sign-in-rules';
import type { SignedInSession } from '../../domain/auth/auth-transitions';
import { CookieName, FIREBASE_TOKEN_COOKIE_DAYS } from '../../domain/constants/business-constants';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { IdentityUser } from '../ports/auth-provider.port';
import type { GeoPosition } from '../ports/geolocation.port';
import type { AuthDependencies } from './auth-dependencies';
import type { AuthStateStore } from './auth-state.store';
import type { SessionPersistence } from './session-persistence';

/** Who asked: an explicit sign-in ends with LOGIN_SUCCESS, initialisation with AUTH_INITIALIZE (step 8). */
export type SignInTrigger = 'login' | 'initialize';

export interface CommonSignInInput {
  /** The identity user, or null for a LINE user not yet signed in to the identity provider. */
  readonly user: IdentityUser | null;
  /** Present for a LINE user (spec §4 step 3). */
  readonly line?: { readonly accessToken: string; readonly lineUserId: string };
  /**
   * The persistence the sign-in path chose (persistenceChosenBy), remembered for this user and restored by
   * step 7 once onboarding is done. Absent when initialisation restores a session: the remembered one counts.
   */
  readonly persistence?: AuthPersistence;
}

type Deps = Pick<
  AuthDependencies,
  | 'authProvider'
  | 'authApi'
  | 'userProfileApi'
  | 'geolocation'
  | 'deviceInfo'
  | 'cookieStore'
  | 'logger'
  | 'profileService'
>;

/**
 * Spec §4 "Common sign-in", steps 1-8 in order. It also remembers which identity it last ran for, so
 * the identity-state listener runs it once per signed-in user and never on top of an explicit sign-in.
 */
export class CommonSignInUseCase {
  private ranForUid: string | null = null;
  private explicitInProgress = 0;

  constructor(
    private readonly deps: Deps,
    private readonly store: AuthStateStore,
    private readonly persistence: SessionPersistence,
  ) {}

  /** True when the identity listener should run the common sign-in for this user (spec §4 "once"). */
  shouldFollow(uid: string): boolean {
    return this.explicitInProgress === 0 && this.ranForUid !== uid;
  }

  /** Runs an explicit sign-in path; identity-listener callbacks meanwhile leave the sign-in to it. */
  async explicitly<T>(work: () => Promise<T>): Promise<T> {
    this.explicitInProgress += 1;
    try {
      return await work();
    } finally {
      this.explicitInProgress -= 1;
    }
  }

  /** Forget the last identity (sign-out), so the next sign-in runs again. */
  reset(): void {
    this.ranForUid = null;
  }

  async execute(input: CommonSignInInput, trigger: SignInTrigger): Promise<SignedInSession> {
    const { authProvider, authApi, logger, profileService } = this.deps;
    if (input.user) this.ranForUid = input.user.uid;
    try {
      // A returning user's profile shows from this device's copy at once; step 8 refreshes it.
      let returning = input.user ? profileService.showCached(input.user.uid) !== null : false;
      // Steps 1 and 2 do not depend on each other: the position and the fresh token are asked for together.
      const [position, initialToken] = await Promise.all([this.tryPosition(), authProvider.getIdToken(true)]);
      let token = initialToken;
      let user = input.user;
      if (input.line) {
        // step 3
        const custom = await authApi.customLineToken(input.line);
        user = await authProvider.signInWithCustomToken(custom.token);
        this.ranForUid = user.uid;
        returning = profileService.showCached(user.uid) !== null;
        token = await authProvider.getIdToken(true);
      }
      if (!user || !token) throw new AppError({ code: ErrorCode.invalidToken, messageKey: 'errors.invalidToken' });
      const signedIn = user;
      const backendLogin = authApi.login({
        token,
        lat: position?.lat ?? null,
        lng: position?.lng ?? null,
        device: this.deps.deviceInfo.deviceName(),
      }); // step 4
      // Step 6 reads the caller's own profile, so it needs the profile of step 5 to exist. For a user this device
      // has seen (a cached profile) it existed then, so step 6 is asked alongside steps 4-5; if the
      // profile turns out to be missing after all, step 6 is asked again once step 5 created it.
      const early = returning ? this.signInFlagsInput() : null;
      early?.catch(() => undefined); // awaited below, or replaced when step 5 had to create the profile
      const { userId } = await backendLogin;
      const created = await this.ensureProfile(userId, signedIn.uid); // step 5
      const { terms, mandatory } = await (early && !created ? early : this.signInFlagsInput()); // step 6
      const flags = computeSignInFlags({
        providerIds: signedIn.providerIds,
        emailVerified: signedIn.emailVerified,
        termsAccepted: terms.accepted,
        mandatoryFieldsFilled: mandatory.yes,
      });
      const chosen = input.persistence ?? this.persistence.chosenFor(signedIn.uid);
      const persistence = choosePersistence(flags, chosen); // step 7
      if (persistence) await this.persistence.apply(persistence);
      const session: SignedInSession = { firebaseUser: signedIn, currentUserId: userId, ...flags };
      this.store.dispatch(
        trigger === 'login' ? { type: 'LOGIN_SUCCESS', session } : { type: 'AUTH_INITIALIZE', session },
      ); // step 8
      // Kept for when onboarding ends (auth-flags.use-case.ts), also across a reload of this tab.
      if (input.persistence) this.persistence.remember(signedIn.uid, input.persistence);
      const profile = profileService.loadCurrentProfile();
      // Spec §4 Auth initialisation: the signed-in user's token goes to the FIREBASE_TOKEN cookie (§9: 14 days);
      // it does not wait for the profile.
      this.deps.cookieStore.set(CookieName.firebaseToken, token, { expiresDays: FIREBASE_TOKEN_COOKIE_DAYS });
      await profile;
      return session;
    } catch (error) {
      logger.error('Init user failed', error);
      throw normalizeError(error);
    }
  }

  /** Step 5: creates the profile when the backend has none; true when it did. */
  private async ensureProfile(userId: string, firebaseId: string): Promise<boolean> {
    const { userProfileApi } = this.deps;
    if (await userProfileApi.profileExists(userId)) return false;
    await userProfileApi.createProfile({ userId, firebaseId });
    return true;
  }

  /** Step 6's two questions, which do not depend on each other, asked together. */
  private async signInFlagsInput() {
    const { userProfileApi } = this.deps;
    const [terms, mandatory] = await Promise.all([userProfileApi.termsOfUse(), userProfileApi.mandatoryFields()]);
    return { terms, mandatory };
  }

  /**
   * Step 1: the position is a nicety for the backend login; its absence never blocks a sign-in. It is read
   * only where the browser already allows it (readsPositionAtSignIn): never a prompt at sign-in.
   */
  private async tryPosition(): Promise<GeoPosition | null> {
    try {
      if (!readsPositionAtSignIn(await this.deps.geolocation.permission())) return null;
      return await this.deps.geolocation.getPosition();
    } catch (error) {
      this.deps.logger.warn('Geolocation unavailable', error);
      return null;
    }
  }
}
