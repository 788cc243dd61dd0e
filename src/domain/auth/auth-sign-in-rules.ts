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

/**
 * Spec §4 Common sign-in step 7. LOCAL while verification is pending keeps the session alive while
 * the user opens the mail link (possibly in another tab); SESSION while terms or personal info are
 * pending so a half-onboarded session does not outlive the browser. Null: leave persistence as the
 * sign-in path chose it (e.g. remember-me).
 */
export const choosePersistence = (flags: SignInFlags): AuthPersistence | null => {
  if (flags.needVerifyEmail) return 'LOCAL';
  if (flags.needAcceptTermsOfUse || flags.needUpdatePersonalInfo) return 'SESSION';
  return null;
};

/**
 * Spec §4 Common sign-in step 1 ("try to obtain geolocation"), ours on how: the position is read only where
 * the browser already lets this site have it. Anywhere else reading it would raise the browser's permission
 * prompt right after signing in, with nothing on screen to say why; the backend login takes lat and lng
 * as null instead. The map's "near me" and a place's distance ask, in context and with a reason shown.
 */
export const readsPositionAtSignIn = (permission: LocationPermission): boolean => permission === 'granted';
