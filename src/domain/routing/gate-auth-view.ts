/**
 * The part of the auth state (spec §3) the route gate of spec §2 reads. The auth-state owner maps
 * its full state onto this view; the gate never sees tokens or profiles.
 */
export interface GateAuthView {
  readonly isInitialized: boolean;
  /** An identity-provider user exists and the common sign-in (spec §4) has completed. */
  readonly isSignedIn: boolean;
  readonly isWebViewAccessTokenInjected: boolean;
  readonly isUserDisabled: boolean;
  readonly needVerifyEmail: boolean;
  readonly needAcceptTermsOfUse: boolean;
  readonly needUpdatePersonalInfo: boolean;
  /** Onboarding's interests step is still ahead (set when personal info is done, this session only). */
  readonly needSelectInterests: boolean;
  readonly showDownloadApp: boolean;
  /** The session ended without a sign-out (auth state `sessionEnded`): the login page is told why. */
  readonly sessionEnded: boolean;
}
