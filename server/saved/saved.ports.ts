import type { Queryable } from '../kernel/database.port';
import type { KeysetRows, KeysetWindow } from '../kernel/keyset';

export type SavedKind = 'content' | 'place';

export interface SavedItemRow {
  readonly kind: SavedKind;
  readonly target_id: string;
  readonly list_id: string;
  readonly saved_at: Date;
  /** The content title, or the place name in the language asked. */
  readonly title: string;
  readonly content_kind: 'article' | 'trip' | null;
  /** The content's summary or the place's address. */
  readonly detail: string;
  /** saved_at in microseconds (kernel/keyset.ts). */
  readonly sort_key: string;
}

export interface SavedListRow {
  readonly list_id: string;
  readonly user_id: string;
  readonly name: string;
  readonly is_default: boolean;
  readonly is_public: boolean;
  readonly item_count: number;
  readonly created_at: Date;
}

export interface SavedListOwnerRow {
  readonly user_id: string;
  readonly username: string | null;
  readonly display_name: string | null;
}

/** Saved items and lists (migration 0019), as the use cases need them. */
export interface SavedStore {
  /** A content readers may see (published, not deleted, not hidden), or an approved place. */
  targetVisible(q: Queryable, kind: SavedKind, targetId: string): Promise<boolean>;
  /** The user's default list id, made on first need (one per user, also under races). */
  defaultList(q: Queryable, userId: string, newListId: string, now: Date): Promise<string>;
  findList(q: Queryable, listId: string): Promise<SavedListRow | null>;
  listsOf(q: Queryable, userId: string): Promise<SavedListRow[]>;
  namedListCount(q: Queryable, userId: string): Promise<number>;
  insertList(q: Queryable, listId: string, userId: string, name: string, now: Date): Promise<void>;
  renameList(q: Queryable, listId: string, name: string): Promise<void>;
  setListPublic(q: Queryable, listId: string, isPublic: boolean): Promise<void>;
  owner(q: Queryable, userId: string): Promise<SavedListOwnerRow>;
  deleteList(q: Queryable, listId: string): Promise<void>;
  /**
   * Locks the list row (count checks of concurrent saves into it run one at a time) and counts its items; null
   * when the list is gone.
   */
  lockedItemCount(q: Queryable, listId: string): Promise<number | null>;
  listOfItem(q: Queryable, userId: string, kind: SavedKind, targetId: string): Promise<string | null>;
  insertItem(q: Queryable, userId: string, kind: SavedKind, targetId: string, listId: string, now: Date): Promise<void>;
  moveItem(q: Queryable, userId: string, kind: SavedKind, targetId: string, listId: string): Promise<void>;
  deleteItem(q: Queryable, userId: string, kind: SavedKind, targetId: string): Promise<void>;
  /** How many readers keep the target ("saved by N"). */
  savedCount(q: Queryable, kind: SavedKind, targetId: string): Promise<number>;
  savedAmong(q: Queryable, userId: string, kind: SavedKind, ids: readonly string[]): Promise<string[]>;
  page(
    q: Queryable,
    userId: string,
    kind: SavedKind | null,
    lang: 'en' | 'th',
    listId: string | null,
    window: KeysetWindow,
  ): Promise<KeysetRows<SavedItemRow>>;
}
