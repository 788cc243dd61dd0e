import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORCH, documentBody, insertLocation, publishedContent, reserve } from '../helpers/content-fixtures';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';
import { gpxSchemaErrors } from '../../support/gpx-schema';

/**
 * A published trip as files beside its page (spec §7 public contents read): GPX for map apps and iCalendar for
 * a calendar, read through the same query as /trips/:id, so what is not a public trip is not found.
 */
describe.each(DATABASES)('trip files (GPX, iCalendar) on %s', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let tripId: string;
  let articleId: string;
  let draftId: string;
  const get = async (path: string) => {
    const response = await fetch(`${t.url}${path}`);
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
    const pho = await insertLocation(t, { en: 'Wat Pho', th: 'วัดโพธิ์' }, { lat: 13.7465, lng: 100.4927 });
    const arun = await insertLocation(t, { en: 'Wat Arun', th: 'วัดอรุณ' }, { lat: 13.7437, lng: 100.4889 });
    const trip = await publishedContent(
      t,
      author,
      {
        title: 'Two temples, one river',
        language: 'en',
        sections: [
          {
            section_id: 'd1',
            type: 'day',
            title: 'By the river',
            travel_mode: 'transit',
            stops: [
              { stop_id: 's1', location_id: pho, pending_location: null, note: 'Massage, then tea', time: '09:00' },
              { stop_id: 's2', location_id: arun, pending_location: null, note: '', time: null },
            ],
          },
        ],
      },
      'trip',
    );
    tripId = trip.content_id;
    articleId = (await publishedContent(t, author, { title: 'Night market' })).content_id;
    draftId = (await reserve(t, author, 'trip')).content_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /trips/:id/trip.gpx answers GPX 1.1 to save, with a waypoint per stop and the day as a route', async () => {
    const result = await get(`/trips/${tripId}/trip.gpx`);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('application/gpx+xml; charset=utf-8');
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename="Two-temples-one-river\.gpx"/);
    expect(result.text).toContain('<gpx version="1.1" creator="Travelogue" xmlns="http://www.topografix.com/GPX/1/1">');
    expect(
      [...result.text.matchAll(/<wpt lat="([\d.]+)" lon="([\d.]+)"><name>([^<]+)<\/name>/g)].map((m) => m.slice(1)),
    ).toEqual([
      ['13.746500', '100.492700', 'Wat Pho'],
      ['13.743700', '100.488900', 'Wat Arun'],
    ]);
    expect(result.text).toContain('<rte><name>By the river</name>');
    expect(result.text).toContain(`<link href="${t.url}/trips/${tripId}">`);
    expect(await gpxSchemaErrors(result.text)).toEqual([]);
  });

  it('the GPX of a trip of several days in Thai, with markup characters, proposed places and stops without a time, is valid GPX 1.1 (its schema)', async () => {
    const pho = await insertLocation(t, { en: 'Wat Pho', th: 'วัดโพธิ์' }, { lat: 13.7465, lng: 100.4927 });
    const market = await insertLocation(
      t,
      { en: 'Talat Noi & "Soi Wanit"', th: "ตลาดน้อย & 'ซอยวานิช' <ริมน้ำ>" },
      { lat: 13.7322, lng: 100.5133 },
    );
    const day = (sectionId: string, title: string, stops: unknown[]) => ({
      section_id: sectionId,
      type: 'day',
      title,
      stops,
    });
    const trip = await publishedContent(
      t,
      author,
      {
        title: 'กรุงเทพฯ สามวัน: วัด & "ตลาด" <ริมน้ำ>',
        language: 'th',
        sections: [
          day('d1', 'วันแรก & "ท่าเตียน" <เช้า>', [
            { stop_id: 's1', location_id: pho, pending_location: null, note: 'นวด & ชา "ร้อน" <เช้า>', time: '09:00' },
            {
              stop_id: 's2',
              location_id: null,
              pending_location: { name: "ท่าเตียน 'pier' & <ferry>", lat: 13.7462, lng: 100.4905, address: '' },
              note: '',
              time: null,
            },
            { stop_id: 's3', location_id: market, pending_location: null, note: '', time: null },
          ]),
          day('d2', '', []),
          day('d3', '', [{ stop_id: 's4', location_id: market, pending_location: null, note: 'ข้าวต้ม', time: null }]),
        ],
      },
      'trip',
    );
    const result = await get(`/trips/${trip.content_id}/trip.gpx`);
    expect(result.status).toBe(200);
    expect(result.text).toContain('<metadata><name>กรุงเทพฯ สามวัน: วัด &amp; &quot;ตลาด&quot; &lt;ริมน้ำ&gt;</name>');
    expect(result.text).toContain("<name>ตลาดน้อย &amp; 'ซอยวานิช' &lt;ริมน้ำ&gt;</name>");
    expect(result.text.match(/<wpt /g)).toHaveLength(4);
    expect(result.text.match(/<rte>/g)).toHaveLength(1); // day 2 is empty and day 3 has one stop: no route
    expect(await gpxSchemaErrors(result.text)).toEqual([]);
  });

  it('GET /trips/:id/trip.ics?start= answers an event per stop from that day: 09:00 in Bangkok is 02:00 UTC', async () => {
    const result = await get(`/trips/${tripId}/trip.ics?start=2026-12-05`);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(result.headers.get('content-disposition')).toMatch(/filename="Two-temples-one-river\.ics"/);
    const lines = result.text.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20261205T020000Z');
    // the day is travelled by public transport: 09:00, a stay of 60 min, then 15 min to Wat Arun
    expect(lines).toContain('DTSTART:20261205T031500Z');
    expect(lines).toContain('SUMMARY:Wat Pho');
    expect(lines).toContain('DESCRIPTION:By the river\\nMassage\\, then tea\\n' + `${t.url}/trips/${tripId}`);
  });

  it("a day keeps the creator's way of getting around in the public answer; an unknown one is refused (422 4220607000)", async () => {
    const read = await t.call('GET', `/public/api/content-platform/content-query-service/v1/contents/${tripId}`);
    expect(read.body.data.sections[0]).toMatchObject({ type: 'day', travel_mode: 'transit' });
    const draft = await reserve(t, author, 'trip');
    const saved = await t.call('PUT', `${ORCH}/contents/${draft.content_id}`, {
      token: author.idToken,
      body: documentBody(draft.revision, null, {
        sections: [{ section_id: 'd1', type: 'day', title: '', stops: [], travel_mode: 'fly' }],
      }),
    });
    expect(saved.status).toBe(422);
    expect(saved.body.status.err_code).toBe(4220607000);
  });

  it('the calendar warns, in the trip’s language, of a place closed on arrival because of a public holiday (spec §3 opening hours)', async () => {
    const tuesdayToSunday = { mode: 'open', periods: [{ open: '09.00', close: '16.00' }] };
    const hours = {
      sunday: tuesdayToSunday,
      monday: { mode: 'closed' },
      tuesday: tuesdayToSunday,
      wednesday: tuesdayToSunday,
      thursday: tuesdayToSunday,
      friday: tuesdayToSunday,
      saturday: tuesdayToSunday,
      closed_on_public_holidays: true,
    };
    const museum = await insertLocation(t, { en: 'National Museum', th: 'พิพิธภัณฑสถานแห่งชาติ' }, undefined, hours);
    const thai = await publishedContent(
      t,
      author,
      {
        title: 'พิพิธภัณฑ์',
        language: 'th',
        sections: [
          {
            section_id: 'd1',
            type: 'day',
            title: '',
            stops: [{ stop_id: 's1', location_id: museum, pending_location: null, note: '', time: '10:00' }],
          },
        ],
      },
      'trip',
    );
    const read = await t.call(
      'GET',
      `/public/api/content-platform/content-query-service/v1/contents/${thai.content_id}`,
    );
    expect(read.body.data.places[0].opening_hours.closed_on_public_holidays).toBe(true);
    const description = (start: string) =>
      get(`/trips/${thai.content_id}/trip.ics?start=${start}`).then((r) =>
        r.text
          .replace(/\r\n /g, '')
          .split('\r\n')
          .find((line) => line.startsWith('DESCRIPTION:'))!,
      );
    // Tuesday 14 April 2026 is Songkran: open on an ordinary Tuesday, closed that day
    expect(await description('2026-04-14')).toMatch(/^DESCRIPTION:ปิดในเวลาที่ไปถึง: วันสงกรานต์ \(วันหยุดราชการ\)\\nวันที่ 1\\n/);
    expect(await description('2026-06-02')).toMatch(/^DESCRIPTION:วันที่ 1\\n/);
  });

  it('a missing or impossible first day is 422 4220607000, naming what is expected', async () => {
    for (const query of ['', '?start=2026-02-30', '?start=tomorrow']) {
      const result = await get(`/trips/${tripId}/trip.ics${query}`);
      expect(result.status).toBe(422);
      expect(JSON.parse(result.text).status).toEqual({
        err_code: 4220607000,
        err_message: 'start must be the first day of the trip, YYYY-MM-DD.',
      });
    }
  });

  it('an article, a draft or an unknown id is not a public trip: 404 4040607004 (spec §8), for both files', async () => {
    for (const id of [articleId, draftId, 'no-such-trip'])
      for (const file of ['trip.gpx', 'trip.ics?start=2026-12-05']) {
        const result = await get(`/trips/${id}/${file}`);
        expect(result.status).toBe(404);
        expect(JSON.parse(result.text).status.err_code).toBe(4040607004);
      }
  });
});
