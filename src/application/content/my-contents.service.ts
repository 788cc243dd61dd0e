import type { ContentApi, MyContentsCount, MyContentsPage, MyContentsStatus } from '../ports/content-api.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { LocalDrafts } from './local-drafts';
import { normalized } from '../shared/normalized';

/** Ours: twenty rows a page, as the server's default. */
export const MY_CONTENTS_PAGE_SIZE = 20;

/**
 * "My contents" (editor: list with status, counts and paging). Failures leave as AppErrors with
 * spec §8's "list contents" / "delete content" action messages.
 */
export class MyContentsService {
  private readonly local: LocalDrafts;

  constructor(
    private readonly api: ContentApi,
    store: KeyValueStore,
  ) {
    // Removals never write, so a logger is not needed here.
    this.local = new LocalDrafts(store, { error: () => undefined });
  }

  /** `page` counts from 0; `cursor`: the previous page's nextCursor, read by key when given. */
  list(
    page: number,
    status?: MyContentsStatus,
    pageSize = MY_CONTENTS_PAGE_SIZE,
    cursor?: string,
  ): Promise<MyContentsPage> {
    const offset = Math.max(0, Math.trunc(page)) * pageSize;
    return normalized(
      () => this.api.listMyContents({ offset, limit: pageSize, status, ...(cursor ? { cursor } : {}) }),
      'listContents',
    );
  }

  count(): Promise<MyContentsCount> {
    return normalized(() => this.api.countMyContents(), 'listContents');
  }

  /** Deletes from the list (the UI confirms first); the local copies of that content go too. */
  async delete(contentId: string, revision?: number): Promise<void> {
    await normalized(() => this.api.deleteContent(contentId, revision), 'deleteContent');
    this.local.forget(contentId);
  }

  /** True when this browser holds edits of the content not yet on the server (a badge in the list). */
  hasLocalEdits(contentId: string): boolean {
    return this.local.hasDraft(contentId);
  }
}

export const pageCount = (total: number, pageSize = MY_CONTENTS_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));
