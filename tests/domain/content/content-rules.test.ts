import { describe, expect, it } from 'vitest';
import type { ContentDocument, DaySection, LocationSection, Section } from '../../../src/domain/content/content';
import {
  CONTENT_LIMITS,
  documentProblems,
  pendingLocationProblem,
  placeRefProblem,
  publishProblems,
  referencedImageIds,
  referencedLocationIds,
} from '../../../src/domain/content/content-rules';

const image = (imageId: string) => ({ imageId, url: `u/${imageId}`, blurhash: null, width: 10, height: 10 });
const doc = (over: Partial<ContentDocument> = {}): ContentDocument => ({
  title: 'Old town walk',
  summary: '',
  language: 'en',
  cover: image('c1'),
  sections: [],
  categoryIds: [],
  ...over,
});
const text = (sectionId: string, html = '<p>hi</p>'): Section => ({ sectionId, type: 'text', html });
const pending = { name: 'Wat Pho', lat: 13.74, lng: 100.49, address: 'Bangkok' };
const location = (
  sectionId: string,
  locationId: string | null,
  pendingLocation = null as typeof pending | null,
): LocationSection => ({ sectionId, type: 'location', locationId, pendingLocation, note: '' });
const day = (sectionId: string, stops: DaySection['stops']): DaySection => ({
  sectionId,
  type: 'day',
  title: 'Day 1',
  stops,
});
const stop = (stopId: string, locationId: string | null, time: string | null = null) => ({
  stopId,
  locationId,
  pendingLocation: null,
  note: '',
  time,
});

describe('content rules (content contract, spec §8 4220607000 / 4000607032)', () => {
  it('a draft with an empty title and no sections is valid (drafts save anything within limits)', () => {
    expect(documentProblems('article', doc({ title: '', cover: null }))).toEqual([]);
  });

  it.each([
    ['title', { title: 'x'.repeat(CONTENT_LIMITS.titleMax + 1) }],
    ['summary', { summary: 'x'.repeat(CONTENT_LIMITS.summaryMax + 1) }],
    ['sections', { sections: Array.from({ length: 101 }, (_, i) => text(`s${i}`)) }],
    ['category_ids', { categoryIds: ['a', 'b', 'c', 'd', 'e', 'f'] }],
    ['category_ids', { categoryIds: ['food', 'food'] }],
    [
      'sections[0].caption',
      { sections: [{ sectionId: 'i', type: 'image', image: image('x'), caption: 'x'.repeat(301) } as Section] },
    ],
    ['sections[0].note', { sections: [{ ...location('l', 'loc-1'), note: 'x'.repeat(1001) }] }],
    ['sections[1].section_id', { sections: [text('a'), text('a')] }],
    ['sections[0].section_id', { sections: [text('bad id!')] }],
  ])('limits: %s beyond its limit is a validation problem (422)', (path, over) => {
    const problems = documentProblems('trip', doc(over as Partial<ContentDocument>));
    expect(problems.map((p) => [p.kind, p.path])).toContainEqual(['invalid', path]);
  });

  it('limits are inclusive (150-char title, 100 sections, 5 categories pass)', () => {
    expect(
      documentProblems(
        'article',
        doc({
          title: 'x'.repeat(150),
          sections: Array.from({ length: 100 }, (_, i) => text(`s${i}`)),
          categoryIds: ['a', 'b', 'c', 'd', 'e'],
        }),
      ),
    ).toEqual([]);
  });

  it('a day section is only allowed in a trip', () => {
    const sections = [day('d1', [stop('s1', 'loc-1', '09:30')])];
    expect(documentProblems('trip', doc({ sections }))).toEqual([]);
    expect(documentProblems('article', doc({ sections }))[0]).toMatchObject({ kind: 'invalid', path: 'sections[0]' });
  });

  it('a day has at most 20 stops with HH:mm times and distinct ids', () => {
    const many = Array.from({ length: 21 }, (_, i) => stop(`s${i}`, 'loc'));
    expect(documentProblems('trip', doc({ sections: [day('d', many)] })).map((p) => p.path)).toContain(
      'sections[0].stops',
    );
    expect(
      documentProblems('trip', doc({ sections: [day('d', [stop('s', 'loc', '24:00')])] })).map((p) => p.path),
    ).toContain('sections[0].stops[0].time');
    expect(
      documentProblems('trip', doc({ sections: [day('d', [stop('s', 'loc'), stop('s', 'loc')])] })).map((p) => p.path),
    ).toContain('sections[0].stops[1].stop_id');
  });

  it.each([
    ['both set', { locationId: 'loc-1', pendingLocation: pending }, /both/],
    ['neither set', { locationId: null, pendingLocation: null }, /neither/],
    ['empty name', { locationId: null, pendingLocation: { ...pending, name: '  ' } }, /name is empty/],
    ['lat out of range', { locationId: null, pendingLocation: { ...pending, lat: 91 } }, /lat/],
    ['lng out of range', { locationId: null, pendingLocation: { ...pending, lng: -180.5 } }, /lng/],
    ['long address', { locationId: null, pendingLocation: { ...pending, address: 'x'.repeat(301) } }, /address/],
  ])('spec §8 4000607032: a place ref with %s is a pending-location problem', (_, ref, message) => {
    expect(placeRefProblem(ref)).toMatch(message);
    const problems = documentProblems('trip', doc({ sections: [text('t'), { ...location('loc-sec', null), ...ref }] }));
    expect(problems[0]).toMatchObject({ kind: 'pendingLocation', path: 'sections[1]' });
    expect(problems[0].message).toContain('loc-sec');
  });

  it('spec §8 4000607032: a valid pending location and a location id alone are both fine; pending problems are listed first', () => {
    expect(pendingLocationProblem(pending)).toBeNull();
    expect(placeRefProblem({ locationId: 'loc-1', pendingLocation: null })).toBeNull();
    const problems = documentProblems('trip', doc({ title: 'x'.repeat(200), sections: [location('l', null)] }));
    expect(problems.map((p) => p.kind)).toEqual(['pendingLocation', 'invalid']);
  });

  it('publish: needs a title, a cover and at least one section, and names what is missing', () => {
    expect(publishProblems(doc({ sections: [text('a')] }))).toEqual([]);
    expect(publishProblems(doc({ title: ' ', cover: null, sections: [] }))).toEqual(['title', 'cover', 'sections']);
    expect(publishProblems(doc({ cover: null, sections: [text('a')] }))).toEqual(['cover']);
  });

  it('places: location ids from sections and stops in order of first use, without repeats', () => {
    const sections: Section[] = [
      text('t'),
      location('a', 'loc-2'),
      day('d', [stop('s1', 'loc-1'), stop('s2', 'loc-2'), { ...stop('s3', null), pendingLocation: pending }]),
      location('b', 'loc-3'),
    ];
    expect(referencedLocationIds(sections)).toEqual(['loc-2', 'loc-1', 'loc-3']);
  });

  it('images: the cover and every image section, without repeats', () => {
    const sections: Section[] = [
      { sectionId: 'i', type: 'image', image: image('i1'), caption: '' },
      { sectionId: 'j', type: 'image', image: image('c1'), caption: '' },
    ];
    expect(referencedImageIds(doc({ sections }))).toEqual(['c1', 'i1']);
    expect(referencedImageIds(doc({ cover: null }))).toEqual([]);
  });
});
