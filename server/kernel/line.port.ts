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
