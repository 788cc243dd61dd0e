import { describe, expect, it } from 'vitest';
import type { DaySection, Section, TripStop } from '../../../src/domain/content/content';
import { CONTENT_LIMITS } from '../../../src/domain/content/content-rules';
import {
  canAddSection,
  emptyDay,
  emptyText,
  insertSection,
  insertStop,
  moveSectionDown,
  moveSectionTo,
  moveSectionUp,
  moveStopDown,
  moveStopTo,
  moveStopUp,
  removeSection,
  removeStop,
  pollSection,
  sectionTypesFor,
  updateSection,
  updateStop,
} from '../../../src/domain/content/section-edits';

const ids = (...list: string[]) => {
  const queue = [...list];
  return () => queue.shift() ?? 'exhausted';
};
const text = (sectionId: string, html = ''): Section => ({ sectionId, type: 'text', html });
const stop = (stopId: string): TripStop => ({
  stopId,
  locationId: 'loc-1',
  pendingLocation: null,
  note: '',
  time: null,
});
const day = (sectionId: string, ...stopIds: string[]): DaySection => ({
  sectionId,
  type: 'day',
  title: '',
  stops: stopIds.map(stop),
});
const order = (sections: readonly Section[]) => sections.map((s) => s.sectionId);
const stopOrder = (sections: readonly Section[], dayId: string) =>
  (sections.find((s) => s.sectionId === dayId) as DaySection).stops.map((s) => s.stopId);

describe('section edits (editor: sections added, reordered and removed)', () => {
  const three = [text('a'), text('b'), text('c')];

  it('adds at the end by default and at a clamped index otherwise, with an id from the generator', () => {
    expect(order(insertSection('article', three, emptyText(), ids('n')))).toEqual(['a', 'b', 'c', 'n']);
    expect(order(insertSection('article', three, emptyText(), ids('n'), 1))).toEqual(['a', 'n', 'b', 'c']);
    expect(order(insertSection('article', three, emptyText(), ids('n'), -5))).toEqual(['n', 'a', 'b', 'c']);
    expect(order(insertSection('article', three, emptyText(), ids('n'), 99))).toEqual(['a', 'b', 'c', 'n']);
    expect(order(three)).toEqual(['a', 'b', 'c']);
  });

  it('never reuses an id already in the list (ids key reordering)', () => {
    expect(order(insertSection('article', three, emptyText(), ids('a', 'b', 'z')))).toEqual(['a', 'b', 'c', 'z']);
  });

  it('contract: day sections only in trips, and at most 100 sections', () => {
    expect(sectionTypesFor('article')).not.toContain('day');
    expect(sectionTypesFor('trip')).toContain('day');
    expect(insertSection('article', three, emptyDay(), ids('d'))).toBe(three);
    expect(order(insertSection('trip', three, emptyDay('Day 1'), ids('d')))).toEqual(['a', 'b', 'c', 'd']);
    const full = Array.from({ length: CONTENT_LIMITS.sectionsMax }, (_, i) => text(`s${i}`));
    expect(canAddSection('article', full, 'text')).toBe(false);
    expect(insertSection('article', full, emptyText(), ids('x'))).toBe(full);
  });

  it('a poll section goes in articles and trips, pointing at its poll', () => {
    expect(sectionTypesFor('article')).toContain('poll');
    expect(sectionTypesFor('trip')).toContain('poll');
    const withPoll = insertSection('article', three, pollSection('poll-9'), ids('p'));
    expect(withPoll[3]).toEqual({ sectionId: 'p', type: 'poll', pollId: 'poll-9' });
    expect(order(insertSection('trip', three, pollSection('poll-9'), ids('p'), 0))).toEqual(['p', 'a', 'b', 'c']);
    const full = Array.from({ length: CONTENT_LIMITS.sectionsMax }, (_, i) => text(`s${i}`));
    expect(insertSection('article', full, pollSection('poll-9'), ids('x'))).toBe(full);
  });

  it.each([
    ['up from the middle', (s: readonly Section[]) => moveSectionUp(s, 'b'), ['b', 'a', 'c']],
    ['up from the top (no change)', (s: readonly Section[]) => moveSectionUp(s, 'a'), ['a', 'b', 'c']],
    ['down from the middle', (s: readonly Section[]) => moveSectionDown(s, 'b'), ['a', 'c', 'b']],
    ['down from the bottom (no change)', (s: readonly Section[]) => moveSectionDown(s, 'c'), ['a', 'b', 'c']],
    ['to an index', (s: readonly Section[]) => moveSectionTo(s, 'a', 2), ['b', 'c', 'a']],
    ['to an index past the end', (s: readonly Section[]) => moveSectionTo(s, 'c', 10), ['a', 'b', 'c']],
    ['to the top', (s: readonly Section[]) => moveSectionTo(s, 'c', 0), ['c', 'a', 'b']],
    ['an unknown id', (s: readonly Section[]) => moveSectionTo(s, 'x', 0), ['a', 'b', 'c']],
    ['removed', (s: readonly Section[]) => removeSection(s, 'b'), ['a', 'c']],
  ])('moves a section %s', (_name, edit, expected) => {
    expect(order(edit(three))).toEqual(expected);
  });

  it('returns the same array when nothing changes, so callers can skip a save', () => {
    expect(moveSectionUp(three, 'a')).toBe(three);
    expect(removeSection(three, 'x')).toBe(three);
    expect(updateSection(three, 'x', 'text', { html: 'y' })).toBe(three);
  });

  it('updates fields of the right section only; id and type cannot change', () => {
    const next = updateSection(three, 'b', 'text', { html: '<p>Hi</p>', sectionId: 'evil', type: 'image' } as never);
    expect(next[1]).toEqual({ sectionId: 'b', type: 'text', html: '<p>Hi</p>' });
    expect(next[0]).toBe(three[0]);
    expect(updateSection(three, 'b', 'location', { note: 'x' })).toBe(three);
  });
});

describe('trip stop edits (editor: trip days with stops)', () => {
  const trip: Section[] = [text('intro'), day('d1', 's1', 's2', 's3')];

  it('adds, moves and removes stops inside one day', () => {
    const added = insertStop(
      trip,
      'd1',
      { locationId: 'loc-9', pendingLocation: null, note: '', time: '09:00' },
      ids('s4'),
    );
    expect(stopOrder(added, 'd1')).toEqual(['s1', 's2', 's3', 's4']);
    expect(stopOrder(insertStop(trip, 'd1', stop('x'), ids('s0'), 0), 'd1')).toEqual(['s0', 's1', 's2', 's3']);
    expect(stopOrder(moveStopUp(trip, 'd1', 's2'), 'd1')).toEqual(['s2', 's1', 's3']);
    expect(stopOrder(moveStopDown(trip, 'd1', 's2'), 'd1')).toEqual(['s1', 's3', 's2']);
    expect(stopOrder(moveStopTo(trip, 'd1', 's3', 0), 'd1')).toEqual(['s3', 's1', 's2']);
    expect(stopOrder(removeStop(trip, 'd1', 's1'), 'd1')).toEqual(['s2', 's3']);
    expect(stopOrder(trip, 'd1')).toEqual(['s1', 's2', 's3']);
  });

  it('updates a stop and keeps its id', () => {
    const next = updateStop(trip, 'd1', 's2', { note: 'Lunch', time: '12:30' });
    expect((next[1] as DaySection).stops[1]).toEqual({ ...stop('s2'), note: 'Lunch', time: '12:30' });
  });

  it('ignores unknown days and stops and a day that is not a day section', () => {
    expect(removeStop(trip, 'nope', 's1')).toBe(trip);
    expect(removeStop(trip, 'd1', 'nope')).toBe(trip);
    expect(moveStopUp(trip, 'd1', 's1')).toBe(trip);
    expect(insertStop(trip, 'intro', stop('x'), ids('y'))).toBe(trip);
  });

  it('contract: at most 20 stops a day', () => {
    const full: Section[] = [day('d', ...Array.from({ length: CONTENT_LIMITS.stopsMax }, (_, i) => `s${i}`))];
    expect(insertStop(full, 'd', stop('x'), ids('new'))).toBe(full);
  });
});
