import { describe, expect, it } from 'vitest';
import { DiscoveryService } from '../../../src/application/feed/discovery.service';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { EMPTY_SEARCH } from '../../../src/domain/feed/search-query';
import { InMemoryContentApi, networkError, serverError } from '../../fakes/in-memory-content-api';
import { aFeedContent, InMemoryFeedApi } from '../../fakes/in-memory-feed-api';
import { InMemoryInterestApi } from '../../fakes/in-memory-interest-api';

function aDiscovery() {
  const feed = new InMemoryFeedApi();
  const interests = new InMemoryInterestApi();
  const contents = new InMemoryContentApi();
  return { feed, interests, contents, service: new DiscoveryService(feed, interests, contents) };
}

describe('DiscoveryService', () => {
  it('home rows: you-may-like and trending ask six from the start; trending categories ten', async () => {
    const { feed, service } = aDiscovery();
    feed.contents = [aFeedContent({ title: 'A', viewCount: 1 }), aFeedContent({ title: 'B', viewCount: 9 })];
    expect((await service.youMayLike()).items.map((c) => c.title)).toEqual(['A', 'B']);
    expect((await service.trendingContents()).items.map((c) => c.title)).toEqual(['B', 'A']);
    await service.trendingCategories();
    expect(feed.queries.map((q) => [q.method, q.args[0]])).toEqual([
      ['youMayLike', { offset: 0, limit: 6 }],
      ['trendingContents', { offset: 0, limit: 6 }],
      ['trendingCategories', 10],
    ]);
  });

  it("lists ask for the reader's interface language (hl): cards then show a content in it when it has it", async () => {
    const feed = new InMemoryFeedApi();
    let language: 'th' | 'en' = 'th';
    const service = new DiscoveryService(feed, new InMemoryInterestApi(), new InMemoryContentApi(), {
      current: () => language,
    });
    await service.youMayLike();
    await service.trendingContents();
    await service.categoryContents('markets', 'newest', 1);
    language = 'en';
    await service.trendingContents();
    // Search takes the language the search page shows (its address and interface), as places do.
    await service.search({ ...EMPTY_SEARCH, q: 'market' }, 'th');
    expect(feed.languages).toEqual([
      { method: 'youMayLike', hl: 'th' },
      { method: 'trendingContents', hl: 'th' },
      { method: 'categoryContents', hl: 'th' },
      { method: 'trendingContents', hl: 'en' },
      { method: 'searchContents', hl: 'th' },
    ]);
  });

  it("the reader's corner: latest drafts and published contents from my-contents, with totals", async () => {
    const { contents, service } = aDiscovery();
    contents.seed({ contentId: 'd1', title: 'Draft' });
    contents.seed({
      contentId: 'p1',
      title: 'Live',
      status: 'published',
      publishedVersion: 1,
      draftVersion: null,
      viewCount: 12,
    });
    const corner = await service.myCorner();
    expect(corner.drafts.items.map((c) => c.contentId)).toEqual(['d1']);
    expect(corner.published).toMatchObject({ total: 1, items: [{ contentId: 'p1', viewCount: 12 }] });
  });

  it('search, contents tab: words and filters go to advance search; page 2 of 12 starts at 12', async () => {
    const { feed, service } = aDiscovery();
    feed.contents = [
      aFeedContent({ title: 'Chiang Mai old town', kind: 'trip', categoryIds: ['culture'], language: 'th' }),
    ];
    const results = await service.search(
      { ...EMPTY_SEARCH, q: 'chiang', kind: 'trip', category: 'culture', language: 'th', page: 2 },
      'en',
    );
    expect(feed.queries[0].args).toEqual([
      'chiang',
      { kind: 'trip', categoryId: 'culture', language: 'th' },
      { offset: 12, limit: 12 },
    ]);
    expect(results).toMatchObject({ tab: 'contents', page: { total: 1, items: [] } });
    const first = await service.search({ ...EMPTY_SEARCH, q: 'chiang' }, 'en');
    expect(first?.tab === 'contents' && first.page.items[0].highlight.title).toEqual([
      { text: 'Chiang', match: true },
      { text: ' Mai old town', match: false },
    ]);
  });

  it('search by filters alone on contents; nothing asked means no call', async () => {
    const { feed, service } = aDiscovery();
    await service.search({ ...EMPTY_SEARCH, kind: 'article' }, 'en');
    expect(feed.queries[0].args[0]).toBeNull();
    await expect(service.search(EMPTY_SEARCH, 'en')).resolves.toBeNull();
    await expect(service.search({ ...EMPTY_SEARCH, tab: 'places', kind: 'trip' }, 'en')).resolves.toBeNull();
    expect(feed.queries).toHaveLength(1);
  });

  it('search, places tab: named in the interface language; creators tab: by name or username', async () => {
    const { feed, service } = aDiscovery();
    feed.places = [{ locationId: 'loc-1', names: { en: 'Wat Phra Singh', th: 'วัดพระสิงห์' }, address: 'Chiang Mai' }];
    feed.creators = [{ userId: 'u1', username: 'somchai', displayName: 'สมชาย ใจดี' }];
    const places = await service.search({ ...EMPTY_SEARCH, tab: 'places', q: 'chiang' }, 'th');
    expect(places).toMatchObject({
      tab: 'places',
      page: { total: 1, items: [{ locationId: 'loc-1', name: 'วัดพระสิงห์' }] },
    });
    expect(feed.queries[0].args[1]).toBe('th');
    const creators = await service.search({ ...EMPTY_SEARCH, tab: 'creators', q: 'สมชาย' }, 'en');
    expect(creators).toMatchObject({ tab: 'creators', page: { items: [{ username: 'somchai' }] } });
  });

  it("a category's contents, newest or most read, paged", async () => {
    const { feed, service } = aDiscovery();
    feed.contents = [
      aFeedContent({ title: 'Old popular', categoryIds: ['food'], viewCount: 50 }),
      aFeedContent({ title: 'New', categoryIds: ['food'], viewCount: 1 }),
      aFeedContent({ title: 'Elsewhere', categoryIds: ['beaches'] }),
    ];
    expect((await service.categoryContents('food', 'newest', 1)).items.map((c) => c.title)).toEqual([
      'New',
      'Old popular',
    ]);
    expect((await service.categoryContents('food', 'most_read', 1)).items.map((c) => c.title)).toEqual([
      'Old popular',
      'New',
    ]);
    await service.categoryContents('food', 'newest', 3);
    expect(feed.queries[2].args).toEqual(['food', 'newest', { offset: 24, limit: 12 }]);
  });

  it('categories are read once; a failed read is tried again', async () => {
    const { interests, service } = aDiscovery();
    interests.failures.fail('listCategories', networkError());
    await expect(service.categories()).rejects.toMatchObject({ code: ErrorCode.unknown });
    const first = await service.categories();
    interests.categories = [];
    expect(await service.categories()).toBe(first);
    expect(first.map((c) => c.id)).toContain('food');
  });

  it('spec §8: failures leave as AppErrors with the "list contents" message for server errors', async () => {
    const { feed, service } = aDiscovery();
    feed.failures.fail('trendingContents', { status: { err_code: ErrorCode.internalUser, err_message: 'db' } });
    await expect(service.trendingContents()).rejects.toMatchObject({ code: ErrorCode.internalUser });
    feed.failures.fail('categoryContents', serverError(ErrorCode.fetchFailed, 500));
    await expect(service.categoryContents('food', 'newest', 1)).rejects.toMatchObject({ code: ErrorCode.fetchFailed });
  });
});
