import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedContent, textSection } from '../helpers/content-fixtures';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const SEARCH = '/public/api/content-platform/feed-service/v1/advance-search/contents';

interface Segment {
  readonly text: string;
  readonly match: boolean;
}
interface Hit {
  content_id: string;
  title: string;
  summary: string;
  language: string;
  highlight: { title: Segment[]; summary: Segment[] };
}

const marked = (segments: readonly Segment[]) => segments.filter((s) => s.match).map((s) => s.text);

/**
 * Search in both languages of a content (README "Two languages", spec §7 feed advance-search contents): a
 * translation with a title is indexed with its content, a query in either language finds the content once, and
 * `hl` answers the hit in the reader's language when the content has it.
 */
describe.each(DATABASES)('search in both languages of a content on %s', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let thaiWithEnglish: string;
  let englishWithThai: string;
  let englishOnly: string;
  let untitledTranslation: string;

  const search = async (query: Record<string, string>) => {
    const result = await t.call('GET', `${SEARCH}?${new URLSearchParams({ limit: '50', ...query })}`);
    expect(result.status).toBe(200);
    return { hits: result.body.data as Hit[], total: result.body.total_count as number };
  };
  const ids = (hits: Hit[]) => hits.map((hit) => hit.content_id);

  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
    thaiWithEnglish = (
      await publishedContent(t, author, {
        title: 'ตลาดน้ำอัมพวายามค่ำ',
        summary: 'หิ่งห้อยริมคลอง',
        language: 'th',
        sections: [textSection('intro', '<p>นั่งเรือหางยาวชมหิ่งห้อย</p>')],
        translations: {
          en: {
            title: 'Amphawa floating market at dusk',
            summary: 'Fireflies along the canal',
            sections: { intro: { html: '<p>Take a longtail boat to see the fireflies</p>' } },
          },
        },
      })
    ).content_id;
    englishWithThai = (
      await publishedContent(t, author, {
        title: 'Sleeper carriage up north',
        summary: 'Twelve hours of rails',
        language: 'en',
        sections: [textSection('intro', '<p>Book the lower berth</p>')],
        translations: {
          th: {
            title: 'นั่งตู้นอนขึ้นเหนือ',
            summary: 'สิบสองชั่วโมงบนราง',
            sections: { intro: { html: '<p>จองเตียงล่างไว้ก่อน</p>' } },
          },
        },
      })
    ).content_id;
    englishOnly = (
      await publishedContent(t, author, {
        title: 'Sleeper carriage down south',
        summary: 'Another night on the rails',
        language: 'en',
        sections: [textSection('intro', '<p>Bring a jumper</p>')],
      })
    ).content_id;
    // Work in progress: a translation without a title is never shown, so it is never searched either.
    untitledTranslation = (
      await publishedContent(t, author, {
        title: 'เรือข้ามฟากท่าเตียน',
        summary: '',
        language: 'th',
        sections: [textSection('intro', '<p>ค่าเรือห้าบาท</p>')],
        translations: { en: { title: '', summary: 'Zeppelin crossing', sections: {} } },
      })
    ).content_id;
  });
  afterAll(async () => t?.close());

  it('an English query finds a Thai content through its English translation (title, summary and text)', async () => {
    for (const keyword of ['floating market', 'fireflies', 'longtail'])
      expect(ids((await search({ keyword })).hits), keyword).toEqual([thaiWithEnglish]);
  });

  it('a Thai query finds an English content through its Thai translation, not the one without it', async () => {
    for (const keyword of ['ตู้นอน', 'สิบสองชั่วโมง', 'เตียงล่าง'])
      expect(ids((await search({ keyword })).hits), keyword).toEqual([englishWithThai]);
    // The English words are still found, in both contents that have them.
    expect(ids((await search({ keyword: 'sleeper carriage' })).hits).sort()).toEqual(
      [englishWithThai, englishOnly].sort(),
    );
  });

  it('a content matching in both languages is listed once', async () => {
    // อัมพวา is in the Thai title, Amphawa (its romanisation too) in the English one.
    for (const keyword of ['Amphawa', 'อัมพวา']) {
      const { hits, total } = await search({ keyword });
      expect(ids(hits), keyword).toEqual([thaiWithEnglish]);
      expect(total).toBe(1);
    }
    const all = await search({});
    expect(new Set(ids(all.hits)).size).toBe(all.hits.length);
    expect(all.total).toBe(4);
  });

  it('a translation without a title is not searched', async () => {
    expect((await search({ keyword: 'zeppelin' })).hits).toEqual([]);
    expect(ids((await search({ keyword: 'เรือข้ามฟากท่าเตียน' })).hits)).toEqual([untitledTranslation]);
  });

  it('without hl a hit is in its primary language; with hl in the reader’s language when the content has it', async () => {
    const [primary] = (await search({ keyword: 'fireflies' })).hits;
    expect(primary).toMatchObject({ title: 'ตลาดน้ำอัมพวายามค่ำ', summary: 'หิ่งห้อยริมคลอง', language: 'th' });

    const [english] = (await search({ keyword: 'fireflies', hl: 'en' })).hits;
    expect(english).toMatchObject({
      title: 'Amphawa floating market at dusk',
      summary: 'Fireflies along the canal',
      language: 'en',
    });
    expect(marked(english.highlight.summary)).toEqual(['Fireflies']);

    const [thai] = (await search({ keyword: 'ตู้นอน', hl: 'th' })).hits;
    expect(thai).toMatchObject({ title: 'นั่งตู้นอนขึ้นเหนือ', language: 'th' });
    expect(marked(thai.highlight.title)).toEqual(['ตู้นอน']);

    // A content without the language asked for answers in its own.
    const single = (await search({ keyword: 'jumper', hl: 'th' })).hits;
    expect(single).toEqual([
      expect.objectContaining({ content_id: englishOnly, title: 'Sleeper carriage down south' }),
    ]);
    expect(single[0].language).toBe('en');
  });

  it('the language filter matches a content readable in that language, primary or translated', async () => {
    expect(ids((await search({ language: 'en' })).hits).sort()).toEqual(
      [thaiWithEnglish, englishWithThai, englishOnly].sort(),
    );
    expect(ids((await search({ language: 'th' })).hits).sort()).toEqual(
      [thaiWithEnglish, englishWithThai, untitledTranslation].sort(),
    );
  });

  it('hl other than th or en is refused', async () => {
    const result = await t.call('GET', `${SEARCH}?keyword=market&hl=fr`);
    expect(result.status).toBe(422);
  });
});
