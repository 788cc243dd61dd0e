import type { SavedItem, SavedKind, SavedList, SavedState } from '../../domain/saved/saved';

export interface SavedPage {
  readonly items: readonly SavedItem[];
  /** The key of the next page; null on the last. */
  readonly nextCursor: string | null;
  readonly totalCount: number | null;
}

export interface SavedPageQuery {
  readonly kind: SavedKind;
  readonly lang: 'en' | 'th';
  readonly listId?: string;
  readonly cursor?: string;
  readonly limit?: number;
}

/** The signed-in reader's saved items and lists (saved-service, ours). Every call is the caller's own. */
export interface SavedApi {
  save(kind: SavedKind, targetId: string, listId?: string): Promise<SavedState>;
  unsave(kind: SavedKind, targetId: string): Promise<SavedState>;
  /** The ids of these that I keep, in any list. */
  savedAmong(kind: SavedKind, ids: readonly string[]): Promise<string[]>;
  page(query: SavedPageQuery): Promise<SavedPage>;
  lists(): Promise<SavedList[]>;
  createList(name: string): Promise<SavedList>;
  changeList(listId: string, change: { readonly name?: string; readonly isPublic?: boolean }): Promise<SavedList>;
  deleteList(listId: string): Promise<void>;
  /** How many readers keep it ("saved by N"); public, asked without a token. */
  savedCount(kind: SavedKind, targetId: string): Promise<number>;
}
