import type { PublicListApi } from '../../src/application/ports/public-list-api.port';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { PublicSavedList } from '../../src/domain/saved/saved';

/**
 * Public saved lists in memory (tests only). The embedded data is the domain shape itself; pages are read by key
 * as the server does: nextCursor names the last item sent, null on the last page. A list not added is 4040607004.
 */
export class InMemoryPublicListApi implements PublicListApi {
  readonly lists = new Map<string, PublicSavedList>();
  readonly calls: { listId: string; lang: string; limit: number; cursor?: string }[] = [];
  /** When set, the next call fails with it (then it is cleared). */
  failNext: Error | null = null;

  add(list: PublicSavedList): void {
    this.lists.set(list.listId, list);
  }

  decodePublicList(embedded: unknown): PublicSavedList | null {
    const candidate = embedded as Partial<PublicSavedList> | null;
    return candidate && typeof candidate.listId === 'string' && Array.isArray(candidate.items)
      ? (candidate as PublicSavedList)
      : null;
  }

  async getPublicList(listId: string, lang: 'th' | 'en', limit: number, cursor?: string): Promise<PublicSavedList> {
    this.calls.push({ listId, lang, limit, ...(cursor ? { cursor } : {}) });
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    const list = this.lists.get(listId);
    if (!list) {
      throw new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.notFound', message: 'not found' });
    }
    const start = cursor ? list.items.findIndex((item) => item.targetId === cursor) + 1 : 0;
    const items = list.items.slice(start, start + limit);
    const last = start + limit >= list.items.length;
    return { ...list, items, nextCursor: last ? null : items[items.length - 1].targetId };
  }
}
