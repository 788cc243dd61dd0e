import type { LineTokenSet, LineUserProfile } from '../../domain/auth/line';

/**
 * LINE Login: the product's own web-server calls (POST /api/auth/line/token and /refresh) and LINE's
 * endpoints (verify and profile). Failures are thrown as AppError; an HTTP 400 keeps `details.status = 400`.
 */
export interface LineAuth {
  /** The LINE authorize URL for a state (response type code; scopes profile, openid, email). Null when LINE is not configured. */
  authorizeUrl(state: string): string | null;
  /** True when a LINE channel is configured, so a LINE button has somewhere to go. */
  isConfigured(): boolean;
  exchangeCode(code: string): Promise<LineTokenSet>;
  refresh(refreshToken: string): Promise<LineTokenSet>;
  verifyAccessToken(accessToken: string): Promise<void>;
  verifyIdToken(idToken: string): Promise<void>;
  getProfile(accessToken: string): Promise<LineUserProfile>;
}
