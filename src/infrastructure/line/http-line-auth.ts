import type { AxiosInstance, AxiosResponse } from 'axios';
import type { LineAuth } from '../../application/ports/line-auth.port';
import type { LineCodeBodyWire, LineRefreshBodyWire, LineTokenSetWire } from '../../contract/auth.contract';
import type { LineTokenSet, LineUserProfile } from '../../domain/auth/line';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { WebErrorKey } from '../../domain/errors/web-error-keys';
import { appendQuery } from '../../domain/url/url-helpers';
import type { LineConfig } from '../config/app-config';
import { memoiseRetryable } from '../firebase/firebase-app';
import { withStatus, type HttpClient } from '../http/http-client';
import { loadAxios } from '../http/load-axios';

/** Spec §4 LINE login: response type code, scopes profile, openid and email. */
export const LINE_SCOPE = 'profile openid email';

/**
 * LINE Login (spec §4, §7): the code exchange and refresh through our own server (the channel secret
 * stays there), LINE's verify and profile endpoints directly. A token LINE refuses comes back as an
 * AppError with `details.status = 400`, the signal spec §4 uses to refresh and then log out.
 */
export class HttpLineAuth implements LineAuth {
  private readonly line: () => Promise<AxiosInstance>;

  constructor(
    private readonly config: LineConfig,
    private readonly api: HttpClient,
    /** The SPA's origin, e.g. 'http://localhost:8080' (window.location.origin in the browser). */
    private readonly origin: () => string,
  ) {
    this.line = memoiseRetryable(() =>
      loadAxios().then((axios) =>
        axios.create({ baseURL: config.apiUrl, validateStatus: () => true, timeout: 10_000 }),
      ),
    );
  }

  isConfigured(): boolean {
    return this.config.clientId !== null;
  }

  authorizeUrl(state: string): string | null {
    if (!this.config.clientId) return null;
    return appendQuery(this.config.authorizeUrl, {
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: `${this.origin()}${this.config.redirectPath}`,
      state,
      scope: LINE_SCOPE,
    });
  }

  exchangeCode(code: string): Promise<LineTokenSet> {
    const body: LineCodeBodyWire = { code };
    return this.ownServer('auth/line/token', body);
  }

  refresh(refreshToken: string): Promise<LineTokenSet> {
    const body: LineRefreshBodyWire = { refresh_token: refreshToken };
    return this.ownServer('auth/line/token/refresh', body);
  }

  /** LINE's POST oauth2/v2.1/verify with id_token and client_id (form encoded). */
  async verifyIdToken(idToken: string): Promise<void> {
    const form = new URLSearchParams({ id_token: idToken, client_id: this.requireClientId() });
    await this.call(async () =>
      (await this.line()).post('/oauth2/v2.1/verify', form, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
  }

  /** LINE's GET oauth2/v2.1/verify: the token must be live and issued to our channel (4000104006 otherwise). */
  async verifyAccessToken(accessToken: string): Promise<void> {
    const info = await this.call<{ client_id?: string; expires_in?: number }>(async () =>
      (await this.line()).get('/oauth2/v2.1/verify', { params: { access_token: accessToken } }),
    );
    if (this.config.clientId && info.client_id !== this.config.clientId) {
      throw new AppError({ code: ErrorCode.lineClientIdMismatch, messageKey: 'errors.lineClientIdMismatch' });
    }
    if (typeof info.expires_in === 'number' && info.expires_in <= 0) throw lineError(400, 'LINE access token expired');
  }

  async getProfile(accessToken: string): Promise<LineUserProfile> {
    const profile = await this.call<{ userId: string; displayName: string; pictureUrl?: string }>(async () =>
      (await this.line()).get('/v2/profile', { headers: { Authorization: `Bearer ${accessToken}` } }),
    );
    return {
      userId: profile.userId,
      displayName: profile.displayName,
      ...(profile.pictureUrl ? { pictureUrl: profile.pictureUrl } : {}),
    };
  }

  /**
   * Our server answers LINE refusing a code or refresh token with 422 4220104000 (see its OpenAPI
   * document); to the application that is LINE's 400, so it is reported as one.
   */
  private async ownServer(path: string, body: LineCodeBodyWire | LineRefreshBodyWire): Promise<LineTokenSet> {
    try {
      return (await this.api.post<LineTokenSetWire>('api', path, body)).data;
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.validationAuth) throw withStatus(error, 400);
      throw error;
    }
  }

  private async call<T>(send: () => Promise<AxiosResponse<unknown>>): Promise<T> {
    let response: AxiosResponse<unknown>;
    try {
      response = await send();
    } catch (error) {
      throw new AppError({
        code: ErrorCode.unknown,
        messageKey: WebErrorKey.lineLogin,
        message: (error as Error).message,
      });
    }
    if (response.status < 200 || response.status >= 300) {
      const body = response.data as { error_description?: string; message?: string } | undefined;
      throw lineError(
        response.status,
        body?.error_description ?? body?.message ?? `LINE answered HTTP ${response.status}`,
      );
    }
    return response.data as T;
  }

  private requireClientId(): string {
    if (!this.config.clientId) throw lineError(0, 'LINE login is not configured (VITE_LINE_CLIENT_ID)');
    return this.config.clientId;
  }
}

function lineError(status: number, message: string): AppError {
  return new AppError({ code: ErrorCode.unknown, messageKey: WebErrorKey.lineLogin, message, details: { status } });
}
