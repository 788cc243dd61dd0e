import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicSavedList, SavedItem } from '../../../domain/saved/saved';
import type { ReaderLanguage } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useReaderResource } from '../use-reader-resource';

/**
 * /lists/[id]: the list and its first page, drawn at once from what the server embedded, else one call; spec §8
 * 4040607004 (a private list and a missing one alike) is "not found".
 */
export function usePublicList(services: ReaderServices, listId: string, lang: ReaderLanguage, initialData: unknown) {
  return useReaderResource<PublicSavedList>(
    `${listId}\u0000${lang}`,
    () => services.lists.embedded(initialData),
    (attempt) => services.lists.firstPage(listId, lang, attempt === 0 ? initialData : null),
    (list) => list.listId === listId,
  );
}

/** What the page shows already: the items' keys and where the next page starts (null: nothing more). */
export interface ShownItems {
  readonly keys: readonly string[];
  readonly nextCursor: string | null;
}

export interface MoreItemsState {
  /** The items loaded after those shown, in order, none of them repeated. */
  readonly items: readonly SavedItem[];
  readonly nextCursor: string | null;
  /** The "Show more" request: idle, running, or failed (the button then retries). */
  readonly more: 'idle' | 'loading' | 'failed';
}

/** One key per item of a list: a content and a place may share an id. */
export const savedItemKey = (item: Pick<SavedItem, 'kind' | 'targetId'>): string => `${item.kind}:${item.targetId}`;

/**
 * "Show more" on /lists/[id]: the pages after the items shown, read by key and appended in order, dropping any
 * already shown (an item saved again moves to the top and could come twice).
 */
export function useMoreItems(services: ReaderServices, listId: string, lang: ReaderLanguage, shown: ShownItems) {
  const [state, setState] = useState<MoreItemsState>({ items: [], nextCursor: shown.nextCursor, more: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const showMore = useCallback(() => {
    if (state.more === 'loading' || state.nextCursor === null) return;
    setState({ ...state, more: 'loading' });
    services.lists.nextPage(listId, lang, state.nextCursor).then(
      (page) => {
        if (!live.current) return;
        setState((previous) => {
          const known = new Set([...shown.keys, ...previous.items.map(savedItemKey)]);
          const fresh = page.items.filter((item) => !known.has(savedItemKey(item)));
          // An empty page ends the list (items were removed meanwhile): stop offering more.
          return {
            items: [...previous.items, ...fresh],
            nextCursor: page.items.length === 0 ? null : page.nextCursor,
            more: 'idle',
          };
        });
      },
      () => live.current && setState((previous) => ({ ...previous, more: 'failed' })),
    );
  }, [services, listId, lang, shown.keys, state]);

  return { state, hasMore: state.nextCursor !== null, showMore };
}
