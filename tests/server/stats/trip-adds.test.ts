import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyTripsService } from '../../../src/application/reader/my-trips.service';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpStatsApi } from '../../../src/infrastructure/http/http-stats-api';
import { FetchJson } from '../../../src/infrastructure/reader/fetch-json';
import { FetchMyTripsApi } from '../../../src/infrastructure/reader/fetch-my-trips-api';
import { ORCH, insertLocation, publishedContent, reserve } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const STATS = '/api/content-platform/stats-service/v1';

/** 2026-11-27 17:30 UTC is 2026-11-28 00:30 in Thailand: a trip add then is the 28th's, as views are. */
const THAI_MIDNIGHT_PAST = Date.parse('2026-11-27T17:30:00.000Z');

/**
 * Trip adds in a creator's stats: a reader taking a place of someone's content into a trip of their own ("add to my
 * trip" with from_content_id) or copying someone's published trip. Counted per content and Thailand calendar day in
 * the add's own transaction, only for what readers can see and never for the reader's own content.
 */
describe.each(DATABASES)('trip adds, aggregated per content and day, on %s', (kind) => {
  let t: TestServer;
  let creator: SignedInUser;
  let reader: SignedInUser;
  let place: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    [creator, reader] = [await signedInUser(t), await signedInUser(t)];
    place = await insertLocation(t, { en: 'Wat Pho', th: 'วัดโพธิ์' });
    t.clock.ms = THAI_MIDNIGHT_PAST;
  }, 120_000);
  afterAll(async () => t?.close());

  const addStop = (user: SignedInUser, tripId: string, body: Record<string, unknown>) =>
    t.call('POST', `${ORCH}/contents/${tripId}/stops`, { token: user.idToken, body });
  const tripOf = async (user: SignedInUser) => {
    const trip = await reserve(t, user, 'trip');
    return { id: trip.content_id, revision: trip.revision };
  };
  /** One add of the place to a new day of the trip, from `from` (when given); the trip's revision moves on. */
  const addFrom = async (
    user: SignedInUser,
    trip: { id: string; revision: number },
    from?: string,
    stopId?: string,
  ) => {
    const answer = await addStop(user, trip.id, {
      revision: trip.revision,
      stop_id: stopId ?? `stop-${randomBytes(4).toString('hex')}`,
      location_id: place,
      new_day: true,
      ...(from === undefined ? {} : { from_content_id: from }),
    });
    if (answer.status === 200) trip.revision = answer.body.data.revision;
    return answer;
  };
  const statsOf = async (contentId: string) => {
    const answer = await t.call('GET', `${STATS}/stats/contents/${contentId}?days=7`, { token: creator.idToken });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const allTripAdds = async () =>
    (
      await t.server.deps.db.query<{ n: number }>(
        'SELECT COALESCE(sum(trip_adds), 0)::int AS n FROM content_daily_stats',
      )
    )[0].n;

  it("an add from someone else's public content counts one trip add for it, on that Thai day", async () => {
    const article = await publishedContent(t, creator, { title: 'Temples of the old town' });
    const trip = await tripOf(reader);
    expect((await addFrom(reader, trip, article.content_id)).status).toBe(200);

    const stats = await statsOf(article.content_id);
    expect(stats.series.slice(-2)).toEqual([
      expect.objectContaining({ day: '2026-11-27', trip_adds: 0 }),
      expect.objectContaining({ day: '2026-11-28', trip_adds: 1 }),
    ]);
    expect(stats.totals.trip_adds).toBe(1);
    // The SPA's stats adapter reads them as the page shows them.
    const spa = new HttpStatsApi(
      new HttpClient({
        baseUrl: t.url,
        timeoutMs: 10_000,
        getToken: async () => creator.idToken,
        onSessionExpired: () => undefined,
      }),
    );
    const read = await spa.ofContent(article.content_id, 7);
    expect(read.series.at(-1)).toMatchObject({ day: '2026-11-28', tripAdds: 1 });
    expect(read.totals.tripAdds).toBe(1);
    expect((await spa.mine(7)).totals.tripAdds).toBeGreaterThanOrEqual(1);

    // Only the number is kept: the day's row names the content, never the reader or their trip.
    const rows = await t.server.deps.db.query<Record<string, unknown>>(
      'SELECT * FROM content_daily_stats WHERE content_id = $1',
      [article.content_id],
    );
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual(['content_id', 'day', 'reads', 'trip_adds', 'views']);
    expect(JSON.stringify(rows)).not.toContain(reader.userId);
    expect(JSON.stringify(rows)).not.toContain(trip.id);
  });

  it('a stop from another trip counts for that trip; a replayed add (its stop already there) counts nothing more', async () => {
    const theirTrip = await publishedContent(t, creator, { title: 'Two slow days' }, 'trip');
    const trip = await tripOf(reader);
    const first = await addFrom(reader, trip, theirTrip.content_id, 'replayed-stop');
    expect(first.status).toBe(200);
    // The answer was lost and the client sends the same add again: the trip is answered unchanged.
    const again = await addStop(reader, trip.id, {
      revision: first.body.data.revision - 1,
      stop_id: 'replayed-stop',
      location_id: place,
      new_day: true,
      from_content_id: theirTrip.content_id,
    });
    expect(again.status).toBe(200);
    expect((await statsOf(theirTrip.content_id)).totals.trip_adds).toBe(1);
  });

  it("the reader's own content, a hidden, unpublished or unknown source count nothing, and the add still succeeds", async () => {
    const before = await allTripAdds();
    // The creator adds from their own article to their own trip.
    const own = await publishedContent(t, creator);
    expect((await addFrom(creator, await tripOf(creator), own.content_id)).status).toBe(200);
    expect((await statsOf(own.content_id)).totals.trip_adds).toBe(0);

    const hidden = await publishedContent(t, creator);
    await t.server.deps.db.query('UPDATE contents SET hidden_at = now() WHERE content_id = $1', [hidden.content_id]);
    const draft = await reserve(t, creator, 'article');
    const trip = await tripOf(reader);
    for (const source of [hidden.content_id, draft.content_id, 'no-such-content']) {
      const answer = await addFrom(reader, trip, source);
      expect(answer.status).toBe(200);
    }
    expect((await statsOf(hidden.content_id)).totals.trip_adds).toBe(0);
    expect(await allTripAdds()).toBe(before);
  });

  it('a refused add counts nothing: a stale revision (409), an unknown place (404); a malformed source is 422', async () => {
    const article = await publishedContent(t, creator);
    const trip = await tripOf(reader);
    const stale = trip.revision;
    expect((await addFrom(reader, trip)).status).toBe(200); // the trip moves on; the dialog still holds `stale`
    const refused = await addStop(reader, trip.id, {
      revision: stale,
      stop_id: 'stale-stop',
      location_id: place,
      day_index: 0,
      from_content_id: article.content_id,
    });
    expect(refused.status).toBe(409);
    expect(errCode(refused)).toBe(ErrorCode.contentVersionConflict);
    const nowhere = await addStop(reader, trip.id, {
      revision: trip.revision,
      stop_id: 'nowhere-stop',
      location_id: 'loc-nowhere',
      new_day: true,
      from_content_id: article.content_id,
    });
    expect(errCode(nowhere)).toBe(ErrorCode.tripPlaceNotFound);
    for (const from of ['', 'x'.repeat(65)]) {
      const malformed = await addStop(reader, trip.id, {
        revision: trip.revision,
        stop_id: 'malformed-stop',
        location_id: place,
        new_day: true,
        from_content_id: from,
      });
      expect(errCode(malformed)).toBe(ErrorCode.contentValidationFailed);
    }
    expect((await statsOf(article.content_id)).totals.trip_adds).toBe(0);
  });

  it("a copy of a published trip counts one trip add for the trip copied, not the copy; a repeat or one's own, none", async () => {
    const origin = await publishedContent(t, creator, { title: 'Bangkok in two days' }, 'trip');
    const copyId = randomBytes(16).toString('hex');
    const copy = (user: SignedInUser, id: string) =>
      t.call('POST', `${ORCH}/contents/${origin.content_id}/copies`, { token: user.idToken, body: { copy_id: id } });
    expect((await copy(reader, copyId)).status).toBe(200);
    expect((await copy(reader, copyId)).status).toBe(200); // a double click: the one copy, answered again
    expect((await copy(creator, randomBytes(16).toString('hex'))).status).toBe(200);

    const stats = await statsOf(origin.content_id);
    expect(stats.totals.trip_adds).toBe(1);
    expect(stats.series.at(-1)).toMatchObject({ day: '2026-11-28', trip_adds: 1 });
    const copies = await t.server.deps.db.query('SELECT 1 FROM content_daily_stats WHERE content_id = $1', [copyId]);
    expect(copies).toEqual([]);
  });

  it("the reader's own client sends the content the dialog was opened from, and the add counts for it", async () => {
    const article = await publishedContent(t, creator, { title: 'Markets at dawn' });
    const api = new FetchMyTripsApi(new FetchJson({ baseUrl: t.url, timeoutMs: 0 }));
    const session = { mayBeSignedIn: () => true, getIdToken: async () => reader.idToken };
    let n = 0;
    const service = new MyTripsService(api, session, { randomState: () => `client-trip-add-${++n}` });
    const added = await service.add({
      target: { kind: 'new', title: 'Weekend' },
      day: { kind: 'new' },
      locationId: place,
      time: null,
      fromContentId: article.content_id,
    });
    expect(added).not.toBe('signIn');
    // From a place's own page nothing is sent, and nothing is counted.
    await service.add({
      target: { kind: 'new', title: 'Another' },
      day: { kind: 'new' },
      locationId: place,
      time: null,
    });
    expect((await statsOf(article.content_id)).totals.trip_adds).toBe(1);
  });
});
