import {
  SAVED_ITEMS_PER_LIST_MAX,
  SAVED_LISTS_MAX,
  SAVED_STATUS_IDS_MAX,
  SaveBody,
  Saved,
  SavedItem,
  SavedList,
  SavedListDeleted,
  PublicListPaging,
  PublicSavedList,
  SavedCount,
  SavedListChange,
  SavedListName,
  SavedListParams,
  SavedMoveBody,
  SavedPaging,
  SavedStatus,
  SavedStatusQuery,
  SavedTargetParams,
} from '../../src/contract/saved.contract';
import { Type } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { SavedUseCases } from './saved.use-cases';

const SERVICE = '/content-platform/saved-service/v1';
const common = { area: 'content', auth: 'required', tag: 'content-platform' } as const;
const notMine = ' A list of someone else answers 404 4040607004, as one that does not exist.';

/** What a reader keeps (ours): save and unsave a content or a place, my saved items, my lists. */
export const savedRoutes = (saved: SavedUseCases): AnyRoute[] => [
  defineRoute({
    ...common,
    method: 'PUT',
    path: `${SERVICE}/saved/:kind/:targetId`,
    summary: 'Save a content or a place (idempotent)',
    description:
      'kind is content or place. Saving again is one save (also under concurrent calls: one row per reader and target); ' +
      'with list_id the item goes to (or moves to) that list of mine, else to my default list. 404 4040607004 for a ' +
      `content that is missing, deleted, hidden or unpublished, or a place that does not exist or is not approved.${notMine} ` +
      `409 4090607026 when the list already holds ${SAVED_ITEMS_PER_LIST_MAX} items. Answers saved_count after the call.`,
    params: SavedTargetParams,
    body: SaveBody,
    emptyBody: true,
    data: Saved,
    errors: [ErrorCode.contentNotFound, ErrorCode.savedListFull, ErrorCode.userNotFound],
    handler: ({ identity, params, body }) => saved.save(identity, params.kind, params.targetId, body.list_id),
  }),
  defineRoute({
    ...common,
    method: 'DELETE',
    path: `${SERVICE}/saved/:kind/:targetId`,
    summary: 'Stop keeping a content or a place (idempotent)',
    description: 'Removes it from whichever list of mine holds it; unsaving what is not saved answers saved: false.',
    params: SavedTargetParams,
    data: Saved,
    errors: [ErrorCode.userNotFound],
    handler: ({ identity, params }) => saved.unsave(identity, params.kind, params.targetId),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${SERVICE}/saved`,
    summary: 'My saved contents or places, newest first',
    description:
      'kind is content or place; list_id narrows to one list of mine. Items readers can no longer see (a content ' +
      'deleted, hidden or unpublished) are left out. Paged by offset/limit with total_count, and by key: ' +
      'paging.next_cursor sent back as cursor reads the next page after the last (saved_at, target_id). A malformed ' +
      `cursor, or one of another list or kind, is 422 4220607000.${notMine}`,
    querystring: SavedPaging,
    paged: true,
    data: SavedItem,
    errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed, ErrorCode.userNotFound],
    handler: ({ identity, query }) => saved.list(identity, query),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${SERVICE}/saved-status`,
    summary: 'Which of these contents or places I keep (to draw the save control)',
    description: `1..${SAVED_STATUS_IDS_MAX} ids (repeat ids=…); answers the ones I keep, in any list.`,
    querystring: SavedStatusQuery,
    data: SavedStatus,
    errors: [ErrorCode.userNotFound],
    handler: ({ identity, query }) => saved.status(identity, query.kind, query.ids),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${SERVICE}/lists`,
    summary: 'My saved lists, the default one first',
    description: 'The default list (name empty: the client names it) is made on first need.',
    data: Type.Array(SavedList),
    errors: [ErrorCode.userNotFound],
    handler: ({ identity }) => saved.lists(identity),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: `${SERVICE}/lists`,
    summary: 'Make a named list',
    description:
      `name is 1..60 characters after trimming (422 4220607000). At most ${SAVED_LISTS_MAX} named lists: ` +
      '409 4090607027 past that.',
    body: SavedListName,
    data: SavedList,
    errors: [ErrorCode.contentValidationFailed, ErrorCode.savedListsFull, ErrorCode.userNotFound],
    handler: ({ identity, body }) => saved.createList(identity, body.name),
  }),
  defineRoute({
    ...common,
    method: 'PATCH',
    path: `${SERVICE}/lists/:listId`,
    summary: 'Rename a list of mine, or make it public or private',
    description:
      'name (1..60 characters after trimming) and/or is_public; a public list is readable by anyone at ' +
      `/lists/{list_id}. The default list keeps its (empty) name and stays private; a change of it, or an empty change, is 422 4220607000.${notMine}`,
    params: SavedListParams,
    body: SavedListChange,
    data: SavedList,
    errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed, ErrorCode.userNotFound],
    handler: ({ identity, params, body }) => saved.changeList(identity, params.listId, body),
  }),
  defineRoute({
    ...common,
    method: 'DELETE',
    path: `${SERVICE}/lists/:listId`,
    summary: 'Delete a list of mine with its items',
    description: `The default list cannot be deleted (422 4220607000).${notMine}`,
    params: SavedListParams,
    data: SavedListDeleted,
    errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed, ErrorCode.userNotFound],
    handler: ({ identity, params }) => saved.deleteList(identity, params.listId),
  }),
  defineRoute({
    ...common,
    auth: 'none',
    public: true,
    method: 'GET',
    path: `${SERVICE}/public-lists/:listId`,
    summary: 'A list its maker made public, for anyone',
    description:
      'The list (name, maker, item count) and its items, contents and places together, newest first; items readers ' +
      'can no longer see are left out. Paged like my saved items (offset/limit, or cursor by key). A private or ' +
      'missing list is 404 4040607004.',
    params: SavedListParams,
    querystring: PublicListPaging,
    paged: true,
    pagedObject: true,
    data: PublicSavedList,
    errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
    handler: ({ params, query }) => saved.publicList(params.listId, query),
  }),
  defineRoute({
    ...common,
    auth: 'none',
    public: true,
    method: 'GET',
    path: `${SERVICE}/counts/:kind/:targetId`,
    summary: 'How many readers keep a content or a place ("saved by N")',
    description: 'Of a content readers may see or an approved place; anything else is 404 4040607004.',
    params: SavedTargetParams,
    data: SavedCount,
    errors: [ErrorCode.contentNotFound],
    handler: ({ params }) => saved.savedCount(params.kind, params.targetId),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: `${SERVICE}/moves`,
    summary: 'Move a saved item to another list of mine',
    description: `Saves it there when it was not saved. 409 4090607026 when that list is full.${notMine}`,
    body: SavedMoveBody,
    data: Saved,
    errors: [ErrorCode.contentNotFound, ErrorCode.savedListFull, ErrorCode.userNotFound],
    handler: ({ identity, body }) => saved.save(identity, body.kind, body.target_id, body.list_id),
  }),
];
