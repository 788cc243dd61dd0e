import type { AxiosInstance, AxiosResponse } from 'axios';
import { AppError } from '../../domain/errors/app-error';
import { AuthErrorCode, ErrorCode, type ErrorAction } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import { isPassingRefreshFailure, passingFailuresEndSession } from '../../domain/auth/token-expiry';
import { readEventStream, type ServerEvent } from './event-stream';
import { loadAxios } from './load-axios';
import { appendQuery, type QueryValue } from '../../domain/url/url-helpers';
import { memoiseRetryable } from '../firebase/firebase-app';
import { envelopeCode, REFRESHABLE_TOKEN_CODES, type ApiEnvelope, type ApiResponse } from '../wire/api-envelope';

/** The three base paths of spec §7: most calls under /api, bearer calls under /private/api, open reads under /public/api. */
export type ApiScope = 'api' | 'private' | 'public';
const BASE_PATH: Readonly<Record<ApiScope, string>> = { api: '/api', private: '/private/api', public: '/public/api' };

export interface ApiRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly scope: ApiScope;
  /** Below the base path, e.g. 'user-auth-command-service/v1/login'. */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** A non-private call that should still say who is asking when someone is signed in (e.g. contact-us). */
  readonly bearerIfSignedIn?: boolean;
  /** Gives internal errors their action-based message (spec §8). */
  readonly action?: ErrorAction;
}

export interface HttpClientOptions {
  /** Origin prefix; '' for the SPA's own origin. */
  readonly baseUrl: string;
  /** 0 means no timeout (spec §7, §9). */
  readonly timeoutMs: number;
  /** The identity provider's ID token; `true` forces a refresh. Null when signed out. */
  readonly getToken: (forceRefresh: boolean) => Promise<string | null>;
  /** Called when the session cannot be recovered (spec §7 "otherwise it logs out"). */
  readonly onSessionExpired: () => void | Promise<void>;
  /**
   * Called instead when the account itself was disabled (a moderator): the server's 401 4010104500
   * 'user disabled', or a token refresh refused with auth/user-disabled. Spec §2 rule 1 then takes over.
   * Without it, the session simply expires.
   */
  readonly onUserDisabled?: () => void | Promise<void>;
  /** Whether the browser says it is online (navigator.onLine by default): offline refresh failures never end a session. */
  readonly isOnline?: () => boolean;
  /** Wall-clock milliseconds (Date.now by default). */
  readonly now?: () => number;
}

const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The server's answer for a disabled account (server/http/authenticate.ts, spec §4 flags). */
const isUserDisabledAnswer = (body: unknown): boolean =>
  envelopeCode(body) === ErrorCode.invalidTokenRevoked &&
  (body as ApiEnvelope<unknown>).status?.err_message === 'user disabled';

/**
 * The request wrapper of spec §7. Only private calls carry the session, so only they take part in
 * the 401 handling: a refreshable code is retried once with a force-refreshed token (concurrent
 * 401s share one refresh); any other 401, or a retry that fails with 401 again, ends the session.
 * Every failure leaves as an AppError (normalizeError; network errors and timeouts become 9999).
 */
export class HttpClient {
  private readonly http: () => Promise<AxiosInstance>;
  private refreshing: Promise<string | null> | null = null;
  private lastRefresh: { readonly rejected: string | null; readonly fresh: string | null } | null = null;
  private expiring = false;
  /** Forced refreshes in a row that failed for a passing reason while online, and when the first did (refreshFailed). */
  private passingRefreshFailures: { readonly count: number; readonly firstAt: number } | null = null;

  constructor(private readonly options: HttpClientOptions) {
    // axios comes with the first request (/login sends none, so it does not download it).
    this.http = memoiseRetryable(() =>
      loadAxios().then((axios) =>
        axios.create({
          baseURL: options.baseUrl,
          timeout: options.timeoutMs,
          withCredentials: true,
          // Status handling is ours: the envelope decides, not axios.
          validateStatus: () => true,
          headers: { Accept: 'application/json' },
        }),
      ),
    );
  }

  async request<T>(request: ApiRequest): Promise<ApiResponse<T>> {
    const bearer = request.scope === 'private' || request.bearerIfSignedIn;
    const token = bearer ? await this.token(() => this.options.getToken(false), request) : null;
    const first = await this.send(request, token);
    if (first.status !== 401 || request.scope !== 'private') return this.unwrap<T>(first, request);
    if (isUserDisabledAnswer(first.data)) {
      this.expireSession(true);
      return this.unwrap<T>(first, request);
    }

    if (!REFRESHABLE_TOKEN_CODES.includes(envelopeCode(first.data) ?? -1)) {
      this.expireSession();
      return this.unwrap<T>(first, request);
    }
    const fresh = await this.token(() => this.refreshedToken(token), request, true);
    const retry = await this.send(request, fresh);
    if (retry.status === 401) this.expireSession(isUserDisabledAnswer(retry.data));
    return this.unwrap<T>(retry, request);
  }

  get<T>(
    scope: ApiScope,
    path: string,
    query?: ApiRequest['query'],
    extra?: Partial<ApiRequest>,
  ): Promise<ApiResponse<T>> {
    return this.request<T>({ ...extra, method: 'GET', scope, path, query });
  }

  post<T>(scope: ApiScope, path: string, body?: unknown, extra?: Partial<ApiRequest>): Promise<ApiResponse<T>> {
    return this.request<T>({ ...extra, method: 'POST', scope, path, body });
  }

  patch<T>(scope: ApiScope, path: string, body?: unknown, extra?: Partial<ApiRequest>): Promise<ApiResponse<T>> {
    return this.request<T>({ ...extra, method: 'PATCH', scope, path, body });
  }

  /**
   * Reads a text/event-stream (GET; private: with the bearer token, refreshed once on a refreshable 401 as for any
   * call) and hands each event to `onEvent` until the stream ends (resolves) or `signal` aborts. A refusal leaves
   * as an AppError like every call's, without ending the session: a background stream is never the one to sign
   * anybody out. fetch rather than axios, which cannot stream in a browser.
   */
  async events(
    scope: ApiScope,
    path: string,
    onEvent: (event: ServerEvent) => void,
    signal: AbortSignal,
  ): Promise<void> {
    const request: ApiRequest = { method: 'GET', scope, path };
    const url = `${this.options.baseUrl}${BASE_PATH[scope]}/${path.replace(/^\/+/, '')}`;
    const open = async (token: string | null) => {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (token) headers.Authorization = `Bearer ${token}`;
      try {
        return await fetch(url, { headers, credentials: 'include', signal });
      } catch (error) {
        throw normalizeError(error);
      }
    };
    const refusal = async (response: Response) => {
      const body: unknown = await response.json().catch(() => null);
      return { body, error: withStatus(normalizeError(body), response.status) };
    };
    const token = scope === 'private' ? await this.token(() => this.options.getToken(false), request) : null;
    let response = await open(token);
    if (response.status === 401 && scope === 'private') {
      const { body, error } = await refusal(response);
      if (!REFRESHABLE_TOKEN_CODES.includes(envelopeCode(body) ?? -1)) throw error;
      response = await open(await this.token(() => this.refreshedToken(token), request, true));
    }
    if (!response.ok || !response.body) throw (await refusal(response)).error;
    await readEventStream(response.body, onEvent, signal);
  }

  /** One forced refresh for every 401 that was rejected with the same token, in flight or just finished. */
  private refreshedToken(rejected: string | null): Promise<string | null> {
    if (this.refreshing) return this.refreshing;
    if (this.lastRefresh && this.lastRefresh.rejected === rejected) return Promise.resolve(this.lastRefresh.fresh);
    const refreshing = this.options.getToken(true).then(
      (fresh) => {
        this.lastRefresh = { rejected, fresh };
        this.passingRefreshFailures = null;
        return fresh;
      },
      (error: unknown) => {
        this.refreshFailed(error);
        throw error;
      },
    );
    this.refreshing = refreshing;
    const clear = () => {
      if (this.refreshing === refreshing) this.refreshing = null;
    };
    refreshing.then(clear, clear);
    return refreshing;
  }

  /**
   * Token failures are errors like any other; a forced refresh refused means the session is gone, but one that
   * could not reach the identity service (offline, busy) only fails this call: a network blip signs nobody out.
   */
  private async token(
    get: () => Promise<string | null>,
    request: ApiRequest,
    isRefresh = false,
  ): Promise<string | null> {
    try {
      return await get();
    } catch (error) {
      const normalized = normalizeError(error, { action: request.action });
      if (normalized.code === AuthErrorCode.userDisabled) this.expireSession(true);
      else if (isRefresh && !isPassingRefreshFailure(normalized.code)) this.expireSession();
      throw normalized;
    }
  }

  /**
   * A forced refresh that failed for a passing reason (counted once per refresh, however many calls waited on it):
   * enough of them in a row, for long enough, while online end the session after all (passingFailuresEndSession).
   */
  private refreshFailed(error: unknown): void {
    if (!isPassingRefreshFailure(normalizeError(error).code) || !(this.options.isOnline ?? browserOnline)()) return;
    const now = (this.options.now ?? Date.now)();
    const failures = this.passingRefreshFailures;
    this.passingRefreshFailures = { count: (failures?.count ?? 0) + 1, firstAt: failures?.firstAt ?? now };
    if (!passingFailuresEndSession(this.passingRefreshFailures.count, this.passingRefreshFailures.firstAt, now)) return;
    this.passingRefreshFailures = null;
    this.expireSession();
  }

  private expireSession(userDisabled = false): void {
    if (this.expiring) return;
    this.expiring = true;
    const end =
      userDisabled && this.options.onUserDisabled ? this.options.onUserDisabled : this.options.onSessionExpired;
    Promise.resolve()
      .then(() => end())
      .catch(() => undefined) // logout reports its own failures; a rejected request must not hide them here
      .finally(() => {
        this.expiring = false;
      });
  }

  private async send(request: ApiRequest, token: string | null): Promise<AxiosResponse<unknown>> {
    const headers: Record<string, string> = { ...request.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const path = request.path.replace(/^\/+/, '');
    const url = appendQuery(`${BASE_PATH[request.scope]}/${path}`, request.query ?? {});
    try {
      return await (await this.http()).request({ method: request.method, url, data: request.body, headers });
    } catch (error) {
      throw normalizeError(error, { action: request.action });
    }
  }

  private unwrap<T>(response: AxiosResponse<unknown>, request: ApiRequest): ApiResponse<T> {
    const body = response.data as ApiEnvelope<T> | undefined;
    const code = envelopeCode(body);
    if (response.status >= 200 && response.status < 300 && (code === null || code === 0)) {
      return { data: body?.data as T, paging: body?.paging ?? null, totalCount: body?.total_count ?? null };
    }
    throw withStatus(normalizeError(body, { action: request.action }), response.status);
  }
}

/** Keeps the HTTP status on the error (e.g. LINE's "a 400 means refresh" rule, spec §4). */
export function withStatus(error: AppError, status: number): AppError {
  return new AppError({
    code: error.code,
    messageKey: error.messageKey,
    message: error.message,
    fieldErrors: error.fieldErrors,
    action: error.action,
    details: { ...error.details, status },
  });
}
