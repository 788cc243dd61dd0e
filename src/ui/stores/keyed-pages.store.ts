import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { KeyedPage } from '../../application/ports/follow-api.port';
import { normalizeError } from '../../domain/errors/normalize-error';

/**
 * A list read a page at a time by key (the Following feed, my notifications): the first page with its own loading
 * and error (with retry), then "more" after the last cursor; a failed "more" keeps what is shown and offers the
 * button again; an item shown already (a newer one shifted the list) is not repeated. A later load wins over an
 * earlier answer. Nothing runs in the constructor (StrictMode builds it twice): the page calls ensureLoaded().
 */
export class KeyedPagesStore<T> {
  items: readonly T[] = [];
  nextCursor: string | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  errorKey: string | null = null;
  more: 'idle' | 'loading' | 'failed' = 'idle';
  moreErrorKey: string | null = null;
  private seq = 0;

  constructor(
    private readonly fetchPage: (cursor?: string) => Promise<KeyedPage<T>>,
    private readonly keyOf: (item: T) => string,
  ) {
    makeAutoObservable<KeyedPagesStore<T>, 'fetchPage' | 'keyOf' | 'seq'>(
      this,
      { fetchPage: false, keyOf: false, seq: false, items: observableRef },
      { autoBind: true },
    );
  }

  /** Loads unless a load already ran or runs (StrictMode runs a mount effect twice). */
  ensureLoaded(): Promise<void> {
    return this.status === 'idle' ? this.load() : Promise.resolve();
  }

  async load(): Promise<void> {
    const seq = ++this.seq;
    this.status = 'loading';
    this.errorKey = null;
    this.more = 'idle';
    try {
      const page = await this.fetchPage();
      runInAction(() => {
        if (seq !== this.seq) return;
        this.items = page.items;
        this.nextCursor = page.nextCursor;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (seq !== this.seq) return;
        this.errorKey = normalizeError(error).messageKey;
        this.status = 'error';
      });
    }
  }

  /** The page after the last one shown. */
  async loadMore(): Promise<void> {
    if (this.more === 'loading' || this.nextCursor === null) return;
    const seq = this.seq;
    this.more = 'loading';
    this.moreErrorKey = null;
    try {
      const page = await this.fetchPage(this.nextCursor);
      runInAction(() => {
        if (seq !== this.seq) return;
        const known = new Set(this.items.map(this.keyOf));
        this.items = [...this.items, ...page.items.filter((item) => !known.has(this.keyOf(item)))];
        this.nextCursor = page.items.length === 0 ? null : page.nextCursor;
        this.more = 'idle';
      });
    } catch (error) {
      runInAction(() => {
        if (seq !== this.seq) return;
        this.moreErrorKey = normalizeError(error).messageKey;
        this.more = 'failed';
      });
    }
  }

  /** Changes what is shown (an item marked, one removed) without reading again. */
  update(change: (items: readonly T[]) => readonly T[]): void {
    this.items = change(this.items);
  }
}
