import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_ITEMS_PER_LIST_MAX, SAVED_LISTS_MAX } from '../../../src/contract/saved.contract';
import { insertLocation, publishedContent, reserve } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const SAVED = '/api/content-platform/saved-service/v1';
const PUBLIC_SAVED = '/public/api/content-platform/saved-service/v1';

/**
 * What a reader keeps (ours, beside spec §7's content platform): saving a content or a place is one save however
 * often it is sent, only what readers may see can be saved, every list call checks the caller owns the list, and
 * a list made public reads for anyone.
 */
describe.each(DATABASES)('saved contents and places on %s', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let reader: SignedInUser;
  let other: SignedInUser;
  let article: string;
  let trip: string;
  let pho: string;
  let arun: string;
  const db = () => t.server.deps.db;
  const as = (user: SignedInUser) => ({
    /** Each save a second after the one before (the test clock stands still otherwise): "newest" is well defined. */
    put: (path: string, body?: unknown) => {
      t.clock.ms += 1000;
      return t.call('PUT', `${SAVED}${path}`, { token: user.idToken, body });
    },
    get: (path: string) => t.call('GET', `${SAVED}${path}`, { token: user.idToken }),
    post: (path: string, body: unknown) => t.call('POST', `${SAVED}${path}`, { token: user.idToken, body }),
    patch: (path: string, body: unknown) => t.call('PATCH', `${SAVED}${path}`, { token: user.idToken, body }),
    del: (path: string) => t.call('DELETE', `${SAVED}${path}`, { token: user.idToken }),
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    [author, reader, other] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    article = (await publishedContent(t, author, { title: 'A slow morning at Wat Pho' })).content_id;
    trip = (await publishedContent(t, author, { title: 'Two temples' }, 'trip')).content_id;
    pho = await insertLocation(t, { en: 'Wat Pho', th: 'วัดโพธิ์' });
    arun = await insertLocation(t, { en: 'Wat Arun', th: 'วัดอรุณ' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saving a content twice is one save: the answer says saved, in my default list, kept by one reader', async () => {
    const first = await as(reader).put(`/saved/content/${article}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ kind: 'content', target_id: article, saved: true, saved_count: 1 });
    const again = await as(reader).put(`/saved/content/${article}`);
    expect(again.body.data).toEqual(first.body.data);
    const lists = await as(reader).get('/lists');
    expect(lists.body.data).toEqual([
      expect.objectContaining({ list_id: first.body.data.list_id, is_default: true, is_public: false, item_count: 1 }),
    ]);
  });

  it('twenty saves of one place sent at once leave one row and one reader in "saved by N"', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => as(other).put(`/saved/place/${arun}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM saved_items WHERE kind = 'place' AND target_id = $1`,
      [arun],
    );
    expect(rows[0].n).toBe(1);
    const lists = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM saved_lists WHERE user_id = $1 AND is_default',
      [other.userId],
    );
    expect(lists[0].n).toBe(1);
    const count = await t.call('GET', `${PUBLIC_SAVED}/counts/place/${arun}`);
    expect(count.body.data).toEqual({ kind: 'place', target_id: arun, saved_count: 1 });
  });

  it('my saved items come newest first, one kind at a time, with a place named in the language asked', async () => {
    await as(reader).put(`/saved/content/${trip}`);
    await as(reader).put(`/saved/place/${pho}`);
    const contents = await as(reader).get('/saved?kind=content');
    expect(contents.status).toBe(200);
    expect(contents.body.data.map((item: { title: string }) => item.title)).toEqual([
      'Two temples',
      'A slow morning at Wat Pho',
    ]);
    expect(contents.body.total_count).toBe(2);
    // each says which page shows it: a trip's is /trips/{id}
    expect(contents.body.data.map((item: { content_kind: string }) => item.content_kind)).toEqual(['trip', 'article']);
    const places = await as(reader).get('/saved?kind=place&lang=th');
    expect(places.body.data).toEqual([
      expect.objectContaining({ kind: 'place', target_id: pho, title: 'วัดโพธิ์', content_kind: null, detail: 'Bangkok' }),
    ]);
    const status = await as(reader).get(`/saved-status?kind=content&ids=${article}&ids=${trip}&ids=nope`);
    expect([...status.body.data.saved].sort()).toEqual([article, trip].sort());
  });

  it('pages by key: the next cursor reads on after the last item, and a cursor of another kind is refused', async () => {
    const first = await as(reader).get('/saved?kind=content&limit=1');
    expect(first.body.data).toHaveLength(1);
    const cursor = first.body.paging.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const next = await as(reader).get(`/saved?kind=content&limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect(next.body.data.map((item: { target_id: string }) => item.target_id)).toEqual([article]);
    expect(next.body.paging.next_cursor).toBeNull();
    const mixed = await as(reader).get(`/saved?kind=place&limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect(mixed.status).toBe(422);
    expect(errCode(mixed)).toBe(4220607000);
  });

  it('only what readers may see can be saved (404 4040607004), and what is hidden later leaves my list', async () => {
    const draft = (await reserve(t, author)).content_id;
    const refused = await as(reader).put(`/saved/content/${draft}`);
    expect(refused.status).toBe(404);
    expect(errCode(refused)).toBe(4040607004);
    expect(errCode(await as(reader).put('/saved/content/c-does-not-exist'))).toBe(4040607004);
    const pending = await insertLocation(t, { en: 'Proposed café', th: 'คาเฟ่' });
    await db().query(`UPDATE locations SET status = 'pending' WHERE location_id = $1`, [pending]);
    expect(errCode(await as(reader).put(`/saved/place/${pending}`))).toBe(4040607004);

    const hidden = (await publishedContent(t, author, { title: 'Soon hidden' })).content_id;
    expect((await as(reader).put(`/saved/content/${hidden}`)).status).toBe(200);
    await db().query('UPDATE contents SET hidden_at = now() WHERE content_id = $1', [hidden]);
    const contents = await as(reader).get('/saved?kind=content');
    expect(contents.body.data.map((item: { target_id: string }) => item.target_id)).not.toContain(hidden);
    // The count above the list counts what the list shows (one page here): the hidden one is in neither.
    expect(contents.body.total_count).toBe(contents.body.data.length);
    expect(errCode(await t.call('GET', `${PUBLIC_SAVED}/counts/content/${hidden}`))).toBe(4040607004);
    // still let go of: unsaving answers saved: false
    const unsaved = await t.call('DELETE', `${SAVED}/saved/content/${hidden}`, { token: reader.idToken });
    expect(unsaved.body.data).toMatchObject({ saved: false, list_id: null });
  });

  it('unsaving is idempotent and lowers "saved by N"', async () => {
    await as(other).put(`/saved/content/${article}`);
    expect((await t.call('GET', `${PUBLIC_SAVED}/counts/content/${article}`)).body.data.saved_count).toBe(2);
    const gone = await as(other).del(`/saved/content/${article}`);
    expect(gone.body.data).toMatchObject({ saved: false, saved_count: 1 });
    expect((await as(other).del(`/saved/content/${article}`)).body.data).toMatchObject({ saved: false });
  });

  it('named lists: make, move an item into one, rename, delete with its items; the default list stays put', async () => {
    const made = await as(reader).post('/lists', { name: '  Bangkok temples  ' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      name: 'Bangkok temples',
      is_default: false,
      is_public: false,
      item_count: 0,
    });
    const listId = made.body.data.list_id as string;
    const moved = await as(reader).post('/moves', { kind: 'place', target_id: pho, list_id: listId });
    expect(moved.body.data).toMatchObject({ saved: true, list_id: listId, saved_count: 1 });
    const inList = await as(reader).get(`/saved?kind=place&list_id=${listId}`);
    expect(inList.body.data.map((item: { target_id: string }) => item.target_id)).toEqual([pho]);
    // Saved again from a page (no list named): one save, and it stays in the list it is in.
    expect((await as(reader).put(`/saved/place/${pho}`)).body.data).toMatchObject({ saved: true, list_id: listId });

    const renamed = await as(reader).patch(`/lists/${listId}`, { name: 'Temples by the river' });
    expect(renamed.body.data.name).toBe('Temples by the river');
    expect(errCode(await as(reader).patch(`/lists/${listId}`, { name: '   ' }))).toBe(4220607000);
    expect(errCode(await as(reader).patch(`/lists/${listId}`, {}))).toBe(4220607000);

    const defaultId = (await as(reader).get('/lists')).body.data[0].list_id as string;
    expect(errCode(await as(reader).patch(`/lists/${defaultId}`, { name: 'Mine' }))).toBe(4220607000);
    expect(errCode(await as(reader).patch(`/lists/${defaultId}`, { is_public: true }))).toBe(4220607000);
    expect(errCode(await as(reader).del(`/lists/${defaultId}`))).toBe(4220607000);

    const deleted = await as(reader).del(`/lists/${listId}`);
    expect(deleted.body.data).toEqual({ list_id: listId, deleted: true });
    expect((await as(reader).get('/saved-status?kind=place&ids=' + pho)).body.data.saved).toEqual([]);
  });

  it("a list of someone else's answers 404 4040607004 to every call, as one that does not exist", async () => {
    const theirs = (await as(other).post('/lists', { name: 'Private' })).body.data.list_id as string;
    const calls = [
      as(reader).get(`/saved?kind=content&list_id=${theirs}`),
      as(reader).patch(`/lists/${theirs}`, { name: 'Taken' }),
      as(reader).del(`/lists/${theirs}`),
      as(reader).put(`/saved/content/${article}`, { list_id: theirs }),
      as(reader).post('/moves', { kind: 'content', target_id: article, list_id: theirs }),
      t.call('GET', `${PUBLIC_SAVED}/public-lists/${theirs}`),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result.status).toBe(404);
      expect(errCode(result)).toBe(4040607004);
    }
    expect((await as(other).get('/lists')).body.data.map((list: { name: string }) => list.name)).toContain('Private');
  });

  it('a list made public reads for anyone, with its maker and items of both kinds; made private again, it is gone', async () => {
    const listId = (await as(author).post('/lists', { name: 'Riverside' })).body.data.list_id as string;
    await as(author).put(`/saved/place/${arun}`, { list_id: listId });
    await as(author).put(`/saved/content/${trip}`, { list_id: listId });
    const shared = await as(author).patch(`/lists/${listId}`, { is_public: true });
    expect(shared.body.data).toMatchObject({ is_public: true, name: 'Riverside' });

    const page = await t.call('GET', `${PUBLIC_SAVED}/public-lists/${listId}?lang=th`);
    expect(page.status).toBe(200);
    expect(page.body.data.list).toMatchObject({ list_id: listId, name: 'Riverside', item_count: 2 });
    expect(page.body.data.list.owner.user_id).toBe(author.userId);
    expect(page.body.data.items.map((item: { title: string }) => item.title)).toEqual(['Two temples', 'วัดอรุณ']);

    await as(author).patch(`/lists/${listId}`, { is_public: false });
    expect(errCode(await t.call('GET', `${PUBLIC_SAVED}/public-lists/${listId}`))).toBe(4040607004);
  });

  it(`a list holds at most ${SAVED_ITEMS_PER_LIST_MAX} items and a reader makes at most ${SAVED_LISTS_MAX} lists (409)`, async () => {
    const full = await signedInUser(t);
    const listId = (await as(full).post('/lists', { name: 'Everything' })).body.data.list_id as string;
    await db().query(
      `INSERT INTO saved_items (user_id, kind, target_id, list_id, saved_at)
       SELECT $1, 'place', 'loc-filler-' || n, $2, now() FROM generate_series(1, $3::int) n`,
      [full.userId, listId, SAVED_ITEMS_PER_LIST_MAX],
    );
    const refused = await as(full).put(`/saved/place/${pho}`, { list_id: listId });
    expect(refused.status).toBe(409);
    expect(errCode(refused)).toBe(4090607026);
    // the default list still takes it
    expect((await as(full).put(`/saved/place/${pho}`)).body.data.saved).toBe(true);

    await db().query(
      `INSERT INTO saved_lists (list_id, user_id, name, is_default, created_at)
       SELECT 'filler-' || $1 || '-' || n, $1, 'List ' || n, false, now() FROM generate_series(2, $2::int) n`,
      [full.userId, SAVED_LISTS_MAX],
    );
    const tooMany = await as(full).post('/lists', { name: 'One more' });
    expect(tooMany.status).toBe(409);
    expect(errCode(tooMany)).toBe(4090607027);
  });

  it('every call of mine needs a signed-in caller (401); a kind other than content or place is refused (422 4220607000)', async () => {
    expect((await t.call('PUT', `${SAVED}/saved/content/${article}`)).status).toBe(401);
    expect((await t.call('GET', `${SAVED}/lists`)).status).toBe(401);
    const badKind = await as(reader).put(`/saved/person/${article}`);
    expect(badKind.status).toBe(422);
    expect(errCode(badKind)).toBe(4220607000);
  });
});
