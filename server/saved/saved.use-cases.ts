import {
  SAVED_ITEMS_PER_LIST_MAX,
  type PublicSavedListWire,
  type SavedCountWire,
  SAVED_LISTS_MAX,
  type SavedItemWire,
  type SavedListWire,
  type SavedStatusWire,
  type SavedWire,
} from '../../src/contract/saved.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import { keysetPage, openWindow } from '../kernel/keyset';
import type { Paged } from '../kernel/paged';
import type { UserUseCases } from '../users/users.use-cases';
import type { SavedItemRow, SavedKind, SavedListRow, SavedStore } from './saved.ports';

const toWireList = (row: SavedListRow): SavedListWire => ({
  list_id: row.list_id,
  name: row.name,
  is_default: row.is_default,
  is_public: row.is_public,
  item_count: row.item_count,
  created_at: row.created_at.toISOString(),
});

/** A list of someone else's answers exactly as one that does not exist: nobody learns which ids are taken. */
const listMissing = (listId: string) =>
  failure(ErrorCode.contentNotFound, `List ${listId} does not exist`, { content_id: null, list_id: listId });

const targetMissing = (kind: SavedKind, targetId: string) =>
  failure(
    ErrorCode.contentNotFound,
    kind === 'content' ? `Content ${targetId} does not exist or is not published` : `Place ${targetId} does not exist`,
    { content_id: kind === 'content' ? targetId : null, location_id: kind === 'place' ? targetId : null },
  );

const refused = (message: string) => failure(ErrorCode.contentValidationFailed, message, { content_id: null, message });

const toWireItem = (row: SavedItemRow): SavedItemWire => ({
  kind: row.kind,
  target_id: row.target_id,
  list_id: row.list_id,
  saved_at: row.saved_at.toISOString(),
  title: row.title,
  content_kind: row.content_kind,
  detail: row.detail,
});

function listName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || [...trimmed].length > 60) throw refused('A list name is 1..60 characters after trimming');
  return trimmed;
}

/** What a reader keeps: saving contents and places into lists (ours), and the "saved by N" counts. */
export function createSavedUseCases(
  deps: Pick<Kernel, 'db' | 'clock'>,
  store: SavedStore,
  users: Pick<UserUseCases, 'requireUser'>,
) {
  /** The caller's list: its own, else 404 as if it did not exist. */
  async function ownList(q: Queryable, userId: string, listId: string): Promise<SavedListRow> {
    const list = await store.findList(q, listId);
    if (!list || list.user_id !== userId) throw listMissing(listId);
    return list;
  }

  async function answer(q: Queryable, userId: string, kind: SavedKind, targetId: string): Promise<SavedWire> {
    const listId = await store.listOfItem(q, userId, kind, targetId);
    return {
      kind,
      target_id: targetId,
      saved: listId !== null,
      list_id: listId,
      saved_count: await store.savedCount(q, kind, targetId),
    };
  }

  return {
    /** Saving twice (or twenty times at once) is one save; saving into another list moves it there. */
    async save(identity: VerifiedIdentity, kind: SavedKind, targetId: string, listId?: string): Promise<SavedWire> {
      return deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        if (!(await store.targetVisible(tx, kind, targetId))) throw targetMissing(kind, targetId);
        const now = nowDate(deps);
        const target =
          listId === undefined
            ? await store.defaultList(tx, user.user_id, newId(), now)
            : (await ownList(tx, user.user_id, listId)).list_id;
        const current = await store.listOfItem(tx, user.user_id, kind, targetId);
        // Saved already and no list named: it stays in the list it is in ("saving twice is one save").
        if (listId === undefined && current !== null) return answer(tx, user.user_id, kind, targetId);
        if (current !== target) {
          const count = await store.lockedItemCount(tx, target);
          // Deleted between the owner check and the lock (a DELETE of it committed meanwhile).
          if (count === null) throw listMissing(target);
          if (count >= SAVED_ITEMS_PER_LIST_MAX) {
            throw failure(ErrorCode.savedListFull, `A list holds at most ${SAVED_ITEMS_PER_LIST_MAX} items`, {
              content_id: null,
              list_id: target,
              limit: SAVED_ITEMS_PER_LIST_MAX,
            });
          }
          if (current === null) await store.insertItem(tx, user.user_id, kind, targetId, target, now);
          else await store.moveItem(tx, user.user_id, kind, targetId, target);
        }
        return answer(tx, user.user_id, kind, targetId);
      });
    },

    /** Unsaving what is not saved changes nothing (idempotent); a hidden target can still be let go. */
    async unsave(identity: VerifiedIdentity, kind: SavedKind, targetId: string): Promise<SavedWire> {
      const user = await users.requireUser(deps.db, identity);
      await store.deleteItem(deps.db, user.user_id, kind, targetId);
      return answer(deps.db, user.user_id, kind, targetId);
    },

    async status(identity: VerifiedIdentity, kind: SavedKind, ids: readonly string[]): Promise<SavedStatusWire> {
      const user = await users.requireUser(deps.db, identity);
      return { saved: await store.savedAmong(deps.db, user.user_id, kind, [...new Set(ids)]) };
    },

    async list(
      identity: VerifiedIdentity,
      query: {
        kind: SavedKind;
        lang: 'en' | 'th';
        list_id?: string;
        offset: number;
        limit: number;
        cursor?: string;
      },
    ): Promise<Paged<SavedItemWire>> {
      const user = await users.requireUser(deps.db, identity);
      if (query.list_id !== undefined) await ownList(deps.db, user.user_id, query.list_id);
      const window = openWindow(`saved:${query.kind}:${query.list_id ?? ''}`, query.offset, query.limit, query.cursor);
      const rows = await store.page(deps.db, user.user_id, query.kind, query.lang, query.list_id ?? null, window);
      return keysetPage(
        window,
        rows,
        (row) => row.target_id,
        (page) => page.map(toWireItem),
      );
    },

    /** "Saved by N": shown beside a content (to its creator) and on a place page; only of what readers may see. */
    async savedCount(kind: SavedKind, targetId: string): Promise<SavedCountWire> {
      if (!(await store.targetVisible(deps.db, kind, targetId))) throw targetMissing(kind, targetId);
      return { kind, target_id: targetId, saved_count: await store.savedCount(deps.db, kind, targetId) };
    },

    /** A list its maker made public, for anyone: contents and places together, newest first. */
    async publicList(
      listId: string,
      query: { lang: 'en' | 'th'; offset: number; limit: number; cursor?: string },
    ): Promise<Paged<SavedItemWire>> {
      const window = openWindow(`public-list:${listId}`, query.offset, query.limit, query.cursor);
      const list = await store.findList(deps.db, listId);
      if (!list || !list.is_public) throw listMissing(listId);
      const rows = await store.page(deps.db, list.user_id, null, query.lang, listId, window);
      const page = await keysetPage(
        window,
        rows,
        (row) => row.target_id,
        (items) => items.map(toWireItem),
      );
      const data: PublicSavedListWire = {
        list: {
          list_id: list.list_id,
          name: list.name,
          item_count: list.item_count,
          created_at: list.created_at.toISOString(),
          owner: await store.owner(deps.db, list.user_id),
        },
        items: [...page.items],
      };
      return { ...page, data };
    },

    async lists(identity: VerifiedIdentity): Promise<SavedListWire[]> {
      const user = await users.requireUser(deps.db, identity);
      await store.defaultList(deps.db, user.user_id, newId(), nowDate(deps));
      return (await store.listsOf(deps.db, user.user_id)).map(toWireList);
    },

    async createList(identity: VerifiedIdentity, name: string): Promise<SavedListWire> {
      return deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        const now = nowDate(deps);
        // The default list row is the lock that makes concurrent creations count one at a time.
        await store.lockedItemCount(tx, await store.defaultList(tx, user.user_id, newId(), now));
        if ((await store.namedListCount(tx, user.user_id)) >= SAVED_LISTS_MAX) {
          throw failure(ErrorCode.savedListsFull, `At most ${SAVED_LISTS_MAX} lists`, {
            content_id: null,
            limit: SAVED_LISTS_MAX,
          });
        }
        const listId = newId();
        await store.insertList(tx, listId, user.user_id, listName(name), now);
        return toWireList((await store.findList(tx, listId))!);
      });
    },

    /** Renames a named list, or makes it public or private again; the default list stays as it is, and private. */
    async changeList(
      identity: VerifiedIdentity,
      listId: string,
      change: { name?: string; is_public?: boolean },
    ): Promise<SavedListWire> {
      const user = await users.requireUser(deps.db, identity);
      const list = await ownList(deps.db, user.user_id, listId);
      if (change.name === undefined && change.is_public === undefined) throw refused('Send a name or is_public');
      if (list.is_default) throw refused('The default list keeps its name and stays private');
      const name = change.name === undefined ? undefined : listName(change.name);
      if (name !== undefined) await store.renameList(deps.db, listId, name);
      if (change.is_public !== undefined) await store.setListPublic(deps.db, listId, change.is_public);
      const changed = await store.findList(deps.db, listId);
      if (!changed) throw listMissing(listId); // deleted meanwhile
      return toWireList(changed);
    },

    async deleteList(identity: VerifiedIdentity, listId: string): Promise<{ list_id: string; deleted: boolean }> {
      const user = await users.requireUser(deps.db, identity);
      const list = await ownList(deps.db, user.user_id, listId);
      if (list.is_default) throw refused('The default list cannot be deleted');
      await store.deleteList(deps.db, listId);
      return { list_id: listId, deleted: true };
    },
  };
}
export type SavedUseCases = ReturnType<typeof createSavedUseCases>;
