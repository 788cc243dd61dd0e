import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import { startFakeGeocoder, type FakeGeocoder } from '../helpers/fake-geocoder';
import { DATABASES, errCode, startTestServer, type TestServer } from '../helpers/test-server';

const LOCATIONS = '/content-platform/location-service/v1/locations';
const MAP_SEARCH = '/map-search-service/v1/search';

const nightMarketHours: WeeklyOpeningHours = {
  sunday: { mode: 'open', periods: [{ open: '18.00', close: '00.00' }] },
  monday: { mode: 'closed' },
  tuesday: { mode: 'open', periods: [{ open: '18.00', close: '23.30' }] },
  wednesday: { mode: 'open', periods: [{ open: '18.00', close: '23.30' }] },
  thursday: { mode: 'open', periods: [{ open: '18.00', close: '23.30' }] },
  friday: { mode: 'open', periods: [{ open: '18.00', close: '23.30' }] },
  saturday: { mode: 'open24' },
};

/** Real places; ids prefixed so they never collide with demo seed rows. */
const PLACES = [
  {
    id: 't-grand-palace',
    en: 'Grand Palace',
    th: 'พระบรมมหาราชวัง',
    address: 'Na Phra Lan Rd, Phra Nakhon, Bangkok',
    lat: 13.75,
    lng: 100.4913,
    hours: null,
  },
  {
    id: 't-wat-arun',
    en: 'Wat Arun',
    th: 'วัดอรุณราชวราราม',
    address: 'Wang Doem Rd, Bangkok Yai, Bangkok',
    lat: 13.7437,
    lng: 100.4889,
    hours: null,
  },
  {
    id: 't-doi-suthep',
    en: 'Wat Phra That Doi Suthep',
    th: 'วัดพระธาตุดอยสุเทพ',
    address: 'Suthep, Mueang Chiang Mai',
    lat: 18.8048,
    lng: 98.9216,
    hours: null,
  },
  {
    id: 't-night-bazaar',
    en: 'Chiang Mai Night Bazaar',
    th: 'ไนท์บาซาร์เชียงใหม่',
    address: 'Chang Khlan Rd, Chiang Mai',
    lat: 18.785,
    lng: 99.0,
    hours: nightMarketHours,
  },
  {
    id: 't-railay',
    en: 'Railay Beach',
    th: 'หาดไร่เลย์',
    address: 'Ao Nang, Mueang Krabi',
    lat: 8.011,
    lng: 98.8375,
    hours: { monday: { mode: 'open24' } },
  },
];
const IDS = PLACES.map((p) => p.id).join(',');

/** Independent haversine (mean Earth radius) to check the server's ordering and figures. */
const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
};

describe.each(DATABASES)(
  'locations and map search on %s (spec §7 content-platform locations, map-search service)',
  (kind) => {
    let t: TestServer;
    let geocoder: FakeGeocoder;
    beforeAll(async () => {
      geocoder = await startFakeGeocoder();
      t = await startTestServer(kind, {
        GEOCODER_URL: `${geocoder.url}/`,
        GEOCODER_TIMEOUT_MS: '400',
        GEOCODER_USER_AGENT: 'Travelogue-test/1.0',
      });
      for (const p of PLACES) {
        await t.server.deps.db.query(
          `INSERT INTO locations (location_id, name_en, name_th, address, lat, lng, time_zone, opening_hours, category_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'Asia/Bangkok', $7, $8, now())`,
          [
            p.id,
            p.en,
            p.th,
            p.address,
            p.lat,
            p.lng,
            p.hours === null ? null : JSON.stringify(p.hours),
            p.id === 't-railay' ? 'beaches' : null,
          ],
        );
      }
    });
    afterAll(async () => {
      await t?.close();
      await geocoder?.close();
    });

    it('spec §7 locations default: the is_default row, else the first by English name; public under /public/api', async () => {
      await t.server.deps.db.query(`UPDATE locations SET is_default = (location_id = 't-wat-arun')`);
      const chosen = await t.call('GET', `/public/api${LOCATIONS}/default`);
      expect([chosen.status, chosen.body.data.location_id, chosen.body.data.name]).toEqual([
        200,
        't-wat-arun',
        'Wat Arun',
      ]);
      await t.server.deps.db.query('UPDATE locations SET is_default = false');
      const first = (await t.call('GET', `/api${LOCATIONS}/default?lang=th`)).body.data;
      expect([first.location_id, first.name]).toEqual(['t-night-bazaar', 'ไนท์บาซาร์เชียงใหม่']);
    });

    it('spec §7 locations by id: the Location shape with names in both languages, time zone and spec §3 opening hours', async () => {
      const result = await t.call('GET', `/api${LOCATIONS}/t-night-bazaar?lang=th`);
      expect(result.status).toBe(200);
      expect(result.body.data).toEqual({
        location_id: 't-night-bazaar',
        name: 'ไนท์บาซาร์เชียงใหม่',
        name_en: 'Chiang Mai Night Bazaar',
        name_th: 'ไนท์บาซาร์เชียงใหม่',
        address: 'Chang Khlan Rd, Chiang Mai',
        lat: 18.785,
        lng: 99,
        time_zone: 'Asia/Bangkok',
        opening_hours: nightMarketHours,
        category_id: null,
        admin_area: null,
        status: 'approved',
        photo: null,
      });
      expect((await t.call('GET', `/api${LOCATIONS}/t-night-bazaar`)).body.data.name).toBe('Chiang Mai Night Bazaar');
    });

    it('spec §3: stored opening hours that break the rules (days missing) are served as null, never half a week', async () => {
      const railay = (await t.call('GET', `/api${LOCATIONS}/t-railay`)).body.data;
      expect([railay.opening_hours, railay.category_id]).toEqual([null, 'beaches']);
    });

    it('a missing location is 404 4040607004 (contentNotFound, the content-platform family)', async () => {
      const missing = await t.call('GET', `/public/api${LOCATIONS}/t-atlantis`);
      expect([missing.status, errCode(missing)]).toEqual([404, ErrorCode.contentNotFound]);
    });

    it('spec §7 locations list: ids keep the order asked for and page with total_count', async () => {
      const page1 = await t.call('GET', `/api${LOCATIONS}/list?ids=t-railay,t-wat-arun,t-grand-palace&limit=2`);
      expect(page1.status).toBe(200);
      expect(page1.body.data.map((l: { location_id: string }) => l.location_id)).toEqual(['t-railay', 't-wat-arun']);
      expect([page1.body.paging, page1.body.total_count]).toEqual([{ offset: 0, limit: 2 }, 3]);
      const page2 = await t.call(
        'GET',
        `/api${LOCATIONS}/list?ids=t-railay,t-wat-arun,t-grand-palace&limit=2&offset=2`,
      );
      expect(page2.body.data.map((l: { location_id: string }) => l.location_id)).toEqual(['t-grand-palace']);
    });

    it('spec §7 locations list: keyword matches English, Thai or address case-insensitively; name follows lang', async () => {
      const byEnglish = await t.call('GET', `/public/api${LOCATIONS}/list?keyword=WAT&ids=${IDS}`);
      expect(byEnglish.body.data.map((l: { name: string }) => l.name)).toEqual([
        'Wat Arun',
        'Wat Phra That Doi Suthep',
      ]);
      const byThai = await t.call('GET', `/api${LOCATIONS}/list?keyword=${encodeURIComponent('หาด')}&lang=th`);
      expect(byThai.body.data.map((l: { name: string }) => l.name)).toEqual(['หาดไร่เลย์']);
      const byAddress = await t.call('GET', `/api${LOCATIONS}/list?keyword=chiang%20mai&ids=${IDS}`);
      expect(byAddress.body.data.map((l: { location_id: string }) => l.location_id)).toEqual([
        't-doi-suthep',
        't-night-bazaar',
      ]);
      const literal = await t.call('GET', `/api${LOCATIONS}/list?keyword=%25&ids=${IDS}`);
      expect(literal.body.total_count).toBe(0);
    });

    it('spec §8: a bad query is 422 4220607000 (area content) and an unknown parameter 4000102002', async () => {
      const badLimit = await t.call('GET', `/api${LOCATIONS}/list?limit=0`);
      expect([badLimit.status, errCode(badLimit)]).toEqual([422, ErrorCode.contentValidationFailed]);
      expect(errCode(await t.call('GET', `/api${LOCATIONS}/list?colour=red`))).toBe(ErrorCode.parameterNotAllowed);
      expect(errCode(await t.call('GET', `/api${LOCATIONS}/list?lang=fr`))).toBe(ErrorCode.contentValidationFailed);
    });

    it('spec §7 reverse geocoding: asks the Nominatim-compatible service (jsonv2, lon, accept-language, our User-Agent)', async () => {
      geocoder.mode = 'place';
      const result = await t.call('GET', `/public/api${LOCATIONS}/reverse-geocoding?lat=13.7588&lng=100.4974&lang=th`);
      expect(result.status).toBe(200);
      expect(result.body.data).toEqual({
        name: 'ถนนข้าวสาร',
        address: 'ถนนข้าวสาร, กรุงเทพมหานคร (13.7588,100.4974)',
        source: 'service',
      });
      const asked = geocoder.requests.at(-1)!;
      expect([
        asked.path,
        asked.query.get('format'),
        asked.query.get('lat'),
        asked.query.get('lon'),
        asked.query.get('accept-language'),
        asked.userAgent,
      ]).toEqual(['/reverse', 'jsonv2', '13.7588', '100.4974', 'th', 'Travelogue-test/1.0']);
      const before = geocoder.requests.length;
      await t.call('GET', `/api${LOCATIONS}/reverse-geocoding?lat=13.7588&lng=100.4974&lang=th`);
      expect(geocoder.requests.length).toBe(before);
    });

    it.each([['error' as const], ['unable' as const], ['hang' as const]])(
      'spec §7 reverse geocoding: when the service answers %s, the nearest known location answers (source nearest)',
      async (mode) => {
        geocoder.mode = mode;
        const offset = { error: 0.001, unable: 0.002, hang: 0.003 }[mode];
        const nearDoiSuthep = await t.call(
          'GET',
          `/api${LOCATIONS}/reverse-geocoding?lat=${18.81 + offset}&lng=98.92&lang=en`,
        );
        expect(nearDoiSuthep.status).toBe(200);
        expect(nearDoiSuthep.body.data).toEqual({
          name: 'Wat Phra That Doi Suthep',
          address: 'Suthep, Mueang Chiang Mai',
          source: 'nearest',
        });
        geocoder.mode = 'place';
      },
    );

    it('spec §8: reverse geocoding needs lat and lng in range (422 4220607000)', async () => {
      const missing = await t.call('GET', `/api${LOCATIONS}/reverse-geocoding?lat=13`);
      expect([missing.status, errCode(missing)]).toEqual([422, ErrorCode.contentValidationFailed]);
      expect(errCode(await t.call('GET', `/api${LOCATIONS}/reverse-geocoding?lat=91&lng=0`))).toBe(
        ErrorCode.contentValidationFailed,
      );
    });

    it('spec §7 map search: with a point, nearest first with distance_m in metres (great-circle)', async () => {
      const here = { lat: 13.7563, lng: 100.5018 };
      const result = await t.call('GET', `/public/api${MAP_SEARCH}?lat=${here.lat}&lng=${here.lng}&limit=100`);
      expect(result.status).toBe(200);
      const ours = result.body.data.filter((l: { location_id: string }) => l.location_id.startsWith('t-'));
      const expected = [...PLACES].sort((a, b) => metres(here, a) - metres(here, b)).map((p) => p.id);
      expect(ours.map((l: { location_id: string }) => l.location_id)).toEqual(expected);
      for (const l of ours)
        expect(
          Math.abs(
            l.distance_m -
              metres(
                here,
                PLACES.find((p) => p.id === l.location_id)!,
              ),
          ),
        ).toBeLessThanOrEqual(1);
      const distances = result.body.data.map((l: { distance_m: number }) => l.distance_m);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it('spec §7 map search: keyword and limit; without a point, by name and distance_m null', async () => {
      const near = await t.call('GET', `/api${MAP_SEARCH}?keyword=wat&lat=18.79&lng=98.99&limit=1`);
      expect(near.body.data.map((l: { location_id: string }) => l.location_id)).toEqual(['t-doi-suthep']);
      const byName = await t.call('GET', `/api${MAP_SEARCH}?keyword=${encodeURIComponent('วัด')}&lang=th`);
      expect(byName.body.data.map((l: { name: string; distance_m: null }) => [l.name, l.distance_m])).toEqual([
        ['วัดพระธาตุดอยสุเทพ', null],
        ['วัดอรุณราชวราราม', null],
      ]);
    });

    it('spec §7 map search: lat without lng is 422 4220607000 with content_id null', async () => {
      const half = await t.call('GET', `/api${MAP_SEARCH}?lat=13.7`);
      expect([half.status, errCode(half), half.body.data]).toEqual([
        422,
        ErrorCode.contentValidationFailed,
        { content_id: null, message: 'lat and lng go together: send both or neither' },
      ]);
    });

    it('OpenAPI lists the location calls under /api, /private/api and /public/api', async () => {
      const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          `/public/api${LOCATIONS}/default`,
          `/public/api${LOCATIONS}/list`,
          `/public/api${LOCATIONS}/reverse-geocoding`,
          `/public/api${LOCATIONS}/{locationId}`,
          `/public/api${MAP_SEARCH}`,
          `/api${MAP_SEARCH}`,
        ]),
      );
    });
  },
);
