import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { pageCount, type MyContentsService } from '../../../application/content/my-contents.service';
import type { MyContentsCount, MyContentsStatus } from '../../../application/ports/content-api.port';
import type { ContentListItem } from '../../../domain/content/content';
import { normalizeError } from '../../../domain/errors/normalize-error';

export type MyContentsFilter = 'all' | MyContentsStatus;

/**
 * "My contents": the list with each content's status, the counts per status, paging and a
 * delete that is confirmed first by name. Pages count from 0; a load answered after a newer one started
 * is dropped, so quick filter clicks never show the wrong page.
 */
export class MyContentsStore {
  filter: MyContentsFilter = 'all';
  page = 0;
  items: readonly ContentListItem[] = [];
  total = 0;
  counts: MyContentsCount | null = null;
  loading = false;
  loaded = false;
  errorKey: string | null = null;
  confirmDelete: ContentListItem | null = null;
  deleting = false;
  deleteErrorKey: string | null = null;
  private seq = 0;
  /** The cursor after the page shown: "next page" reads by key with it; other jumps read by offset. */
  private nextCursor: { page: number; filter: MyContentsFilter; cursor: string } | null = null;

  constructor(private readonly service: Pick<MyContentsService, 'list' | 'count' | 'delete' | 'hasLocalEdits'>) {
    makeAutoObservable<MyContentsStore, 'service' | 'seq' | 'nextCursor'>(
      this,
      { service: false, seq: false, nextCursor: false, items: observableRef },
      { autoBind: true },
    );
  }

  get pages(): number {
    return pageCount(this.total);
  }

  get isEmpty(): boolean {
    return this.loaded && !this.errorKey && this.total === 0 && this.filter === 'all';
  }

  hasLocalEdits(contentId: string): boolean {
    return this.service.hasLocalEdits(contentId);
  }

  async load(): Promise<void> {
    const seq = ++this.seq;
    this.loading = true;
    this.errorKey = null;
    const { page, filter } = this;
    const after = this.nextCursor;
    const cursor = after && after.page === page - 1 && after.filter === filter ? after.cursor : undefined;
    try {
      const [result, counts] = await Promise.all([
        this.service.list(page, filter === 'all' ? undefined : filter, undefined, cursor),
        this.service.count().catch(() => null),
      ]);
      runInAction(() => {
        if (seq !== this.seq) return;
        this.items = result.items;
        this.total = result.total;
        this.nextCursor = result.nextCursor ? { page, filter, cursor: result.nextCursor } : null;
        if (counts) this.counts = counts;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => seq === this.seq && (this.errorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => seq === this.seq && (this.loading = false));
    }
  }

  setFilter(filter: MyContentsFilter): void {
    if (filter === this.filter) return;
    this.filter = filter;
    this.page = 0;
    void this.load();
  }

  goToPage(page: number): void {
    const next = Math.max(0, Math.min(this.pages - 1, page));
    if (next === this.page) return;
    this.page = next;
    void this.load();
  }

  askDelete(item: ContentListItem): void {
    this.confirmDelete = item;
    this.deleteErrorKey = null;
  }

  cancelDelete(): void {
    if (!this.deleting) this.confirmDelete = null;
  }

  async confirmDeletion(): Promise<void> {
    const item = this.confirmDelete;
    if (!item || this.deleting) return;
    this.deleting = true;
    this.deleteErrorKey = null;
    try {
      await this.service.delete(item.contentId, item.revision);
      runInAction(() => {
        this.confirmDelete = null;
        // The last row of a later page gone: step back a page rather than show an empty one.
        if (this.items.length === 1 && this.page > 0) this.page -= 1;
      });
      await this.load();
    } catch (error) {
      runInAction(() => (this.deleteErrorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }
}
