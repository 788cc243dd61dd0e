import { describe, expect, it } from 'vitest';
import type { ContentDocument, Section } from '../../../src/domain/content/content';
import { saveRefusalOf } from '../../../src/domain/content/save-refusal';

const place = (locationId: string | null) => ({
  locationId,
  pendingLocation: null,
  name: 'Wat Arun',
  lat: 13.7,
  lng: 100.5,
});
const sections = [
  { sectionId: 's-text', type: 'text', html: '<p>Hi</p>' },
  {
    sectionId: 's-image',
    type: 'image',
    image: { imageId: 'img-9', url: 'u', blurhash: null, width: 1, height: 1 },
    caption: '',
  },
  {
    sectionId: 's-day',
    type: 'day',
    title: 'Day 1',
    stops: [{ stopId: 'p1', ...place('loc-7'), note: '', time: null }],
  },
  { sectionId: 's-loc', type: 'location', ...place('loc-3'), note: '' },
] as unknown as Section[];
const sent: ContentDocument = { title: 't', summary: '', language: 'en', cover: null, sections, categoryIds: [] };

describe('saveRefusalOf (spec §8 4220607000 / 4000607032: the message names what is wrong)', () => {
  it('a rule message `sections[i]…` names that section of the document sent', () => {
    expect(saveRefusalOf(4220607000, 'sections[3].note is longer than 1000 characters', sent)).toEqual({
      code: 4220607000,
      message: 'sections[3].note is longer than 1000 characters',
      sectionIndex: 3,
      sectionId: 's-loc',
    });
    expect(
      saveRefusalOf(4000607032, 'sections[2].stops[0] (day section s-day, stop p1): name is empty', sent).sectionId,
    ).toBe('s-day');
  });

  it('unknown location and image ids point at the first section that uses one', () => {
    expect(saveRefusalOf(4220607000, 'Unknown location_id: loc-1, loc-3', sent).sectionId).toBe('s-loc');
    expect(saveRefusalOf(4220607000, 'Unknown location_id: loc-7', sent).sectionId).toBe('s-day');
    expect(saveRefusalOf(4220607000, 'Unknown image_id (not an image of this user): img-9', sent).sectionIndex).toBe(1);
  });

  it('a message naming no section, a section that is not there, or no message at all names none', () => {
    for (const message of [
      'title is longer than 150 characters',
      'sections[9].note is longer than 1000 characters',
      'Unknown category_ids: c1',
      null,
    ]) {
      expect(saveRefusalOf(4220607000, message, sent)).toMatchObject({ message, sectionIndex: null, sectionId: null });
    }
  });
});
