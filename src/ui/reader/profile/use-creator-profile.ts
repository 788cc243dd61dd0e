import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreatorAbout, CreatorPage } from '../../../application/ports/creator-contents-api.port';
import { hasMoreContents } from '../../../application/reader/creator-profile.service';
import type { ContentAuthor, ContentListItem } from '../../../domain/content/content';
import type { AppError } from '../../../domain/errors/app-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';

export type ProfileState =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly error: AppError }
  | {
      readonly status: 'ready';
      readonly author: ContentAuthor;
      readonly about: CreatorAbout | null;
      readonly items: readonly ContentListItem[];
      readonly totalCount: number;
      /** The next page's cursor (paging by key): null after the last page, undefined when the server pages by offset. */
      readonly nextCursor?: string | null;
      /** The "load more" request: idle, running, or failed (the button then retries). */
      readonly more: 'idle' | 'loading' | 'failed';
    };

export interface CreatorProfile {
  readonly state: ProfileState;
  readonly hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

/** Spec §8 4040102001 (no such user) or a username the server refuses: the page says "not found". */
const NOT_FOUND: readonly (number | string)[] = [
  ErrorCode.userNotFound,
  ErrorCode.contentNotFound,
  ErrorCode.contentValidationFailed,
];

const ready = (page: CreatorPage): ProfileState => ({
  status: 'ready',
  author: page.author,
  about: page.about ?? null,
  items: page.items,
  totalCount: page.totalCount,
  nextCursor: page.nextCursor,
  more: 'idle',
});

/**
 * /profiles/[username]: the first page drawn at once from what the server embedded (else one call), then
 * "load more" appends the next page after the contents already shown, dropping any the list repeats.
 */
export function useCreatorProfile(services: ReaderServices, username: string, initialData: unknown): CreatorProfile {
  const [state, setState] = useState<ProfileState>(() => {
    const embedded = services.creators.embeddedPage(initialData);
    return embedded ? ready(embedded) : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (state.status === 'ready') return;
    let current = true;
    services.creators.firstPage(username, attempt === 0 ? initialData : null).then(
      (page) => current && setState(ready(page)),
      (error: unknown) => {
        if (!current) return;
        const appError = normalizeError(error);
        setState(NOT_FOUND.includes(appError.code) ? { status: 'notFound' } : { status: 'error', error: appError });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per username and per retry only
  }, [services, username, attempt]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || state.more === 'loading') return;
    const shown = state.items.length;
    setState({ ...state, more: 'loading' });
    services.creators.nextPage(username, shown, state.nextCursor ?? undefined).then(
      (page) => {
        if (!live.current) return;
        setState((previous) => {
          if (previous.status !== 'ready') return previous;
          const known = new Set(previous.items.map((item) => item.contentId));
          const items = [...previous.items, ...page.items.filter((item) => !known.has(item.contentId))];
          // An empty page means the list ended early (a content was unpublished meanwhile): stop offering more.
          return {
            ...previous,
            items,
            totalCount: page.items.length === 0 ? items.length : page.totalCount,
            nextCursor: page.items.length === 0 && page.nextCursor !== undefined ? null : page.nextCursor,
            more: 'idle',
          };
        });
      },
      () =>
        live.current &&
        setState((previous) => (previous.status === 'ready' ? { ...previous, more: 'failed' } : previous)),
    );
  }, [services, username, state]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const hasMore = state.status === 'ready' && hasMoreContents(state.items.length, state.totalCount, state.nextCursor);
  return { state, hasMore, loadMore, retry };
}
