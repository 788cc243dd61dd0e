import { Type, type Static, type TSchema } from './schema';

/**
 * The envelope of every JSON answer (architecture page, HTTP contract): success
 * `{ status: { err_code: 0 }, data, paging?, total_count? }`, failure `{ status: { err_code, err_message }, data? }`
 * with the spec §8 codes.
 */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    status: Type.Object({ err_code: Type.Integer({ const: 0 }) }),
    data,
  });

/**
 * A keyset cursor's wire format (server/kernel/keyset.ts writes and reads it): base64url without padding
 * (RFC 4648 §5), so groups of four characters, the last of two or three (a length of 4n+1 is no base64), at
 * most PAGING_CURSOR_MAX_LENGTH characters. The real cursors of every list are far shorter (under 300:
 * a version, the list's name with its id, a microsecond key, a row id, an offset and a count). What it holds is
 * checked by the server; this is what a client or a gateway can check without it.
 */
export const PAGING_CURSOR_PATTERN = '^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$';
export const PAGING_CURSOR_MAX_LENGTH = 512;

export const Paging = Type.Object({
  offset: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  /** Paging by key: send it back as `cursor` for the next page; null on the last page; absent on lists paged by offset only. */
  next_cursor: Type.Optional(
    Type.Union(
      [Type.String({ minLength: 1, maxLength: PAGING_CURSOR_MAX_LENGTH, pattern: PAGING_CURSOR_PATTERN }), Type.Null()],
      {
        description:
          'Paging by key: send it back as `cursor` to read the next page after the last row, without OFFSET; null on the last page.',
      },
    ),
  ),
});
export type PagingWire = Static<typeof Paging>;

export const PagedEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({
    status: Type.Object({ err_code: Type.Integer({ const: 0 }) }),
    data,
    paging: Paging,
    total_count: Type.Integer({ minimum: 0 }),
  });

export const ErrorEnvelope = Type.Object({
  status: Type.Object({ err_code: Type.Integer(), err_message: Type.String() }),
});

/** A paged answer as the SPA's HTTP client hands it to an adapter. */
export interface PagedWire<T> {
  readonly data: T;
  readonly paging: PagingWire;
  readonly total_count: number;
}
