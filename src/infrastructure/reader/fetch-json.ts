import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import { fillPath } from '../../contract/wallet.paths';
import { envelopeCode, type ApiEnvelope, type ApiResponse } from '../wire/api-envelope';

/** A wallet path for this wrapper (which adds /public/api or /private/api and the slash). */
export const walletPath = (template: string, params: Record<string, string>): string =>
  fillPath(template, params).replace(/^\//, '');

export type FetchScope = 'public' | 'private';
const BASE_PATH: Readonly<Record<FetchScope, string>> = { public: '/public/api', private: '/private/api' };

export interface FetchJsonOptions {
  /** '' for the same origin. */
  readonly baseUrl: string;
  /** 0 means no timeout (spec §7, §9). */
  readonly timeoutMs: number;
  readonly fetch?: typeof globalThis.fetch;
}

export interface FetchJsonRequest {
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly token?: string | null;
}

/**
 * The reader's request wrapper over `fetch` (no axios: the reader's whole JavaScript must stay under
 * 100 KB gzip). It speaks the envelope of spec §7 and turns every failure into an AppError
 * through the one normalizeError of spec §8.
 */
export class FetchJson {
  constructor(private readonly options: FetchJsonOptions) {}

  async call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    scope: FetchScope,
    path: string,
    request: FetchJsonRequest = {},
  ): Promise<ApiResponse<T>> {
    const url = `${this.options.baseUrl}${BASE_PATH[scope]}/${path}${queryString(request.query)}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    const controller = new AbortController();
    const timer = this.options.timeoutMs > 0 ? setTimeout(() => controller.abort(), this.options.timeoutMs) : null;
    let body: unknown;
    try {
      const send = this.options.fetch ?? globalThis.fetch.bind(globalThis);
      const response = await send(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
      body = await response.json().catch(() => null);
      if (!response.ok && envelopeCode(body) === null) throw httpFailure(response.status);
    } catch (error) {
      throw error instanceof AppError ? error : normalizeError(error);
    } finally {
      if (timer) clearTimeout(timer);
    }
    if (envelopeCode(body) !== 0) throw normalizeError(body);
    const envelope = body as ApiEnvelope<T>;
    return { data: envelope.data as T, paging: envelope.paging ?? null, totalCount: envelope.total_count ?? null };
  }
}

function queryString(query: FetchJsonRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function httpFailure(status: number): AppError {
  return new AppError({ code: ErrorCode.unknown, messageKey: 'errors.default', message: `HTTP ${status}` });
}
