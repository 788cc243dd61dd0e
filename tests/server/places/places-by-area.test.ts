import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATHS } from '../../../src/contract/feed.contract';
import { PLACES_PATHS } from '../../../src/contract/places.contract';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { DEMO_PLACES } from '../../../server/seed/demo-places';
import { seedDemoPlaces } from '../../../server/seed/seed-demo-places';
import { DATABASES, errCode, signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

/** The demo places in Chiang Mai province: Doi Suthep, Wat Chedi Luang, the Sunday walking street, the night bazaar, Doi Inthanon. */
const CHIANG_MAI = DEMO_PLACES.filter((p) => p.adminArea.provinceEn === 'Chiang Mai').map((p) => p.id);
const KRABI = DEMO_PLACES.filter((p) => p.adminArea.provinceEn === 'Krabi').map((p) => p.id);
const LOCATIONS = '/content-platform/location-service/v1/locations';
const ids = (rows: { location_id: string }[]) => rows.map((r) => r.location_id).sort();

describe.each(DATABASES)('places by city, district and province on %s (map and feed search)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
    await seedDemoPlaces(t.server.deps);
  });
  afterAll(async () => t?.close());

  const search = (keyword: string, lang = 'en') =>
    t.call('GET', `/public/api${FEED_PATHS.searchLocations}?keyword=${encodeURIComponent(keyword)}&lang=${lang}`);
  const mapAll = (keyword: string) =>
    t.call('GET', `/public/api${PLACES_PATHS.map}?bbox=-180,-85,180,85&zoom=6&keyword=${encodeURIComponent(keyword)}`);

  it('the demo seed names five places in Chiang Mai province, each in a real district, in Thai and English', () => {
    expect(CHIANG_MAI).toHaveLength(5);
    expect(KRABI).toHaveLength(5);
    for (const place of DEMO_PLACES) {
      const { districtEn, districtTh, provinceEn, provinceTh } = place.adminArea;
      expect([place.id, [districtEn, districtTh, provinceEn, provinceTh].every(Boolean)]).toEqual([place.id, true]);
    }
  });

  it.each([
    ['เชียงใหม่', 'th'],
    ['Chiang Mai', 'en'],
    ['chiang mai', 'th'],
    ['Chiangmai', 'en'],
    ['จังหวัดเชียงใหม่', 'th'],
    ['Chiang Mai province', 'en'],
  ])('search/locations %j finds the five Chiang Mai places and no other', async (keyword, lang) => {
    const found = await search(keyword, lang);
    expect(found.status).toBe(200);
    expect(ids(found.body.data)).toEqual([...CHIANG_MAI].sort());
    expect(found.body.total_count).toBe(5);
  });

  it('search/locations by district and by province in both languages', async () => {
    expect(ids((await search('จอมทอง', 'th')).body.data)).toEqual(['doi-inthanon']);
    expect(ids((await search('Chom Thong')).body.data)).toEqual(['doi-inthanon']);
    expect(ids((await search('กระบี่', 'th')).body.data)).toEqual([...KRABI].sort());
    expect(ids((await search('Krabi')).body.data)).toEqual([...KRABI].sort());
    const bangkokYai = await search('บางกอกใหญ่', 'th');
    expect(ids(bangkokYai.body.data)).toEqual(['wat-arun']);
  });

  it('a hit carries its district and province, and the area a Thai search matched is highlighted', async () => {
    const found = await search('เชียงใหม่', 'th');
    const inthanon = found.body.data.find((l: { location_id: string }) => l.location_id === 'doi-inthanon');
    expect(inthanon.admin_area).toEqual({
      district_th: 'จอมทอง',
      district_en: 'Chom Thong',
      province_th: 'เชียงใหม่',
      province_en: 'Chiang Mai',
    });
    expect(inthanon.highlight.area).toEqual([
      { text: 'จอมทอง, ', match: false },
      { text: 'เชียงใหม่', match: true },
    ]);
  });

  it.each(['เชียงใหม่', 'Chiang Mai'])(
    "the map's keyword filter %j keeps the five Chiang Mai places",
    async (keyword) => {
      const map = await mapAll(keyword);
      expect(map.status).toBe(200);
      expect(map.body.data.total).toBe(5);
      expect(ids(map.body.data.places)).toEqual([...CHIANG_MAI].sort());
      expect(map.body.data.places[0].admin_area.province_en).toBe('Chiang Mai');
    },
  );

  it('the map search and the locations list find places by province too; nothing searchable finds nothing', async () => {
    const near = await t.call(
      'GET',
      `/public/api/map-search-service/v1/search?keyword=${encodeURIComponent('เชียงใหม่')}&limit=50`,
    );
    expect(ids(near.body.data)).toEqual([...CHIANG_MAI].sort());
    const list = await t.call('GET', `/public/api${LOCATIONS}/list?keyword=Krabi&limit=50`);
    expect(ids(list.body.data)).toEqual([...KRABI].sort());
    expect((await mapAll("%_'")).body.data).toEqual({ clusters: [], places: [], total: 0 });
    expect((await search("%_'")).body).toMatchObject({ data: [], total_count: 0 });
  });

  it('GET a location answers its district and province; the map with no keyword still shows every place', async () => {
    const one = await t.call('GET', `/public/api${LOCATIONS}/wat-chedi-luang?lang=th`);
    expect(one.body.data.admin_area).toEqual({
      district_th: 'เมืองเชียงใหม่',
      district_en: 'Mueang Chiang Mai',
      province_th: 'เชียงใหม่',
      province_en: 'Chiang Mai',
    });
    const all = await t.call('GET', `/public/api${PLACES_PATHS.map}?bbox=-180,-85,180,85&zoom=6`);
    expect(all.body.data.total).toBe(DEMO_PLACES.length);
  });

  it('a proposed place keeps its district and province (one language stands for both); a bad one is 400 4000607032', async () => {
    const author = await signedInUser(t);
    const proposed = await t.call('POST', `/api${PLACES_PATHS.pending}`, {
      token: author.idToken,
      body: {
        name_th: 'ร้านกาแฟริมคลอง',
        lat: 18.79,
        lng: 98.98,
        admin_area: { district_th: 'เมืองเชียงใหม่', province_th: 'เชียงใหม่', province_en: 'Chiang Mai' },
      },
    });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data.admin_area).toEqual({
      district_th: 'เมืองเชียงใหม่',
      district_en: 'เมืองเชียงใหม่',
      province_th: 'เชียงใหม่',
      province_en: 'Chiang Mai',
    });
    // Pending: in no search until a moderator approves it; then found by its province.
    expect(ids((await search('เชียงใหม่', 'th')).body.data)).not.toContain(proposed.body.data.location_id);
    await t.server.modules.places.useCases.approvePendingLocation(proposed.body.data.location_id);
    expect(ids((await search('เชียงใหม่', 'th')).body.data)).toContain(proposed.body.data.location_id);

    const tooLong = await t.call('POST', `/api${PLACES_PATHS.pending}`, {
      token: author.idToken,
      body: { name_en: 'Somewhere', lat: 18.79, lng: 98.98, admin_area: { district_en: 'x'.repeat(101) } },
    });
    expect([tooLong.status, errCode(tooLong)]).toEqual([400, ErrorCode.invalidPendingLocations]);
    expect(tooLong.body.status.err_message).toContain('admin_area.district_en');
  });

  it('a demo place seeded before places had districts gets its own on the next start; one already named keeps its own', async () => {
    await t.server.deps.db.query(
      "UPDATE locations SET district_th = '', district_en = '', province_th = '', province_en = '' WHERE location_id = 'wat-pho'",
    );
    await t.server.deps.db.query(
      "UPDATE locations SET district_en = 'Renamed', district_th = 'เปลี่ยนชื่อ' WHERE location_id = 'wat-arun'",
    );
    expect(await seedDemoPlaces(t.server.deps)).toBe(0);
    const [pho] = await t.server.deps.db.query<{ province_en: string; district_en: string }>(
      "SELECT province_en, district_en FROM locations WHERE location_id = 'wat-pho'",
    );
    expect(pho).toEqual({ province_en: 'Bangkok', district_en: 'Phra Nakhon' });
    const [arun] = await t.server.deps.db.query<{ district_en: string }>(
      "SELECT district_en FROM locations WHERE location_id = 'wat-arun'",
    );
    expect(arun.district_en).toBe('Renamed');
  });
});
