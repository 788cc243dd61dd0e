import { describe, expect, it } from 'vitest';
import { PLACES_PATHS } from '../../../src/contract/places.contract';
import { FetchJson } from '../../../src/infrastructure/reader/fetch-json';
import {
  FetchMapPlacesApi,
  LOCATION_PATH,
  MAP_PLACES_PATH,
} from '../../../src/infrastructure/reader/fetch-map-places-api';

describe('the map call over the reader fetch wrapper (GET locations/map)', () => {
  it('uses the contract paths (written out to keep TypeBox out of the bundle)', () => {
    expect(`/${MAP_PLACES_PATH}`).toBe(PLACES_PATHS.map);
    expect(`/${LOCATION_PATH}/:locationId`).toBe(PLACES_PATHS.byId);
  });

  it('sends bbox as west,south,east,north with zoom and filters, and maps places and clusters', async () => {
    const urls: string[] = [];
    const fetch = (async (url: string) => {
      urls.push(url);
      return new Response(
        JSON.stringify({
          status: { err_code: 0, err_message: '' },
          total: 3,
          data: {
            total: 3,
            places: [
              {
                location_id: 'wat-arun',
                name: 'Wat Arun',
                name_en: 'Wat Arun',
                name_th: 'วัดอรุณ',
                address: 'Bangkok',
                lat: 13.74,
                lng: 100.49,
                time_zone: 'Asia/Bangkok',
                opening_hours: null,
                category_id: 'temples',
                admin_area: {
                  district_th: 'บางกอกใหญ่',
                  district_en: 'Bangkok Yai',
                  province_th: '',
                  province_en: 'Bangkok',
                },
                photo: null,
              },
            ],
            clusters: [
              {
                lat: 18.7,
                lng: 98.9,
                count: 2,
                bbox: { west: 98.8, south: 18.6, east: 99, north: 18.8 },
                location_id: null,
              },
            ],
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }) as unknown as typeof globalThis.fetch;
    const api = new FetchMapPlacesApi(new FetchJson({ baseUrl: 'http://api', timeoutMs: 0, fetch }));
    const result = await api.placesInView({
      bounds: { west: 98.1234567, south: 13, east: 101, north: 19 },
      zoom: 6.6,
      filters: { keyword: ' วัด ', openNow: true, categoryId: 'temples' },
      lang: 'th',
    });
    const url = new URL(urls[0]);
    expect(url.pathname).toBe('/public/api/content-platform/location-service/v1/locations/map');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bbox: '98.123457,13,101,19',
      zoom: '7',
      category_id: 'temples',
      open_now: 'true',
      keyword: 'วัด',
      lang: 'th',
    });
    expect(result.places[0]).toMatchObject({
      locationId: 'wat-arun',
      nameTh: 'วัดอรุณ',
      categoryId: 'temples',
      openingHours: null,
      // A name the server left empty in one language is the other one's (admin-area.ts).
      adminArea: { districtTh: 'บางกอกใหญ่', districtEn: 'Bangkok Yai', provinceTh: 'Bangkok', provinceEn: 'Bangkok' },
    });
    expect(result.clusters[0]).toEqual({
      lat: 18.7,
      lng: 98.9,
      count: 2,
      placeId: null,
      bounds: { west: 98.8, south: 18.6, east: 99, north: 18.8 },
    });
    expect(result.total).toBe(3);
  });
});
