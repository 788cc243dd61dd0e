import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS } from '../../../src/domain/content/content-rules';
import { planImport, type ImportPlan } from '../../../src/domain/trip-import/import-plan';
import type { ImportGroup, ImportPoint, ImportSource } from '../../../src/domain/trip-import/import-source';
import { importFormatOfName } from '../../../src/domain/trip-import/import-source';

const BKK = { timeZone: 'Asia/Bangkok', maxDays: CONTENT_LIMITS.sectionsMax };
const pt = (name: string, lat: number, lng: number, time: string | null = null): ImportPoint => ({
  name,
  lat,
  lng,
  time,
});
const source = (...groups: ImportGroup[]): ImportSource => ({ format: 'gpx', name: '', groups });
const shape = (plan: ImportPlan) =>
  plan.days.map((day) => ({
    date: day.date,
    name: day.name,
    stops: day.stops.map((s) => `${s.name}${s.time ? ` ${s.time}` : ''}`),
  }));

describe('planning an imported file into days and stops', () => {
  it.each<[string, ImportSource, ReturnType<typeof shape>, ImportPlan['splitBy']]>([
    [
      'times cut the days at local midnight (Bangkok, UTC+7), not at UTC midnight',
      source({
        kind: 'waypoints',
        name: '',
        points: [
          pt('Khao San', 13.759, 100.4977, '2026-03-14T16:40:00Z'),
          pt('Yaowarat', 13.7401, 100.5103, '2026-03-14T14:30:00Z'),
          pt('Democracy Monument', 13.7565, 100.502, '2026-03-14T17:20:00Z'),
        ],
      }),
      [
        { date: '2026-03-14', name: '', stops: ['Yaowarat 21:30', 'Khao San 23:40'] },
        { date: '2026-03-15', name: '', stops: ['Democracy Monument 00:20'] },
      ],
      'date',
    ],
    [
      'a track keeps where it starts and ends on each local date, named after the track',
      source({
        kind: 'track',
        name: 'Night ride',
        points: [
          pt('', 13.7, 100.5, '2026-03-14T15:00:00Z'),
          pt('', 13.71, 100.51, '2026-03-14T16:00:00Z'),
          pt('', 13.72, 100.52, '2026-03-14T16:59:00Z'),
          pt('', 13.73, 100.53, '2026-03-14T17:30:00Z'),
          pt('', 13.74, 100.54, '2026-03-14T18:00:00Z'),
        ],
      }),
      [
        { date: '2026-03-14', name: '', stops: ['Night ride 22:00', 'Night ride 23:59'] },
        { date: '2026-03-15', name: '', stops: ['Night ride 00:30', 'Night ride 01:00'] },
      ],
      'date',
    ],
    [
      'without times, each route, track or folder is a day of its own, in the file order',
      source(
        {
          kind: 'route',
          name: 'Old town',
          points: [pt('Grand Palace', 13.75, 100.4913), pt('Wat Pho', 13.7466, 100.493)],
        },
        { kind: 'folder', name: 'Weekend', points: [pt('Chatuchak', 13.7999, 100.5503)] },
      ),
      [
        { date: null, name: 'Old town', stops: ['Grand Palace', 'Wat Pho'] },
        { date: null, name: 'Weekend', stops: ['Chatuchak'] },
      ],
      'group',
    ],
    [
      'one group without times is one day',
      source({ kind: 'waypoints', name: '', points: [pt('A', 13.7, 100.5), pt('B', 13.8, 100.6)] }),
      [{ date: null, name: '', stops: ['A', 'B'] }],
      'single',
    ],
    [
      'points without a time in a timed file follow as a day of their own group',
      source(
        { kind: 'waypoints', name: '', points: [pt('Timed', 13.7, 100.5, '2026-03-14T03:00:00Z')] },
        { kind: 'route', name: 'Ideas', points: [pt('Untimed', 13.8, 100.6)] },
      ),
      [
        { date: '2026-03-14', name: '', stops: ['Timed 10:00'] },
        { date: null, name: 'Ideas', stops: ['Untimed'] },
      ],
      'date',
    ],
    [
      'points off the globe are left out, and an unnamed point takes its group name',
      source({
        kind: 'route',
        name: 'Loop',
        points: [pt('', 13.7, 100.5), pt('Bad', 95, 100), pt('Also bad', 13, 190)],
      }),
      [{ date: null, name: 'Loop', stops: ['Loop'] }],
      'single',
    ],
    [
      'a track that ends where the next stop of the same name starts gives one stop there',
      source({
        kind: 'track',
        name: 'Short',
        points: [pt('', 13.7, 100.5, '2026-03-14T03:00:00Z'), pt('', 13.70001, 100.50001, '2026-03-14T03:05:00Z')],
      }),
      [{ date: '2026-03-14', name: '', stops: ['Short 10:00'] }],
      'date',
    ],
  ])('%s', (_rule, input, days, splitBy) => {
    const plan = planImport(input, BKK);
    expect(shape(plan)).toEqual(days);
    expect(plan.splitBy).toBe(splitBy);
    expect(plan.droppedDays + plan.droppedStops).toBe(0);
  });

  it(`holds a day to ${CONTENT_LIMITS.stopsMax} stops (the editor's limit) and counts what it left out`, () => {
    const points = Array.from({ length: CONTENT_LIMITS.stopsMax + 3 }, (_, i) => pt(`P${i}`, 13 + i / 100, 100));
    const plan = planImport(source({ kind: 'waypoints', name: '', points }), BKK);
    expect(plan.days[0].stops).toHaveLength(CONTENT_LIMITS.stopsMax);
    expect(plan.droppedStops).toBe(3);
  });

  it('holds the days to what the trip can still take, counting the days left out', () => {
    const groups = ['A', 'B', 'C'].map((name, i): ImportGroup => ({
      kind: 'route',
      name,
      points: [pt(name, 13 + i, 100)],
    }));
    const plan = planImport(source(...groups), { ...BKK, maxDays: 2 });
    expect(plan.days.map((d) => d.name)).toEqual(['A', 'B']);
    expect(plan.droppedDays).toBe(1);
  });

  it('keys every stop uniquely and rounds coordinates to six decimals', () => {
    const plan = planImport(
      source({ kind: 'waypoints', name: '', points: [pt('A', 13.123456789, 100.987654321), pt('B', 14, 101)] }),
      BKK,
    );
    expect(plan.days[0].stops.map((s) => s.key)).toEqual(['d0s0', 'd0s1']);
    expect(plan.days[0].stops[0]).toMatchObject({ lat: 13.123457, lng: 100.987654 });
  });
});

describe('the format a file name says', () => {
  it.each([
    ['trip.gpx', 'gpx'],
    ['Trip.GPX', 'gpx'],
    ['my maps.kml', 'kml'],
    ['export.kmz', 'kmz'],
    ['notes.txt', null],
    ['gpx', null],
  ])('%s → %s', (name, format) => expect(importFormatOfName(name)).toBe(format));
});
