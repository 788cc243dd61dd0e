import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreatorAbout, CreatorPage } from '../../../application/ports/creator-contents-api.port';
import { hasMoreContents } from '../../../application/reader/creator-profile.service';
import type { ContentAuthor, ContentLanguage, ContentListItem } from '../../../domain/content/content';
import type { AppError } from '../../../domain/errors/app-error';
import type { FollowCounts } from '../../../domain/follows/follows';
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
      /** Followers and following, as the server counted them with the page; null when it sent none. */
      readonly follows: FollowCounts | null;
      readonly items: readonly ContentListItem[];
      readonly totalCount: number;
      /** The next page's cursor (paging by key): null after the last page, undefined when the server pages by offset. */
      readonly nextCursor?: string | null;
    };

export interface CreatorProfile {
  readonly state: ProfileState;
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
  follows: page.follows ?? null,
  items: page.items,
  totalCount: page.totalCount,
  nextCursor: page.nextCursor,
});

/**
 * /profiles/[username]: the first page drawn at once from what the server embedded (else one call); the
 * pages after it are useMoreContents's.
 */
export function useCreatorProfile(
  services: ReaderServices,
  username: string,
  initialData: unknown,
  lang?: ContentLanguage,
): CreatorProfile {
  const [state, setState] = useState<ProfileState>(() => {
    const embedded = services.creators.embeddedPage(initialData);
    return embedded ? ready(embedded) : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status === 'ready') return;
    let current = true;
    services.creators.firstPage(username, attempt === 0 ? initialData : null, lang).then(
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

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}

/** What the page already shows of a creator's contents: their ids, how many there are, where the next page starts. */
export interface ShownContents {
  readonly ids: readonly string[];
  readonly totalCount: number;
  /** The next page's cursor (paging by key): null after the last page, undefined when the server pages by offset. */
  readonly nextCursor?: string | null;
}

export interface MoreContentsState {
  /** The contents loaded after those shown, in order, none of them repeated. */
  readonly items: readonly ContentListItem[];
  readonly totalCount: number;
  readonly nextCursor?: string | null;
  /** The "load more" request: idle, running, or failed (the button then retries). */
  readonly more: 'idle' | 'loading' | 'failed';
}

/**
 * "Load more" on /profiles/[username]: the next pages after the contents already shown, appended in order and
 * dropping any the list repeats (a content published meanwhile shifts an offset-paged list).
 */
export function useMoreContents(
  services: ReaderServices,
  username: string,
  shown: ShownContents,
  /** The reader's language: the contents loaded are listed in it when they have it, as the first page is. */
  lang?: ContentLanguage,
) {
  const [state, setState] = useState<MoreContentsState>(() => ({
    items: [],
    totalCount: shown.totalCount,
    nextCursor: shown.nextCursor,
    more: 'idle',
  }));
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const loadMore = useCallback(() => {
    if (state.more === 'loading') return;
    const count = shown.ids.length + state.items.length;
    setState({ ...state, more: 'loading' });
    services.creators.nextPage(username, count, state.nextCursor ?? undefined, lang).then(
      (page) => {
        if (!live.current) return;
        setState((previous) => {
          const known = new Set([...shown.ids, ...previous.items.map((item) => item.contentId)]);
          const items = [...previous.items, ...page.items.filter((item) => !known.has(item.contentId))];
          // An empty page means the list ended early (a content was unpublished meanwhile): stop offering more.
          return {
            items,
            totalCount: page.items.length === 0 ? shown.ids.length + items.length : page.totalCount,
            nextCursor: page.items.length === 0 && page.nextCursor !== undefined ? null : page.nextCursor,
            more: 'idle',
          };
        });
      },
      () => live.current && setState((previous) => ({ ...previous, more: 'failed' })),
    );
  }, [services, username, shown.ids, state, lang]);

  const hasMore = hasMoreContents(shown.ids.length + state.items.length, state.totalCount, state.nextCursor);
  return { state, hasMore, loadMore };
}
