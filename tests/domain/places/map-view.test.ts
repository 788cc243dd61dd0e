import { describe, expect, it } from 'vitest';
import {
  COUNTRY_BOUNDS,
  distanceMetres,
  extentOf,
  filterPlaces,
  formatDistance,
  formatMapUrl,
  inBounds,
  matchesKeyword,
  NO_FILTERS,
  parseMapUrl,
  rowsInView,
  type MapPlace,
} from '../../../src/domain/places/map-view';

const daily = (open: string, close: string) => {
  const day = { mode: 'open' as const, periods: [{ open, close }] };
  return { sunday: day, monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day };
};
const place = (id: string, over: Partial<MapPlace> = {}): MapPlace => ({
  locationId: id,
  nameEn: id,
  nameTh: id,
  address: '',
  lat: 13.75,
  lng: 100.5,
  timeZone: 'Asia/Bangkok',
  openingHours: daily('08.00', '18.00'),
  categoryId: 'temples',
  adminArea: null,
  ...over,
});
/** Tuesday 2025-01-07 17:45 in Bangkok (10:45 UTC). */
const NOW = Date.UTC(2025, 0, 7, 10, 45);

describe('the map view in the URL (a view can be shared)', () => {
  it('reads a centre and zoom, a place, the filters; anything unreadable is the default view', () => {
    expect(parseMapUrl('?lat=13.75&lng=100.5&z=12&q=วัด&open=1&category=temples')).toEqual({
      target: { kind: 'center', center: { lat: 13.75, lng: 100.5 }, zoom: 12 },
      filters: { keyword: 'วัด', openNow: true, categoryId: 'temples' },
    });
    expect(parseMapUrl('?place=wat-arun&lat=1&lng=2').target).toEqual({ kind: 'place', placeId: 'wat-arun' });
    expect(parseMapUrl('?lat=abc&lng=100').target).toEqual({ kind: 'default' });
    expect(parseMapUrl('?lat=95&lng=100&z=5').target).toEqual({ kind: 'default' });
    expect(parseMapUrl('?lat=1&lng=2&z=99').target).toMatchObject({ zoom: 19 });
    expect(parseMapUrl('?place=<script>').target).toEqual({ kind: 'default' });
    expect(parseMapUrl('').filters).toEqual(NO_FILTERS);
  });

  it('writes the view and filters, keeping the parameters it does not own (lang)', () => {
    const search = formatMapUrl(
      {
        target: { kind: 'center', center: { lat: 13.7563123, lng: 100.5018 }, zoom: 12.4 },
        filters: { keyword: ' wat ', openNow: true, categoryId: null },
      },
      '?lang=th&lat=1&lng=2&z=3&place=x',
    );
    expect(search).toBe('?lang=th&lat=13.75631&lng=100.50180&z=12&q=wat&open=1');
    expect(parseMapUrl(search).target).toEqual({ kind: 'center', center: { lat: 13.75631, lng: 100.5018 }, zoom: 12 });
    expect(formatMapUrl({ target: { kind: 'place', placeId: 'wat-arun' }, filters: NO_FILTERS }, '')).toBe(
      '?place=wat-arun',
    );
  });
});

describe('places in view: search, open now, category, near me', () => {
  it('matches a keyword in Thai or English names and the address, case-insensitively', () => {
    const arun = place('wat-arun', {
      nameEn: 'Wat Arun (Temple of Dawn)',
      nameTh: 'วัดอรุณราชวราราม',
      address: 'Bangkok Yai',
    });
    expect(matchesKeyword(arun, 'อรุณ')).toBe(true);
    expect(matchesKeyword(arun, 'temple DAWN')).toBe(true);
    expect(matchesKeyword(arun, 'bangkok yai')).toBe(true);
    expect(matchesKeyword(arun, 'pho')).toBe(false);
    expect(matchesKeyword(arun, '  ')).toBe(true);
  });

  it('gives each place its status in its own time zone and keeps open ones for "open now" (closing soon counts)', () => {
    const closingSoon = place('a'); // 08.00–18.00 Bangkok, 17:45 → closing soon
    const tokyo = place('b', { timeZone: 'Asia/Tokyo' }); // 19:45 in Tokyo → closed
    const unknown = place('c', { openingHours: null });
    const rows = filterPlaces([closingSoon, tokyo, unknown], NO_FILTERS, NOW, null);
    expect(rows.map((r) => [r.place.locationId, r.status])).toEqual([
      ['a', 'closingSoon'],
      ['b', 'closed'],
      ['c', null],
    ]);
    expect(
      filterPlaces([closingSoon, tokyo, unknown], { ...NO_FILTERS, openNow: true }, NOW, null).map(
        (r) => r.place.locationId,
      ),
    ).toEqual(['a']);
    expect(
      filterPlaces(
        [closingSoon, place('d', { categoryId: 'food' })],
        { ...NO_FILTERS, categoryId: 'food' },
        NOW,
        null,
      ).map((r) => r.place.locationId),
    ).toEqual(['d']);
  });

  it('sorts by distance from the reader when known, else by name; lists only what is in view', () => {
    const far = place('far', { nameEn: 'Alpha', lat: 18.79, lng: 98.98 });
    const near = place('near', { nameEn: 'Zulu', lat: 13.7437, lng: 100.4888 });
    const origin = { lat: 13.744, lng: 100.489 };
    expect(
      rowsInView(filterPlaces([far, near], NO_FILTERS, NOW, null), null, 'en').map((r) => r.place.locationId),
    ).toEqual(['far', 'near']);
    const byDistance = rowsInView(filterPlaces([far, near], NO_FILTERS, NOW, origin), null, 'en');
    expect(byDistance.map((r) => r.place.locationId)).toEqual(['near', 'far']);
    expect(byDistance[0].distanceM).toBeLessThan(100);
    const bangkok = { south: 13.5, west: 100, north: 14, east: 101 };
    expect(
      rowsInView(filterPlaces([far, near], NO_FILTERS, NOW, null), bangkok, 'en').map((r) => r.place.locationId),
    ).toEqual(['near']);
  });

  it('measures great-circle distances and reads them in m or km; bounds crossing the antimeridian', () => {
    expect(Math.round(distanceMetres({ lat: 13.7563, lng: 100.5018 }, { lat: 18.7883, lng: 98.9853 }) / 1000)).toBe(
      582,
    );
    expect(formatDistance(348)).toEqual({ value: '350', unit: 'm' });
    expect(formatDistance(1234)).toEqual({ value: '1.2', unit: 'km' });
    expect(formatDistance(58_100)).toEqual({ value: '58', unit: 'km' });
    expect(inBounds({ lat: 0, lng: 179 }, { south: -10, west: 170, north: 10, east: -170 })).toBe(true);
    expect(inBounds({ lat: 0, lng: 0 }, { south: -10, west: 170, north: 10, east: -170 })).toBe(false);
  });
});

describe('the map on a public holiday: "open now" leaves out a place whose hours say it closes then', () => {
  // Makha Bucha, Tuesday 3 March 2026, 12:00 in Bangkok.
  const HOLIDAY_NOON = Date.UTC(2026, 2, 3, 5, 0);

  it('a flagged place is closed and dropped by "open now"; an unflagged one stays open', () => {
    const museum = place('museum', { closedOnPublicHolidays: true });
    const market = place('market');
    const rows = filterPlaces([museum, market], NO_FILTERS, HOLIDAY_NOON, null);
    expect(rows.map((r) => [r.place.locationId, r.status])).toEqual([
      ['museum', 'closed'],
      ['market', 'opened'],
    ]);
    expect(
      filterPlaces([museum, market], { ...NO_FILTERS, openNow: true }, HOLIDAY_NOON, null).map(
        (r) => r.place.locationId,
      ),
    ).toEqual(['market']);
  });
});

describe('the first view of /map: every place, or the whole country', () => {
  it('extentOf: around the places of an answer, else around its clusters, null when empty', () => {
    expect(
      extentOf({
        places: [place('a', { lat: 18.8, lng: 98.9 }), place('b', { lat: 7.9, lng: 98.4 })],
        clusters: [],
      }),
    ).toEqual({ south: 7.9, west: 98.4, north: 18.8, east: 98.9 });
    expect(
      extentOf({
        places: [],
        clusters: [
          { bounds: { south: 13.6, west: 100.4, north: 13.9, east: 100.6 } },
          { bounds: { south: 18.7, west: 98.9, north: 18.9, east: 99.1 } },
        ],
      }),
    ).toEqual({ south: 13.6, west: 98.9, north: 18.9, east: 100.6 });
    expect(extentOf({ places: [], clusters: [] })).toBeNull();
  });

  it('the whole country holds every demo region: Bangkok, Chiang Mai, Chiang Rai, Krabi, Phuket', () => {
    for (const point of [
      { lat: 13.75, lng: 100.5 },
      { lat: 18.79, lng: 98.99 },
      { lat: 19.82, lng: 99.76 },
      { lat: 8.03, lng: 98.82 },
      { lat: 7.88, lng: 98.39 },
    ])
      expect(inBounds(point, COUNTRY_BOUNDS)).toBe(true);
  });
});
