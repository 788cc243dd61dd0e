import type { CategoryContentSort, FeedApi, FeedPaging } from '../../src/application/ports/feed-api.port';
import type { Language } from '../../src/application/ports/locale.port';
import type { ContentKind, ContentLanguage } from '../../src/domain/content/content';
import type {
  ContentHit,
  ContentSearchFilters,
  CreatorHit,
  FeedContent,
  FeedPage,
  Highlighted,
  PlaceHit,
  TrendingCategory,
} from '../../src/domain/feed/discovery';
import { adminAreaLabel, type AdminArea } from '../../src/domain/places/admin-area';
import { CallLog, Failures } from './call-log';

/** Cuts `text` around every case-insensitive occurrence of `keyword` (as the server's highlight does). */
export function highlight(text: string, keyword: string | null): Highlighted {
  if (!keyword) return text ? [{ text, match: false }] : [];
  const segments: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  const needle = keyword.toLowerCase();
  let at = 0;
  for (let found = lower.indexOf(needle); found !== -1; found = lower.indexOf(needle, at)) {
    if (found > at) segments.push({ text: text.slice(at, found), match: false });
    segments.push({ text: text.slice(found, found + needle.length), match: true });
    at = found + needle.length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

let tick = 0;
/** A published content for feed fakes; ids and dates are unique per call. */
export function aFeedContent(fields: Partial<FeedContent> & { title: string }): FeedContent {
  tick += 1;
  return {
    contentId: `feed-${tick}`,
    kind: 'article' as ContentKind,
    status: 'published',
    summary: '',
    cover: null,
    hasDraft: false,
    revision: 3,
    updatedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, tick)).toISOString(),
    publishedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, tick)).toISOString(),
    viewCount: 0,
    commentCount: 0,
    author: { userId: 'user-2', username: 'malee', displayName: 'Malee', avatarImage: null },
    language: 'en' as ContentLanguage,
    categoryIds: [],
    locationIds: [],
    ...fields,
  };
}

export interface FakePlace {
  readonly locationId: string;
  readonly names: { readonly en: string; readonly th: string };
  readonly address: string;
  /** District and province; a place is found by them too (as the server's search_text). */
  readonly adminArea?: AdminArea;
}

export interface FakeCreator {
  readonly userId: string;
  readonly username: string;
  readonly displayName: string;
}

const page = <T>(all: readonly T[], paging: FeedPaging): FeedPage<T> => ({
  items: all.slice(paging.offset, paging.offset + paging.limit),
  total: all.length,
});
const has = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());

/**
 * The feed service in memory: `contents` are the published contents (trending = most viewed, you-may-like =
 * every content), search is a case-insensitive substring match with highlight segments. `failures.fail(m, e)`
 * scripts failures; `hold(m)` keeps the next call of `m` pending until `release()`.
 */
export class InMemoryFeedApi implements FeedApi {
  readonly failures = new Failures();
  readonly log = new CallLog();
  readonly queries: { method: string; args: unknown[] }[] = [];
  /** The reader's language (`hl`) each call was made in; null: none sent. */
  readonly languages: { method: string; hl: Language | null }[] = [];
  contents: FeedContent[] = [];
  trending: TrendingCategory[] = [];
  places: FakePlace[] = [];
  creators: FakeCreator[] = [];
  private held = new Map<string, { promise: Promise<void>; release: () => void }>();

  /** The next calls of `method` wait until the returned function is called. */
  hold(method: string): () => void {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    this.held.set(method, { promise, release });
    return () => {
      this.held.delete(method);
      release();
    };
  }

  async youMayLike(paging: FeedPaging, hl?: Language): Promise<FeedPage<FeedContent>> {
    await this.enter('youMayLike', [paging], hl);
    return page(this.contents, paging);
  }

  async trendingContents(paging: FeedPaging, hl?: Language): Promise<FeedPage<FeedContent>> {
    await this.enter('trendingContents', [paging], hl);
    return page(
      [...this.contents].sort((a, b) => b.viewCount - a.viewCount),
      paging,
    );
  }

  async trendingCategories(limit: number): Promise<readonly TrendingCategory[]> {
    await this.enter('trendingCategories', [limit]);
    return this.trending.slice(0, limit);
  }

  async searchContents(
    keyword: string | null,
    filters: ContentSearchFilters,
    paging: FeedPaging,
    hl?: Language,
  ): Promise<FeedPage<ContentHit>> {
    await this.enter('searchContents', [keyword, filters, paging], hl);
    const hits = this.contents
      .filter((c) => !keyword || has(c.title, keyword) || has(c.summary, keyword))
      .filter((c) => !filters.kind || c.kind === filters.kind)
      .filter((c) => !filters.categoryId || c.categoryIds.includes(filters.categoryId))
      .filter((c) => !filters.language || c.language === filters.language)
      .map((c) => ({
        ...c,
        highlight: { title: highlight(c.title, keyword), summary: highlight(c.summary, keyword) },
      }));
    return page(hits, paging);
  }

  async searchPlaces(keyword: string, lang: 'en' | 'th', paging: FeedPaging): Promise<FeedPage<PlaceHit>> {
    await this.enter('searchPlaces', [keyword, lang, paging]);
    const hits = this.places
      .filter(
        (p) =>
          has(p.names.en, keyword) ||
          has(p.names.th, keyword) ||
          has(p.address, keyword) ||
          has(adminAreaLabel(p.adminArea ?? null, 'en'), keyword) ||
          has(adminAreaLabel(p.adminArea ?? null, 'th'), keyword),
      )
      .map((p) => {
        const name = p.names[lang];
        const area = adminAreaLabel(p.adminArea ?? null, lang);
        return {
          locationId: p.locationId,
          name,
          address: p.address,
          area,
          highlight: {
            name: highlight(name, keyword),
            address: highlight(p.address, keyword),
            area: highlight(area, keyword),
          },
        };
      });
    return page(hits, paging);
  }

  async searchCreators(keyword: string, paging: FeedPaging): Promise<FeedPage<CreatorHit>> {
    await this.enter('searchCreators', [keyword, paging]);
    const hits = this.creators
      .filter((c) => has(c.username, keyword) || has(c.displayName, keyword))
      .map((c) => ({
        userId: c.userId,
        username: c.username,
        displayName: c.displayName,
        avatarImage: null,
        publishedCount: this.contents.filter((content) => content.author.userId === c.userId).length,
        highlight: { displayName: highlight(c.displayName, keyword), username: highlight(c.username, keyword) },
      }));
    return page(hits, paging);
  }

  async categoryContents(
    categoryId: string,
    sort: CategoryContentSort,
    paging: FeedPaging,
    hl?: Language,
  ): Promise<FeedPage<FeedContent>> {
    await this.enter('categoryContents', [categoryId, sort, paging], hl);
    const inCategory = this.contents.filter((c) => c.categoryIds.includes(categoryId));
    const sorted =
      sort === 'most_read'
        ? [...inCategory].sort((a, b) => b.viewCount - a.viewCount)
        : [...inCategory].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
    return page(sorted, paging);
  }

  private async enter(method: string, args: unknown[], hl?: Language): Promise<void> {
    this.log.record(`feedApi.${method}`);
    this.queries.push({ method, args });
    this.languages.push({ method, hl: hl ?? null });
    const held = this.held.get(method);
    if (held) await held.promise;
    this.failures.throwIfScripted(method);
  }
}
