import type { PublicSavedListWire, SavedItemWire, SavedListWire, SavedWire } from '../../contract/saved.contract';
import type { PublicSavedList, SavedItem, SavedList, SavedState } from '../../domain/saved/saved';

export const savedItemFromWire = (wire: SavedItemWire): SavedItem => ({
  kind: wire.kind,
  targetId: wire.target_id,
  listId: wire.list_id,
  savedAt: wire.saved_at,
  title: wire.title,
  contentKind: wire.content_kind,
  detail: wire.detail,
});

export const savedListFromWire = (wire: SavedListWire): SavedList => ({
  listId: wire.list_id,
  name: wire.name,
  isDefault: wire.is_default,
  isPublic: wire.is_public,
  itemCount: wire.item_count,
});

export const savedStateFromWire = (wire: SavedWire): SavedState => ({
  saved: wire.saved,
  listId: wire.list_id,
  savedCount: wire.saved_count,
});

/** A public list's page: `nextCursor` is the envelope's paging.next_cursor (null, or absent, on the last page). */
export const publicSavedListFromWire = (wire: PublicSavedListWire, nextCursor: string | null): PublicSavedList => ({
  listId: wire.list.list_id,
  name: wire.list.name,
  itemCount: wire.list.item_count,
  owner: { username: wire.list.owner.username, displayName: wire.list.owner.display_name },
  items: wire.items.map(savedItemFromWire),
  nextCursor,
});
