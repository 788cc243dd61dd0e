import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGING_OFFSET } from '../../../src/contract/content.contract';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { ORCH, QUERY, documentBody, publishedContent, reserve } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

describe.each(DATABASES)('content queries on %s (spec §7 content-query-service v1)', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  /** Newest first: four published (one with a draft), three drafts, one reserved. */
  const published: string[] = [];
  const drafts: string[] = [];
  let editedId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
    for (let i = 0; i < 4; i++) {
      t.clock.ms += 60_000;
      published.push((await publishedContent(t, author, { title: `Published ${i}` })).content_id);
    }
    for (let i = 0; i < 3; i++) {
      t.clock.ms += 60_000;
      const reserved = await reserve(t, author);
      await t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
        token: author.idToken,
        body: documentBody(1, null, { title: `Draft ${i}` }),
      });
      drafts.push(reserved.content_id);
    }
    t.clock.ms += 60_000;
    editedId = published[0];
    const current = (await t.call('GET', `${QUERY}/editors/contents/${editedId}`, { token: author.idToken })).body.data;
    await t.call('POST', `${ORCH}/contents/create_draft/${editedId}`, {
      token: author.idToken,
      body: { revision: current.revision },
    });
    await reserve(t, author);
  });
  afterAll(async () => t?.close());

  const ids = (result: { body: { data: { content_id: string }[] } }) => result.body.data.map((item) => item.content_id);

  it('spec §7 my-contents: paged with offset/limit and total_count, newest update first, reserved ones not listed', async () => {
    const first = await t.call('GET', `${QUERY}/editors/my-contents?offset=0&limit=3`, { token: author.idToken });
    expect(first.status).toBe(200);
    expect(first.body.paging).toEqual({ offset: 0, limit: 3, next_cursor: expect.any(String) });
    expect(first.body.total_count).toBe(7);
    expect(ids(first)).toEqual([editedId, drafts[2], drafts[1]]);
    const last = await t.call('GET', `${QUERY}/editors/my-contents?offset=6&limit=3`, { token: author.idToken });
    expect(ids(last)).toEqual([published[1]]);
    expect(last.body.total_count).toBe(7);
    const item = first.body.data[0];
    expect(item).toMatchObject({
      status: 'published',
      has_draft: true,
      title: 'Published 0',
      view_count: 0,
      comment_count: 0,
    });
    expect(item.author.user_id).toBe(author.userId);
    expect(item.cover.url).toContain('/api/content-platform/image-service/v1/images/');
  });

  it('spec §7 my-contents: the status filter (draft = never published or with a draft) and the count agree', async () => {
    const draftList = await t.call('GET', `${QUERY}/editors/my-contents?status=draft&limit=100`, {
      token: author.idToken,
    });
    expect(ids(draftList).sort()).toEqual([...drafts, editedId].sort());
    const publishedList = await t.call('GET', `${QUERY}/editors/my-contents?status=published&limit=100`, {
      token: author.idToken,
    });
    expect(ids(publishedList).sort()).toEqual([...published].sort());
    const count = await t.call('GET', `${QUERY}/editors/my-contents/count`, { token: author.idToken });
    expect(count.body.data).toEqual({ total: 7, drafts: 4, published: 4 });
    const bad = await t.call('GET', `${QUERY}/editors/my-contents?limit=101`, { token: author.idToken });
    expect(errCode(bad)).toBe(ErrorCode.contentValidationFailed);
  });

  it("spec §7 my-contents: another user's list is their own (empty), and it needs a token", async () => {
    const stranger = await signedInUser(t);
    const theirs = await t.call('GET', `${QUERY}/editors/my-contents`, { token: stranger.idToken });
    expect([theirs.body.data, theirs.body.total_count]).toEqual([[], 0]);
    expect(errCode(await t.call('GET', `${QUERY}/editors/my-contents`))).toBe(ErrorCode.invalidToken);
  });

  it('spec §7 contents/users/{userId}: published contents only, newest publication first, paged, under /public/api', async () => {
    const list = await t.call('GET', `/public/api${QUERY.slice(4)}/contents/users/${author.userId}?limit=2`);
    expect(list.body.total_count).toBe(4);
    expect(ids(list)).toEqual([published[3], published[2]]);
    expect(list.body.data[0].title).toBe('Published 3');
    const firstPublished = (await t.call('GET', `${QUERY}/contents/users/${author.userId}?offset=3&limit=2`)).body
      .data[0];
    expect(firstPublished).toMatchObject({ content_id: published[0], title: 'Published 0' });
  });

  it('review D: an offset past MAX_PAGING_OFFSET is 422, not a database failure; the largest one answers an empty page', async () => {
    for (const offset of ['2147483648', '99999999999999999999', '1e30']) {
      const mine = await t.call('GET', `${QUERY}/editors/my-contents?offset=${offset}`, { token: author.idToken });
      expect([offset, mine.status]).toEqual([offset, 422]);
      const theirs = await t.call('GET', `${QUERY}/contents/users/${author.userId}?offset=${offset}`);
      expect([offset, theirs.status]).toEqual([offset, 422]);
    }
    const last = await t.call('GET', `${QUERY}/contents/users/${author.userId}?offset=${MAX_PAGING_OFFSET}`);
    expect([last.status, last.body.data, last.body.total_count]).toEqual([200, [], 4]);
  });

  it('by-username: the author and their published contents with paging; an unknown name is 404 4040102001', async () => {
    const username = `writer_${Math.random().toString(36).slice(2, 8)}`;
    await t.server.deps.db.query('UPDATE profiles SET username = $2, display_name = $3 WHERE user_id = $1', [
      author.userId,
      username,
      'Nok',
    ]);
    const result = await t.call('GET', `/public/api${QUERY.slice(4)}/contents/users/by-username/${username}?limit=3`);
    expect(result.status).toBe(200);
    expect(result.body.data.author).toEqual({
      user_id: author.userId,
      username,
      display_name: 'Nok',
      avatar_image: null,
    });
    expect(result.body.data.items.map((i: { content_id: string }) => i.content_id)).toEqual([
      published[3],
      published[2],
      published[1],
    ]);
    expect(result.body.data.items[0].author.username).toBe(username);
    expect([result.body.paging, result.body.total_count]).toEqual([
      { offset: 0, limit: 3, next_cursor: expect.any(String) },
      4,
    ]);
    const unknown = await t.call('GET', `${QUERY}/contents/users/by-username/nobody_here`);
    expect([unknown.status, errCode(unknown)]).toEqual([404, ErrorCode.userNotFound]);
  });

  it('spec §7 pre-fetch and count: small reads of a published content; drafts are 404', async () => {
    const preview = await t.call('GET', `/public/api${QUERY.slice(4)}/contents/pre-fetch/${published[1]}`);
    expect(Object.keys(preview.body.data).sort()).toEqual([
      'author',
      'content_id',
      'cover',
      'kind',
      'published_at',
      'summary',
      'title',
    ]);
    expect(preview.body.data).toMatchObject({ content_id: published[1], title: 'Published 1', kind: 'article' });
    const count = await t.call('GET', `${QUERY}/contents/${published[1]}/count`);
    expect(count.body.data).toEqual({ content_id: published[1], view_count: 0, comment_count: 0 });
    expect(errCode(await t.call('GET', `${QUERY}/contents/pre-fetch/${drafts[0]}`))).toBe(ErrorCode.contentNotFound);
    expect(errCode(await t.call('GET', `${QUERY}/contents/${drafts[0]}/count`))).toBe(ErrorCode.contentNotFound);
  });

  it('spec §7 view count: one count per (content, session), visible at once in the read and the count; the answer carries comment_count', async () => {
    const id = published[2];
    const view = (sessionId: string) =>
      t.call('POST', `/public/api${ORCH.slice(4)}/contents/view/${id}`, { body: { session_id: sessionId } });
    expect((await view('session-aaaa')).body.data).toEqual({
      content_id: id,
      view_count: 1,
      comment_count: 0,
      counted: true,
    });
    expect((await view('session-aaaa')).body.data).toEqual({
      content_id: id,
      view_count: 1,
      comment_count: 0,
      counted: false,
    });
    const concurrent = await Promise.all([view('session-bbbb'), view('session-bbbb'), view('session-cccc')]);
    expect(concurrent.filter((r) => r.body.data.counted)).toHaveLength(2);
    expect((await t.call('GET', `${QUERY}/contents/${id}`)).body.data.view_count).toBe(3);
    expect((await t.call('GET', `${QUERY}/contents/${id}/count`)).body.data.view_count).toBe(3);
    expect(errCode(await view('x'))).toBe(ErrorCode.contentValidationFailed);
    expect(
      errCode(await t.call('POST', `${ORCH}/contents/view/${drafts[0]}`, { body: { session_id: 'session-aaaa' } })),
    ).toBe(ErrorCode.contentNotFound);
  });

  it('OpenAPI: every content query and orchestration call is documented with its rules', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    const paths = Object.keys(doc.paths);
    for (const path of [
      `${QUERY}/editors/my-contents`,
      `${QUERY}/editors/my-contents/count`,
      `${QUERY}/editors/contents/{contentId}`,
      `${QUERY}/editors/contents/{contentId}/version/{version}`,
      `/public${QUERY}/contents/{contentId}`,
      `/public${QUERY}/contents/pre-fetch/{contentId}`,
      `/public${QUERY}/contents/{contentId}/count`,
      `/public${QUERY}/contents/users/{userId}`,
      `/public${QUERY}/contents/users/by-username/{username}`,
      `${ORCH}/contents/reserved`,
      `${ORCH}/contents/{contentId}`,
      `${ORCH}/contents/published/{contentId}`,
      `${ORCH}/contents/create_draft/{contentId}`,
      `${ORCH}/contents/delete_draft/{contentId}`,
      `/public${ORCH}/contents/view/{contentId}`,
    ])
      expect(paths).toContain(path);
    expect(JSON.stringify(doc.paths[`${ORCH}/contents/{contentId}`].put)).toContain('4090607009');
  });
});
