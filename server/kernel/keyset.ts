import { PAGING_CURSOR_MAX_LENGTH, PAGING_CURSOR_PATTERN } from '../../src/contract/envelope.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Paged } from './paged';

/**
 * Paging by key: a list ordered by a time column and its id answers, besides spec §7's
 * offset/limit paging and total_count, an opaque `paging.next_cursor`. Sent back as `cursor`, the next page is
 * read with a keyset predicate `(time, id) < (key, id)` (or `>` for an oldest-first list) on an index of the
 * same order, never with OFFSET. The cursor is base64url of JSON `[1, list, key, id, offset, total]`:
 * `list` names the list it belongs to (a cursor of another list is refused), `key` the time column of the
 * last row in microseconds since the epoch (exact: PostgreSQL keeps microseconds, a JS Date does not), `id`
 * the last row's id, `offset` the position of the next page (so `paging.offset` stays meaningful) and `total`
 * the total_count counted on the first page: count(*) runs only on a page read without a cursor.
 */
export interface KeysetPosition {
  /** Microseconds since the epoch, as a decimal string (SORT_KEY). */
  readonly key: string;
  readonly id: string;
}

/** What a repository reads: `after` null is an offset page (OFFSET, with count(*)); otherwise a keyset page. */
export interface KeysetWindow {
  readonly offset: number;
  readonly limit: number;
  readonly after: KeysetPosition | null;
}

/** A window with what the use case needs to answer it (the list's name, the first page's total). */
export interface OpenWindow extends KeysetWindow {
  readonly list: string;
  readonly total: number | null;
}

/** Rows carry their sort key (SORT_KEY) and id; a repository reads `limit + 1` rows to know whether more follow. */
export interface KeysetRow {
  readonly sort_key: string;
}

export interface KeysetRows<R> {
  readonly rows: readonly R[];
  /** count(*) of the list; null on a keyset page (the cursor carries the first page's). */
  readonly total: number | null;
}

/** The select-list column giving `column` as exact microseconds since the epoch. */
export const sortKeyColumn = (column: string): string =>
  `(extract(epoch from ${column}) * 1000000)::bigint::text AS sort_key`;

/** A parameter holding microseconds since the epoch, as a timestamptz (exact, index-comparable). */
export const keyParam = (param: string): string =>
  `('epoch'::timestamptz + ${param}::bigint * interval '1 microsecond')`;

/** The documented wire format (the route schemas refuse anything else before a handler runs; checked here again for other callers). */
const CURSOR_FORMAT = new RegExp(PAGING_CURSOR_PATTERN);
const KEY = /^-?\d{1,19}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function encodeCursor(list: string, position: KeysetPosition, offset: number, total: number): string {
  return Buffer.from(JSON.stringify([1, list, position.key, position.id, offset, total]), 'utf8').toString('base64url');
}

function badCursor(details: Record<string, unknown>, why: string): never {
  const message = `cursor is not valid: ${why}`;
  throw failure(ErrorCode.contentValidationFailed, message, { ...details, message });
}

/**
 * The window a request asks for: by key when `cursor` is given (validated strictly; any defect is 422
 * 4220607000 with `details`, e.g. content_id), else by offset.
 */
export function openWindow(
  list: string,
  offset: number,
  limit: number,
  cursor: string | undefined,
  details: Record<string, unknown> = { content_id: null },
): OpenWindow {
  if (cursor === undefined) return { list, offset, limit, after: null, total: null };
  if (cursor.length === 0 || cursor.length > PAGING_CURSOR_MAX_LENGTH || !CURSOR_FORMAT.test(cursor)) {
    badCursor(details, 'not base64url');
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    badCursor(details, 'not a cursor');
  }
  if (!Array.isArray(decoded) || decoded.length !== 6 || decoded[0] !== 1) badCursor(details, 'not a cursor');
  const [, of, key, id, at, total] = decoded as unknown[];
  if (of !== list) badCursor(details, 'it belongs to another list');
  if (typeof key !== 'string' || !KEY.test(key) || typeof id !== 'string' || !ID.test(id))
    badCursor(details, 'bad position');
  if (!Number.isSafeInteger(at) || (at as number) < 0 || !Number.isSafeInteger(total) || (total as number) < 0) {
    badCursor(details, 'bad offset or total');
  }
  return { list, offset: at as number, limit, after: { key: key as string, id: id as string }, total: total as number };
}

/**
 * The page a window answers: at most `limit` rows (the repository read one more to tell whether another page
 * follows), the total (counted, or carried by the cursor and never below the rows seen) and the next cursor.
 */
export function keysetPage<R extends KeysetRow, W>(
  window: OpenWindow,
  result: KeysetRows<R>,
  idOf: (row: R) => string,
  map: (rows: readonly R[]) => W[] | Promise<W[]>,
): Promise<Paged<W>> {
  const more = result.rows.length > window.limit;
  const rows = result.rows.slice(0, window.limit);
  // A counted page is exact; a cursor page repeats the first page's count, never below the rows seen so far.
  const total = result.total ?? Math.max(window.total ?? 0, window.offset + rows.length + (more ? 1 : 0));
  const last = rows[rows.length - 1];
  const nextCursor =
    more && last
      ? encodeCursor(window.list, { key: last.sort_key, id: idOf(last) }, window.offset + rows.length, total)
      : null;
  return Promise.resolve(map(rows)).then((items) => ({
    items,
    offset: window.offset,
    limit: window.limit,
    total,
    nextCursor,
  }));
}
