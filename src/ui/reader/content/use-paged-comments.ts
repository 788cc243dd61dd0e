import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReaderPage } from '../../../application/ports/public-content-api.port';
import type { CommentView } from '../../../domain/content/content';
import { normalizeError } from '../../../domain/errors/normalize-error';

/** `cursor`: the previous page's nextCursor (paging by key), when the server gave one. */
type Loader = (offset: number, cursor?: string) => Promise<ReaderPage<CommentView>>;

export interface PagedComments {
  readonly items: readonly CommentView[];
  readonly total: number;
  readonly loading: boolean;
  readonly hasMore: boolean;
  /** Message key of the last failure, or null. */
  readonly error: string | null;
  more(): void;
  /** A comment the reader just wrote: shown at once, at the end (lists are oldest first). */
  add(comment: CommentView): void;
  /** A comment changed in place (edited, or now a "deleted" placeholder). */
  replace(comment: CommentView): void;
  /** A comment that left the list (deleted without replies). */
  remove(commentId: string): void;
}

const merge = (current: readonly CommentView[], next: readonly CommentView[]) => {
  const seen = new Set(current.map((c) => c.commentId));
  return [...current, ...next.filter((c) => !seen.has(c.commentId))];
};

/** A paged list of comments or replies, loaded when `load` is given (replies: when opened), then page by page. */
export function usePagedComments(load: Loader | null): PagedComments {
  const loader = useRef(load);
  loader.current = load;
  const enabled = load !== null;
  const [items, setItems] = useState<readonly CommentView[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const fetched = useRef(0);
  /** The next page's cursor: a string to read by key, null after the last page, undefined when paged by offset only. */
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const nextRef = useRef<string | null | undefined>(undefined);

  const fetchPage = useCallback((offset: number, cursor?: string) => {
    const current = loader.current;
    if (!current) return;
    setLoading(true);
    setError(null);
    current(offset, cursor).then(
      (page) => {
        fetched.current = offset + page.items.length;
        nextRef.current = page.nextCursor;
        setNext(page.nextCursor);
        setItems((list) => (offset === 0 ? merge([], page.items) : merge(list, page.items)));
        setTotal(page.totalCount);
        setLoading(false);
      },
      (failure: unknown) => {
        setError(normalizeError(failure).messageKey);
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    if (!enabled || started) return;
    setStarted(true);
    fetchPage(0);
  }, [enabled, started, fetchPage]);

  return {
    items,
    total,
    loading,
    hasMore: next === undefined ? fetched.current < total : next !== null,
    error,
    // "Show more" reads after the last comment shown when the server gave a cursor: none repeated or skipped
    // when others are added or removed meanwhile; else by offset.
    more: () => fetchPage(fetched.current, nextRef.current ?? undefined),
    add: (comment) => {
      setItems((list) => merge(list, [comment]));
      setTotal((n) => n + 1);
      fetched.current += 1;
    },
    replace: (comment) => setItems((list) => list.map((c) => (c.commentId === comment.commentId ? comment : c))),
    remove: (commentId) => {
      setItems((list) => list.filter((c) => c.commentId !== commentId));
      setTotal((n) => Math.max(0, n - 1));
      fetched.current = Math.max(0, fetched.current - 1);
    },
  };
}
