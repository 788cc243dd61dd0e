import { SAVED_STATUS_IDS_MAX } from '../domain/saved/saved';
import { Id, PagingCursor, PagingOffset } from './content.contract';
import { Closed, Type, type Static } from './schema';

/** How many items one saved list holds, and how many named lists a user may make (ours; 409 past either). */
export const SAVED_ITEMS_PER_LIST_MAX = 5000;
export const SAVED_LISTS_MAX = 50;
export { SAVED_STATUS_IDS_MAX };

export const SavedKind = Type.Union([Type.Literal('content'), Type.Literal('place')]);
export type SavedKindWire = Static<typeof SavedKind>;

export const SavedItem = Closed({
  kind: SavedKind,
  target_id: Type.String(),
  list_id: Type.String(),
  saved_at: Type.String({ format: 'date-time' }),
  title: Type.String({ description: 'The content title, or the place name in the language asked (lang).' }),
  content_kind: Type.Union([Type.Literal('article'), Type.Literal('trip'), Type.Null()], {
    description: 'article or trip for a content (its page is /contents/{id} or /trips/{id}); null for a place.',
  }),
  detail: Type.String({ description: "The content's summary, or the place's address ('' when it has none)." }),
});
export type SavedItemWire = Static<typeof SavedItem>;

export const SavedTargetParams = Closed({ kind: SavedKind, targetId: Id });
export const SaveBody = Closed({
  list_id: Type.Optional(Type.String({ description: 'A list of mine; the default list when omitted.' })),
});
export const Saved = Closed({
  kind: SavedKind,
  target_id: Type.String(),
  saved: Type.Boolean(),
  list_id: Type.Union([Type.String(), Type.Null()]),
  saved_count: Type.Integer({ minimum: 0, description: 'How many readers keep it, after this call.' }),
});
export type SavedWire = Static<typeof Saved>;

export const SavedPaging = Closed({
  kind: SavedKind,
  list_id: Type.Optional(Type.String()),
  lang: Type.Union([Type.Literal('en'), Type.Literal('th')], { default: 'en' }),
  offset: PagingOffset,
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  cursor: Type.Optional(PagingCursor),
});

export const SavedStatusQuery = Closed({
  kind: SavedKind,
  ids: Type.Array(Id, { minItems: 1, maxItems: SAVED_STATUS_IDS_MAX }),
});
export const SavedStatus = Closed({
  saved: Type.Array(Type.String(), { description: 'The asked ids I keep, in any list.' }),
});
export type SavedStatusWire = Static<typeof SavedStatus>;

export const SavedList = Closed({
  list_id: Type.String(),
  name: Type.String({ description: 'Empty for the default list (the client names it).' }),
  is_default: Type.Boolean(),
  is_public: Type.Boolean({ description: 'Anyone may read it (a named list only), at /lists/{list_id}.' }),
  item_count: Type.Integer({ minimum: 0 }),
  created_at: Type.String({ format: 'date-time' }),
});
export type SavedListWire = Static<typeof SavedList>;
const ListNameText = Type.String({ minLength: 1, maxLength: 60 });
export const SavedListName = Closed({ name: ListNameText });
export const SavedListChange = Closed({
  name: Type.Optional(ListNameText),
  is_public: Type.Optional(Type.Boolean()),
});
export const SavedListParams = Closed({ listId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
export const SavedMoveBody = Closed({ kind: SavedKind, target_id: Id, list_id: Type.String() });
export const SavedListDeleted = Closed({ list_id: Type.String(), deleted: Type.Boolean() });

/** Who made a public list, as its page names them. */
export const SavedListOwner = Closed({
  user_id: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  display_name: Type.Union([Type.String(), Type.Null()]),
});
export const PublicSavedList = Closed({
  list: Closed({
    list_id: Type.String(),
    name: Type.String(),
    item_count: Type.Integer({ minimum: 0 }),
    created_at: Type.String({ format: 'date-time' }),
    owner: SavedListOwner,
  }),
  items: Type.Array(SavedItem),
});
export type PublicSavedListWire = Static<typeof PublicSavedList>;
export const PublicListPaging = Closed({
  lang: Type.Union([Type.Literal('en'), Type.Literal('th')], { default: 'en' }),
  offset: PagingOffset,
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 24 }),
  cursor: Type.Optional(PagingCursor),
});
export const SavedCount = Closed({
  kind: SavedKind,
  target_id: Type.String(),
  saved_count: Type.Integer({ minimum: 0, description: 'How many readers keep it.' }),
});
export type SavedCountWire = Static<typeof SavedCount>;
export type SavedListDeletedWire = Static<typeof SavedListDeleted>;
