import type { LineTokenSet, LineUserProfile } from '../../src/domain/auth/line';

export interface LineAccessTokenInfo {
  readonly clientId: string;
  readonly expiresIn: number;
}

/** LINE Login's HTTP API (verify, profile, token) at LINE_API_URL: adapters/line-client.ts. */
export interface LineClient {
  readonly configured: boolean;
  readonly channelId: string | null;
  /** null when LINE says the token is invalid (its 400). */
  verifyAccessToken(accessToken: string): Promise<LineAccessTokenInfo | null>;
  getProfile(accessToken: string): Promise<LineUserProfile | null>;
  exchangeCode(code: string): Promise<LineTokenSet>;
  refresh(refreshToken: string): Promise<LineTokenSet>;
}

/** What LINE said to a push: taken, or refused for good (a malformed or unknown user ID; retrying changes nothing). */
export type LinePushOutcome = 'sent' | 'refused';

/**
 * LINE Messaging API push (adapters/line-client.ts), for notifications; null in the kernel without
 * LINE_MESSAGING_TOKEN. Throws on what may pass (LINE unreachable, 429, 5xx, a token LINE refuses): the job retries.
 */
export interface LineMessaging {
  /**
   * One text message to a LINE user. `retryKey` (a UUID) makes a retried push of the same message count once at
   * LINE (X-Line-Retry-Key: LINE answers 409 to a key it already accepted, taken here as sent).
   */
  push(to: string, text: string, retryKey: string): Promise<LinePushOutcome>;
}
