import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { signIn } from '../helpers/emulator-users';
import { ORCH, QUERY, publishedContent, reserve } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const FOLLOW = '/api/content-platform/follow-service/v1';
const FEED = `${QUERY}/following/contents`;
const PROFILES = '/api/user-orchestration-service/v1/profiles';

/**
 * Readers follow creators (ours, beside spec §7's content platform): following is one row however often it is
 * sent, nobody follows themselves or a creator who is not there (spec §8-style codes), the public profile counts
 * followers and following, and the "Following" feed reads the newest public contents of whom I follow, by key.
 */
describe.each(DATABASES)('following creators on %s', (kind) => {
  let t: TestServer;
  let reader: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let carol: SignedInUser;
  const db = () => t.server.deps.db;
  const as = (user: SignedInUser) => ({
    follow: (creatorId: string) => t.call('PUT', `${FOLLOW}/follows/${creatorId}`, { token: user.idToken }),
    unfollow: (creatorId: string) => t.call('DELETE', `${FOLLOW}/follows/${creatorId}`, { token: user.idToken }),
    status: (creatorId: string) => t.call('GET', `${FOLLOW}/follows/${creatorId}`, { token: user.idToken }),
    following: (query = '') => t.call('GET', `${FOLLOW}/following${query}`, { token: user.idToken }),
    feed: (query = '') => t.call('GET', `${FEED}${query}`, { token: user.idToken }),
  });
  /** A user with a username (the public profile is read by it). */
  async function named(prefix: string): Promise<SignedInUser & { username: string }> {
    const user = await signedInUser(t);
    const username = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
    const patched = await t.call('PATCH', PROFILES, {
      token: user.idToken,
      body: { username, display_name: username },
    });
    expect(patched.status).toBe(200);
    return { ...user, username };
  }
  const countsOf = async (username: string) =>
    (await t.call('GET', `/public/api${QUERY.slice(4)}/contents/users/by-username/${username}`)).body.data.follows;
  const titles = (answer: { body: { data: { title: string }[] } }) => answer.body.data.map((item) => item.title);

  let aliceName: string;
  let readerName: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const a = await named('alice');
    const r = await named('reader');
    [alice, reader, aliceName, readerName] = [a, r, a.username, r.username];
    [bob, carol] = [await named('bob'), await named('carol')];
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('following a creator twice is one follow; the public profile counts followers and whom they follow', async () => {
    const first = await as(reader).follow(alice.userId);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ creator_user_id: alice.userId, following: true, follower_count: 1, self: false });
    const again = await as(reader).follow(alice.userId);
    expect(again.body.data).toEqual(first.body.data);
    expect((await as(reader).status(alice.userId)).body.data).toEqual(first.body.data);
    expect((await as(carol).status(alice.userId)).body.data).toEqual({
      creator_user_id: alice.userId,
      following: false,
      follower_count: 1,
      self: false,
    });
    expect(await countsOf(aliceName)).toEqual({ follower_count: 1, following_count: 0 });
    expect(await countsOf(readerName)).toEqual({ follower_count: 0, following_count: 1 });
  });

  it('twenty follows of one creator sent at once leave one row and one follower', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => as(carol).follow(bob.userId)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.body.data.following && a.body.data.follower_count === 1)).toBe(true);
    const rows = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM follows WHERE creator_user_id = $1', [
      bob.userId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('unfollowing is idempotent, and unfollowing whom I never followed answers following: false', async () => {
    await as(carol).follow(alice.userId);
    const gone = await as(carol).unfollow(alice.userId);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ creator_user_id: alice.userId, following: false, follower_count: 1, self: false });
    expect((await as(carol).unfollow(alice.userId)).body.data).toEqual(gone.body.data);
    const never = await as(carol).unfollow('no-such-user');
    expect([never.status, never.body.data.following]).toEqual([200, false]);
  });

  it('refusals: yourself 422 4220607034, an unknown creator 404 4040607035, signed out 401; nothing is written', async () => {
    const self = await as(reader).follow(reader.userId);
    expect([self.status, errCode(self)]).toEqual([422, ErrorCode.followSelf]);
    const unknown = await as(reader).follow('no-such-user');
    expect([unknown.status, errCode(unknown)]).toEqual([404, ErrorCode.followCreatorNotFound]);
    const mine = await as(reader).status(reader.userId);
    expect(mine.body.data).toEqual({ creator_user_id: reader.userId, following: false, follower_count: 0, self: true });
    const unknownStatus = await as(reader).status('no-such-user');
    expect([unknownStatus.status, errCode(unknownStatus)]).toEqual([404, ErrorCode.followCreatorNotFound]);
    for (const [method, path] of [
      ['PUT', `${FOLLOW}/follows/${alice.userId}`],
      ['DELETE', `${FOLLOW}/follows/${alice.userId}`],
      ['GET', `${FOLLOW}/follows/${alice.userId}`],
      ['GET', `${FOLLOW}/following`],
      ['GET', FEED],
    ]) {
      expect([method, path, (await t.call(method, path)).status]).toEqual([method, path, 401]);
    }
    const rows = await db().query('SELECT 1 FROM follows WHERE follower_user_id = $1 AND creator_user_id <> $2', [
      reader.userId,
      alice.userId,
    ]);
    expect(rows).toEqual([]);
  });

  it('my following list: newest follow first, with the public profile bits, paged by key', async () => {
    t.clock.ms += 1000;
    await as(reader).follow(bob.userId);
    const all = await as(reader).following();
    expect(all.status).toBe(200);
    expect(all.body.total_count).toBe(2);
    expect(all.body.data).toEqual([
      expect.objectContaining({ user_id: bob.userId, username: expect.stringMatching(/^bob/), avatar_image: null }),
      expect.objectContaining({ user_id: alice.userId, username: aliceName, display_name: aliceName }),
    ]);
    const first = await as(reader).following('?limit=1');
    const cursor = first.body.paging.next_cursor as string;
    const next = await as(reader).following(`?limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect(next.body.data.map((c: { user_id: string }) => c.user_id)).toEqual([alice.userId]);
    expect(next.body.paging.next_cursor).toBeNull();
    const mixed = await as(reader).feed(`?limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect([mixed.status, errCode(mixed)]).toEqual([422, ErrorCode.contentValidationFailed]);
  });

  it('the Following feed: newest publication first across creators, pages by key through equal published_at, only what readers may see', async () => {
    const feeder = await named('feeder');
    const stranger = await named('stranger');
    await as(feeder).follow(alice.userId);
    await as(feeder).follow(bob.userId);
    t.clock.ms += 1000;
    // Four contents published at one instant (the test clock stands still): the content_id breaks the tie.
    for (const [who, title] of [
      [alice, 'A tie 1'],
      [bob, 'B tie 1'],
      [alice, 'A tie 2'],
      [bob, 'B tie 2'],
    ] as const)
      await publishedContent(t, who, { title });
    await publishedContent(t, stranger, { title: 'Not followed' });
    await reserve(t, alice); // a reserved id, never published
    t.clock.ms += 1000;
    const newest = (await publishedContent(t, bob, { title: 'Newest' })).content_id as string;
    const hidden = (await publishedContent(t, alice, { title: 'Hidden later' })).content_id as string;
    const deleted = (await publishedContent(t, alice, { title: 'Deleted later' })).content_id as string;
    await db().query('UPDATE contents SET hidden_at = now() WHERE content_id = $1', [hidden]);
    const removed = await t.call('DELETE', `${ORCH}/contents/${deleted}`, { token: alice.idToken });
    expect(removed.status).toBe(200);

    const whole = await as(feeder).feed('?limit=50');
    expect(whole.status).toBe(200);
    expect(whole.body.total_count).toBe(5);
    expect(whole.body.data[0]).toMatchObject({ content_id: newest, title: 'Newest', author: { user_id: bob.userId } });
    expect([...titles(whole)].slice(1).sort()).toEqual(['A tie 1', 'A tie 2', 'B tie 1', 'B tie 2']);
    const ids = whole.body.data.map((item: { content_id: string }) => item.content_id);
    expect(ids.slice(1)).toEqual([...ids.slice(1)].sort().reverse());

    // One at a time by key: the same five in the same order, none twice, though four share their published_at.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await as(feeder).feed(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(answer.status).toBe(200);
      paged.push(...answer.body.data.map((item: { content_id: string }) => item.content_id));
      cursor = answer.body.paging.next_cursor;
    } while (cursor);
    expect(paged).toEqual(ids);

    // Someone who follows nobody has an empty feed.
    const empty = await as(stranger).feed();
    expect([empty.status, empty.body.data, empty.body.total_count]).toEqual([200, [], 0]);
  });

  it('the data download lists whom I follow', async () => {
    const data = await t.call('GET', '/api/user-profile-query-service/v1/me/data', { token: reader.idToken });
    expect(data.status).toBe(200);
    expect(data.body.data.following.map((row: { creator_user_id: string }) => row.creator_user_id)).toEqual([
      alice.userId,
      bob.userId,
    ]);
  });

  it('a deleted account takes its follows both ways: counts drop, lists and the feed forget it, following it is 404', async () => {
    const leaving = await named('leaving');
    const fan = await named('fan');
    await as(leaving).follow(alice.userId);
    await as(fan).follow(leaving.userId);
    await publishedContent(t, leaving, { title: 'Soon gone' });
    expect(titles(await as(fan).feed())).toEqual(['Soon gone']);
    const before = (await countsOf(aliceName)).follower_count as number;

    const token = await signIn(leaving.email, leaving.password);
    const deletion = await t.call('DELETE', '/api/user-orchestration-service/v1/account', { token });
    expect(deletion.status).toBe(200);

    expect((await countsOf(aliceName)).follower_count).toBe(before - 1);
    const rows = await db().query('SELECT 1 FROM follows WHERE follower_user_id = $1 OR creator_user_id = $1', [
      leaving.userId,
    ]);
    expect(rows).toEqual([]);
    expect((await as(fan).following()).body.data).toEqual([]);
    expect((await as(fan).feed()).body.data).toEqual([]);
    const again = await as(fan).follow(leaving.userId);
    expect([again.status, errCode(again)]).toEqual([404, ErrorCode.followCreatorNotFound]);
    expect(errCode(await as(fan).status(leaving.userId))).toBe(ErrorCode.followCreatorNotFound);
  });

  it('follow and unfollow calls are limited per user: past FOLLOW_RATE_LIMIT_MAX a window, 429 4290104009 with Retry-After', async () => {
    const busy = await named('busy');
    const max = t.server.deps.config.followRateLimitMax;
    for (let i = 0; i < max; i += 1) {
      const answer = await (i % 2 === 0 ? as(busy).follow(alice.userId) : as(busy).unfollow(alice.userId));
      expect(answer.status).toBe(200);
    }
    const refused = await as(busy).follow(bob.userId);
    expect([refused.status, errCode(refused)]).toEqual([429, ErrorCode.tooManyRequests]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await as(busy).status(bob.userId)).body.data.following).toBe(false);
    // Another user is not held back by it, and the window passes.
    expect((await as(carol).follow(alice.userId)).status).toBe(200);
    t.clock.ms += t.server.deps.config.followRateLimitWindowMs + 1;
    expect((await as(busy).follow(bob.userId)).status).toBe(200);
  });

  it('OpenAPI documents the follow calls with their codes, and the profile answer with its counts', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    const put = JSON.stringify(doc.paths[`${FOLLOW}/follows/{creatorId}`].put);
    for (const code of [ErrorCode.followSelf, ErrorCode.followCreatorNotFound, ErrorCode.tooManyRequests])
      expect(put).toContain(String(code));
    expect(doc.paths[`${FOLLOW}/following`].get).toBeDefined();
    expect(doc.paths[FEED].get).toBeDefined();
    expect(JSON.stringify(doc.paths[`${QUERY}/contents/users/by-username/{username}`].get)).toContain(
      'following_count',
    );
  });
});
