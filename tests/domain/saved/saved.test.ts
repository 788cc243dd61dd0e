import { describe, expect, it } from 'vitest';
import {
  listNameProblem,
  saveIntentOf,
  savedStatusBatches,
  withSaveIntent,
  withoutSaveIntent,
} from '../../../src/domain/saved/saved';

describe('saved: the wish to save kept across a sign-in, and list names', () => {
  it('the address to come back to carries ?save=<kind> beside its own query', () => {
    expect(withSaveIntent('/contents/c-1', '', 'content')).toBe('/contents/c-1?save=content');
    expect(withSaveIntent('/map/location/loc-1', '?lang=th', 'place')).toBe('/map/location/loc-1?lang=th&save=place');
  });

  it('only a known kind is a wish; anything else is ignored', () => {
    expect(saveIntentOf('?save=content')).toBe('content');
    expect(saveIntentOf('?lang=th&save=place')).toBe('place');
    expect(saveIntentOf('?save=user')).toBeNull();
    expect(saveIntentOf('')).toBeNull();
  });

  it('once done, the wish leaves the address and the rest stays as it was', () => {
    expect(withoutSaveIntent('/contents/c-1', '?save=content', '#comments')).toBe('/contents/c-1#comments');
    expect(withoutSaveIntent('/contents/c-1', '?lang=th&save=content')).toBe('/contents/c-1?lang=th');
  });

  it('a list name is 1..60 characters after trimming, counted as characters (Thai too)', () => {
    expect(listNameProblem('   ')).toBe('empty');
    expect(listNameProblem('วัด'.repeat(20))).toBeNull();
    expect(listNameProblem(`${'ก'.repeat(61)}`)).toBe('tooLong');
    expect(listNameProblem('  Bangkok temples  ')).toBeNull();
  });

  it('"did I save these?" asks each id once, at most 100 per call', () => {
    expect(savedStatusBatches([])).toEqual([]);
    expect(savedStatusBatches(['a', 'b', 'a'])).toEqual([['a', 'b']]);
    const ids = Array.from({ length: 201 }, (_, n) => `c-${n}`);
    expect(savedStatusBatches(ids).map((batch) => batch.length)).toEqual([100, 100, 1]);
    expect(savedStatusBatches(ids).flat()).toEqual(ids);
  });
});
