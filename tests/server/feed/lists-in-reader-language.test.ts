import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, publishedContent, textSection } from '../helpers/content-fixtures';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const FEED = '/content-platform/feed-service/v1';

interface Card {
  content_id: string;
  title: string;
  summary: string;
  language: string;
}

/**
 * The public lists of contents (spec §7 feed trending and you-may-like contents, a category's contents, a
 * place's contents) in the reader's language (README "Two languages"): `hl` answers each card's title and
 * summary in it when the content has it, by the reading page's rule, and every content in its primary language
 * without it.
 */
describe.each(DATABASES)("lists of contents in the reader's language on %s", (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let reader: SignedInUser;
  let locationId: string;
  let thaiWithEnglish: string;
  let englishWithThai: string;
  let thaiOnly: string;
  let summaryUntranslated: string;

  const list = async (path: string, query: Record<string, string>, token?: string): Promise<Card[]> => {
    const prefix = token ? '/private/api' : '/public/api';
    const result = await t.call('GET', `${prefix}${path}?${new URLSearchParams({ limit: '50', ...query })}`, {
      ...(token ? { token } : {}),
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.data as Card[];
  };
  /** Our four contents as listed (other tests' contents left out), by id. */
  const ours = (cards: Card[]) =>
    Object.fromEntries(
      cards
        .filter((card) => [thaiWithEnglish, englishWithThai, thaiOnly, summaryUntranslated].includes(card.content_id))
        .map((card) => [card.content_id, { title: card.title, summary: card.summary, language: card.language }]),
    );

  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
    reader = await signedInUser(t);
    locationId = await insertLocation(t, { en: 'Lists Market', th: 'ตลาดรายการ' });
    const at = { section_id: 'place', type: 'location', location_id: locationId, pending_location: null, note: '' };
    const common = { category_ids: ['markets'] };
    thaiWithEnglish = (
      await publishedContent(t, author, {
        ...common,
        title: 'ตลาดเช้าริมคลอง',
        summary: 'ขนมครกร้อน ๆ',
        language: 'th',
        sections: [textSection('intro', '<p>ไปก่อนเจ็ดโมง</p>'), at],
        translations: {
          en: {
            title: 'Morning market by the canal',
            summary: 'Hot coconut pancakes',
            sections: { intro: { html: '<p>Go before seven</p>' } },
          },
        },
      })
    ).content_id;
    englishWithThai = (
      await publishedContent(t, author, {
        ...common,
        title: 'Night market noodles',
        summary: 'Boat noodles at midnight',
        language: 'en',
        sections: [textSection('intro', '<p>Bring cash</p>'), at],
        translations: {
          th: {
            title: 'ก๋วยเตี๋ยวตลาดกลางคืน',
            summary: 'ก๋วยเตี๋ยวเรือตอนเที่ยงคืน',
            sections: { intro: { html: '<p>พกเงินสด</p>' } },
          },
        },
      })
    ).content_id;
    thaiOnly = (
      await publishedContent(t, author, {
        ...common,
        title: 'ตลาดนัดวันเสาร์',
        summary: 'ของมือสอง',
        language: 'th',
        sections: [textSection('intro', '<p>เปิดบ่ายสาม</p>'), at],
      })
    ).content_id;
    summaryUntranslated = (
      await publishedContent(t, author, {
        ...common,
        title: 'ตลาดปลา',
        summary: 'ปลาสดทุกเช้า',
        language: 'th',
        sections: [textSection('intro', '<p>ตีห้า</p>'), at],
        translations: { en: { title: 'Fish market', summary: '', sections: {} } },
      })
    ).content_id;
  });
  afterAll(async () => t?.close());

  const inThai = () => ({
    [thaiWithEnglish]: { title: 'ตลาดเช้าริมคลอง', summary: 'ขนมครกร้อน ๆ', language: 'th' },
    [englishWithThai]: { title: 'ก๋วยเตี๋ยวตลาดกลางคืน', summary: 'ก๋วยเตี๋ยวเรือตอนเที่ยงคืน', language: 'th' },
    [thaiOnly]: { title: 'ตลาดนัดวันเสาร์', summary: 'ของมือสอง', language: 'th' },
    [summaryUntranslated]: { title: 'ตลาดปลา', summary: 'ปลาสดทุกเช้า', language: 'th' },
  });
  const inEnglish = () => ({
    [thaiWithEnglish]: { title: 'Morning market by the canal', summary: 'Hot coconut pancakes', language: 'en' },
    [englishWithThai]: { title: 'Night market noodles', summary: 'Boat noodles at midnight', language: 'en' },
    // Not in English: listed in its primary language, as its page shows it.
    [thaiOnly]: { title: 'ตลาดนัดวันเสาร์', summary: 'ของมือสอง', language: 'th' },
    // Its English version has no summary: the Thai one, as the page shows it.
    [summaryUntranslated]: { title: 'Fish market', summary: 'ปลาสดทุกเช้า', language: 'en' },
  });
  const inPrimary = () => ({
    [thaiWithEnglish]: inThai()[thaiWithEnglish],
    [englishWithThai]: inEnglish()[englishWithThai],
    [thaiOnly]: inThai()[thaiOnly],
    [summaryUntranslated]: inThai()[summaryUntranslated],
  });

  const lists: [string, () => string, boolean][] = [
    ['trending contents', () => `${FEED}/trending/contents`, false],
    ["a category's contents (newest)", () => `${FEED}/categories/markets/contents`, false],
    ["a place's contents", () => `${FEED}/locations/${locationId}/contents`, false],
    ['contents you may like', () => `${FEED}/you-may-like-contents`, true],
  ];

  it.each(lists)('%s: hl=th shows each card in Thai where the content has it', async (_name, path, signedIn) => {
    expect(ours(await list(path(), { hl: 'th' }, signedIn ? reader.idToken : undefined))).toEqual(inThai());
  });

  it.each(lists)('%s: hl=en shows each card in English where the content has it', async (_name, path, signedIn) => {
    expect(ours(await list(path(), { hl: 'en' }, signedIn ? reader.idToken : undefined))).toEqual(inEnglish());
  });

  it.each(lists)('%s: without hl every card is in its primary language', async (_name, path, signedIn) => {
    expect(ours(await list(path(), {}, signedIn ? reader.idToken : undefined))).toEqual(inPrimary());
  });

  it('a category sorted by most read and the page after a cursor follow hl too', async () => {
    expect(ours(await list(`${FEED}/categories/markets/contents`, { hl: 'en', sort: 'most_read' }))).toEqual(
      inEnglish(),
    );
    const first = await t.call(
      'GET',
      `/public/api${FEED}/locations/${locationId}/contents?${new URLSearchParams({ limit: '2', hl: 'en' })}`,
    );
    const cursor = first.body.paging.next_cursor as string;
    const rest = await list(`${FEED}/locations/${locationId}/contents`, { limit: '2', hl: 'en', cursor });
    expect({ ...ours(first.body.data as Card[]), ...ours(rest) }).toEqual(inEnglish());
  });

  it("a creator's public list (their profile's cards) follows hl too; without it every card is in its primary language", async () => {
    const creatorList = '/content-platform/content-query-service/v1/contents/users/' + author.userId;
    const heads = (cards: Card[]) =>
      Object.fromEntries(
        Object.entries(ours(cards)).map(([id, card]) => [id, { title: card.title, summary: card.summary }]),
      );
    const without = (cards: Record<string, { title: string; summary: string; language: string }>) =>
      Object.fromEntries(Object.entries(cards).map(([id, card]) => [id, { title: card.title, summary: card.summary }]));
    expect(heads(await list(creatorList, { hl: 'en' }))).toEqual(without(inEnglish()));
    expect(heads(await list(creatorList, { hl: 'th' }))).toEqual(without(inThai()));
    expect(heads(await list(creatorList, {}))).toEqual(without(inPrimary()));
  });

  it('hl names a language: anything else is refused (spec §8 422)', async () => {
    for (const path of [`${FEED}/trending/contents`, `/content-platform/content-query-service/v1/contents/users/x`]) {
      const result = await t.call('GET', `/public/api${path}?hl=fr`);
      expect(result.status, path).toBe(422);
    }
  });
});
