import { describe, expect, it } from 'vitest';
import { EMPTY_DOCUMENT } from '../../../src/domain/content/content';
import { CONTENT_LIMITS } from '../../../src/domain/content/content-rules';
import {
  daysLeftIn,
  importedDays,
  importedDayTitle,
  pendingNameOf,
  withImportedDays,
} from '../../../src/domain/trip-import/import-apply';
import type { ImportPlan } from '../../../src/domain/trip-import/import-plan';

const plan: ImportPlan = {
  splitBy: 'date',
  droppedDays: 0,
  droppedStops: 0,
  days: [
    {
      date: '2026-03-14',
      name: '',
      stops: [
        { key: 'd0s0', name: 'Yaowarat', lat: 13.7401, lng: 100.5103, time: '21:30' },
        { key: 'd0s1', name: 'Jay Fai', lat: 13.7527, lng: 100.5047, time: '22:45' },
      ],
    },
    { date: null, name: 'Ideas', stops: [{ key: 'd1s0', name: 'Nowhere known', lat: 13.9, lng: 100.6, time: null }] },
  ],
};
let n = 0;
const newId = () => `id${n++}`;
const match = { locationId: 'yaowarat-road', name: 'Yaowarat Road (Chinatown)', distanceM: 25 };

describe('the days an import adds to a trip', () => {
  it('a matched stop names its known place; an unmatched one chosen is a pending place (spec §8 4000607032)', () => {
    const days = importedDays(
      plan,
      { matches: new Map([['d0s0', match]]), proposeNew: new Set(['d0s1']) },
      'en',
      newId,
    );
    expect(days).toHaveLength(1);
    expect(days[0].title).toBe('14 Mar 2026');
    expect(days[0].stops.map((s) => [s.locationId, s.pendingLocation, s.time])).toEqual([
      ['yaowarat-road', null, '21:30'],
      [null, { name: 'Jay Fai', lat: 13.7527, lng: 100.5047, address: '' }, '22:45'],
    ]);
  });

  it('an unmatched stop left unchecked is left out, and a day left empty is not added', () => {
    const days = importedDays(plan, { matches: new Map(), proposeNew: new Set() }, 'en', newId);
    expect(days).toEqual([]);
  });

  it('the imported days follow the trip’s own sections and pass the content rules', () => {
    const days = importedDays(plan, { matches: new Map(), proposeNew: new Set(['d1s0']) }, 'th', newId);
    const { document, problems } = withImportedDays({ ...EMPTY_DOCUMENT, title: 'Bangkok' }, days);
    expect(document.sections.map((s) => (s.type === 'day' ? s.title : s.type))).toEqual(['Ideas']);
    expect(problems).toEqual([]);
  });

  it.each([
    [{ date: '2026-03-14', name: '' }, 'en', '14 Mar 2026'],
    [{ date: '2026-03-14', name: '' }, 'th', '14 มี.ค. 2569'],
    [{ date: '2026-03-15', name: 'Temple walk' }, 'en', '15 Mar 2026 · Temple walk'],
    [{ date: null, name: 'Old town' }, 'en', 'Old town'],
  ])('day title of %o in %s is %s', (day, lang, title) => expect(importedDayTitle(day, lang)).toBe(title));

  it.each([
    ['  Jay\tFai\n(crab omelette) ', 'Jay Fai (crab omelette)'],
    ['', '13.75270, 100.50470'],
    ['x'.repeat(200), 'x'.repeat(CONTENT_LIMITS.pendingNameMax)],
  ])('a new place named %j is proposed as %j', (name, pending) =>
    expect(pendingNameOf({ name, lat: 13.7527, lng: 100.5047 })).toBe(pending),
  );

  it('a trip can take as many more days as its sections leave room for', () => {
    expect(daysLeftIn(EMPTY_DOCUMENT)).toBe(CONTENT_LIMITS.sectionsMax);
  });
});
