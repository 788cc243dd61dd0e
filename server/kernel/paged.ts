/** A page of a list as a use case answers it; the route table turns it into `data`, `paging` and `total_count`. */
export interface Paged<T> {
  readonly items: readonly T[];
  readonly offset: number;
  readonly limit: number;
  readonly total: number;
  /** With `pagedObject`: the envelope's `data` (e.g. `{ author, items }`); paging still counts `items`. */
  readonly data?: unknown;
  /** Paging by key (kernel/keyset.ts): the cursor of the next page, null on the last; absent on lists paged by offset only. */
  readonly nextCursor?: string | null;
}
