import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { discoveryPageCount, type DiscoveryService } from '../../../application/feed/discovery.service';
import type { CategoryContentSort } from '../../../application/ports/feed-api.port';
import type { InterestCategory } from '../../../application/ports/interest-api.port';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { FeedContent, FeedPage } from '../../../domain/feed/discovery';

export const CATEGORY_SORTS: readonly CategoryContentSort[] = ['newest', 'most_read'];

/** `?sort=most_read&page=2` → the sort and page (from 1) a category address asks for. */
export function parseCategoryQuery(search: string): { sort: CategoryContentSort; page: number } {
  const params = new URLSearchParams(search);
  const sort = CATEGORY_SORTS.find((s) => s === params.get('sort')) ?? 'newest';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { sort, page: Number.isFinite(page) && page >= 1 ? page : 1 };
}

export function categoryQuery(sort: CategoryContentSort, page: number): string {
  const params = new URLSearchParams();
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** /categories/:categoryId: one page of the category's contents in the asked order, and its names. */
export class CategoryStore {
  page: FeedPage<FeedContent> | null = null;
  loading = false;
  errorKey: string | null = null;
  category: InterestCategory | null = null;
  categoriesKnown = false;
  private shown: string | null = null;
  private request: { categoryId: string; sort: CategoryContentSort; page: number } | null = null;
  private seq = 0;
  /** The cursor after the page shown: the next page is read by key with it; other pages by offset. */
  private after: { categoryId: string; sort: CategoryContentSort; page: number; cursor: string } | null = null;

  constructor(private readonly service: Pick<DiscoveryService, 'categoryContents' | 'categories'>) {
    makeAutoObservable<CategoryStore, 'service' | 'seq' | 'shown' | 'request' | 'after'>(
      this,
      {
        service: false,
        seq: false,
        shown: false,
        request: false,
        after: false,
        page: observableRef,
        category: observableRef,
      },
      { autoBind: true },
    );
  }

  get pages(): number {
    return this.page ? discoveryPageCount(this.page.total) : 1;
  }

  async show(categoryId: string, sort: CategoryContentSort, page: number): Promise<void> {
    const key = `${categoryId}|${sort}|${page}`;
    if (key === this.shown && !this.errorKey) return;
    if (this.request?.categoryId !== categoryId) {
      this.page = null;
      void this.loadName(categoryId);
    }
    this.shown = key;
    this.request = { categoryId, sort, page };
    await this.fetch();
  }

  retry(): Promise<void> {
    return this.fetch();
  }

  private async loadName(categoryId: string): Promise<void> {
    try {
      const all = await this.service.categories();
      runInAction(() => {
        this.category = all.find((c) => c.id === categoryId) ?? null;
        this.categoriesKnown = true;
      });
    } catch {
      // The title falls back to a generic one; the contents still load.
    }
  }

  private async fetch(): Promise<void> {
    const request = this.request;
    if (!request) return;
    const seq = ++this.seq;
    this.loading = true;
    this.errorKey = null;
    try {
      const { after } = this;
      const cursor =
        after &&
        after.categoryId === request.categoryId &&
        after.sort === request.sort &&
        after.page === request.page - 1
          ? after.cursor
          : undefined;
      const page = await this.service.categoryContents(
        request.categoryId,
        request.sort,
        request.page,
        undefined,
        cursor,
      );
      runInAction(() => {
        if (seq !== this.seq) return;
        this.page = page;
        this.after = page.nextCursor ? { ...request, cursor: page.nextCursor } : null;
      });
    } catch (error) {
      runInAction(() => seq === this.seq && (this.errorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => seq === this.seq && (this.loading = false));
    }
  }
}
