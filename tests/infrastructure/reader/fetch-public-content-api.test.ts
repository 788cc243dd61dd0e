import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FetchJson } from '../../../src/infrastructure/reader/fetch-json';
import { FetchPublicContentApi } from '../../../src/infrastructure/reader/fetch-public-content-api';
import { InMemoryReaderSession } from '../../fakes/in-memory-reader-session';
import { fail, ok, startTestHttpServer, type RecordedRequest, type TestHttpServer } from '../support/test-http-server';

const author = { user_id: 'u1', username: 'somchai', display_name: 'Somchai', avatar_image: null };
const wireContent = {
  content_id: 'c1',
  kind: 'article',
  version: 1,
  title: 'Bangkok',
  summary: '',
  language: 'en',
  cover: null,
  sections: [{ section_id: 's1', type: 'text', html: '<p>x</p>' }],
  category_ids: [],
  author,
  published_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  view_count: 3,
  comment_count: 1,
  places: [],
};
const wireComment = {
  comment_id: 'k1',
  content_id: 'c1',
  parent_comment_id: null,
  text: 'hi',
  mentions: [],
  author,
  created_at: 'd',
  reply_count: 0,
};

let server: TestHttpServer;
let session: InMemoryReaderSession;
let api: FetchPublicContentApi;
beforeAll(async () => {
  server = await startTestHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  session = new InMemoryReaderSession(false);
  api = new FetchPublicContentApi(new FetchJson({ baseUrl: server.url, timeoutMs: 2000 }), session);
});
const last = (): RecordedRequest => server.requests[server.requests.length - 1];
const call = (r: RecordedRequest) =>
  `${r.method} ${r.url}${r.headers.authorization ? ` [${r.headers.authorization}]` : ''}`;

describe('FetchPublicContentApi — content contract over real HTTP (fetch, no axios)', () => {
  it('spec §7 public content: GET under /public/api without a token, mapped to the domain', async () => {
    server.handle(() => ok(wireContent));
    await expect(api.getPublicContent('c1')).resolves.toMatchObject({
      contentId: 'c1',
      title: 'Bangkok',
      viewCount: 3,
      sections: [{ type: 'text' }],
    });
    expect(call(last())).toBe('GET /public/api/content-platform/content-query-service/v1/contents/c1');
    expect(session.tokenRequests).toBe(0);
  });

  it('spec §8: a missing content is the AppError 4040607004 with its message key', async () => {
    server.handle(() => fail(404, 4040607004, 'content not found'));
    await expect(api.getPublicContent('gone')).rejects.toMatchObject({
      code: 4040607004,
      messageKey: 'errors.contentNotFound',
    });
  });

  it('a non-envelope failure and a dropped connection are errors, never data', async () => {
    server.handle(() => ({ status: 502, body: 'Bad gateway' }));
    await expect(api.getCounts('c1')).rejects.toMatchObject({ code: 9999 });
    const dead = new FetchPublicContentApi(new FetchJson({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }), session);
    await expect(dead.getCounts('c1')).rejects.toMatchObject({ code: 9999, messageKey: 'errors.default' });
  });

  it('spec §7 timeout: a call slower than the configured timeout is abandoned', async () => {
    server.handle(() => ({ ...ok(wireContent), delayMs: 500 }));
    const slow = new FetchPublicContentApi(new FetchJson({ baseUrl: server.url, timeoutMs: 50 }), session);
    await expect(slow.getPublicContent('c1')).rejects.toMatchObject({ code: 9999 });
  });

  it('view count: POST with the session id, answers the counts and whether this one counted', async () => {
    server.handle(() => ok({ content_id: 'c1', view_count: 4, comment_count: 1, counted: true }));
    await expect(api.countView('c1', 'session-123')).resolves.toEqual({
      contentId: 'c1',
      viewCount: 4,
      commentCount: 1,
      counted: true,
    });
    expect(call(last())).toBe('POST /public/api/content-platform/content-orchestration-service/v1/contents/view/c1');
    expect(last().body).toEqual({ session_id: 'session-123' });
    server.handle(() => ok({ content_id: 'c1', view_count: 4, comment_count: 1 }));
    await expect(api.getCounts('c1')).resolves.toEqual({ contentId: 'c1', viewCount: 4, commentCount: 1 });
    expect(call(last())).toBe('GET /public/api/content-platform/content-query-service/v1/contents/c1/count');
  });

  it('a view carries a token the app already holds, so a signed-in read is remembered; a refused token is counted again without it', async () => {
    session.held = 'held-token';
    server.handle(() => ok({ content_id: 'c1', view_count: 5, comment_count: 1, counted: true }));
    await api.countView('c1', 'session-123');
    expect(call(last())).toBe(
      'POST /public/api/content-platform/content-orchestration-service/v1/contents/view/c1 [Bearer held-token]',
    );
    expect(session.tokenRequests).toBe(0);
    server.requests.length = 0;
    let calls = 0;
    server.handle(() =>
      calls++ === 0
        ? fail(401, 4010104001, 'Invalid token')
        : ok({ content_id: 'c1', view_count: 6, comment_count: 1, counted: true }),
    );
    await expect(api.countView('c1', 'session-456')).resolves.toMatchObject({ viewCount: 6, counted: true });
    expect(server.requests.map(call)).toEqual([
      'POST /public/api/content-platform/content-orchestration-service/v1/contents/view/c1 [Bearer held-token]',
      'POST /public/api/content-platform/content-orchestration-service/v1/contents/view/c1',
    ]);
  });

  it('comments and replies are public paged reads (offset, limit, total_count)', async () => {
    server.handle(() => ok([wireComment], { paging: { offset: 10, limit: 10 }, total_count: 11 }));
    await expect(api.listComments('c1', 10, 10)).resolves.toMatchObject({
      totalCount: 11,
      offset: 10,
      limit: 10,
      items: [{ commentId: 'k1' }],
    });
    expect(call(last())).toBe(
      'GET /public/api/content-platform/comment-service/v1/contents/c1/comments?offset=10&limit=10',
    );
    await api.listReplies('k1', 0, 5);
    expect(call(last())).toBe(
      'GET /public/api/content-platform/comment-service/v1/comments/k1/replies?offset=0&limit=5',
    );
  });

  it('paging by key: the next cursor is handed on, and a page asked with it sends cursor instead of offset', async () => {
    server.handle(() =>
      ok([wireComment], { paging: { offset: 0, limit: 1, next_cursor: 'WzEsImMiXQ' }, total_count: 3 }),
    );
    const first = await api.listComments('c1', 0, 1);
    expect(first).toMatchObject({ totalCount: 3, nextCursor: 'WzEsImMiXQ' });
    await api.listComments('c1', 1, 1, first.nextCursor!);
    expect(call(last())).toBe(
      'GET /public/api/content-platform/comment-service/v1/contents/c1/comments?limit=1&cursor=WzEsImMiXQ',
    );
    await api.listReplies('k1', 5, 5, 'abc');
    expect(call(last())).toBe(
      'GET /public/api/content-platform/comment-service/v1/comments/k1/replies?limit=5&cursor=abc',
    );
    server.handle(() => ok([wireComment], { paging: { offset: 1, limit: 1, next_cursor: null }, total_count: 3 }));
    expect((await api.listComments('c1', 1, 1, 'abc')).nextCursor).toBeNull();
    server.handle(() => ok([wireComment], { paging: { offset: 0, limit: 1 }, total_count: 3 }));
    expect((await api.listComments('c1', 0, 1)).nextCursor).toBeUndefined();
  });

  it('writing a comment or a reply carries the reader ID token under /private/api', async () => {
    session.token = 'id-token-1';
    server.handle(() => ok(wireComment));
    await api.postComment('c1', 'hello');
    expect(call(last())).toBe(
      'POST /private/api/content-platform/comment-service/v1/contents/c1/comments [Bearer id-token-1]',
    );
    expect(last().body).toEqual({ text: 'hello' });
    await api.postReply('k1', 'reply');
    expect(call(last())).toBe(
      'POST /private/api/content-platform/comment-service/v1/comments/k1/replies [Bearer id-token-1]',
    );
  });

  it('spec §8: writing without a signed-in reader fails as 4010104001 without a request', async () => {
    await expect(api.postComment('c1', 'hello')).rejects.toMatchObject({ code: 4010104001 });
    expect(server.requests).toEqual([]);
  });

  it('spec §7 search-mention: keyword query with the token; user_name is read as username', async () => {
    session.token = 'id-token-1';
    server.handle(() => ok([{ user_id: 'u2', user_name: 'nok', display_name: 'Nok', avatar_image: null }]));
    await expect(api.searchMention('no')).resolves.toEqual([
      { userId: 'u2', username: 'nok', displayName: 'Nok', avatarImage: null },
    ]);
    expect(call(last())).toBe(
      'GET /private/api/social-user-query-service/v1/search-mention?keyword=no [Bearer id-token-1]',
    );
  });

  it('decodes the PublicContent the server embedded in the page; anything else is null', () => {
    expect(api.decodeContent(wireContent)?.contentId).toBe('c1');
    expect(api.decodeContent({ route: 'content' })).toBeNull();
    expect(api.decodeContent('x')).toBeNull();
  });
});
