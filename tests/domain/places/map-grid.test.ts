import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BBOX_PATTERN,
  boxContains,
  cellOf,
  cellSizeDegrees,
  clusterPoints,
  parseBbox,
} from '../../../src/domain/places/map-grid';
import { evaluateAtInstant } from '../../../src/domain/places/opening-on-date';
import { distanceMetres } from '../../../src/domain/places/distance';
import { DAYS, type DaySchedule, type WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import { normalizeProposal, pendingLocationProblems } from '../../../src/domain/places/pending-location';

describe('the map box: bbox=west,south,east,north', () => {
  it('reads four numbers, one box when west ≤ east', () => {
    const parsed = parseBbox('100.3,13.6,100.6,13.9');
    expect(parsed).toEqual({
      ok: true,
      box: { west: 100.3, south: 13.6, east: 100.6, north: 13.9 },
      parts: [{ west: 100.3, south: 13.6, east: 100.6, north: 13.9 }],
    });
  });

  it('a box crossing the antimeridian (west > east) becomes its two halves', () => {
    const parsed = parseBbox('170,-20,-170,-10');
    expect(parsed.ok && parsed.parts).toEqual([
      { west: 170, south: -20, east: 180, north: -10 },
      { west: -180, south: -20, east: -170, north: -10 },
    ]);
    if (!parsed.ok) throw new Error('expected ok');
    expect(boxContains(parsed.parts, { lat: -16.8, lng: 179.9 })).toBe(true);
    expect(boxContains(parsed.parts, { lat: -13.6, lng: -172.4 })).toBe(true);
    expect(boxContains(parsed.parts, { lat: -15, lng: 0 })).toBe(false);
  });

  it.each([
    ['latitude beyond 90', '100,13,101,95', /latitudes/],
    ['latitude below -90', '100,-91,101,14', /latitudes/],
    ['longitude beyond 180', '-181,13,101,14', /longitudes/],
    ['south north of north', '100,14,101,13', /south/],
    ['three numbers', '100,13,101', /four numbers/],
    ['text', 'a,b,c,d', /four numbers/],
    ['empty field', '100,,101,14', /four numbers/],
    ['infinity', '100,13,1e999,14', /finite/],
    // One spelling per value (the one the API schema states as a pattern): JavaScript's, as Leaflet sends it.
    ['a leading zero', '007,13,101,14', /longitudes/],
    ['an exponent JavaScript writes only above 1e21', '1e1,13,101,14', /longitudes/],
    ['a space', '100, 13,101,14', /latitudes/],
    ['a bare decimal point', '.5,13,101,14', /longitudes/],
  ])('%s is refused with a clear message', (_name, text, message) => {
    const parsed = parseBbox(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('the whole world and the edges are accepted', () => {
    expect(parseBbox('-180,-90,180,90').ok).toBe(true);
    expect(parseBbox('100,13,100,13').ok).toBe(true);
  });

  it('any box JavaScript writes (String of each number, as Leaflet does) matches BBOX_PATTERN and is read as written', () => {
    const pattern = new RegExp(BBOX_PATTERN, 'u');
    const lng = fc.double({ min: -180, max: 180, noNaN: true });
    const lat = fc.double({ min: -90, max: 90, noNaN: true });
    fc.assert(
      fc.property(lng, lat, lng, lat, (west, a, east, b) => {
        const [south, north] = a <= b ? [a, b] : [b, a];
        const text = [west, south, east, north].map(String).join(',');
        expect(pattern.test(text)).toBe(true);
        const parsed = parseBbox(text);
        expect(parsed.ok && parsed.box).toEqual({
          west: west || 0,
          south: south || 0,
          east: east || 0,
          north: north || 0,
        });
      }),
      { seed: 20261128, numRuns: 500 },
    );
  });

  it('the pattern and the parser agree on what a box is (the API documents one and runs the other)', () => {
    const pattern = new RegExp(BBOX_PATTERN, 'u');
    const texts = fc.array(
      fc.oneof(
        fc.double({ min: -400, max: 400, noNaN: true }).map(String),
        fc.stringMatching(/^[-+ .0-9eE]{0,8}$/),
        fc.constantFrom('180', '180.0', '180.0001', '90.00', '90.01', '-0', '1e-7', '9.9e-300', '1e999'),
      ),
      { minLength: 3, maxLength: 5 },
    );
    fc.assert(
      fc.property(texts, (fields) => {
        const text = fields.join(',');
        const parsed = parseBbox(text);
        const southAboveNorth = !parsed.ok && /must not be north of north/.test(parsed.message);
        expect(pattern.test(text)).toBe(parsed.ok || southAboveNorth);
      }),
      { seed: 20261128, numRuns: 2000 },
    );
  });
});

describe('the cluster grid: a cell is a quarter tile, 90/2^zoom degrees', () => {
  it.each([
    [0, 90],
    [1, 45],
    [10, 90 / 1024],
    [14, 90 / 16384],
  ])('zoom %d → %d°', (zoom, size) => {
    expect(cellSizeDegrees(zoom)).toBeCloseTo(size, 12);
  });

  it('each zoom step halves the cell', () => {
    for (let z = 0; z < 20; z += 1) expect(cellSizeDegrees(z + 1) * 2).toBeCloseTo(cellSizeDegrees(z), 12);
  });

  it('cells count from -180° / -90°, so a cell never crosses the antimeridian', () => {
    expect(cellOf({ lat: -90, lng: -180 }, 45)).toEqual({ x: 0, y: 0 });
    expect(cellOf({ lat: 13.75, lng: 100.5 }, 45)).toEqual({ x: 6, y: 2 });
    expect(cellOf({ lat: 0, lng: 179.99 }, 1).x).not.toBe(cellOf({ lat: 0, lng: -179.99 }, 1).x);
  });

  it('clusterPoints: centroid, count, the box around the points, the id of a lone point', () => {
    const clusters = clusterPoints(
      [
        { id: 'a', lat: 13.1, lng: 100.1 },
        { id: 'b', lat: 13.3, lng: 100.3 },
        { id: 'c', lat: 20.5, lng: 100.5 },
      ],
      1,
    );
    expect(clusters).toEqual(
      [
        {
          lat: 13.2,
          lng: 100.2,
          count: 2,
          box: { west: 100.1, south: 13.1, east: 100.3, north: 13.3 },
          locationId: null,
        },
        {
          lat: 20.5,
          lng: 100.5,
          count: 1,
          box: { west: 100.5, south: 20.5, east: 100.5, north: 20.5 },
          locationId: 'c',
        },
      ].map((c) => ({ ...c, lat: expect.closeTo(c.lat, 9), lng: expect.closeTo(c.lng, 9) })),
    );
  });
});

describe('location-distance: great-circle metres (spec §7)', () => {
  it.each([
    [
      'Grand Palace → Wat Arun, across the river',
      { lat: 13.75, lng: 100.4913 },
      { lat: 13.7437, lng: 100.4889 },
      700,
      760,
    ],
    ['Bangkok → Chiang Mai', { lat: 13.7563, lng: 100.5018 }, { lat: 18.7883, lng: 98.9853 }, 575_000, 595_000],
    [
      'across the antimeridian, Fiji → Samoa',
      { lat: -16.8, lng: 179.9 },
      { lat: -13.6, lng: -172.4 },
      800_000,
      900_000,
    ],
  ])('%s', (_name, a, b, min, max) => {
    const d = distanceMetres(a, b);
    expect(d).toBeGreaterThan(min);
    expect(d).toBeLessThan(max);
  });
});

const open = (...periods: Array<[string, string]>): DaySchedule => ({
  mode: 'open',
  periods: periods.map(([o, c]) => ({ open: o, close: c })),
});
const week = (days: Partial<WeeklyOpeningHours>, rest: DaySchedule = { mode: 'closed' }): WeeklyOpeningHours =>
  Object.fromEntries(DAYS.map((day) => [day, days[day] ?? rest])) as WeeklyOpeningHours;

describe("opening status at a planned arrival, in the place's zone (spec §3, §9 soon = 30 minutes)", () => {
  // Friday 18.00 until Saturday 02.00 in Bangkok (UTC+7).
  const bar = week({ friday: open(['18.00', '02.00']) });
  it.each([
    [
      "§3 across midnight: Saturday 01.00 Bangkok is still Friday's night",
      '2026-11-27T18:00:00Z',
      'Asia/Bangkok',
      'opened',
    ],
    ['§9 closingSoon: Saturday 01.45 Bangkok', '2026-11-27T18:45:00Z', 'Asia/Bangkok', 'closingSoon'],
    ['§3 closed: Saturday 02.00 Bangkok', '2026-11-27T19:00:00Z', 'Asia/Bangkok', 'closed'],
    // The same instant read in the viewer's zone (Europe/London, Friday 18.00) would wrongly say opened.
    [
      "§3 another zone than the viewer's: Friday 18.00 London is Saturday 01.00 Bangkok",
      '2026-11-27T18:00:00Z',
      'Asia/Bangkok',
      'opened',
    ],
    ['§3 the place in Tokyo: Saturday 03.00 there, already closed', '2026-11-27T18:00:00Z', 'Asia/Tokyo', 'closed'],
    ['§9 openingSoon: Friday 17.30 Bangkok', '2026-11-27T10:30:00Z', 'Asia/Bangkok', 'openingSoon'],
  ])('%s', (_name, instant, zone, status) => {
    expect(evaluateAtInstant({ weekly: bar, closedOnPublicHolidays: false }, zone, Date.parse(instant))?.status).toBe(
      status,
    );
  });
});

describe('a proposed (pending) place: spec §3 hours and defaults, spec §8 4000607032 rules', () => {
  const base = { nameTh: 'ร้านกาแฟ', nameEn: '', lat: 13.8, lng: 100.5 };
  it('fills the missing name from the other, the zone with Asia/Bangkok, an open day without periods with 00.00–23.59', () => {
    const p = normalizeProposal({ ...base, openingHours: week({}, { mode: 'open' }) });
    expect(p).toMatchObject({ nameTh: 'ร้านกาแฟ', nameEn: 'ร้านกาแฟ', timeZone: 'Asia/Bangkok', address: '' });
    expect(p.openingHours?.monday).toEqual({ mode: 'open', periods: [{ open: '00.00', close: '23.59' }] });
    expect(pendingLocationProblems(p)).toEqual([]);
  });

  it.each([
    ['no name', { nameTh: '  ' }, /name/],
    ['lat off the globe', { lat: 90.5 }, /lat/],
    ['lng off the globe', { lng: -180.5 }, /lng/],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, /time_zone/],
    ['a colon separator (spec §3 writes a dot)', { openingHours: week({}, open(['09:00', '17:00'])) }, /invalidTime/],
    ['a missing day', { openingHours: { monday: { mode: 'open24' } } as unknown as WeeklyOpeningHours }, /missingDay/],
    ['a name too long', { nameEn: 'x'.repeat(151) }, /name_en/],
    // A name is one line, as the API schema says (PlainText): a tab or line break inside it is a control character.
    ['a name of two lines', { nameEn: 'Hidden\nCafe' }, /name_en holds control characters/],
    ['a name with a tab', { nameTh: 'คาเฟ่\tลับ' }, /name_th holds control characters/],
  ])('%s is a problem', (_name, over, message) => {
    expect(pendingLocationProblems(normalizeProposal({ ...base, ...over })).join('; ')).toMatch(message);
  });
});
