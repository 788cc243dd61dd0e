/** The wire envelope of every product API call (spec §7, architecture "HTTP contract"). */
export interface ApiEnvelope<T = unknown> {
  readonly status?: { readonly err_code?: number | string; readonly err_message?: string };
  readonly data?: T;
  readonly paging?: Paging | null;
  readonly total_count?: number | null;
}

export interface Paging {
  readonly offset: number;
  readonly limit: number;
  /** Paging by key: the next page's cursor, null on the last; absent on lists paged by offset only. */
  readonly next_cursor?: string | null;
}

/** What the request wrapper hands back (spec §7: "returns the response's data, paging and total_count"). */
export interface ApiResponse<T> {
  readonly data: T;
  readonly paging: Paging | null;
  readonly totalCount: number | null;
}

/** 4010104001 and 4010104500 are the two "invalid token" codes a refreshed token can cure (spec §7, §8). */
export const REFRESHABLE_TOKEN_CODES: readonly number[] = [4010104001, 4010104500];

export function envelopeCode(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const status = (body as ApiEnvelope).status;
  if (typeof status !== 'object' || status === null) return null;
  const code = Number(status.err_code);
  return Number.isInteger(code) ? code : null;
}

export function isEnvelope(body: unknown): body is ApiEnvelope {
  return envelopeCode(body) !== null;
}
