import type { AuthApi, LoginRequest } from '../../src/application/ports/auth-api.port';
import { CallLog, Failures } from './call-log';

/** user-auth-command-service in memory: backend user ids keyed by token owner. */
export class InMemoryAuthApi implements AuthApi {
  readonly logins: LoginRequest[] = [];
  readonly logouts: string[] = [];
  readonly refreshes: { oldToken: string; newToken: string }[] = [];
  readonly customLineRequests: { accessToken: string; lineUserId: string }[] = [];
  readonly failures = new Failures();
  /** The custom token handed out for a LINE user id. */
  readonly customTokensByLineUser = new Map<string, string>();
  userId = 'user-1';

  constructor(private readonly log = new CallLog()) {}

  async login(request: LoginRequest): Promise<{ userId: string }> {
    this.log.record('authApi.login');
    this.failures.throwIfScripted('login');
    this.logins.push(request);
    return { userId: this.userId };
  }

  async logout(token: string): Promise<void> {
    this.log.record('authApi.logout');
    this.failures.throwIfScripted('logout');
    this.logouts.push(token);
  }

  async customLineToken(request: { accessToken: string; lineUserId: string }): Promise<{ token: string }> {
    this.log.record('authApi.customLineToken');
    this.failures.throwIfScripted('customLineToken');
    this.customLineRequests.push(request);
    return { token: this.customTokensByLineUser.get(request.lineUserId) ?? `custom-token:${request.lineUserId}` };
  }

  async refresh(request: { oldToken: string; newToken: string }): Promise<void> {
    this.log.record('authApi.refresh');
    this.failures.throwIfScripted('refresh');
    this.refreshes.push(request);
  }
}
