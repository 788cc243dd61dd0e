import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { referrerHost, statsWindow } from '../../../server/stats/stats.use-cases';
import { ORCH, publishedContent } from '../helpers/content-fixtures';
import { errCode, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const STATS = '/api/content-platform/stats-service/v1';
const COMMENTS = '/api/content-platform/comment-service/v1/contents';
const SAVED = '/api/content-platform/saved-service/v1';
const FOLLOW = '/api/content-platform/follow-service/v1';

/** 2026-11-27 17:30 UTC is 2026-11-28 00:30 in Thailand: stats days are Thai calendar days. */
const THAI_MIDNIGHT_PAST = Date.parse('2026-11-27T17:30:00.000Z');

describe('stats a creator looks at, aggregated per content and day (PGlite)', () => {
  let t: TestServer;
  let creator: SignedInUser;
  let other: SignedInUser;
  let reader: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer('pglite');
    [creator, other, reader] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    t.clock.ms = THAI_MIDNIGHT_PAST;
  }, 120_000);
  afterAll(async () => t?.close());

  const view = (contentId: string, session: string, referrer?: string) =>
    t.call('POST', `${ORCH}/contents/view/${contentId}`, {
      body: referrer === undefined ? { session_id: session } : { session_id: session, referrer },
    });
  const read = (contentId: string, session: string) =>
    t.call('POST', `${STATS}/reads/${contentId}`, { body: { session_id: session } });
  const mine = (user: SignedInUser, days: number | string = 7) =>
    t.call('GET', `${STATS}/stats?days=${days}`, { token: user.idToken });
  const ofContent = (user: SignedInUser, contentId: string, days = 7) =>
    t.call('GET', `${STATS}/stats/contents/${contentId}?days=${days}`, { token: user.idToken });
  const today = (body: any) => body.data.series.at(-1);

  it('a period is every Thai calendar day up to today, zeros included, oldest first', async () => {
    const answer = await mine(creator, 7);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ days: 7, from: '2026-11-22', to: '2026-11-28', content_id: null });
    expect(answer.body.data.series.map((d: any) => d.day)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(statsWindow(THAI_MIDNIGHT_PAST, 30)).toMatchObject({ from: '2026-10-30', to: '2026-11-28' });
    expect(statsWindow(THAI_MIDNIGHT_PAST, 1).fromInstant.toISOString()).toBe('2026-11-27T17:00:00.000Z');
  });

  it('only 7, 30 or 90 days: anything else is 422 4220607000; signed out is 401', async () => {
    for (const days of [0, 8, 365, 'week']) expect(errCode(await mine(creator, days))).toBe(4220607000);
    expect((await t.call('GET', `${STATS}/stats?days=7`)).status).toBe(401);
  });

  it("a counted view is that day's view of its content, and its referring site is kept as a host only", async () => {
    const a = await publishedContent(t, creator, { title: 'Railay at dawn' });
    expect((await view(a.content_id, 'session-stats-1', 'https://www.Google.co.th/search?q=railay')).status).toBe(200);
    await view(a.content_id, 'session-stats-1', 'https://www.google.co.th/search?q=again'); // the same session: no count
    await view(a.content_id, 'session-stats-2', 'https://pantip.com/topic/123?utm=x');
    await view(a.content_id, 'session-stats-3', `${t.url}/dashboard`); // moving inside this site: no source
    await view(a.content_id, 'session-stats-4'); // no consent: no referrer sent
    const stats = (await mine(creator, 7)).body.data;
    expect(today({ data: stats })).toMatchObject({ day: '2026-11-28', views: 4, reads: 0 });
    expect(stats.totals.views).toBe(4);
    expect(stats.sources).toEqual([
      { host: 'google.co.th', views: 1 },
      { host: 'pantip.com', views: 1 },
    ]);
    expect(stats.contents).toEqual([
      { content_id: a.content_id, kind: 'article', title: 'Railay at dawn', views: 4, reads: 0 },
    ]);
    const rows = await t.server.deps.db.query<{ host: string }>('SELECT host FROM content_referrer_daily');
    expect(rows.map((row) => row.host).join(' ')).not.toMatch(/search|topic|utm|railay/);
  });

  it('a read counts once per counted view of a session; without a view, or a second time, it is not counted', async () => {
    const a = await publishedContent(t, creator, { title: 'Read me' });
    expect((await read(a.content_id, 'session-read-0')).body.data).toEqual({
      content_id: a.content_id,
      counted: false,
    });
    await view(a.content_id, 'session-read-1');
    expect((await read(a.content_id, 'session-read-1')).body.data.counted).toBe(true);
    expect((await read(a.content_id, 'session-read-1')).body.data.counted).toBe(false);
    const stats = (await ofContent(creator, a.content_id)).body.data;
    expect(stats).toMatchObject({ content_id: a.content_id, totals: { views: 1, reads: 1, follower_count: 0 } });
    expect(stats.contents).toEqual([]);
  });

  it('a read of a content readers cannot see is 404 4040607004; a malformed one 422', async () => {
    expect(errCode(await read('no-such-content', 'session-read-9'))).toBe(ErrorCode.contentNotFound);
    const a = await publishedContent(t, creator);
    expect((await t.call('POST', `${STATS}/reads/${a.content_id}`, { body: { session_id: 'x' } })).status).toBe(422);
  });

  it("comments by others, saves still kept and new followers show on the day they were made; the creator's own comment does not", async () => {
    const a = await publishedContent(t, creator, { title: 'Talk about it' });
    const before = (await mine(creator, 7)).body.data.totals;
    await t.call('POST', `${COMMENTS}/${a.content_id}/comments`, { token: reader.idToken, body: { text: 'Lovely.' } });
    await t.call('POST', `${COMMENTS}/${a.content_id}/comments`, { token: creator.idToken, body: { text: 'Thanks!' } });
    expect((await t.call('PUT', `${SAVED}/saved/content/${a.content_id}`, { token: reader.idToken })).status).toBe(200);
    expect((await t.call('PUT', `${FOLLOW}/follows/${creator.userId}`, { token: reader.idToken })).status).toBe(200);
    const stats = (await mine(creator, 7)).body.data;
    expect(stats.totals).toMatchObject({
      comments: before.comments + 1,
      saves: before.saves + 1,
      new_followers: before.new_followers + 1,
      follower_count: 1,
    });
    expect(today({ data: stats })).toMatchObject({ comments: 1, saves: 1, new_followers: 1 });
  });

  it("one content's stats are its creator's only: another's is 403 4030607003, an unknown one 404 4040607004", async () => {
    const a = await publishedContent(t, creator);
    expect(errCode(await ofContent(other, a.content_id))).toBe(ErrorCode.contentForbidden);
    expect(errCode(await ofContent(creator, 'no-such-content'))).toBe(ErrorCode.contentNotFound);
    expect((await mine(other, 30)).body.data).toMatchObject({ totals: { views: 0, reads: 0 }, contents: [] });
  });

  it('days are Thai calendar days: a view just after Thai midnight is the new day', async () => {
    const a = await publishedContent(t, creator);
    t.clock.ms = Date.parse('2026-11-28T16:59:00.000Z'); // 23:59 in Thailand
    await view(a.content_id, 'session-day-1');
    t.clock.ms = Date.parse('2026-11-28T17:01:00.000Z'); // 00:01 the next day
    await view(a.content_id, 'session-day-2');
    const series = (await ofContent(creator, a.content_id, 7)).body.data.series;
    expect(series.slice(-2)).toEqual([
      expect.objectContaining({ day: '2026-11-28', views: 1 }),
      expect.objectContaining({ day: '2026-11-29', views: 1 }),
    ]);
  });
});

describe('a referring site is kept as its host only', () => {
  it('lower case, without www., nothing of its path; none for this site, a non-web or a malformed address', () => {
    const own = 'https://travelogue.example';
    expect(referrerHost('https://WWW.Google.com/search?q=x', own)).toBe('google.com');
    expect(referrerHost('http://m.facebook.com/story.php?id=1', own)).toBe('m.facebook.com');
    expect(referrerHost('https://travelogue.example/contents/1', own)).toBeNull();
    expect(referrerHost('https://www.travelogue.example/', own)).toBeNull();
    expect(referrerHost('android-app://com.line/', own)).toBeNull();
    expect(referrerHost('not a url', own)).toBeNull();
    expect(referrerHost(undefined, own)).toBeNull();
    expect(referrerHost('', own)).toBeNull();
  });
});
