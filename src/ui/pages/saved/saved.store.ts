import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { SavedService } from '../../../application/saved/saved.service';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { SavedItem, SavedKind, SavedList } from '../../../domain/saved/saved';

export type SavedTab = 'contents' | 'places';
export const SAVED_TABS: readonly SavedTab[] = ['contents', 'places'];
const KIND_OF_TAB: Readonly<Record<SavedTab, SavedKind>> = { contents: 'content', places: 'place' };
/** Items per page of /saved. */
export const SAVED_PAGE_SIZE = 20;

/** `?tab=places&list=<id>` → the tab and list /saved shows (contents of every list by default). */
export function parseSavedQuery(search: string): { tab: SavedTab; listId: string | null } {
  const params = new URLSearchParams(search);
  const tab = SAVED_TABS.find((t) => t === params.get('tab')) ?? 'contents';
  const list = params.get('list');
  return { tab, listId: list && /^[A-Za-z0-9_-]{1,64}$/.test(list) ? list : null };
}

export function savedQuery(tab: SavedTab, listId: string | null): string {
  const params = new URLSearchParams();
  if (tab !== 'contents') params.set('tab', tab);
  if (listId) params.set('list', listId);
  const query = params.toString();
  return query ? `?${query}` : '';
}

type Service = Pick<
  SavedService,
  'page' | 'lists' | 'createList' | 'renameList' | 'setPublic' | 'deleteList' | 'remove' | 'move'
>;

/**
 * /saved: my saved contents or places (one tab at a time, of every list or one), newest first, read on by key
 * ("Show more" appends the next page), and my lists. Every change is the server's answer shown, never guessed:
 * an item removed or moved leaves the page only once the server said so; a failure says why and keeps the page.
 */
export class SavedStore {
  items: SavedItem[] = [];
  total: number | null = null;
  lists: SavedList[] = [];
  loading = false;
  loadingMore = false;
  /** A failed read of the page (retry reads it again). */
  errorKey: string | null = null;
  /** A failed change (remove, move, a list's) said beside the page, which stays as it was. */
  actionErrorKey: string | null = null;
  /** What the last change did, for the polite status line. */
  notice: { key: string; values?: Record<string, string> } | null = null;
  busy = false;
  tab: SavedTab = 'contents';
  listId: string | null = null;
  private nextCursor: string | null = null;
  private seq = 0;

  constructor(
    private readonly service: Service,
    private readonly language: () => 'en' | 'th',
  ) {
    makeAutoObservable<SavedStore, 'service' | 'seq' | 'language'>(
      this,
      { service: false, seq: false, language: false, items: observableRef, lists: observableRef },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.nextCursor !== null;
  }

  get list(): SavedList | null {
    return this.lists.find((l) => l.listId === this.listId) ?? null;
  }

  /** Reads the first page of the tab and list, and my lists. */
  async show(tab: SavedTab, listId: string | null): Promise<void> {
    this.tab = tab;
    this.listId = listId;
    this.items = [];
    this.total = null;
    this.nextCursor = null;
    this.errorKey = null;
    this.actionErrorKey = null;
    this.loading = true;
    // A "Show more" of the view left behind no longer holds this one's.
    this.loadingMore = false;
    const seq = ++this.seq;
    try {
      const [page, lists] = await Promise.all([
        this.service.page({
          kind: KIND_OF_TAB[tab],
          lang: this.language(),
          listId: listId ?? undefined,
          limit: SAVED_PAGE_SIZE,
        }),
        this.service.lists(),
      ]);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.items = [...page.items];
        this.total = page.totalCount;
        this.nextCursor = page.nextCursor;
        this.lists = lists;
      });
    } catch (error) {
      if (seq === this.seq) runInAction(() => (this.errorKey = normalizeError(error).messageKey));
    } finally {
      if (seq === this.seq) runInAction(() => (this.loading = false));
    }
  }

  retry(): Promise<void> {
    return this.show(this.tab, this.listId);
  }

  async more(): Promise<void> {
    const cursor = this.nextCursor;
    if (cursor === null || this.loadingMore) return;
    this.loadingMore = true;
    this.actionErrorKey = null;
    const seq = this.seq;
    try {
      const page = await this.service.page({
        kind: KIND_OF_TAB[this.tab],
        lang: this.language(),
        listId: this.listId ?? undefined,
        limit: SAVED_PAGE_SIZE,
        cursor,
      });
      if (seq !== this.seq) return;
      runInAction(() => {
        const known = new Set(this.items.map((i) => i.targetId));
        this.items = [...this.items, ...page.items.filter((i) => !known.has(i.targetId))];
        this.nextCursor = page.nextCursor;
      });
    } catch (error) {
      // A failure of the view left behind is not this view's to say.
      if (seq === this.seq) runInAction(() => (this.actionErrorKey = normalizeError(error).messageKey));
    } finally {
      if (seq === this.seq) runInAction(() => (this.loadingMore = false));
    }
  }

  /**
   * One change at a time: a press while one is under way is ignored (the controls stay focusable, only
   * aria-disabled, so a keyboard user's focus stays where it was), never sent twice. `work` gets `current()`,
   * true while the tab and list the change was pressed on are still shown: an answer that arrives after the
   * user moved on changes no row of another view, and its failure is not said there.
   */
  private async change(work: (current: () => boolean) => Promise<void>): Promise<boolean> {
    if (this.busy) return false;
    const seq = this.seq;
    const current = () => seq === this.seq;
    this.busy = true;
    this.actionErrorKey = null;
    this.notice = null;
    try {
      await work(current);
      return true;
    } catch (error) {
      if (current()) runInAction(() => (this.actionErrorKey = normalizeError(error).messageKey));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private async refreshLists(): Promise<void> {
    const lists = await this.service.lists();
    runInAction(() => (this.lists = lists));
  }

  private drop(item: SavedItem) {
    this.items = this.items.filter((i) => !(i.kind === item.kind && i.targetId === item.targetId));
    if (this.total !== null) this.total = Math.max(0, this.total - 1);
  }

  remove(item: SavedItem): Promise<boolean> {
    return this.change(async (current) => {
      await this.service.remove(item.kind, item.targetId);
      runInAction(() => {
        if (current()) this.drop(item);
        this.notice = { key: 'saved.removed', values: { title: item.title } };
      });
      await this.refreshLists();
    });
  }

  /** Moves an item to another list of mine; shown in one list, it leaves that list's page. */
  move(item: SavedItem, listId: string): Promise<boolean> {
    return this.change(async (current) => {
      await this.service.move(item.kind, item.targetId, listId);
      const to = this.lists.find((l) => l.listId === listId);
      runInAction(() => {
        // A view shown since was read after (or while) the move: it is the server's, left as it is.
        if (current() && this.listId !== null && this.listId !== listId) this.drop(item);
        else if (current()) this.items = this.items.map((i) => (i === item ? { ...i, listId } : i));
        this.notice = to?.isDefault
          ? { key: 'saved.movedToDefault', values: { title: item.title } }
          : { key: 'saved.moved', values: { title: item.title, list: to?.name ?? '' } };
      });
      await this.refreshLists();
    });
  }

  /** Makes a list; answers it so the page can show it. */
  async createList(name: string): Promise<SavedList | null> {
    let made: SavedList | null = null;
    await this.change(async () => {
      made = await this.service.createList(name);
      runInAction(() => (this.notice = { key: 'saved.lists.created', values: { name: made!.name } }));
      await this.refreshLists();
    });
    return made;
  }

  renameList(listId: string, name: string): Promise<boolean> {
    return this.change(async () => {
      const renamed = await this.service.renameList(listId, name);
      runInAction(() => (this.notice = { key: 'saved.lists.renamed', values: { name: renamed.name } }));
      await this.refreshLists();
    });
  }

  setPublic(listId: string, isPublic: boolean): Promise<boolean> {
    return this.change(async () => {
      await this.service.setPublic(listId, isPublic);
      runInAction(() => (this.notice = { key: isPublic ? 'saved.lists.madePublic' : 'saved.lists.madePrivate' }));
      await this.refreshLists();
    });
  }

  deleteList(listId: string): Promise<boolean> {
    return this.change(async () => {
      const name = this.lists.find((l) => l.listId === listId)?.name ?? '';
      await this.service.deleteList(listId);
      runInAction(() => (this.notice = { key: 'saved.lists.deleted', values: { name } }));
      await this.refreshLists();
    });
  }
}
