import { makeAutoObservable, runInAction } from 'mobx';
import type { MediaService } from '../../../application/content/media.service';
import type { LibraryImage } from '../../../application/ports/media-upload.port';
import { normalizeError } from '../../../domain/errors/normalize-error';

export type LibraryPhase = 'loading' | 'ready' | 'failed';

/** One page of the library: enough thumbnails to fill a phone screen twice, a desktop grid once. */
export const LIBRARY_PAGE_SIZE = 24;

/**
 * The "Choose from library" dialog's state ("the editor's image collection (a media library
 * reused across contents)"): the caller's stored images, a page at a time. A failed first page shows
 * the error with a retry; a failed "Load more" keeps what is already shown and retries the same page.
 */
export class MediaLibraryStore {
  items: readonly LibraryImage[] = [];
  total = 0;
  phase: LibraryPhase = 'loading';
  loadingMore = false;
  errorKey: string | null = null;
  private started = false;

  constructor(
    private readonly media: Pick<MediaService, 'library'>,
    private readonly pageSize: number = LIBRARY_PAGE_SIZE,
  ) {
    makeAutoObservable<MediaLibraryStore, 'media' | 'pageSize' | 'started'>(
      this,
      { media: false, pageSize: false, started: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.phase === 'ready' && this.items.length < this.total;
  }

  get empty(): boolean {
    return this.phase === 'ready' && this.items.length === 0;
  }

  /** The first page, once (StrictMode runs effects twice). */
  start(): void {
    if (this.started) return;
    this.started = true;
    void this.reload();
  }

  async reload(): Promise<void> {
    this.phase = 'loading';
    this.errorKey = null;
    try {
      const page = await this.media.library(0, this.pageSize);
      runInAction(() => {
        this.items = page.items;
        this.total = page.total;
        this.phase = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.phase = 'failed';
        this.errorKey = normalizeError(error).messageKey;
      });
    }
  }

  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return;
    this.loadingMore = true;
    this.errorKey = null;
    try {
      const page = await this.media.library(this.items.length, this.pageSize);
      runInAction(() => {
        const seen = new Set(this.items.map((i) => i.imageId));
        this.items = [...this.items, ...page.items.filter((i) => !seen.has(i.imageId))];
        this.total = page.items.length === 0 ? this.items.length : page.total;
      });
    } catch (error) {
      runInAction(() => (this.errorKey = normalizeError(error).messageKey));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }
}
