import { useCallback, useEffect, useRef, useState } from 'react';
import { hasMoreContents } from '../../application/reader/creator-profile.service';
import type { ContentListItem } from '../../domain/content/content';
import type { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';

export type ResourceState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly error: AppError };

/**
 * A reader page's one resource (a content, a place, a campaign): drawn at once from the server-embedded data,
 * else fetched; 4040607004 is "not found", anything else an error with retry. `isFor` tells whether a shown
 * value belongs to `key` (a client-side change of URL fetches again); `load` is told which attempt it is (0
 * first, then one more per retry).
 */
export function useReaderResource<T>(
  key: string,
  embedded: () => T | null,
  load: (attempt: number) => Promise<T>,
  isFor: (value: T) => boolean,
) {
  const [state, setState] = useState<ResourceState<T>>(() => {
    const value = embedded();
    return value ? { status: 'ready', value } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status === 'ready' && isFor(state.value)) return;
    let live = true;
    load(attempt).then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => {
        if (!live) return;
        const appError = normalizeError(error);
        setState(
          appError.code === ErrorCode.contentNotFound ? { status: 'notFound' } : { status: 'error', error: appError },
        );
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per key and per retry only
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

export interface PagedContents {
  readonly items: readonly ContentListItem[];
  readonly totalCount: number;
  readonly status: 'loading' | 'idle' | 'failed';
}

/** One page of a paged list: `nextCursor` when the server pages by key (null on the last page). */
interface ContentsPage {
  readonly items: readonly ContentListItem[];
  readonly totalCount: number;
  readonly nextCursor?: string | null;
}

/**
 * Published contents read after the page draws, a page at a time ("show more"); a content shown twice is kept
 * once. When the server gives a next cursor the following page is read by key and the list ends
 * where the cursor does; otherwise by offset, up to the total count.
 */
export function usePagedContents(key: string, loadPage: (offset: number, cursor?: string) => Promise<ContentsPage>) {
  const [state, setState] = useState<PagedContents>({ items: [], totalCount: 0, status: 'loading' });
  /** undefined: offset paging; null: the server said there is no next page; a string: read the next page after it. */
  const [next, setNext] = useState<string | null | undefined>(undefined);
  /** The list shown now: an answer for another key (the address changed meanwhile) is dropped. */
  const shown = useRef(key);
  /** The caller's loader of this render: a new function each render, which must not start a new list. */
  const latestLoadPage = useRef(loadPage);
  latestLoadPage.current = loadPage;

  const load = useCallback(
    (offset: number, cursor?: string) => {
      setState((current) => ({ ...current, status: 'loading' }));
      return latestLoadPage.current(offset, cursor).then(
        (page) => {
          if (shown.current !== key) return;
          setNext(page.nextCursor);
          setState((current) => ({
            items:
              offset === 0
                ? page.items
                : [
                    ...current.items,
                    ...page.items.filter((item) => !current.items.some((seen) => seen.contentId === item.contentId)),
                  ],
            totalCount: page.totalCount,
            status: 'idle',
          }));
        },
        () => shown.current === key && setState((current) => ({ ...current, status: 'failed' })),
      );
    },
    [key],
  );

  useEffect(() => {
    // Another key is another list: nothing of the last one shown, its first page asked with no cursor of the last one.
    if (shown.current !== key) setState({ items: [], totalCount: 0, status: 'loading' });
    shown.current = key;
    setNext(undefined);
    void load(0);
  }, [key, load]);

  const loadMore = useCallback(
    () => void load(state.items.length, next ?? undefined),
    [load, state.items.length, next],
  );
  return { state, loadMore, hasMore: hasMoreContents(state.items.length, state.totalCount, next) };
}
