import type { SavedApi, SavedPage, SavedPageQuery } from '../../src/application/ports/saved-api.port';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode, errorCatalogue, type KnownErrorCode } from '../../src/domain/errors/error-codes';
import type { SavedItem, SavedKind, SavedList, SavedState } from '../../src/domain/saved/saved';

const failure = (code: KnownErrorCode, message: string) =>
  new AppError({ code, messageKey: errorCatalogue[code].messageKey, message });

/**
 * The saved-service as the server answers it, in memory: one default list made on first need, a target kept once
 * (in one list), newest first, pages of `limit` with a cursor. `titles` names what may be saved; anything else is
 * 404 4040607004 as on the server. `failNext` makes the next call fail with that code, `failAll` every call.
 */
export class InMemorySavedApi implements SavedApi {
  readonly titles = new Map<string, string>();
  readonly items: SavedItem[] = [];
  readonly lists_: SavedList[] = [];
  failNext: KnownErrorCode | null = null;
  /** Every call fails with this code while it is set (a server that is down). */
  failAll: KnownErrorCode | null = null;
  calls: string[] = [];
  /** The ids of each "saved-status" call, in order (a page of cards asks once). */
  statusAsks: string[][] = [];
  /** While set, unsave and deleteList answer only once it resolves (a slow server: a press still under way). */
  held: Promise<void> | null = null;
  private clock = Date.UTC(2025, 0, 7);
  private ids = 0;

  private check(call: string) {
    this.calls.push(call);
    if (this.failAll !== null) throw failure(this.failAll, `failed ${call}`);
    if (this.failNext === null) return;
    const code = this.failNext;
    this.failNext = null;
    throw failure(code, `failed ${call}`);
  }

  private defaultList(): SavedList {
    let list = this.lists_.find((l) => l.isDefault);
    if (!list) {
      list = { listId: `list-${++this.ids}`, name: '', isDefault: true, isPublic: false, itemCount: 0 };
      this.lists_.unshift(list);
    }
    return list;
  }

  private state(kind: SavedKind, targetId: string): SavedState {
    const item = this.items.find((i) => i.kind === kind && i.targetId === targetId);
    const others = this.othersSaved?.get(targetId) ?? 0;
    return { saved: item !== undefined, listId: item?.listId ?? null, savedCount: others + (item ? 1 : 0) };
  }

  private recount() {
    for (const [i, list] of this.lists_.entries())
      this.lists_[i] = { ...list, itemCount: this.items.filter((item) => item.listId === list.listId).length };
  }

  async save(kind: SavedKind, targetId: string, listId?: string): Promise<SavedState> {
    this.check(`save ${kind} ${targetId}`);
    const title = this.titles.get(targetId);
    if (title === undefined) throw failure(ErrorCode.contentNotFound, `${targetId} does not exist`);
    const list = listId === undefined ? this.defaultList() : this.lists_.find((l) => l.listId === listId);
    if (!list) throw failure(ErrorCode.contentNotFound, `List ${listId} does not exist`);
    const at = this.items.findIndex((i) => i.kind === kind && i.targetId === targetId);
    if (at >= 0) this.items[at] = { ...this.items[at], listId: list.listId };
    else
      this.items.unshift({
        kind,
        targetId,
        listId: list.listId,
        title,
        contentKind: kind === 'content' ? 'article' : null,
        detail: '',
        savedAt: new Date((this.clock += 1000)).toISOString(),
      });
    this.recount();
    return this.state(kind, targetId);
  }

  async unsave(kind: SavedKind, targetId: string): Promise<SavedState> {
    this.check(`unsave ${kind} ${targetId}`);
    await this.held;
    const at = this.items.findIndex((i) => i.kind === kind && i.targetId === targetId);
    if (at >= 0) this.items.splice(at, 1);
    this.recount();
    return this.state(kind, targetId);
  }

  async savedAmong(kind: SavedKind, ids: readonly string[]): Promise<string[]> {
    this.check(`status ${kind}`);
    this.statusAsks.push([...ids]);
    return ids.filter((id) => this.state(kind, id).saved);
  }

  async page(query: SavedPageQuery): Promise<SavedPage> {
    this.check(
      `page ${query.kind}${query.listId ? ` ${query.listId}` : ''}${query.cursor ? ` after ${query.cursor}` : ''}`,
    );
    const all = this.items.filter((i) => i.kind === query.kind && (!query.listId || i.listId === query.listId));
    const start = query.cursor ? Number(query.cursor) : 0;
    const limit = query.limit ?? 20;
    const items = all.slice(start, start + limit);
    const next = start + limit < all.length ? String(start + limit) : null;
    return { items, nextCursor: next, totalCount: query.cursor ? null : all.length };
  }

  async lists(): Promise<SavedList[]> {
    this.check('lists');
    this.defaultList();
    return [...this.lists_];
  }

  async createList(name: string): Promise<SavedList> {
    this.check(`create ${name}`);
    const list = { listId: `list-${++this.ids}`, name: name.trim(), isDefault: false, isPublic: false, itemCount: 0 };
    this.lists_.push(list);
    return list;
  }

  async changeList(listId: string, change: { name?: string; isPublic?: boolean }): Promise<SavedList> {
    this.check(`change ${listId}`);
    const at = this.lists_.findIndex((l) => l.listId === listId);
    if (at < 0) throw failure(ErrorCode.contentNotFound, `List ${listId} does not exist`);
    this.lists_[at] = {
      ...this.lists_[at],
      ...(change.name === undefined ? {} : { name: change.name.trim() }),
      ...(change.isPublic === undefined ? {} : { isPublic: change.isPublic }),
    };
    return this.lists_[at];
  }

  /** Other readers who keep a target, besides this one (set by a test). */
  readonly othersSaved = new Map<string, number>();

  async savedCount(kind: SavedKind, targetId: string): Promise<number> {
    this.check(`count ${kind} ${targetId}`);
    return (this.othersSaved.get(targetId) ?? 0) + (this.state(kind, targetId).saved ? 1 : 0);
  }

  async deleteList(listId: string): Promise<void> {
    this.check(`delete ${listId}`);
    await this.held;
    const at = this.lists_.findIndex((l) => l.listId === listId);
    if (at < 0) throw failure(ErrorCode.contentNotFound, `List ${listId} does not exist`);
    this.lists_.splice(at, 1);
    for (let i = this.items.length - 1; i >= 0; i -= 1) if (this.items[i].listId === listId) this.items.splice(i, 1);
  }
}
