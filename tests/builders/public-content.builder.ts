import type { PlaceSummary, PublicContent } from '../../src/domain/content/content';

const everyDayOpen = { mode: 'open' as const, periods: [{ open: '08.00', close: '18.00' }] };

export const watArun: PlaceSummary = {
  locationId: 'loc-wat-arun',
  name: 'Wat Arun',
  address: '158 Thanon Wang Doem, Bangkok',
  lat: 13.7437,
  lng: 100.4889,
  timeZone: 'Asia/Bangkok',
  openingHours: {
    sunday: everyDayOpen,
    monday: everyDayOpen,
    tuesday: everyDayOpen,
    wednesday: everyDayOpen,
    thursday: everyDayOpen,
    friday: everyDayOpen,
    saturday: everyDayOpen,
  },
};

/** A published article with one section of each article type. */
export function aPublicContent(overrides: Partial<PublicContent> = {}): PublicContent {
  return {
    contentId: 'content-1',
    kind: 'article',
    version: 1,
    title: 'เช้าที่วัดอรุณ',
    summary: 'Sunrise over the river',
    language: 'th',
    cover: {
      imageId: 'img-cover',
      url: '/img/cover.jpg',
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      width: 1200,
      height: 800,
    },
    sections: [
      { sectionId: 's-text', type: 'text', html: '<p>ตื่นเช้า <strong>ไปวัดอรุณ</strong></p>' },
      {
        sectionId: 's-image',
        type: 'image',
        caption: 'The prang at dawn',
        image: { imageId: 'img-2', url: '/img/prang.jpg', blurhash: null, width: 800, height: 1000 },
      },
      {
        sectionId: 's-loc',
        type: 'location',
        locationId: watArun.locationId,
        pendingLocation: null,
        note: 'Go before 8',
      },
    ],
    categoryIds: [],
    author: { userId: 'author-1', username: 'somchai', displayName: 'Somchai', avatarImage: null },
    publishedAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    viewCount: 10,
    commentCount: 0,
    places: [watArun],
    ...overrides,
  };
}
