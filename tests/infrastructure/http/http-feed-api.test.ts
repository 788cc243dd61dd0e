import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FeedContentItemWire } from '../../../src/contract/feed.contract';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpFeedApi } from '../../../src/infrastructure/http/http-feed-api';
import { ok, startTestHttpServer, type RecordedRequest, type TestHttpServer } from '../support/test-http-server';

let server: TestHttpServer;
let api: HttpFeedApi;
beforeAll(async () => {
  server = await startTestHttpServer();
  api = new HttpFeedApi(
    new HttpClient({
      baseUrl: server.url,
      timeoutMs: 0,
      getToken: async () => 'id-token',
      onSessionExpired: () => undefined,
    }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
const last = (): RecordedRequest => server.requests[server.requests.length - 1];
const call = (r: RecordedRequest) => `${r.method} ${r.url}${r.headers.authorization ? ' [bearer]' : ''}`;
const F = 'content-platform/feed-service/v1';

const item: FeedContentItemWire = {
  content_id: 'c1',
  kind: 'trip',
  status: 'published',
  title: 'เชียงใหม่ 3 วัน',
  summary: 'เมืองเก่า',
  revision: 4,
  has_draft: false,
  cover: {
    image_id: 'img1',
    url: '/api/content-platform/image-service/v1/images/img1',
    blurhash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
    width: 1200,
    height: 800,
  },
  updated_at: '2025-01-02T00:00:00.000Z',
  published_at: '2025-01-01T00:00:00.000Z',
  view_count: 7,
  comment_count: 2,
  author: { user_id: 'u1', username: 'somchai', display_name: 'สมชาย ใจดี', avatar_image: null },
  language: 'th',
  category_ids: ['culture'],
  location_ids: ['loc-1'],
  rank: 3.5,
};
const paged = <T>(data: T[], total: number) => ({
  status: 200,
  body: { status: { err_code: 0, err_message: '' }, data, paging: { offset: 0, limit: 12 }, total_count: total },
});

describe('HttpFeedApi — feed contract (src/contract/feed.contract.ts)', () => {
  it("you-may-like is the bearer's (private); wire becomes the domain FeedContent", async () => {
    server.handle(() => paged([item], 30));
    const page = await api.youMayLike({ offset: 0, limit: 6 });
    expect(call(last())).toBe(`GET /private/api/${F}/you-may-like-contents?offset=0&limit=6 [bearer]`);
    expect(page.total).toBe(30);
    expect(page.items[0]).toMatchObject({
      contentId: 'c1',
      kind: 'trip',
      title: 'เชียงใหม่ 3 วัน',
      viewCount: 7,
      commentCount: 2,
      language: 'th',
      categoryIds: ['culture'],
      locationIds: ['loc-1'],
      author: { username: 'somchai', displayName: 'สมชาย ใจดี' },
      cover: { imageId: 'img1', width: 1200 },
    });
  });

  it("hl, the reader's language, goes with the lists of contents and the search; none is sent without it", async () => {
    server.handle(() => paged([item], 1));
    await api.youMayLike({ offset: 0, limit: 6 }, 'en');
    expect(call(last())).toBe(`GET /private/api/${F}/you-may-like-contents?offset=0&limit=6&hl=en [bearer]`);
    await api.trendingContents({ offset: 0, limit: 6 }, 'th');
    expect(call(last())).toBe(`GET /public/api/${F}/trending/contents?offset=0&limit=6&hl=th`);
    await api.categoryContents('markets', 'newest', { offset: 0, limit: 12 }, 'en');
    expect(call(last())).toBe(`GET /public/api/${F}/categories/markets/contents?sort=newest&offset=0&limit=12&hl=en`);
    await api.searchContents('market', {}, { offset: 0, limit: 12 }, 'en');
    expect(call(last())).toBe(`GET /public/api/${F}/advance-search/contents?keyword=market&offset=0&limit=12&hl=en`);
    await api.trendingContents({ offset: 0, limit: 6 });
    expect(call(last())).toBe(`GET /public/api/${F}/trending/contents?offset=0&limit=6`);
  });

  it('trending contents and categories are public reads', async () => {
    server.handle(() => paged([item], 1));
    await api.trendingContents({ offset: 0, limit: 6 });
    expect(call(last())).toBe(`GET /public/api/${F}/trending/contents?offset=0&limit=6`);
    server.handle(() =>
      ok([{ category_id: 'food', name_en: 'Food', name_th: 'อาหาร', score: 12.5, content_count: 3 }]),
    );
    await expect(api.trendingCategories(10)).resolves.toEqual([
      { categoryId: 'food', names: { en: 'Food', th: 'อาหาร' }, contentCount: 3 },
    ]);
    expect(call(last())).toBe(`GET /public/api/${F}/trending/categories?limit=10`);
  });

  it('advance search sends only the filters given and keeps the highlight segments as text', async () => {
    const highlight = {
      title: [
        { text: 'เชียงใหม่', match: true },
        { text: ' 3 วัน', match: false },
      ],
      summary: [{ text: '<b>x</b>', match: false }],
    };
    server.handle(() => paged([{ ...item, highlight }], 1));
    const page = await api.searchContents('เชียงใหม่', { kind: 'trip', language: 'th' }, { offset: 12, limit: 12 });
    expect(call(last())).toBe(
      `GET /public/api/${F}/advance-search/contents?keyword=${encodeURIComponent('เชียงใหม่')}&kind=trip&language=th&offset=12&limit=12`,
    );
    expect(page.items[0].highlight).toEqual(highlight);
    server.handle(() => paged([], 0));
    await api.searchContents(null, { categoryId: 'food' }, { offset: 0, limit: 12 });
    expect(call(last())).toBe(`GET /public/api/${F}/advance-search/contents?category_id=food&offset=0&limit=12`);
  });

  it('places and creators search', async () => {
    // The district and province a Thai search matched, marked where it matched.
    const AREA_SEGMENTS = [
      { text: 'เมือง', match: false },
      { text: 'เชียงใหม่', match: true },
      { text: ', ', match: false },
      { text: 'เชียงใหม่', match: true },
    ];
    server.handle(() =>
      paged(
        [
          {
            location_id: 'loc-1',
            name: 'วัดพระสิงห์',
            name_en: 'Wat Phra Singh',
            name_th: 'วัดพระสิงห์',
            address: 'Chiang Mai',
            lat: 18.78,
            lng: 98.98,
            time_zone: 'Asia/Bangkok',
            opening_hours: null,
            category_id: null,
            admin_area: {
              district_th: 'เมืองเชียงใหม่',
              district_en: 'Mueang Chiang Mai',
              province_th: 'เชียงใหม่',
              province_en: 'Chiang Mai',
            },
            highlight: {
              name: [{ text: 'วัดพระสิงห์', match: true }],
              address: [],
              area: AREA_SEGMENTS,
            },
          },
        ],
        1,
      ),
    );
    const places = await api.searchPlaces('พระสิงห์', 'th', { offset: 0, limit: 12 });
    expect(call(last())).toBe(
      `GET /public/api/${F}/search/locations?keyword=${encodeURIComponent('พระสิงห์')}&lang=th&offset=0&limit=12`,
    );
    expect(places.items[0]).toEqual({
      locationId: 'loc-1',
      name: 'วัดพระสิงห์',
      address: 'Chiang Mai',
      area: 'เมืองเชียงใหม่, เชียงใหม่',
      highlight: {
        name: [{ text: 'วัดพระสิงห์', match: true }],
        address: [],
        area: AREA_SEGMENTS,
      },
    });
    server.handle(() =>
      paged(
        [
          {
            user_id: 'u3',
            username: 'alice',
            display_name: 'Alice Wanderer',
            avatar_image: null,
            published_count: 4,
            highlight: {
              display_name: [
                { text: 'Alice', match: true },
                { text: ' Wanderer', match: false },
              ],
              username: [{ text: 'alice', match: true }],
            },
          },
        ],
        1,
      ),
    );
    const creators = await api.searchCreators('alice', { offset: 0, limit: 12 });
    expect(call(last())).toBe(`GET /public/api/${F}/search/content-creators?keyword=alice&offset=0&limit=12`);
    expect(creators.items[0]).toMatchObject({ userId: 'u3', username: 'alice', publishedCount: 4 });
  });

  it("a category's contents with its sort", async () => {
    server.handle(() => paged([item], 1));
    await api.categoryContents('food', 'most_read', { offset: 0, limit: 12 });
    expect(call(last())).toBe(`GET /public/api/${F}/categories/food/contents?sort=most_read&offset=0&limit=12`);
  });

  it('a category page hands on the next cursor, and the page asked with it sends cursor instead of offset', async () => {
    server.handle(() => ok([item], { paging: { offset: 0, limit: 12, next_cursor: 'WzEsImNhdCJd' }, total_count: 30 }));
    const first = await api.categoryContents('food', 'newest', { offset: 0, limit: 12 });
    expect(first).toMatchObject({ total: 30, nextCursor: 'WzEsImNhdCJd' });
    await api.categoryContents('food', 'newest', { offset: 12, limit: 12, cursor: first.nextCursor! });
    expect(call(last())).toBe(`GET /public/api/${F}/categories/food/contents?sort=newest&cursor=WzEsImNhdCJd&limit=12`);
  });
});
