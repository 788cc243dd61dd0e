import type { AppError } from '../errors/app-error';
import type { GateAuthView } from '../routing/gate-auth-view';
import type { LineUserProfile } from './line';

/** The signed-in identity (spec §3 `firebaseUser`); the AuthProvider port hands it out as `IdentityUser`. */
export interface AuthUser {
  readonly uid: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  /** Sign-in providers of the account, e.g. 'password', 'google.com', 'oidc.line'. */
  readonly providerIds: readonly string[];
  readonly displayName: string | null;
  readonly photoUrl: string | null;
}

/**
 * Auth state, every field of spec §3 (`isLogginIn` keeps the spec's spelling on purpose), and `sessionEnded`
 * (ours): the session ended without the person signing out (the API refused its token, or the identity
 * provider dropped the user), so the login page says why and leads back to where they were.
 */
export interface AuthState {
  readonly isInitialized: boolean;
  readonly initializeError: AppError | null;
  readonly isWebViewAccessTokenInjected: boolean;
  readonly lineUserProfile: LineUserProfile | null;
  readonly firebaseUser: AuthUser | null;
  readonly currentUserId: string | null;
  readonly needVerifyEmail: boolean;
  readonly needAcceptTermsOfUse: boolean;
  readonly needUpdatePersonalInfo: boolean;
  readonly needSelectInterests: boolean;
  readonly showDownloadApp: boolean;
  readonly isLogginIn: boolean;
  readonly isRegistering: boolean;
  readonly registerError: AppError | null;
  readonly isUserDisabled: boolean;
  readonly generalError: AppError | null;
  readonly sessionEnded: boolean;
}

/** Before initialisation (spec §2 overlay "Initializing app..." shows while this holds). */
export const initialAuthState: AuthState = {
  isInitialized: false,
  initializeError: null,
  isWebViewAccessTokenInjected: false,
  lineUserProfile: null,
  firebaseUser: null,
  currentUserId: null,
  needVerifyEmail: false,
  needAcceptTermsOfUse: false,
  needUpdatePersonalInfo: false,
  needSelectInterests: false,
  showDownloadApp: false,
  isLogginIn: false,
  isRegistering: false,
  registerError: null,
  isUserDisabled: false,
  generalError: null,
  sessionEnded: false,
};

/** What logout resets to (spec §4 Logout: "reset auth to initialised-empty"). */
export const initialisedEmptyAuthState: AuthState = { ...initialAuthState, isInitialized: true };

/** Signed in means the common sign-in of spec §4 completed: a provider user and a backend user id. */
export const isSignedIn = (state: AuthState): boolean => state.firebaseUser !== null && state.currentUserId !== null;

/** The slice the route gate of spec §2 reads. */
export const toGateView = (state: AuthState): GateAuthView => ({
  isInitialized: state.isInitialized,
  isSignedIn: isSignedIn(state),
  isWebViewAccessTokenInjected: state.isWebViewAccessTokenInjected,
  isUserDisabled: state.isUserDisabled,
  needVerifyEmail: state.needVerifyEmail,
  needAcceptTermsOfUse: state.needAcceptTermsOfUse,
  needUpdatePersonalInfo: state.needUpdatePersonalInfo,
  needSelectInterests: state.needSelectInterests,
  showDownloadApp: state.showDownloadApp,
  sessionEnded: state.sessionEnded,
});
