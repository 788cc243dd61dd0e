import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isNetworkFailure, isVersionConflict } from '../../../src/application/content/network-failure';
import type { ContentDocument } from '../../../src/domain/content/content';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpContentApi } from '../../../src/infrastructure/http/http-content-api';
import { fail, ok, startTestHttpServer, type RecordedRequest, type TestHttpServer } from '../support/test-http-server';

let server: TestHttpServer;
let api: HttpContentApi;
beforeAll(async () => {
  server = await startTestHttpServer();
  api = new HttpContentApi(
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
const call = (r: RecordedRequest) =>
  `${r.method} ${r.url}${r.headers.authorization === 'Bearer id-token' ? ' [bearer]' : ''}`;

const Q = '/private/api/content-platform/content-query-service/v1';
const O = '/private/api/content-platform/content-orchestration-service/v1';
const AUTHOR = { user_id: 'u1', username: 'somchai', display_name: 'Somchai', avatar_image: null };
const COVER = { image_id: 'img-1', url: 'http://x/img-1', blurhash: 'LKO2?U%2Tw=w', width: 1920, height: 1080 };
const wireContent = (over: Record<string, unknown> = {}) => ({
  content_id: 'c1',
  kind: 'trip',
  status: 'draft',
  version: 1,
  revision: 4,
  published_version: null,
  draft_version: 1,
  title: 'Krabi',
  summary: 'Islands',
  language: 'en',
  cover: COVER,
  sections: [
    { section_id: 's1', type: 'text', html: '<p>Hi</p>' },
    {
      section_id: 'd1',
      type: 'day',
      title: 'Day 1',
      stops: [{ stop_id: 't1', location_id: 'loc-railay', pending_location: null, note: 'swim', time: '09:30' }],
    },
  ],
  category_ids: ['beaches'],
  author: AUTHOR,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-02T00:00:00Z',
  published_at: null,
  view_count: 0,
  comment_count: 0,
  ...over,
});
const document: ContentDocument = {
  title: 'Krabi',
  summary: 'Islands',
  language: 'en',
  cover: { imageId: 'img-1', url: 'http://x/img-1', blurhash: 'LKO2?U%2Tw=w', width: 1920, height: 1080 },
  sections: [
    { sectionId: 's1', type: 'text', html: '<p>Hi</p>' },
    {
      sectionId: 'l1',
      type: 'location',
      locationId: null,
      pendingLocation: { name: 'Secret beach', lat: 8.01, lng: 98.83, address: '' },
      note: '',
    },
  ],
  categoryIds: ['beaches'],
};

describe('HttpContentApi — content contract, spec §7 content-platform editor calls', () => {
  it('reserve: POST contents/reserved with the kind, mapped to camelCase', async () => {
    server.handle(() =>
      ok(wireContent({ status: 'reserved', version: 0, revision: 1, title: '', cover: null, sections: [] })),
    );
    await expect(api.reserve('trip')).resolves.toMatchObject({
      contentId: 'c1',
      kind: 'trip',
      status: 'reserved',
      revision: 1,
      cover: null,
    });
    expect(call(last())).toBe(`POST ${O}/contents/reserved [bearer]`);
    expect(last().body).toEqual({ kind: 'trip' });
  });

  it('getEditorContent and getVersion read with the bearer; sections and stops come back camelCase', async () => {
    server.handle(() => ok(wireContent()));
    const content = await api.getEditorContent('c1');
    expect(call(last())).toBe(`GET ${Q}/editors/contents/c1 [bearer]`);
    expect(content.sections[1]).toEqual({
      sectionId: 'd1',
      type: 'day',
      title: 'Day 1',
      stops: [{ stopId: 't1', locationId: 'loc-railay', pendingLocation: null, note: 'swim', time: '09:30' }],
    });
    await api.getVersion('c1', 3);
    expect(call(last())).toBe(`GET ${Q}/editors/contents/c1/version/3 [bearer]`);
  });

  it('save: PUT with the revision it started from and the whole document in snake_case', async () => {
    server.handle(() => ok(wireContent({ revision: 5 })));
    await expect(api.save('c1', 4, document)).resolves.toMatchObject({ revision: 5 });
    expect(call(last())).toBe(`PUT ${O}/contents/c1 [bearer]`);
    expect(last().body).toEqual({
      revision: 4,
      title: 'Krabi',
      summary: 'Islands',
      language: 'en',
      cover: COVER,
      sections: [
        { section_id: 's1', type: 'text', html: '<p>Hi</p>' },
        {
          section_id: 'l1',
          type: 'location',
          location_id: null,
          pending_location: { name: 'Secret beach', lat: 8.01, lng: 98.83, address: '' },
          note: '',
        },
      ],
      category_ids: ['beaches'],
    });
  });

  it('patch sends only the named fields', async () => {
    server.handle(() => ok(wireContent()));
    await api.patch('c1', 4, { title: 'New', cover: null });
    expect(call(last())).toBe(`PATCH ${O}/contents/c1 [bearer]`);
    expect(last().body).toEqual({ revision: 4, title: 'New', cover: null });
  });

  it('a stale revision answers 409 4090607009: a conflict, not a network failure', async () => {
    server.handle(() => ({
      status: 409,
      body: {
        status: { err_code: ErrorCode.contentVersionConflict, err_message: 'stale' },
        data: { content_id: 'c1', revision: 6 },
      },
    }));
    const error = await api.save('c1', 4, document).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.contentVersionConflict, details: { status: 409 } });
    expect(isVersionConflict(error)).toBe(true);
    expect(isNetworkFailure(error)).toBe(false);
  });

  it('4220607000 carries content_id and message (spec §8)', async () => {
    server.handle(() => ({
      status: 422,
      body: {
        status: { err_code: ErrorCode.contentValidationFailed, err_message: 'bad' },
        data: { content_id: 'c1', message: 'title is longer than 150 characters' },
      },
    }));
    await expect(api.save('c1', 4, document)).rejects.toMatchObject({
      code: ErrorCode.contentValidationFailed,
      details: { contentId: 'c1', message: 'title is longer than 150 characters', status: 422 },
    });
  });

  it('a server that cannot be reached is a network failure (9999, no status)', async () => {
    const offline = new HttpContentApi(
      new HttpClient({
        baseUrl: 'http://127.0.0.1:1',
        timeoutMs: 2000,
        getToken: async () => 't',
        onSessionExpired: () => undefined,
      }),
    );
    const error = await offline.save('c1', 1, document).catch((e: unknown) => e);
    expect(isNetworkFailure(error)).toBe(true);
  });

  it.each([
    ['publish', () => api.publish('c1', 4), `POST ${O}/contents/published/c1 [bearer]`],
    ['createDraft', () => api.createDraft('c1', 4), `POST ${O}/contents/create_draft/c1 [bearer]`],
    ['deleteDraft', () => api.deleteDraft('c1', 4), `POST ${O}/contents/delete_draft/c1 [bearer]`],
  ])('%s posts the revision', async (_name, run, expected) => {
    server.handle(() => ok(wireContent()));
    await run();
    expect(call(last())).toBe(expected);
    expect(last().body).toEqual({ revision: 4 });
  });

  it('deleteContent: DELETE with the revision as a query; spec §8 "delete content" on an internal failure', async () => {
    server.handle(() => ok({ content_id: 'c1', deleted: true }));
    await api.deleteContent('c1', 7);
    expect(call(last())).toBe(`DELETE ${O}/contents/c1?revision=7 [bearer]`);
    server.handle(() => fail(500, ErrorCode.internalUser, 'x'));
    await expect(api.deleteContent('c1')).rejects.toMatchObject({
      code: ErrorCode.internalUser,
      action: 'deleteContent',
    });
    expect(call(last())).toBe(`DELETE ${O}/contents/c1 [bearer]`);
  });

  it('my-contents: paged with total_count and an optional status; count', async () => {
    const item = {
      content_id: 'c1',
      kind: 'article',
      status: 'published',
      title: 'T',
      summary: '',
      cover: null,
      has_draft: true,
      revision: 3,
      updated_at: '2025-01-02T00:00:00Z',
      published_at: '2025-01-01T00:00:00Z',
      view_count: 12,
      comment_count: 2,
      author: AUTHOR,
    };
    server.handle(() => ok([item], { paging: { offset: 20, limit: 20 }, total_count: 41 }));
    const page = await api.listMyContents({ offset: 20, limit: 20, status: 'draft' });
    expect(call(last())).toBe(`GET ${Q}/editors/my-contents?offset=20&limit=20&status=draft [bearer]`);
    expect(page).toEqual({
      total: 41,
      items: [expect.objectContaining({ contentId: 'c1', hasDraft: true, viewCount: 12, status: 'published' })],
    });
    server.handle(() => ok({ total: 3, drafts: 2, published: 1 }));
    await expect(api.countMyContents()).resolves.toEqual({ total: 3, drafts: 2, published: 1 });
    expect(call(last())).toBe(`GET ${Q}/editors/my-contents/count [bearer]`);
  });

  it('my-contents by key: nextCursor handed on; a page asked with it sends cursor instead of offset', async () => {
    server.handle(() => ok([], { paging: { offset: 0, limit: 20, next_cursor: 'WzEsIm1pbmUiXQ' }, total_count: 41 }));
    const first = await api.listMyContents({ offset: 0, limit: 20 });
    expect(first.nextCursor).toBe('WzEsIm1pbmUiXQ');
    await api.listMyContents({ offset: 20, limit: 20, status: 'draft', cursor: first.nextCursor! });
    expect(call(last())).toBe(`GET ${Q}/editors/my-contents?cursor=WzEsIm1pbmUiXQ&limit=20&status=draft [bearer]`);
  });

  it("editor categories with the caller's usage count", async () => {
    server.handle(() => ok([{ category_id: 'food', name_en: 'Food', name_th: 'อาหาร', content_count: 2 }]));
    await expect(api.listCategories()).resolves.toEqual([
      { categoryId: 'food', names: { en: 'Food', th: 'อาหาร' }, contentCount: 2 },
    ]);
    expect(call(last())).toBe('GET /private/api/content-platform/category-service/v2/categories/editor [bearer]');
  });
});
