import { AuthErrorCode } from './error-codes';

/**
 * Where an identity-provider error happened: spec §8 gives some `auth/` codes a different message
 * depending on the flow (change password, forgot password, link a social account).
 */
export type SignInContext = 'signIn' | 'register' | 'changePassword' | 'forgotPassword' | 'linkSocial';

export const AuthMessageKey = {
  invalidSignIn: 'errors.auth.invalidSignIn',
  tooManyAttempts: 'errors.auth.tooManyAttempts',
  alreadySigned: 'errors.auth.alreadySigned',
  userDisabled: 'errors.auth.userDisabled',
  emailAlreadyInUse: 'errors.auth.emailAlreadyInUse',
  currentPasswordWrong: 'errors.auth.currentPasswordWrong',
  incorrectEmail: 'errors.auth.incorrectEmail',
  credentialAlreadyInUse: 'errors.auth.credentialAlreadyInUse',
  actionCodeExpired: 'errors.auth.actionCodeExpired',
  actionCodeInvalid: 'errors.auth.actionCodeInvalid',
} as const;

const BY_CODE: Readonly<Record<string, string>> = {
  [AuthErrorCode.userNotFound]: AuthMessageKey.invalidSignIn,
  [AuthErrorCode.wrongPassword]: AuthMessageKey.invalidSignIn,
  [AuthErrorCode.invalidCredential]: AuthMessageKey.invalidSignIn,
  [AuthErrorCode.tooManyRequests]: AuthMessageKey.tooManyAttempts,
  [AuthErrorCode.accountExistsWithDifferentCredential]: AuthMessageKey.alreadySigned,
  [AuthErrorCode.userDisabled]: AuthMessageKey.userDisabled,
  [AuthErrorCode.emailAlreadyInUse]: AuthMessageKey.emailAlreadyInUse,
  [AuthErrorCode.expiredActionCode]: AuthMessageKey.actionCodeExpired,
  [AuthErrorCode.invalidActionCode]: AuthMessageKey.actionCodeInvalid,
};

/**
 * The i18n key for an `auth/` code in a flow, or null when spec §8 names no message for it.
 * Current identity SDKs report a wrong password as `auth/invalid-credential` when email
 * enumeration protection is on, so both codes lead to the current-password guide.
 */
export function authErrorMessageKey(code: string, context: SignInContext = 'signIn'): string | null {
  if (
    context === 'changePassword' &&
    (code === AuthErrorCode.wrongPassword || code === AuthErrorCode.invalidCredential)
  ) {
    return AuthMessageKey.currentPasswordWrong;
  }
  if (context === 'forgotPassword' && code === AuthErrorCode.userNotFound) return AuthMessageKey.incorrectEmail;
  if (context === 'linkSocial' && code === AuthErrorCode.credentialAlreadyInUse) {
    return AuthMessageKey.credentialAlreadyInUse;
  }
  return BY_CODE[code] ?? null;
}
