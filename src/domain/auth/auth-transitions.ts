import type { AppError } from '../errors/app-error';
import type { LineUserProfile } from './line';
import type { SignInFlags } from './auth-sign-in-rules';
import { initialisedEmptyAuthState, type AuthState, type AuthUser } from './auth-state';

/** What a completed common sign-in (spec §4 steps 1-6) hands to step 8. */
export interface SignedInSession extends SignInFlags {
  readonly firebaseUser: AuthUser;
  readonly currentUserId: string;
}

/** Every transition of spec §4 (Auth initialisation, Common sign-in step 8, Other sign-in paths, Flags, Logout). */
export type AuthAction =
  | { readonly type: 'AUTH_INITIALIZE'; readonly session: SignedInSession | null }
  | { readonly type: 'AUTH_INITIALIZE_FAILURE'; readonly error: AppError }
  | { readonly type: 'WEB_VIEW_TOKEN_INJECTED' }
  | { readonly type: 'LINE_PROFILE_LOADED'; readonly profile: LineUserProfile }
  | { readonly type: 'LOGIN_START' }
  | { readonly type: 'LOGIN_SUCCESS'; readonly session: SignedInSession }
  | { readonly type: 'LOGIN_FAILURE' }
  | { readonly type: 'REGISTER_START' }
  | { readonly type: 'REGISTER_SUCCESS' }
  | { readonly type: 'REGISTER_FAILURE'; readonly error: AppError | null }
  | { readonly type: 'REGISTER_ERROR_CLEAR' }
  | { readonly type: 'REGISTER_SIGN_IN_DEFERRED'; readonly firebaseUser: AuthUser }
  | { readonly type: 'USER_DISABLED' }
  | { readonly type: 'GENERAL_ERROR_SET'; readonly error: AppError }
  | { readonly type: 'GENERAL_ERROR_CLEAR' }
  | { readonly type: 'VERIFY_EMAIL_DONE'; readonly firebaseUser?: AuthUser }
  | { readonly type: 'TERMS_ACCEPTED' }
  | { readonly type: 'PERSONAL_INFO_DONE' }
  | { readonly type: 'INTERESTS_DONE' }
  | { readonly type: 'DOWNLOAD_APP_DONE' }
  | { readonly type: 'LOGOUT' }
  | { readonly type: 'SESSION_ENDED' };

const withSession = (state: AuthState, session: SignedInSession | null): AuthState => ({
  ...state,
  // A new session answers why the last one ended; staying signed out keeps the reason for the login page.
  sessionEnded: session === null && state.sessionEnded,
  firebaseUser: session?.firebaseUser ?? null,
  currentUserId: session?.currentUserId ?? null,
  needVerifyEmail: session?.needVerifyEmail ?? false,
  needAcceptTermsOfUse: session?.needAcceptTermsOfUse ?? false,
  needUpdatePersonalInfo: session?.needUpdatePersonalInfo ?? false,
});

/** Pure reducer: the one place auth state changes. */
export const authReducer = (state: AuthState, action: AuthAction): AuthState => {
  switch (action.type) {
    case 'AUTH_INITIALIZE':
      return { ...withSession(state, action.session), isInitialized: true, initializeError: null };
    case 'AUTH_INITIALIZE_FAILURE':
      // Not initialised: the shell shows "Service unavailable" (spec §2 Overlays) instead of routing.
      return { ...state, isInitialized: false, initializeError: action.error };
    case 'WEB_VIEW_TOKEN_INJECTED':
      // Spec §4 Auth initialisation: initialised, user loading skipped.
      return { ...state, isWebViewAccessTokenInjected: true, isInitialized: true, initializeError: null };
    case 'LINE_PROFILE_LOADED':
      return { ...state, lineUserProfile: action.profile };
    case 'LOGIN_START':
      return { ...state, isLogginIn: true };
    case 'LOGIN_SUCCESS':
      return { ...withSession(state, action.session), isInitialized: true, isLogginIn: false };
    case 'LOGIN_FAILURE':
      return { ...state, isLogginIn: false };
    case 'REGISTER_START':
      return { ...state, isRegistering: true, registerError: null };
    case 'REGISTER_SUCCESS':
      return { ...state, isRegistering: false, registerError: null };
    case 'REGISTER_FAILURE':
      return { ...state, isRegistering: false, registerError: action.error };
    case 'REGISTER_ERROR_CLEAR':
      return { ...state, registerError: null };
    case 'REGISTER_SIGN_IN_DEFERRED':
      // The account exists (unverified) but a rate limit stopped the sign-in: verify-email next.
      return {
        ...state,
        isRegistering: false,
        registerError: null,
        isInitialized: true,
        firebaseUser: action.firebaseUser,
        currentUserId: null,
        needVerifyEmail: true,
      };
    case 'USER_DISABLED':
      return { ...state, isUserDisabled: true };
    case 'GENERAL_ERROR_SET':
      return { ...state, generalError: action.error };
    case 'GENERAL_ERROR_CLEAR':
      return { ...state, generalError: null };
    case 'VERIFY_EMAIL_DONE':
      // Spec §4 Flags: verification done hands over to the terms step.
      return {
        ...state,
        firebaseUser: action.firebaseUser ?? state.firebaseUser,
        needVerifyEmail: false,
        needAcceptTermsOfUse: true,
      };
    case 'TERMS_ACCEPTED':
      return { ...state, needAcceptTermsOfUse: false };
    // Spec §4 Flags. needSelectInterests is ours: the spec names the field but no transition; onboarding
    // goes personal info → interests → download-app, so personal info done opens the interests step.
    case 'PERSONAL_INFO_DONE':
      return { ...state, needUpdatePersonalInfo: false, needSelectInterests: true, showDownloadApp: true };
    case 'INTERESTS_DONE':
      return { ...state, needSelectInterests: false, showDownloadApp: true };
    case 'DOWNLOAD_APP_DONE':
      return { ...state, showDownloadApp: false };
    case 'LOGOUT':
      return initialisedEmptyAuthState;
    case 'SESSION_ENDED':
      // Ours: like a logout, but the person did not ask for it, so the login page says why (auth-state.ts).
      return { ...initialisedEmptyAuthState, sessionEnded: true };
  }
};
