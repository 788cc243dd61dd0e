import type { LineAuth } from '../../src/application/ports/line-auth.port';
import type { LineTokenSet, LineUserProfile } from '../../src/domain/auth/line';
import { AppError } from '../../src/domain/errors/app-error';
import { CallLog, Failures } from './call-log';

/** An HTTP 400 from LINE or the product's LINE routes, as the port contract describes it. */
export const lineHttp400 = (): AppError =>
  new AppError({ code: 9999, messageKey: 'errors.lineLogin', details: { status: 400 } });

export const aLineTokenSet = (overrides: Partial<LineTokenSet> = {}): LineTokenSet => ({
  access_token: 'line-access-1',
  refresh_token: 'line-refresh-1',
  expires_in: 2592000,
  id_token: 'line-id-token-1',
  scope: 'profile openid email',
  ...overrides,
});

export class InMemoryLineAuth implements LineAuth {
  readonly failures = new Failures();
  /** Null models "LINE is not configured". */
  authorizeBase: string | null = 'https://access.line.me/oauth2/v2.1/authorize?client_id=123';
  profile: LineUserProfile = { userId: 'U-line-1', displayName: 'Line User', pictureUrl: 'https://profile.line/u1' };
  readonly codes = new Map<string, LineTokenSet>();
  refreshed: LineTokenSet = aLineTokenSet({ access_token: 'line-access-2', refresh_token: 'line-refresh-2' });
  readonly verifiedAccessTokens: string[] = [];

  constructor(private readonly log = new CallLog()) {}

  isConfigured(): boolean {
    return this.authorizeBase !== null;
  }

  authorizeUrl(state: string): string | null {
    this.log.record('lineAuth.authorizeUrl');
    return this.authorizeBase === null
      ? null
      : `${this.authorizeBase}&response_type=code&scope=profile%20openid%20email&state=${encodeURIComponent(state)}`;
  }

  async exchangeCode(code: string): Promise<LineTokenSet> {
    this.log.record('lineAuth.exchangeCode');
    this.failures.throwIfScripted('exchangeCode');
    const tokens = this.codes.get(code);
    if (!tokens) throw lineHttp400();
    return tokens;
  }

  async refresh(_refreshToken: string): Promise<LineTokenSet> {
    this.log.record('lineAuth.refresh');
    this.failures.throwIfScripted('refresh');
    return this.refreshed;
  }

  async verifyAccessToken(accessToken: string): Promise<void> {
    this.log.record('lineAuth.verifyAccessToken');
    this.failures.throwIfScripted('verifyAccessToken');
    this.verifiedAccessTokens.push(accessToken);
  }

  async verifyIdToken(_idToken: string): Promise<void> {
    this.log.record('lineAuth.verifyIdToken');
    this.failures.throwIfScripted('verifyIdToken');
  }

  async getProfile(_accessToken: string): Promise<LineUserProfile> {
    this.log.record('lineAuth.getProfile');
    this.failures.throwIfScripted('getProfile');
    return this.profile;
  }
}
