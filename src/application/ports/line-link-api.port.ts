/** Whether a LINE account opens the signed-in account. */
export interface LineLinkState {
  readonly linked: boolean;
  readonly lineUserId: string | null;
  /** False for an account made by LINE sign-in, and when LINE is the account's only way in. */
  readonly canUnlink: boolean;
}

/**
 * The product backend's LINE link calls (private, the user's ID token as bearer). A LINE account already
 * linked elsewhere fails with 4090104010 (spec §8 credential-already-in-use); unlinking the last way in, 4090104011.
 */
export interface LineLinkApi {
  state(): Promise<LineLinkState>;
  /** The LINE access token proves the caller holds LINE account `lineUserId`. */
  link(request: { accessToken: string; lineUserId: string }): Promise<LineLinkState>;
  unlink(): Promise<LineLinkState>;
}
