import type { LineLinkApi, LineLinkState } from '../../src/application/ports/line-link-api.port';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode, errorCatalogue } from '../../src/domain/errors/error-codes';
import { CallLog, Failures } from './call-log';

const backendError = (code: number): AppError => new AppError({ code, messageKey: errorCatalogue[code].messageKey });

/**
 * The backend's LINE link calls for the signed-in account, with the server's rules: a LINE user id in `taken`
 * belongs to another account (4090104010); unlink refuses when `otherMethods` is 0 (4090104011).
 */
export class InMemoryLineLinkApi implements LineLinkApi {
  readonly failures = new Failures();
  readonly taken = new Set<string>();
  lineUserId: string | null = null;
  /** How many identity-provider sign-in methods the account has besides LINE. */
  otherMethods = 1;
  readonly linkRequests: { accessToken: string; lineUserId: string }[] = [];

  constructor(private readonly log = new CallLog()) {}

  private current(): LineLinkState {
    return {
      linked: this.lineUserId !== null,
      lineUserId: this.lineUserId,
      canUnlink: this.lineUserId !== null && this.otherMethods > 0,
    };
  }

  async state(): Promise<LineLinkState> {
    this.log.record('lineLinkApi.state');
    this.failures.throwIfScripted('state');
    return this.current();
  }

  async link(request: { accessToken: string; lineUserId: string }): Promise<LineLinkState> {
    this.log.record('lineLinkApi.link');
    this.failures.throwIfScripted('link');
    this.linkRequests.push(request);
    if (this.taken.has(request.lineUserId)) throw backendError(ErrorCode.lineAlreadyLinked);
    this.lineUserId = request.lineUserId;
    return this.current();
  }

  async unlink(): Promise<LineLinkState> {
    this.log.record('lineLinkApi.unlink');
    this.failures.throwIfScripted('unlink');
    if (this.lineUserId !== null && this.otherMethods === 0) throw backendError(ErrorCode.lastSignInMethod);
    this.lineUserId = null;
    return this.current();
  }
}
