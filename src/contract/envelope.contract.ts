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

export const Paging = Type.Object({
  offset: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  /** Paging by key: send it back as `cursor` for the next page; null on the last page; absent on lists paged by offset only. */
  next_cursor: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description:
        'Paging by key: send it back as `cursor` to read the next page after the last row, without OFFSET; null on the last page.',
    }),
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
