import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FollowingService } from '../../../application/follows/following.service';
import type { ContentListItem } from '../../../domain/content/content';
import { normalizeError } from '../../../domain/errors/normalize-error';

/**
 * The dashboard's "Following" section: the newest contents of the creators I follow, the first page and then
 * "more" by key. The first page has its own loading and error (with retry); a failed "more" keeps what is shown and
 * offers the button again. Nothing runs in the constructor (StrictMode builds it twice): the page calls load().
 */
export class FollowingFeedStore {
  items: readonly ContentListItem[] = [];
  nextCursor: string | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  errorKey: string | null = null;
  more: 'idle' | 'loading' | 'failed' = 'idle';
  moreErrorKey: string | null = null;
  private seq = 0;

  constructor(private readonly service: Pick<FollowingService, 'feedPage'>) {
    makeAutoObservable<FollowingFeedStore, 'service' | 'seq'>(
      this,
      { service: false, seq: false, items: observableRef },
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
      const page = await this.service.feedPage();
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

  /** The page after the last one shown; a content shown already (published meanwhile, shifting) is not repeated. */
  async loadMore(): Promise<void> {
    if (this.more === 'loading' || this.nextCursor === null) return;
    const seq = this.seq;
    this.more = 'loading';
    this.moreErrorKey = null;
    try {
      const page = await this.service.feedPage(this.nextCursor);
      runInAction(() => {
        if (seq !== this.seq) return;
        const known = new Set(this.items.map((item) => item.contentId));
        this.items = [...this.items, ...page.items.filter((item) => !known.has(item.contentId))];
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
}
