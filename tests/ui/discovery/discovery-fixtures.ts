import { aFeedContent, type InMemoryFeedApi } from '../../fakes/in-memory-feed-api';

/** A small published world for the discovery screens: Chiang Mai stories in Thai and English, places and creators. */
export function seedFeed(feed: InMemoryFeedApi) {
  const somchai = { userId: 'u-somchai', username: 'somchai', displayName: 'สมชาย ใจดี', avatarImage: null };
  const alice = { userId: 'u-alice', username: 'alice', displayName: 'Alice Wanderer', avatarImage: null };
  feed.contents = [
    aFeedContent({
      contentId: 'c-doi',
      title: 'ดอยสุเทพยามเช้า เชียงใหม่',
      summary: 'ออกจากตัวเมืองเชียงใหม่ตอนฟ้ายังไม่สว่าง',
      language: 'th',
      categoryIds: ['mountains', 'temples'],
      viewCount: 40,
      commentCount: 3,
      author: somchai,
    }),
    aFeedContent({
      contentId: 't-cm',
      kind: 'trip',
      title: 'เชียงใหม่ 3 วัน 2 คืน',
      summary: 'เมืองเก่า ดอยอินทนนท์ และถนนคนเดิน',
      language: 'th',
      categoryIds: ['culture'],
      viewCount: 12,
      author: somchai,
    }),
    aFeedContent({
      contentId: 'c-sunday',
      title: "Chiang Mai's Sunday Walking Street",
      summary: 'Stall by stall',
      language: 'en',
      categoryIds: ['food', 'culture'],
      viewCount: 25,
      commentCount: 1,
      author: alice,
    }),
    aFeedContent({
      contentId: 'c-railay',
      title: 'Railay at low tide',
      summary: 'Krabi limestone',
      language: 'en',
      categoryIds: ['beaches'],
      viewCount: 5,
      author: alice,
    }),
  ];
  feed.trending = [
    { categoryId: 'culture', names: { en: 'Culture', th: 'วัฒนธรรม' }, contentCount: 2 },
    { categoryId: 'food', names: { en: 'Food', th: 'อาหาร' }, contentCount: 1 },
  ];
  feed.places = [
    { locationId: 'loc-phra-singh', names: { en: 'Wat Phra Singh', th: 'วัดพระสิงห์' }, address: 'Samlan Rd, Chiang Mai' },
  ];
  feed.creators = [
    { userId: 'u-somchai', username: 'somchai', displayName: 'สมชาย ใจดี' },
    { userId: 'u-alice', username: 'alice', displayName: 'Alice Wanderer' },
  ];
}
