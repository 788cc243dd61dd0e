import { describe, expect, it } from 'vitest';
import type { PlaceSummary, Section } from '../../../src/domain/content/content';
import { exportTripOfDocument, tripGpx, type ExportTrip } from '../../../src/domain/places/trip-export';
import { gpxSchemaErrors } from '../../support/gpx-schema';

/**
 * The GPX a trip becomes (on its public page and in the editor) is valid GPX 1.1: checked against TopoGrafix's own
 * schema by libxml2, as GPS units and map apps that validate their input check it, not only parsed.
 */
const palace: PlaceSummary = {
  locationId: 'loc-palace',
  name: 'Grand Palace',
  names: { en: 'Grand Palace', th: 'พระบรมมหาราชวัง' },
  address: '',
  lat: 13.75,
  lng: 100.4913,
  timeZone: 'Asia/Bangkok',
  openingHours: null,
};
const market: PlaceSummary = {
  locationId: 'loc-market',
  name: 'Talat Noi & "Soi Wanit" <market>',
  names: { en: 'Talat Noi & "Soi Wanit" <market>', th: "ตลาดน้อย & 'ซอยวานิช' <ตลาด>" },
  address: '',
  lat: 13.7322,
  lng: 100.5133,
  timeZone: 'Asia/Bangkok',
  openingHours: null,
};

/** Three days: timed and untimed stops, a proposed place, a stop whose place is gone, an empty day, a lone stop. */
const sections: Section[] = [
  { sectionId: 'intro', type: 'text', html: '<p>Before you go</p>' },
  {
    sectionId: 'd1',
    type: 'day',
    title: 'วันแรก: เกาะรัตนโกสินทร์ & "ท่าเตียน" <เช้า>',
    travelMode: 'walk',
    stops: [
      {
        stopId: 'a',
        locationId: 'loc-palace',
        pendingLocation: null,
        time: '09:00',
        note: 'Dress code: "no shorts" & <sleeves>',
      },
      {
        stopId: 'b',
        locationId: null,
        pendingLocation: { name: "ท่าเตียน 'pier' & <ferry>", lat: 13.7462, lng: 100.4905, address: '' },
        time: null,
        note: 'ข้ามฟาก\nไปวัดอรุณ',
      },
      { stopId: 'c', locationId: 'loc-gone', pendingLocation: null, time: '12:00', note: 'A place no longer known' },
      { stopId: 'd', locationId: null, pendingLocation: null, time: null, note: 'A stop with no place at all' },
      { stopId: 'e', locationId: 'loc-market', pendingLocation: null, time: null, note: '' },
    ],
  },
  { sectionId: 'd2', type: 'day', title: '', stops: [] },
  {
    sectionId: 'd3',
    type: 'day',
    title: 'Day 3 — <last> & "best"',
    travelMode: null,
    stops: [{ stopId: 'f', locationId: 'loc-market', pendingLocation: null, time: '18:30', note: '' }],
  },
];

const document = (language: 'th' | 'en', title: string) =>
  exportTripOfDocument(
    { id: 'trip-1', title, url: 'https://travelogue.example/trips/trip-1?x=1&y=2', language, sections },
    new Map([
      ['loc-palace', palace],
      ['loc-market', market],
    ]),
  );

describe('GPX 1.1 as the schema defines it (TopoGrafix gpx.xsd, validated by libxml2)', () => {
  it('a trip of several days in Thai with markup characters, stops without a time or a place, an empty day and a lone stop is valid', async () => {
    const trip = document('th', 'กรุงเทพฯ 3 วัน: วัด & "ตลาด" <ริมน้ำ>');
    expect(trip.days.map((day) => day.stops.length)).toEqual([3, 0, 1]);
    const gpx = tripGpx(trip);
    expect(gpx).toContain('<name>กรุงเทพฯ 3 วัน: วัด &amp; &quot;ตลาด&quot; &lt;ริมน้ำ&gt;</name>');
    expect(gpx).toContain('<rte><name>วันแรก: เกาะรัตนโกสินทร์ &amp; &quot;ท่าเตียน&quot; &lt;เช้า&gt;</name>');
    expect(await gpxSchemaErrors(gpx)).toEqual([]);
  });

  it('the same trip in English, and an untitled trip with no located stop at all, are valid', async () => {
    expect(await gpxSchemaErrors(tripGpx(document('en', "Bangkok's river & <old town>")))).toEqual([]);
    const empty: ExportTrip = { id: 'trip-2', title: '', url: 'https://travelogue.example/trips/trip-2', days: [] };
    expect(await gpxSchemaErrors(tripGpx(empty))).toEqual([]);
  });

  it('points at the edges of the map are valid: a longitude that rounds to 180° is written as -180° (the schema allows [-180, 180))', async () => {
    const edge = (lat: number, lng: number) => ({
      name: `${lat},${lng}`,
      lat,
      lng,
      note: '',
      time: null,
      timeZone: null,
    });
    const trip: ExportTrip = {
      id: 'edges',
      title: 'Edges',
      url: 'https://travelogue.example/trips/edges',
      days: [
        {
          title: 'Around the world',
          stops: [edge(90, 180), edge(-90, -180), edge(-16.5, 179.9999999), edge(0, -0.0000001), edge(89.9999999, 0)],
        },
      ],
    };
    const gpx = tripGpx(trip);
    expect([...gpx.matchAll(/<wpt lat="([^"]+)" lon="([^"]+)">/g)].map((m) => [m[1], m[2]])).toEqual([
      ['90.000000', '-180.000000'],
      ['-90.000000', '-180.000000'],
      ['-16.500000', '-180.000000'],
      ['0.000000', '0.000000'],
      ['90.000000', '0.000000'],
    ]);
    expect(await gpxSchemaErrors(gpx)).toEqual([]);
  });

  it('characters XML 1.0 cannot carry (control characters, U+FFFE, U+FFFF, a lone surrogate) are left out and the file stays valid', async () => {
    const trip: ExportTrip = {
      id: 'odd',
      title: 'Bell\u0007 \uFFFEodd\uFFFF \uD800title',
      url: 'https://travelogue.example/trips/odd',
      days: [
        {
          title: 'Tab\tand\r\nbreaks stay',
          stops: [
            { name: 'A\u0000B', lat: 13.7, lng: 100.5, note: '\u001Bnote', time: null, timeZone: null },
            { name: '\uDC00C', lat: 13.8, lng: 100.6, note: '', time: null, timeZone: null },
          ],
        },
      ],
    };
    const gpx = tripGpx(trip);
    expect(gpx).toContain('<metadata><name>Bell odd title</name>');
    expect(gpx).toContain('<name>AB</name><desc>note</desc>');
    expect(await gpxSchemaErrors(gpx)).toEqual([]);
  });

  it('the check is real: a waypoint the schema refuses is reported with its reason', async () => {
    const wrong = tripGpx(document('en', 'x')).replace('<wpt lat="13.750000"', '<wpt lat="91.000000"');
    const errors = await gpxSchemaErrors(wrong);
    expect(errors.join('\n')).toMatch(/lat.*91\.000000/);
  });
});
