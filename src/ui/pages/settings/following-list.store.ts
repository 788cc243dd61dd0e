import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FollowingService } from '../../../application/follows/following.service';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { FollowedCreator } from '../../../domain/follows/follows';

/**
 * "People I follow" in settings: whom I follow, newest first, a page at a time by key, each with Unfollow. An
 * unfollowed creator leaves the list once the server agreed; a refusal is kept per row. Nothing runs in the
 * constructor (StrictMode builds it twice): the section calls load().
 */
export class FollowingListStore {
  creators: readonly FollowedCreator[] = [];
  nextCursor: string | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  errorKey: string | null = null;
  moreLoading = false;
  /** The creator whose unfollow is being sent, and the last refusal (said beside the list). */
  busyId: string | null = null;
  rowErrorKey: string | null = null;

  constructor(private readonly service: Pick<FollowingService, 'followingPage' | 'unfollow'>) {
    makeAutoObservable<FollowingListStore, 'service'>(
      this,
      { service: false, creators: observableRef },
      { autoBind: true },
    );
  }

  ensureLoaded(): Promise<void> {
    return this.status === 'idle' ? this.load() : Promise.resolve();
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    try {
      const page = await this.service.followingPage();
      runInAction(() => {
        this.creators = page.items;
        this.nextCursor = page.nextCursor;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = normalizeError(error).messageKey;
        this.status = 'error';
      });
    }
  }

  async loadMore(): Promise<void> {
    if (this.moreLoading || this.nextCursor === null) return;
    this.moreLoading = true;
    this.rowErrorKey = null;
    try {
      const page = await this.service.followingPage(this.nextCursor);
      runInAction(() => {
        const known = new Set(this.creators.map((creator) => creator.userId));
        this.creators = [...this.creators, ...page.items.filter((creator) => !known.has(creator.userId))];
        this.nextCursor = page.items.length === 0 ? null : page.nextCursor;
      });
    } catch (error) {
      runInAction(() => (this.rowErrorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => (this.moreLoading = false));
    }
  }

  async unfollow(userId: string): Promise<void> {
    if (this.busyId !== null) return;
    this.busyId = userId;
    this.rowErrorKey = null;
    try {
      await this.service.unfollow(userId);
      runInAction(() => (this.creators = this.creators.filter((creator) => creator.userId !== userId)));
    } catch (error) {
      runInAction(() => (this.rowErrorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}
