import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpLocationApi } from '../../../src/infrastructure/http/http-location-api';
import { LOCATIONS } from '../../../src/infrastructure/wire/content-platform-paths';
import { ok, startTestHttpServer, type RecordedRequest, type TestHttpServer } from '../support/test-http-server';
import { PLACES_PATHS } from '../../../src/contract/places.contract';

let server: TestHttpServer;
let api: HttpLocationApi;
beforeAll(async () => {
  server = await startTestHttpServer();
  api = new HttpLocationApi(
    new HttpClient({
      baseUrl: server.url,
      timeoutMs: 0,
      getToken: async () => 'id-token',
      onSessionExpired: () => undefined,
    }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
const last = (): RecordedRequest => server.requests[server.requests.length - 1];
const call = (r: RecordedRequest) => `${r.method} ${r.url}${r.headers.authorization ? ' [bearer]' : ''}`;

const L = '/public/api/content-platform/location-service/v1/locations';
const palace = {
  location_id: 'loc-1',
  name: 'พระบรมมหาราชวัง',
  name_en: 'Grand Palace',
  name_th: 'พระบรมมหาราชวัง',
  address: 'Na Phra Lan Rd',
  lat: 13.75,
  lng: 100.4913,
  time_zone: 'Asia/Bangkok',
  category_id: 'temples',
  opening_hours: { monday: { mode: 'open', periods: [{ open: '08:30', close: '15:30' }] } },
};

describe('HttpLocationApi — content contract, spec §7 location-service and map search', () => {
  it('search: the public map search near a point, with distances', async () => {
    server.handle(() => ok([{ ...palace, distance_m: 120 }]));
    const hits = await api.search({ keyword: 'palace', near: { lat: 13.7, lng: 100.5 }, limit: 5, lang: 'th' });
    expect(call(last())).toBe(
      'GET /public/api/map-search-service/v1/search?keyword=palace&lat=13.7&lng=100.5&limit=5&lang=th',
    );
    expect(hits[0]).toMatchObject({
      locationId: 'loc-1',
      name: 'พระบรมมหาราชวัง',
      names: { en: 'Grand Palace', th: 'พระบรมมหาราชวัง' },
      distanceM: 120,
      categoryId: 'temples',
    });
    expect(hits[0].openingHours?.monday).toEqual({ mode: 'open', periods: [{ open: '08:30', close: '15:30' }] });
  });

  it('several by ids in the asked order, default, reverse geocoding — all public', async () => {
    server.handle(() =>
      ok([
        { ...palace, location_id: 'b' },
        { ...palace, location_id: 'a' },
      ]),
    );
    const several = await api.getLocations(['a', 'b']);
    expect(several.map((l) => l.locationId)).toEqual(['a', 'b']);
    expect(server.requests.map(call)).toEqual([`GET ${L}/list?ids=a%2Cb&offset=0&limit=2`]);
    server.handle(() => ok(palace));
    await api.defaultLocation();
    expect(call(last())).toBe(`GET ${L}/default`);
    server.handle(() => ok({ name: 'Wat Pho', address: 'Sanam Chai Rd', source: 'nearest' }));
    await expect(api.reverseGeocode({ lat: 13.74, lng: 100.49 })).resolves.toEqual({
      name: 'Wat Pho',
      address: 'Sanam Chai Rd',
      source: 'nearest',
    });
    expect(call(last())).toBe(`GET ${L}/reverse-geocoding?lat=13.74&lng=100.49`);
  });

  it('a place is read by id with the signed-in token, so a proposer reads their own pending place after reopening', async () => {
    server.handle(() => ok({ ...palace, location_id: 'pl-1', name: 'Hidden Cafe', status: 'pending' }));
    const own = await api.getLocation('pl-1', 'en');
    expect(call(last())).toBe('GET /api/content-platform/location-service/v1/locations/pl-1?lang=en [bearer]');
    expect(own).toMatchObject({ locationId: 'pl-1', name: 'Hidden Cafe', pending: true });
  });

  it("several by ids — the public list, then the ids it left out by id with the token (the proposer's pending ones)", async () => {
    server.handle((r) =>
      r.url.includes('/list')
        ? ok([{ ...palace, location_id: 'a' }])
        : r.url.includes('/pl-1')
          ? ok({ ...palace, location_id: 'pl-1', name: 'Hidden Cafe', status: 'pending' })
          : { status: 404, body: { status: { err_code: 4040607004, err_message: 'not found' } } },
    );
    const several = await api.getLocations(['pl-1', 'a', 'gone'], 'en');
    expect(several.map((l) => [l.locationId, l.pending === true])).toEqual([
      ['pl-1', true],
      ['a', false],
    ]);
    expect(server.requests.map(call).sort()).toEqual([
      'GET /api/content-platform/location-service/v1/locations/gone?lang=en [bearer]',
      'GET /api/content-platform/location-service/v1/locations/pl-1?lang=en [bearer]',
      `GET ${L}/list?ids=pl-1%2Ca%2Cgone&offset=0&limit=3&lang=en`,
    ]);
  });

  it('asks nothing for an empty id list', async () => {
    await expect(api.getLocations([])).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it("the written-out paths are the contract's (PLACES_PATHS)", () => {
    expect(`/${LOCATIONS}/pending`).toBe(PLACES_PATHS.pending);
    expect(`/${LOCATIONS}/:locationId`).toBe(PLACES_PATHS.byId);
  });

  it('proposes a place: signed-in POST of the contract body; the answer is a pending Location', async () => {
    server.handle(() =>
      ok({
        ...palace,
        location_id: 'pl-1',
        name: 'Hidden Cafe',
        name_en: 'Hidden Cafe',
        name_th: 'Hidden Cafe',
        status: 'pending',
        photo: null,
      }),
    );
    const hours = { sunday: { mode: 'open' as const, periods: [{ open: '00.00', close: '23.59' }] } } as never;
    const made = await api.proposeLocation(
      {
        nameTh: '',
        nameEn: 'Hidden Cafe',
        lat: 13.8,
        lng: 100.55,
        address: 'Soi 5',
        photoImageId: null,
        openingHours: hours,
      },
      'en',
    );
    expect(call(last())).toBe(
      'POST /private/api/content-platform/location-service/v1/locations/pending?lang=en [bearer]',
    );
    expect(last().body).toEqual({
      name_en: 'Hidden Cafe',
      lat: 13.8,
      lng: 100.55,
      address: 'Soi 5',
      photo_image_id: null,
      opening_hours: hours,
    });
    expect(made).toMatchObject({ locationId: 'pl-1', name: 'Hidden Cafe', pending: true });

    const area = { districtTh: 'พระนคร', districtEn: 'Phra Nakhon', provinceTh: 'กรุงเทพมหานคร', provinceEn: 'Bangkok' };
    await api.proposeLocation({
      ...{ nameTh: '', nameEn: 'Cafe', lat: 13.8, lng: 100.55, address: '' },
      photoImageId: null,
      openingHours: null,
      adminArea: area,
    });
    expect(last().body).toMatchObject({
      admin_area: {
        district_th: 'พระนคร',
        district_en: 'Phra Nakhon',
        province_th: 'กรุงเทพมหานคร',
        province_en: 'Bangkok',
      },
    });
  });

  it('"closed on public holidays" travels inside opening_hours as closed_on_public_holidays, only with hours', async () => {
    server.handle(() => ok({ ...palace, location_id: 'pl-2', status: 'pending', photo: null }));
    const hours = { sunday: { mode: 'open24' as const } } as never;
    const base = { nameTh: '', nameEn: 'Museum', lat: 13.8, lng: 100.55, address: '', photoImageId: null };
    await api.proposeLocation({ ...base, openingHours: hours, closedOnPublicHolidays: true });
    expect(last().body).toMatchObject({
      opening_hours: { sunday: { mode: 'open24' }, closed_on_public_holidays: true },
    });
    await api.proposeLocation({ ...base, openingHours: null, closedOnPublicHolidays: true });
    expect(last().body).toMatchObject({ opening_hours: null });
  });
});
