import type {
  CreatorAbout,
  CreatorContentsApi,
  CreatorPage,
} from '../../src/application/ports/creator-contents-api.port';
import type { ContentAuthor, ContentLanguage, ContentListItem } from '../../src/domain/content/content';
import type { FollowCounts } from '../../src/domain/follows/follows';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';

/** Creators and their published contents in memory, paged newest first as the by-username call is. */
export class InMemoryCreatorContentsApi implements CreatorContentsApi {
  readonly creators = new Map<
    string,
    { author: ContentAuthor; items: ContentListItem[]; about?: CreatorAbout; follows?: FollowCounts }
  >();
  readonly calls: string[] = [];
  /** The reader's language (`hl`) of each call, in order; null: none sent. */
  readonly languages: (ContentLanguage | null)[] = [];
  failNext: unknown = undefined;

  add(author: ContentAuthor, items: ContentListItem[], about?: CreatorAbout, follows?: FollowCounts): this {
    this.creators.set(author.username ?? author.userId, { author, items, about, follows });
    return this;
  }

  decodeCreatorPage(embedded: unknown): CreatorPage | null {
    const candidate = embedded as Partial<CreatorPage> | null;
    return candidate && candidate.author && Array.isArray(candidate.items) ? (candidate as CreatorPage) : null;
  }

  /**
   * Pages by key as the server does: nextCursor names the last item sent (null on the last page),
   * and a cursor's page starts after that item whatever `offset` says.
   */
  async getCreatorContents(
    username: string,
    offset: number,
    limit: number,
    cursor?: string,
    hl?: ContentLanguage,
  ): Promise<CreatorPage> {
    this.calls.push(`${username}:${offset}:${limit}${cursor ? `:${cursor}` : ''}`);
    this.languages.push(hl ?? null);
    if (this.failNext !== undefined) {
      const failure = this.failNext;
      this.failNext = undefined;
      throw failure;
    }
    const creator = this.creators.get(username);
    if (!creator) throw new AppError({ code: ErrorCode.userNotFound, messageKey: 'errors.userNotFound' });
    const start = cursor ? creator.items.findIndex((item) => `after:${item.contentId}` === cursor) + 1 : offset;
    const items = creator.items.slice(start, start + limit);
    const last = items[items.length - 1];
    const nextCursor = last && start + limit < creator.items.length ? `after:${last.contentId}` : null;
    return {
      author: creator.author,
      ...(creator.about ? { about: creator.about } : {}),
      ...(creator.follows ? { follows: creator.follows } : {}),
      items,
      totalCount: creator.items.length,
      offset,
      limit,
      nextCursor,
    };
  }
}
