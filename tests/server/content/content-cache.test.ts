import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { contentRepository } from '../../../server/content/content.repository';
import { FreshReads, PublicContentCache } from '../../../server/content/public-content-cache';
import { ORCH, QUERY, publishedContent } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const COMMENTS = '/api/content-platform/comment-service/v1/contents';

/**
 * The reader's read keeps assembled contents in process (server/content/public-content-cache.ts):
 * every change a reader can see must still show on the very next read (spec §7 contents/{contentId}).
 */
describe.each(DATABASES)('public content cache on %s (spec §7 contents/{contentId})', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let reader: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
    reader = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  const read = async (id: string) => (await t.call('GET', `${QUERY}/contents/${id}`)).body.data;

  it('spec §7: a republish shows at once, and another content read in between keeps its own version', async () => {
    const a = await publishedContent(t, author, { title: 'A one' });
    const b = await publishedContent(t, author, { title: 'B one' });
    expect(await read(a.content_id)).toMatchObject({ version: 1, title: 'A one' });
    expect(await read(b.content_id)).toMatchObject({ version: 1, title: 'B one' });

    const draft = await t.call('POST', `${ORCH}/contents/create_draft/${a.content_id}`, {
      token: author.idToken,
      body: { revision: a.revision },
    });
    const edited = await t.call('PATCH', `${ORCH}/contents/${a.content_id}`, {
      token: author.idToken,
      body: { revision: draft.body.data.revision, title: 'A two' },
    });
    expect(await read(a.content_id)).toMatchObject({ version: 1, title: 'A one' });
    await t.call('POST', `${ORCH}/contents/published/${a.content_id}`, {
      token: author.idToken,
      body: { revision: edited.body.data.revision },
    });

    expect(await read(a.content_id)).toMatchObject({ version: 2, title: 'A two', published_at: a.published_at });
    expect(await read(b.content_id)).toMatchObject({ version: 1, title: 'B one' });
  });

  it('spec §7: a delete is a 404 on the next read; other contents still read', async () => {
    const a = await publishedContent(t, author, { title: 'Doomed' });
    const b = await publishedContent(t, author, { title: 'Survivor' });
    expect(await read(a.content_id)).toMatchObject({ title: 'Doomed' });
    expect(await read(b.content_id)).toMatchObject({ title: 'Survivor' });
    expect((await t.call('DELETE', `${ORCH}/contents/${a.content_id}`, { token: author.idToken })).status).toBe(200);
    expect(errCode(await t.call('GET', `${QUERY}/contents/${a.content_id}`))).toBe(ErrorCode.contentNotFound);
    expect(await read(b.content_id)).toMatchObject({ title: 'Survivor' });
  });

  it('spec §7: a new view or comment and a changed author name show on the next read of a cached content', async () => {
    const a = await publishedContent(t, author, { title: 'Counted' });
    const b = await publishedContent(t, author, { title: 'Untouched' });
    expect(await read(a.content_id)).toMatchObject({ view_count: 0, comment_count: 0 });
    expect(await read(b.content_id)).toMatchObject({ view_count: 0, comment_count: 0 });

    await t.call('POST', `${ORCH}/contents/view/${a.content_id}`, { body: { session_id: 'session-cache-1' } });
    expect(await read(a.content_id)).toMatchObject({ view_count: 1, comment_count: 0 });
    const comment = await t.call('POST', `${COMMENTS}/${a.content_id}/comments`, {
      token: reader.idToken,
      body: { text: 'Lovely morning.' },
    });
    expect(comment.status).toBe(200);
    expect(await read(a.content_id)).toMatchObject({ view_count: 1, comment_count: 1 });
    expect(await read(b.content_id)).toMatchObject({ view_count: 0, comment_count: 0 });

    const name = `Cache Author ${Date.now().toString(36)}`;
    const patch = await t.call('PATCH', '/private/api/user-orchestration-service/v1/profiles', {
      token: author.idToken,
      body: { display_name: name },
    });
    expect(patch.status).toBe(200);
    expect((await read(a.content_id)).author.display_name).toBe(name);
  });

  it('spec §7: concurrent readers share checks, yet a reader arriving after a write sees it', async () => {
    const a = await publishedContent(t, author, { title: 'Busy' });
    const cache = new PublicContentCache(contentRepository, t.server.deps.changes);
    const deps = t.server.deps;
    const before = Array.from({ length: 8 }, () => cache.read(deps, a.content_id));
    await t.call('POST', `${ORCH}/contents/view/${a.content_id}`, { body: { session_id: 'session-cache-2' } });
    const after = Array.from({ length: 8 }, () => cache.read(deps, a.content_id));
    for (const content of await Promise.all(before)) expect(content?.title).toBe('Busy');
    for (const content of await Promise.all(after)) expect(content?.view_count).toBe(1);
  });

  it('the cache holds at most its size, least recently read first out, and an evicted content reads the same', async () => {
    const cache = new PublicContentCache(contentRepository, t.server.deps.changes, { maxEntries: 2 });
    const ids = [];
    for (const title of ['One', 'Two', 'Three']) ids.push((await publishedContent(t, author, { title })).content_id);
    const deps = t.server.deps;
    const first = await cache.read(deps, ids[0]);
    expect(first).toEqual(await read(ids[0]));
    await cache.read(deps, ids[1]);
    await cache.read(deps, ids[0]);
    await cache.read(deps, ids[2]);
    expect(cache.size).toBe(2);
    expect((await cache.read(deps, ids[1]))?.title).toBe('Two');
    expect(await cache.read(deps, ids[0])).toEqual(first);
    expect(await cache.read(deps, 'no-such-content')).toBeNull();
  });
});

describe('FreshReads: shared primary-key checks of the public content cache', () => {
  it('a read arriving while a check is in flight waits for the next check, which all such reads share', async () => {
    let state = 0;
    const sent: { seen: number; resolve: () => void }[] = [];
    const reads = new FreshReads<number>(
      () =>
        new Promise((resolve) => {
          const seen = state;
          sent.push({ seen, resolve: () => resolve(seen) });
        }),
    );
    const db = { query: async () => [] };
    const early = reads.read(db, 'c1');
    state = 1;
    const late = [reads.read(db, 'c1'), reads.read(db, 'c1')];
    const other = reads.read(db, 'c2');
    expect(sent).toHaveLength(2);
    sent[0].resolve();
    expect(await early).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toHaveLength(3);
    sent[2].resolve();
    sent[1].resolve();
    expect(await Promise.all(late)).toEqual([1, 1]);
    expect(await other).toBe(1);
  });
});
