import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { CONTENT_LIMITS } from '../../../src/domain/content/content-rules';
import { MyTripsService } from '../../../src/application/reader/my-trips.service';
import { FetchJson } from '../../../src/infrastructure/reader/fetch-json';
import { FetchMyTripsApi } from '../../../src/infrastructure/reader/fetch-my-trips-api';
import { ORCH, QUERY, insertLocation, publishedContent, reserve } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const stopsPath = (contentId: string) => `${ORCH}/contents/${contentId}/stops`;

interface DayWire {
  section_id: string;
  type: 'day';
  title: string;
  stops: { stop_id: string; location_id: string | null; time: string | null }[];
}
const daysOf = (data: { sections: { type: string }[] }): DayWire[] =>
  data.sections.filter((section): section is DayWire => section.type === 'day');

/**
 * A reader's trip is one of their trip contents: "add to my trip" appends a stop through the content module's own
 * save (spec §7 content-platform: the revision check, 409 4090607009 with the current revision when stale), and
 * refuses what it cannot do with codes of its own (spec §8 style).
 */
describe.each(DATABASES)('adding a place to my trip on %s (spec §7 content-platform, spec §8)', (kind) => {
  let t: TestServer;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let watPho: string;
  let market: string;
  beforeAll(async () => {
    t = await startTestServer(kind);
    [owner, stranger] = await Promise.all([signedInUser(t), signedInUser(t)]);
    watPho = await insertLocation(t, { en: 'Wat Pho', th: 'วัดโพธิ์' }, { lat: 13.7465, lng: 100.493 });
    market = await insertLocation(t, { en: 'Pak Khlong Talat', th: 'ปากคลองตลาด' });
  });
  afterAll(async () => t?.close());

  const add = (user: SignedInUser, contentId: string, body: Record<string, unknown>) =>
    t.call('POST', stopsPath(contentId), { token: user.idToken, body });

  it('a new trip gets its first day with the stop and arrival time, saved as draft version 1', async () => {
    const trip = await reserve(t, owner, 'trip');
    const added = await add(owner, trip.content_id, {
      revision: trip.revision,
      stop_id: 'stop-a',
      location_id: watPho,
      new_day: true,
      time: '17:30',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ status: 'draft', version: 1, revision: trip.revision + 1 });
    const days = daysOf(added.body.data);
    expect(days).toHaveLength(1);
    expect(days[0].stops).toEqual([
      { stop_id: 'stop-a', location_id: watPho, pending_location: null, note: '', time: '17:30' },
    ]);

    // A second place on the same day goes after the first; a third on a new day makes day 2.
    const second = await add(owner, trip.content_id, {
      revision: added.body.data.revision,
      stop_id: 'stop-b',
      location_id: market,
      day_index: 0,
    });
    expect(second.status).toBe(200);
    expect(daysOf(second.body.data)[0].stops.map((stop) => stop.stop_id)).toEqual(['stop-a', 'stop-b']);
    const third = await add(owner, trip.content_id, {
      revision: second.body.data.revision,
      stop_id: 'stop-c',
      location_id: market,
      new_day: true,
    });
    expect(daysOf(third.body.data).map((day) => day.stops.map((stop) => stop.stop_id))).toEqual([
      ['stop-a', 'stop-b'],
      ['stop-c'],
    ]);
  });

  it('a stale add is refused with the current revision, and the retry on it adds the stop once', async () => {
    const trip = await reserve(t, owner, 'trip');
    const first = await add(owner, trip.content_id, {
      revision: trip.revision,
      stop_id: 'one',
      location_id: watPho,
      new_day: true,
    });
    // The editor saved in between: the reader's dialog still holds the revision it read before.
    const stale = await add(owner, trip.content_id, {
      revision: trip.revision,
      stop_id: 'two',
      location_id: market,
      day_index: 0,
    });
    expect(stale.status).toBe(409);
    expect(errCode(stale)).toBe(ErrorCode.contentVersionConflict);
    expect(stale.body.data).toEqual({ content_id: trip.content_id, revision: first.body.data.revision });

    const retried = await add(owner, trip.content_id, {
      revision: stale.body.data.revision,
      stop_id: 'two',
      location_id: market,
      day_index: 0,
    });
    expect(retried.status).toBe(200);
    expect(daysOf(retried.body.data)[0].stops.map((stop) => stop.stop_id)).toEqual(['one', 'two']);

    // The same add sent again (its answer was lost), even from the old revision: answered unchanged, never doubled.
    const again = await add(owner, trip.content_id, {
      revision: stale.body.data.revision,
      stop_id: 'two',
      location_id: market,
      day_index: 0,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.revision).toBe(retried.body.data.revision);
    expect(daysOf(again.body.data)[0].stops.map((stop) => stop.stop_id)).toEqual(['one', 'two']);

    // The same stop id with another place is a client mistake, not a retry.
    const clash = await add(owner, trip.content_id, {
      revision: retried.body.data.revision,
      stop_id: 'two',
      location_id: watPho,
      day_index: 0,
    });
    expect(clash.status).toBe(422);
    expect(errCode(clash)).toBe(ErrorCode.contentValidationFailed);
  });

  it('two adds racing from one revision: one wins, the other is refused, and its retry keeps both stops', async () => {
    const trip = await reserve(t, owner, 'trip');
    const started = await add(owner, trip.content_id, {
      revision: trip.revision,
      stop_id: 'base',
      location_id: watPho,
      new_day: true,
    });
    const revision = started.body.data.revision;
    const [a, b] = await Promise.all([
      add(owner, trip.content_id, { revision, stop_id: 'race-a', location_id: market, day_index: 0 }),
      add(owner, trip.content_id, { revision, stop_id: 'race-b', location_id: watPho, day_index: 0 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost =
      a.status === 409 ? { result: a, stop: 'race-a', place: market } : { result: b, stop: 'race-b', place: watPho };
    const retried = await add(owner, trip.content_id, {
      revision: lost.result.body.data.revision,
      stop_id: lost.stop,
      location_id: lost.place,
      day_index: 0,
    });
    expect(retried.status).toBe(200);
    const ids = daysOf(retried.body.data)[0].stops.map((stop) => stop.stop_id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids)).toEqual(new Set(['base', 'race-a', 'race-b']));
  });

  it('adding to a published trip edits its next draft: readers keep the published version until publish', async () => {
    const trip = await publishedContent(
      t,
      owner,
      {
        sections: [
          {
            section_id: 'day-1',
            type: 'day',
            title: 'Old town',
            stops: [{ stop_id: 'p1', location_id: market, pending_location: null, note: '', time: '09:00' }],
          },
        ],
      },
      'trip',
    );
    expect(trip).toMatchObject({ status: 'published', published_version: 1, draft_version: null });
    const added = await add(owner, trip.content_id, {
      revision: trip.revision,
      stop_id: 'p2',
      location_id: watPho,
      day_index: 0,
      time: '17:30',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ status: 'published', published_version: 1, draft_version: 2, version: 2 });
    expect(daysOf(added.body.data)[0]).toMatchObject({ title: 'Old town' });
    expect(daysOf(added.body.data)[0].stops.map((stop) => stop.stop_id)).toEqual(['p1', 'p2']);

    const publicView = await t.call('GET', `${QUERY}/contents/${trip.content_id}`);
    expect(daysOf(publicView.body.data)[0].stops.map((stop) => stop.stop_id)).toEqual(['p1']);
  });

  it('only the owner adds to a trip: someone else is 403 4030607003, anonymous 401, a missing trip 404 4040607004', async () => {
    const trip = await reserve(t, owner, 'trip');
    const body = { revision: trip.revision, stop_id: 'x', location_id: watPho, new_day: true };
    const foreign = await add(stranger, trip.content_id, body);
    expect(foreign.status).toBe(403);
    expect(errCode(foreign)).toBe(ErrorCode.contentForbidden);
    const anonymous = await t.call('POST', stopsPath(trip.content_id), { body });
    expect(anonymous.status).toBe(401);
    expect(errCode(anonymous)).toBe(ErrorCode.invalidToken);
    const missing = await add(owner, 'no-such-trip', body);
    expect(missing.status).toBe(404);
    expect(errCode(missing)).toBe(ErrorCode.contentNotFound);
    const untouched = await t.call('GET', `${QUERY}/editors/contents/${trip.content_id}`, { token: owner.idToken });
    expect(untouched.body.data).toMatchObject({ status: 'reserved', revision: trip.revision, sections: [] });
  });

  it('each refusal has its own code: an article, a day that is not there, a full day, an unknown place', async () => {
    const article = await reserve(t, owner, 'article');
    const notTrip = await add(owner, article.content_id, {
      revision: article.revision,
      stop_id: 'a',
      location_id: watPho,
      new_day: true,
    });
    expect(notTrip.status).toBe(422);
    expect(errCode(notTrip)).toBe(ErrorCode.contentNotATrip);

    const trip = await reserve(t, owner, 'trip');
    const noDay = await add(owner, trip.content_id, {
      revision: trip.revision,
      stop_id: 'a',
      location_id: watPho,
      day_index: 0,
    });
    expect(noDay.status).toBe(404);
    expect(errCode(noDay)).toBe(ErrorCode.tripDayNotFound);

    const unknownPlace = await add(owner, trip.content_id, {
      revision: trip.revision,
      stop_id: 'a',
      location_id: 'loc-nowhere',
      new_day: true,
    });
    expect(unknownPlace.status).toBe(404);
    expect(errCode(unknownPlace)).toBe(ErrorCode.tripPlaceNotFound);

    const both = await add(owner, trip.content_id, {
      revision: trip.revision,
      stop_id: 'a',
      location_id: watPho,
      day_index: 0,
      new_day: true,
    });
    expect(both.status).toBe(422);
    expect(errCode(both)).toBe(ErrorCode.contentValidationFailed);

    const fullDay = {
      section_id: 'full',
      type: 'day',
      title: '',
      stops: Array.from({ length: CONTENT_LIMITS.stopsMax }, (_, i) => ({
        stop_id: `f${i}`,
        location_id: market,
        pending_location: null,
        note: '',
        time: null,
      })),
    };
    const saved = await t.call('PATCH', `${ORCH}/contents/${trip.content_id}`, {
      token: owner.idToken,
      body: { revision: trip.revision, sections: [fullDay] },
    });
    expect(saved.status).toBe(200);
    const full = await add(owner, trip.content_id, {
      revision: saved.body.data.revision,
      stop_id: 'one-more',
      location_id: watPho,
      day_index: 0,
    });
    expect(full.status).toBe(409);
    expect(errCode(full)).toBe(ErrorCode.tripDayFull);
    // A new day still has room.
    const newDay = await add(owner, trip.content_id, {
      revision: saved.body.data.revision,
      stop_id: 'one-more',
      location_id: watPho,
      new_day: true,
    });
    expect(newDay.status).toBe(200);
  });

  it("the reader's own client over HTTP: a new trip, then a stale add retried once on the fresh revision, added once", async () => {
    const user = await signedInUser(t);
    const api = new FetchMyTripsApi(new FetchJson({ baseUrl: t.url, timeoutMs: 0 }));
    let n = 0;
    const session = { mayBeSignedIn: () => true, getIdToken: async () => user.idToken };
    const service = new MyTripsService(api, session, { randomState: () => `client-stop-${++n}` });

    const first = await service.add({
      target: { kind: 'new', title: 'Bangkok weekend' },
      day: { kind: 'new' },
      locationId: watPho,
      time: '17:30',
    });
    if (first === 'signIn') throw new Error('signed in');
    expect(first.dayNumber).toBe(1);
    expect(first.trip).toMatchObject({ title: 'Bangkok weekend', status: 'draft' });
    expect(await service.trips()).toEqual([
      { contentId: first.trip.contentId, title: 'Bangkok weekend', status: 'draft' },
    ]);

    // The editor saves the trip after the dialog read it: the dialog's revision is stale.
    const edited = await t.call('PATCH', `${ORCH}/contents/${first.trip.contentId}`, {
      token: user.idToken,
      body: { revision: first.trip.revision, summary: 'Temples and markets' },
    });
    expect(edited.status).toBe(200);
    const second = await service.add({
      target: { kind: 'trip', trip: first.trip },
      day: { kind: 'day', index: 0 },
      locationId: market,
      time: null,
    });
    if (second === 'signIn') throw new Error('signed in');
    expect(second.dayNumber).toBe(1);
    expect(second.trip.revision).toBe(edited.body.data.revision + 1);
    expect(second.trip.days[0].stopIds).toEqual(['client-stop-1', 'client-stop-2']);
    const stored = await t.call('GET', `${QUERY}/editors/contents/${first.trip.contentId}`, { token: user.idToken });
    expect(stored.body.data.summary).toBe('Temples and markets');
  });

  it('my contents lists only my trips with kind=trip (the dialog picks among them)', async () => {
    const user = await signedInUser(t);
    const trip = await reserve(t, user, 'trip');
    await add(user, trip.content_id, { revision: trip.revision, stop_id: 's', location_id: watPho, new_day: true });
    await publishedContent(t, user, {}, 'article');
    const listed = await t.call('GET', `${QUERY}/editors/my-contents?kind=trip`, { token: user.idToken });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((item: { content_id: string }) => item.content_id)).toEqual([trip.content_id]);
    expect(listed.body.total_count).toBe(1);
    const all = await t.call('GET', `${QUERY}/editors/my-contents`, { token: user.idToken });
    expect(all.body.total_count).toBe(2);
  });
});
