import { describe, expect, it } from 'vitest';
import { buildItinerary, tripRoute } from '../../../src/ui/reader/trip/trip-itinerary';
import { PROFILE_STRINGS } from '../../../src/ui/reader/profile/profile-strings';
import { TRIP_STRINGS } from '../../../src/ui/reader/trip/trip-strings';
import { aTrip } from './trip-support';

const keysOf = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, value]) => keysOf(value, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('trip route model', () => {
  it('numbers stops across the whole trip and resolves each to its place or its pending location', () => {
    const days = buildItinerary(aTrip());
    expect(days.map((day) => [day.dayNumber, day.title, day.stops.map((stop) => [stop.number, stop.name])])).toEqual([
      [
        1,
        'Temples by the river',
        [
          [1, 'Wat Arun'],
          [2, 'Grand Palace'],
        ],
      ],
      [
        2,
        '',
        [
          [3, 'Wat Pho'],
          [4, 'Pratu Phi noodles'],
        ],
      ],
    ]);
    expect(days[1].stops[1]).toMatchObject({
      place: null,
      pending: { name: 'Pratu Phi noodles' },
      point: { lat: 13.7526, lng: 100.5037 },
    });
  });

  it('draws one line per day in stop order, markers for located stops only, and bounds around them all', () => {
    const trip = aTrip();
    const sections = trip.sections.map((section) =>
      section.type === 'day' && section.sectionId === 'day-2'
        ? {
            ...section,
            stops: [
              ...section.stops,
              { stopId: 'gone', locationId: 'loc-deleted', pendingLocation: null, note: '', time: null },
            ],
          }
        : section,
    );
    const route = tripRoute(buildItinerary({ ...trip, sections }));
    expect(route.markers.map((m) => m.number)).toEqual([1, 2, 3, 4]);
    expect(route.lines).toEqual([
      {
        dayNumber: 1,
        points: [
          [13.7437, 100.4889],
          [13.75, 100.4913],
        ],
      },
      {
        dayNumber: 2,
        points: [
          [13.7465, 100.493],
          [13.7526, 100.5037],
        ],
      },
    ]);
    expect(route.bounds).toEqual([
      [13.7437, 100.4889],
      [13.7526, 100.5037],
    ]);
  });

  it('a day with a single located stop has a marker but no line; nothing located means no bounds', () => {
    const one = tripRoute(
      buildItinerary(
        aTrip({
          sections: [aTrip().sections[1]].map((d) => (d.type === 'day' ? { ...d, stops: d.stops.slice(0, 1) } : d)),
        }),
      ),
    );
    expect([one.markers.length, one.lines.length]).toEqual([1, 0]);
    expect(tripRoute(buildItinerary(aTrip({ sections: [], places: [] })))).toEqual({
      markers: [],
      lines: [],
      bounds: null,
    });
  });

  it('spec §9 Thai and English: the trip, place and profile strings have the same keys in both languages', () => {
    expect(keysOf(TRIP_STRINGS.th).sort()).toEqual(keysOf(TRIP_STRINGS.en).sort());
    expect(keysOf(TRIP_STRINGS.en).length).toBeGreaterThan(20);
    expect(keysOf(PROFILE_STRINGS.th).sort()).toEqual(keysOf(PROFILE_STRINGS.en).sort());
    expect(keysOf(PROFILE_STRINGS.en)).toContain('readerProfile.loadMore');
  });
});

describe("trip stops and route markers name places in the reader's language", () => {
  it('spec §9 th: a Thai reader gets the Thai name where the place has one, else its default name', () => {
    const trip = aTrip();
    const places = trip.places.map((p) =>
      p.name === 'Wat Arun' ? { ...p, names: { en: 'Wat Arun', th: 'วัดอรุณ' } } : p,
    );
    const days = buildItinerary({ ...trip, places }, 'th');
    expect(days[0].stops.map((s) => s.name)).toEqual(['วัดอรุณ', 'Grand Palace']);
    expect(tripRoute(days).markers[0].name).toBe('วัดอรุณ');
    expect(buildItinerary({ ...trip, places }, 'en')[0].stops[0].name).toBe('Wat Arun');
  });
});
