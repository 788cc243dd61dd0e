import type { SavedPageQuery } from '../../application/ports/saved-api.port';
import type { SavedKind } from '../../domain/saved/saved';
import { SAVED_SERVICE } from './content-platform-paths';

/**
 * The saved-service paths (ours) with their queries, one definition for the SPA's axios adapter and the reader's
 * fetch adapter: only the transport differs. Plain strings (the reader's bundle carries this file).
 */
export const savedPaths = {
  target: (kind: SavedKind, targetId: string) => `${SAVED_SERVICE}/saved/${kind}/${encodeURIComponent(targetId)}`,
  /** ids repeat (ids=a&ids=b): the server reads an array. */
  status: (kind: SavedKind, ids: readonly string[]) =>
    `${SAVED_SERVICE}/saved-status?${new URLSearchParams([['kind', kind], ...ids.map((id) => ['ids', id])]).toString()}`,
  page: (query: SavedPageQuery) => {
    const params = new URLSearchParams({ kind: query.kind, lang: query.lang, limit: String(query.limit ?? 20) });
    if (query.listId) params.set('list_id', query.listId);
    if (query.cursor) params.set('cursor', query.cursor);
    return `${SAVED_SERVICE}/saved?${params.toString()}`;
  },
  count: (kind: SavedKind, targetId: string) => `${SAVED_SERVICE}/counts/${kind}/${encodeURIComponent(targetId)}`,
  lists: `${SAVED_SERVICE}/lists`,
  list: (listId: string) => `${SAVED_SERVICE}/lists/${encodeURIComponent(listId)}`,
  /** A public list, read by anyone (the public scope). */
  publicList: (listId: string) => `${SAVED_SERVICE}/public-lists/${encodeURIComponent(listId)}`,
};
