import { describe, expect, it } from 'vitest';
import type { Section } from '../../../src/domain/content/content';
import {
  commentFromWire,
  documentToWire,
  editorContentFromWire,
  listItemFromWire,
  openingHoursFromWire,
  placeFromWire,
  publicContentFromWire,
  sectionFromWire,
  sectionToWire,
  type PlaceWire,
  type PublicContentWire,
  type SectionWire,
} from '../../../src/infrastructure/wire/content-mappers';

const author = { user_id: 'u1', username: 'somchai', display_name: 'สมชาย', avatar_image: null };
const cover = {
  image_id: 'img1',
  url: 'http://x/img1',
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  width: 1200,
  height: 800,
};
const sectionsWire: SectionWire[] = [
  { section_id: 's1', type: 'text', html: '<p>สวัสดี</p>' },
  { section_id: 's2', type: 'image', image: cover, caption: 'Wat Arun' },
  { section_id: 's3', type: 'location', location_id: 'loc1', pending_location: null, note: 'Go early' },
  {
    section_id: 's4',
    type: 'location',
    location_id: null,
    pending_location: { name: 'Cafe', lat: 13.7, lng: 100.5, address: 'Soi 1' },
    note: '',
  },
  {
    section_id: 's5',
    type: 'day',
    title: 'Day 1',
    stops: [{ stop_id: 't1', location_id: 'loc1', pending_location: null, note: 'x', time: '09:00' }],
  },
];
const hours: PlaceWire['opening_hours'] = {
  sunday: { mode: 'open24' },
  monday: { mode: 'open', periods: [{ open: '08.00', close: '17.00' }] },
  tuesday: { mode: 'closed' },
  wednesday: { mode: 'closed' },
  thursday: { mode: 'closed' },
  friday: { mode: 'closed' },
  saturday: { mode: 'closed' },
};
const publicWire: PublicContentWire = {
  content_id: 'c1',
  kind: 'article',
  version: 2,
  title: 'Bangkok',
  summary: 'Temples',
  language: 'th',
  cover,
  sections: sectionsWire,
  category_ids: ['food'],
  author,
  published_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
  view_count: 7,
  comment_count: 2,
  campaign_id: null,
  places: [
    {
      location_id: 'loc1',
      name: 'Wat Arun',
      address: 'Bangkok',
      lat: 13.74,
      lng: 100.49,
      time_zone: 'Asia/Bangkok',
      opening_hours: hours,
    },
  ],
};

describe('content mappers — content contract, snake_case ⇄ camelCase', () => {
  it('maps a PublicContent with every section type, places and opening hours', () => {
    const content = publicContentFromWire(publicWire);
    expect(content).toMatchObject({
      contentId: 'c1',
      kind: 'article',
      version: 2,
      language: 'th',
      categoryIds: ['food'],
      viewCount: 7,
      commentCount: 2,
      publishedAt: '2025-01-01T00:00:00.000Z',
      author: { userId: 'u1', username: 'somchai', displayName: 'สมชาย', avatarImage: null },
      cover: { imageId: 'img1', url: 'http://x/img1', blurhash: cover.blurhash, width: 1200, height: 800 },
    });
    expect(content.sections.map((s) => s.type)).toEqual(['text', 'image', 'location', 'location', 'day']);
    expect(content.sections[3]).toEqual({
      sectionId: 's4',
      type: 'location',
      locationId: null,
      note: '',
      pendingLocation: { name: 'Cafe', lat: 13.7, lng: 100.5, address: 'Soi 1' },
    });
    expect(content.sections[4]).toEqual({
      sectionId: 's5',
      type: 'day',
      title: 'Day 1',
      stops: [{ stopId: 't1', locationId: 'loc1', pendingLocation: null, note: 'x', time: '09:00' }],
    });
    expect(content.places[0]).toMatchObject({ locationId: 'loc1', timeZone: 'Asia/Bangkok' });
    expect(content.places[0].openingHours?.monday).toEqual({
      mode: 'open',
      periods: [{ open: '08.00', close: '17.00' }],
    });
  });

  it('sections survive a round trip client → wire → client unchanged (the editor saves what it read)', () => {
    const sections = sectionsWire.map(sectionFromWire) as Section[];
    expect(sections.map(sectionToWire)).toEqual(sectionsWire);
    const doc = { title: 't', summary: '', language: 'en' as const, cover: null, sections, categoryIds: ['a'] };
    expect(documentToWire(doc)).toEqual({
      title: 't',
      summary: '',
      language: 'en',
      cover: null,
      sections: sectionsWire,
      category_ids: ['a'],
    });
  });

  it('drops a section of an unknown type instead of rendering it half-understood', () => {
    const content = publicContentFromWire({
      ...publicWire,
      sections: [{ section_id: 'x', type: 'video' } as unknown as SectionWire],
    });
    expect(content.sections).toEqual([]);
  });

  it('unreadable opening hours become closed days; a missing value is null', () => {
    expect(openingHoursFromWire(null)).toBeNull();
    const read = openingHoursFromWire({ monday: { mode: 'party' }, tuesday: { mode: 'open', periods: [{ open: 8 }] } });
    expect(read?.monday).toEqual({ mode: 'closed' });
    expect(read?.tuesday).toEqual({ mode: 'open', periods: [] });
    expect(read?.sunday).toEqual({ mode: 'closed' });
  });

  it('maps the editor content, list item and comment shapes', () => {
    const editor = editorContentFromWire({
      ...publicWire,
      status: 'draft',
      revision: 4,
      published_version: null,
      draft_version: 1,
      created_at: 'c',
      published_at: null,
    });
    expect(editor).toMatchObject({
      status: 'draft',
      revision: 4,
      publishedVersion: null,
      draftVersion: 1,
      createdAt: 'c',
      publishedAt: null,
    });
    expect(
      listItemFromWire({
        content_id: 'c1',
        kind: 'trip',
        status: 'published',
        title: 'T',
        summary: 'S',
        cover: null,
        has_draft: true,
        revision: 3,
        updated_at: 'u',
        published_at: 'p',
        view_count: 1,
        comment_count: 0,
        author,
      }),
    ).toEqual({
      contentId: 'c1',
      kind: 'trip',
      status: 'published',
      title: 'T',
      summary: 'S',
      cover: null,
      hasDraft: true,
      revision: 3,
      updatedAt: 'u',
      publishedAt: 'p',
      viewCount: 1,
      commentCount: 0,
      author: { userId: 'u1', username: 'somchai', displayName: 'สมชาย', avatarImage: null },
    });
    expect(
      commentFromWire({
        comment_id: 'k1',
        content_id: 'c1',
        parent_comment_id: null,
        text: 'hi @somchai',
        mentions: [author],
        author,
        created_at: 'd',
        reply_count: 2,
      }),
    ).toMatchObject({ commentId: 'k1', parentCommentId: null, mentions: [{ username: 'somchai' }], replyCount: 2 });
  });
});

describe("a content's places carry their per-language names", () => {
  it('spec §9 en/th: name_en and name_th become names, for the reader to choose from', () => {
    const place = placeFromWire({
      location_id: 'loc1',
      name: 'Wat Arun',
      name_en: 'Wat Arun',
      name_th: 'วัดอรุณ',
      address: '',
      lat: 1,
      lng: 2,
      time_zone: 'Asia/Bangkok',
      opening_hours: null,
    });
    expect(place.names).toEqual({ en: 'Wat Arun', th: 'วัดอรุณ' });
    expect(
      placeFromWire({
        location_id: 'loc1',
        name: 'Wat Arun',
        address: '',
        lat: 1,
        lng: 2,
        time_zone: 'Asia/Bangkok',
        opening_hours: null,
      }).names,
    ).toBeUndefined();
  });
});

describe('the opening hours\' "closed on public holidays" flag reaches the reader', () => {
  const closedDay = { mode: 'closed' as const };
  const days = {
    sunday: closedDay,
    monday: closedDay,
    tuesday: closedDay,
    wednesday: closedDay,
    thursday: closedDay,
    friday: closedDay,
    saturday: closedDay,
  };
  const wire = (hours: unknown) => ({
    location_id: 'loc1',
    name: 'National Museum',
    address: '',
    lat: 1,
    lng: 2,
    time_zone: 'Asia/Bangkok',
    opening_hours: hours as null,
  });

  it('closed_on_public_holidays: true becomes closedOnPublicHolidays beside the weekly hours', () => {
    const place = placeFromWire(wire({ ...days, closed_on_public_holidays: true }));
    expect(place.closedOnPublicHolidays).toBe(true);
    expect(Object.keys(place.openingHours ?? {})).toHaveLength(7);
  });

  it('absent, false or not a boolean: the place opens on holidays as on any day', () => {
    for (const flag of [undefined, false, 'yes'])
      expect(placeFromWire(wire({ ...days, closed_on_public_holidays: flag })).closedOnPublicHolidays).toBeUndefined();
    expect(placeFromWire(wire(null)).closedOnPublicHolidays).toBeUndefined();
  });
});
