/**
 * Steps 1, 6 and 7 of spec §4 "Common sign-in" as pure rules: whether the position is read, which onboarding
 * flags a fresh sign-in raises, and which persistence the identity session gets because of them.
 */
import type { LocationPermission } from '../places/location-permission';

/** The provider id of email-and-password accounts; only they need email verification (spec §5). */
export const PASSWORD_PROVIDER_ID = 'password';

export type AuthPersistence = 'LOCAL' | 'SESSION';

export interface SignInFacts {
  readonly providerIds: readonly string[];
  readonly emailVerified: boolean;
  readonly termsAccepted: boolean;
  /** The backend's mandatory-fields check answered `yes` (spec §3). */
  readonly mandatoryFieldsFilled: boolean;
}

export interface SignInFlags {
  readonly needVerifyEmail: boolean;
  readonly needAcceptTermsOfUse: boolean;
  readonly needUpdatePersonalInfo: boolean;
}

/** Spec §4 Common sign-in step 6. */
export const computeSignInFlags = (facts: SignInFacts): SignInFlags => ({
  needVerifyEmail: facts.providerIds.includes(PASSWORD_PROVIDER_ID) && !facts.emailVerified,
  needAcceptTermsOfUse: !facts.termsAccepted,
  needUpdatePersonalInfo: !facts.mandatoryFieldsFilled,
});

/** Whether any onboarding step of spec §4 step 6 is still ahead. */
export const isOnboardingPending = (flags: SignInFlags): boolean =>
  flags.needVerifyEmail || flags.needAcceptTermsOfUse || flags.needUpdatePersonalInfo;

/** The sign-in paths of spec §4 "Other sign-in paths", and LINE login. */
export type SignInPath = 'email' | 'emailRememberMe' | 'social' | 'line' | 'registration';

/**
 * The persistence a person chose by the way they signed in, which the session keeps once onboarding is done.
 * Spec §4: email LOCAL with remember-me else SESSION; social LOCAL. Ours where the spec is silent: LINE is
 * LOCAL like the social sign-ins (its token set stays in local storage between visits anyway). Registration
 * starts SESSION (spec §4), but a new password account must verify its email, for which step 7 makes the
 * session LOCAL; nothing on the sign-up form asks to be forgotten, so the account a person just made stays
 * signed in once onboarded: LOCAL.
 */
export const persistenceChosenBy = (path: SignInPath): AuthPersistence => (path === 'email' ? 'SESSION' : 'LOCAL');

/**
 * Spec §4 Common sign-in step 7. LOCAL while verification is pending keeps the session alive while
 * the user opens the mail link (possibly in another tab); SESSION while terms or personal info are
 * pending so a half-onboarded session does not outlive the browser. With nothing pending the session
 * goes back to the persistence the person chose at sign-in (`chosen`, see persistenceChosenBy); null
 * when that choice is unknown (a session restored from before it was remembered): leave it as it is.
 */
export const choosePersistence = (flags: SignInFlags, chosen: AuthPersistence | null): AuthPersistence | null => {
  if (flags.needVerifyEmail) return 'LOCAL';
  if (flags.needAcceptTermsOfUse || flags.needUpdatePersonalInfo) return 'SESSION';
  return chosen;
};

/**
 * After an onboarding step completes (spec §4 Flags): once nothing is pending, the chosen persistence comes
 * back, so a "remember me" survives closing the browser. While steps remain, the persistence step 7 set at
 * sign-in stays: switching a verified session to SESSION mid-way would move it out of the second tab the
 * verification link opened, signing that tab out. Null: nothing to change.
 */
export const persistenceAfterOnboardingStep = (
  flags: SignInFlags,
  chosen: AuthPersistence | null,
): AuthPersistence | null => (isOnboardingPending(flags) ? null : chosen);

/**
 * Spec §4 Common sign-in step 1 ("try to obtain geolocation"), ours on how: the position is read only where
 * the browser already lets this site have it. Anywhere else reading it would raise the browser's permission
 * prompt right after signing in, with nothing on screen to say why; the backend login takes lat and lng
 * as null instead. The map's "near me" and a place's distance ask, in context and with a reason shown.
 */
export const readsPositionAtSignIn = (permission: LocationPermission): boolean => permission === 'granted';
