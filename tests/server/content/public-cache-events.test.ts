import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { ADMIN_PATHS, fillPath } from '../../../src/contract/wallet.paths';
import { contentRepository } from '../../../server/content/content.repository';
import { PublicContentCache } from '../../../server/content/public-content-cache';
import { Subscribers } from '../../../server/db/in-process-change-feed';
import type { ChangeFeed } from '../../../server/kernel/change-feed.port';
import { ORCH, QUERY, insertLocation, publishedContent } from '../helpers/content-fixtures';
import { errCode, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';
import { countQueries as queriesOf } from '../helpers/query-count';

const COMMENTS = '/api/content-platform/comment-service/v1/contents';
const PROFILES = '/private/api/user-orchestration-service/v1/profiles';

/**
 * The reader's content is served from memory and forgotten by
 * change events (server/kernel/change-feed.port.ts; in process on PGlite), not by a stamp query per request.
 * Every change a reader can see still shows on the very next read (spec §7 contents/{contentId}).
 */
describe('public content cache invalidated by events (PGlite, in process)', () => {
  let t: TestServer;
  let author: SignedInUser;
  let reader: SignedInUser;
  let moderator: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer('pglite');
    [author, reader, moderator] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
  }, 120_000);
  afterAll(async () => t?.close());

  /** Every SQL statement `fn` sends through the kernel's database port (plain queries and transactions). */
  const countQueries = <T>(fn: () => Promise<T>) => queriesOf(t.server.deps.db, fn, { transactions: true });
  const publicContent = (id: string) => t.server.modules.content.useCases.publicContent(id);
  const read = async (id: string) => (await t.call('GET', `${QUERY}/contents/${id}`)).body.data;

  it('a second read of a content is answered without any database query', async () => {
    const a = await publishedContent(t, author, { title: 'Hit' });
    const first = await countQueries(() => publicContent(a.content_id));
    expect(first.queries.length).toBeGreaterThan(0);
    const hit = await countQueries(() => publicContent(a.content_id));
    expect(hit.queries).toEqual([]);
    expect(hit.result).toEqual(first.result);
    const many = await countQueries(() => Promise.all(Array.from({ length: 20 }, () => publicContent(a.content_id))));
    expect(many.queries).toEqual([]);
    expect((await read(a.content_id)).title).toBe('Hit');
  });

  it('spec §7: a republish, a new comment, a changed author name, a hide and a delete show on the next read', async () => {
    const a = await publishedContent(t, author, { title: 'Before' });
    expect(await read(a.content_id)).toMatchObject({ version: 1, title: 'Before', comment_count: 0 });

    const draft = await t.call('POST', `${ORCH}/contents/create_draft/${a.content_id}`, {
      token: author.idToken,
      body: { revision: a.revision },
    });
    const edited = await t.call('PATCH', `${ORCH}/contents/${a.content_id}`, {
      token: author.idToken,
      body: { revision: draft.body.data.revision, title: 'After' },
    });
    // A draft's save changes nothing readers see: still a hit.
    expect((await countQueries(() => publicContent(a.content_id))).queries).toEqual([]);
    const published = await t.call('POST', `${ORCH}/contents/published/${a.content_id}`, {
      token: author.idToken,
      body: { revision: edited.body.data.revision },
    });
    expect(await read(a.content_id)).toMatchObject({ version: 2, title: 'After' });

    expect(
      (await t.call('POST', `${COMMENTS}/${a.content_id}/comments`, { token: reader.idToken, body: { text: 'Nice.' } }))
        .status,
    ).toBe(200);
    expect(await read(a.content_id)).toMatchObject({ comment_count: 1 });

    const name = `Evented ${Date.now().toString(36)}`;
    expect((await t.call('PATCH', PROFILES, { token: author.idToken, body: { display_name: name } })).status).toBe(200);
    expect((await read(a.content_id)).author.display_name).toBe(name);

    const hide = (hidden: boolean) =>
      t.call('POST', `/api${fillPath(ADMIN_PATHS.hideContent, { contentId: a.content_id })}`, {
        token: moderator.idToken,
        body: { hidden },
      });
    expect((await hide(true)).status).toBe(200);
    expect(errCode(await t.call('GET', `${QUERY}/contents/${a.content_id}`))).toBe(ErrorCode.contentNotFound);
    expect((await hide(false)).status).toBe(200);
    expect(await read(a.content_id)).toMatchObject({ title: 'After', comment_count: 1 });

    expect(published.status).toBe(200);
    expect((await t.call('DELETE', `${ORCH}/contents/${a.content_id}`, { token: author.idToken })).status).toBe(200);
    expect(errCode(await t.call('GET', `${QUERY}/contents/${a.content_id}`))).toBe(ErrorCode.contentNotFound);
  });

  it('a new view reads the count alone (one primary-key read), not the page', async () => {
    const a = await publishedContent(t, author, { title: 'Viewed' });
    await publicContent(a.content_id);
    await t.call('POST', `${ORCH}/contents/view/${a.content_id}`, { body: { session_id: `s-${Date.now()}` } });
    const after = await countQueries(() => publicContent(a.content_id));
    expect(after.result.view_count).toBe(1);
    expect(after.queries).toHaveLength(1);
    expect(after.queries[0]).toMatch(/SELECT view_count FROM contents/);
    expect((await countQueries(() => publicContent(a.content_id))).queries).toEqual([]);
  });

  it('a change the feed never told (written around the use cases) shows once the safety time-to-live passed', async () => {
    const a = await publishedContent(t, author, { title: 'Quiet' });
    await publicContent(a.content_id);
    await t.server.deps.db.query('UPDATE contents SET comment_count = 42 WHERE content_id = $1', [a.content_id]);
    expect((await publicContent(a.content_id)).comment_count).toBe(0);
    t.clock.ms += t.server.deps.config.publicCacheTtlMs - 1;
    expect((await publicContent(a.content_id)).comment_count).toBe(0);
    t.clock.ms += 1;
    expect((await publicContent(a.content_id)).comment_count).toBe(42);
  });

  it('while the feed is not live every read asks the database; "changes missed" forgets everything', async () => {
    const a = await publishedContent(t, author, { title: 'Offline' });
    // The port as the PostgreSQL adapter drives it: not live while its connection is down, then "all stale".
    const subscribers = new Subscribers();
    let live = true;
    const feed: ChangeFeed = {
      publish: async (topic, key) => subscribers.tell(topic, key),
      subscribe: (topic, handler) => subscribers.add(topic, handler),
      live: () => live,
      close: async () => undefined,
    };
    const cache = new PublicContentCache(contentRepository, feed);
    const deps = t.server.deps;
    const cached = async () => await countQueries(() => cache.read(deps, a.content_id));
    await cached();
    expect((await cached()).queries).toEqual([]);
    live = false;
    expect((await cached()).queries.length).toBeGreaterThan(0);
    expect((await cached()).queries.length).toBeGreaterThan(0);
    live = true;
    await cached();
    expect((await cached()).queries).toEqual([]);
    await t.server.deps.db.query('UPDATE contents SET comment_count = 7 WHERE content_id = $1', [a.content_id]);
    subscribers.tellAllStale();
    expect((await cached()).result?.comment_count).toBe(7);
  });
});

describe('public content cache: a place changed while a body loads', () => {
  let t: TestServer;
  let author: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer('pglite');
    author = await signedInUser(t);
  }, 120_000);
  afterAll(async () => t?.close());

  it('a read arriving after the change loads the body afresh instead of sharing the load that began before it', async () => {
    const placeId = await insertLocation(t, { en: 'Old pier', th: 'ท่าเรือเก่า' });
    const a = await publishedContent(t, author, {
      sections: [{ section_id: 'where', type: 'location', location_id: placeId, pending_location: null, note: '' }],
    });
    const subscribers = new Subscribers();
    const feed: ChangeFeed = {
      publish: async (topic, key) => subscribers.tell(topic, key),
      subscribe: (topic, handler) => subscribers.add(topic, handler),
      live: () => true,
      close: async () => undefined,
    };
    // The first body load has read its rows and is held there, as a slow load would be.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const store = {
      ...contentRepository,
      versionWithPlaces: async (...args: Parameters<typeof contentRepository.versionWithPlaces>) => {
        loads += 1;
        const rows = await contentRepository.versionWithPlaces(...args);
        if (loads === 1) await held;
        return rows;
      },
    };
    const cache = new PublicContentCache(store, feed);
    const deps = t.server.deps;
    const placeName = (content: Awaited<ReturnType<typeof cache.read>>) => content?.places[0]?.name;

    const early = cache.read(deps, a.content_id);
    while (loads === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await deps.db.query(`UPDATE locations SET name_en = 'New pier' WHERE location_id = $1`, [placeId]);
    await feed.publish('place', placeId);
    const late = await cache.read(deps, a.content_id);
    release();

    expect(placeName(late)).toBe('New pier');
    expect(placeName(await early)).toBe('Old pier');
    // What is kept is the fresh body: the next read is a hit with the new name.
    expect(placeName(await cache.read(deps, a.content_id))).toBe('New pier');
    expect(loads).toBe(2);
  });
});
