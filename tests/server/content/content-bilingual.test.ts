import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import {
  ORCH,
  QUERY,
  documentBody,
  insertImage,
  insertLocation,
  publishedContent,
  reserve,
  textSection,
} from '../helpers/content-fixtures';
import { rawGet } from '../helpers/raw-get';
import { builtStaticDir, initialDataOf, metaOf } from '../helpers/reader-html';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

/** The keys a public content answered before contents had a second language, in their order (the schema's). */
const SINGLE_LANGUAGE_KEYS = [
  'content_id',
  'kind',
  'version',
  'title',
  'summary',
  'language',
  'cover',
  'sections',
  'category_ids',
  'author',
  'published_at',
  'updated_at',
  'view_count',
  'comment_count',
  'places',
  'campaign_id',
];

describe.each(DATABASES)('a content in Thai and English on %s (one document, two languages)', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let wat: string;
  beforeAll(async () => {
    t = await startTestServer(kind, { STATIC_DIR: builtStaticDir() });
    author = await signedInUser(t);
    wat = await insertLocation(t, { en: 'Wat Pho', th: 'วัดโพธิ์' });
  });
  afterAll(async () => t?.close());

  const thaiTrip = () => ({
    title: 'เช้าที่วัดโพธิ์',
    summary: 'เดินเช้าก่อนแดดร้อน',
    language: 'th',
    sections: [
      textSection('intro', '<p>ออกเดินแต่เช้า</p>'),
      { section_id: 'wat', type: 'location', location_id: wat, pending_location: null, note: 'ไปก่อนแปดโมง' },
      {
        section_id: 'day1',
        type: 'day',
        title: 'วันแรก',
        stops: [{ stop_id: 's1', location_id: wat, pending_location: null, note: 'ไหว้พระนอน', time: '08:00' }],
      },
      textSection('outro', '<p>กลับบ้าน</p>'),
    ],
  });
  const english = {
    title: 'Morning at Wat Pho',
    summary: 'Walk before the heat',
    sections: {
      intro: { html: '<p>Leave <script>alert(1)</script>early</p>' },
      wat: { note: 'Go before eight' },
      day1: { title: 'Day one', stops: { s1: { note: 'See the reclining Buddha' } } },
      outro: { html: '<p>Home again</p>' },
    },
  };

  async function draftTrip(translations: unknown = { en: english }) {
    const reserved = await reserve(t, author, 'trip');
    const cover = await insertImage(t, author.userId);
    const saved = await t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
      token: author.idToken,
      body: documentBody(reserved.revision, cover, { ...thaiTrip(), translations }),
    });
    return { contentId: reserved.content_id, saved };
  }
  const publish = (contentId: string, revision: number) =>
    t.call('POST', `${ORCH}/contents/published/${contentId}`, { token: author.idToken, body: { revision } });
  const read = (contentId: string, hl?: string) =>
    t.call('GET', `${QUERY}/contents/${contentId}${hl ? `?hl=${hl}` : ''}`);

  it('saves and publishes both languages as one document: one revision step, one version, sanitized alike', async () => {
    const { contentId, saved } = await draftTrip();
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ revision: 2, version: 1, language: 'th', title: 'เช้าที่วัดโพธิ์' });
    expect(saved.body.data.translations.en.sections.intro.html).toBe('<p>Leave early</p>');
    expect(saved.body.data.translations.en.sections.day1).toEqual(english.sections.day1);

    const published = await publish(contentId, 2);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', revision: 3, published_version: 1 });
    const versions = await t.server.deps.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM content_versions WHERE content_id = $1',
      [contentId],
    );
    expect(Number(versions[0].n)).toBe(1);
    const snapshot = await t.call('GET', `${QUERY}/editors/contents/${contentId}/version/1`, {
      token: author.idToken,
    });
    expect(snapshot.body.data.translations.en.title).toBe('Morning at Wat Pho');

    const inEnglish = await read(contentId, 'en');
    expect(inEnglish.status).toBe(200);
    expect(inEnglish.body.data).toMatchObject({
      title: 'Morning at Wat Pho',
      summary: 'Walk before the heat',
      language: 'en',
      languages: {
        primary: 'th',
        available: ['th', 'en'],
        title: 'en',
        summary: 'en',
        sections: { intro: 'en', wat: 'en', day1: 'en', outro: 'en' },
      },
    });
    expect(inEnglish.body.data).not.toHaveProperty('translations');
    expect(inEnglish.body.data.sections.map((s: { section_id: string }) => s.section_id)).toEqual([
      'intro',
      'wat',
      'day1',
      'outro',
    ]);
    expect(inEnglish.body.data.sections[0].html).toBe('<p>Leave early</p>');
    expect(inEnglish.body.data.sections[2]).toMatchObject({
      title: 'Day one',
      stops: [{ stop_id: 's1', location_id: wat, note: 'See the reclining Buddha', time: '08:00' }],
    });
    expect(inEnglish.body.data.places[0]).toMatchObject({ location_id: wat, name: 'Wat Pho' });

    const inThai = await read(contentId);
    expect(inThai.body.data).toMatchObject({ title: 'เช้าที่วัดโพธิ์', language: 'th' });
    expect(inThai.body.data.languages).toMatchObject({ primary: 'th', available: ['th', 'en'], title: 'th' });
    expect(inThai.body.data.places[0].name).toBe('วัดโพธิ์');
    expect((await read(contentId, 'th')).body.data).toEqual(inThai.body.data);
    // One view count and one comment thread per content, whatever the language read.
    expect(inEnglish.body.data.view_count).toBe(inThai.body.data.view_count);
    expect(inEnglish.body.data.content_id).toBe(inThai.body.data.content_id);
  });

  it('a stale revision is refused whichever language the write changes', async () => {
    const { contentId, saved } = await draftTrip();
    const start = saved.body.data.revision as number;
    const thaiEdit = await t.call('PATCH', `${ORCH}/contents/${contentId}`, {
      token: author.idToken,
      body: { revision: start, title: 'เช้าที่วัดโพธิ์ (แก้)' },
    });
    expect(thaiEdit.status).toBe(200);
    expect(thaiEdit.body.data.revision).toBe(start + 1);

    // Another tab, still at `start`, edits only the English words: refused, nothing merged.
    const englishEdit = await t.call('PATCH', `${ORCH}/contents/${contentId}`, {
      token: author.idToken,
      body: { revision: start, translations: { en: { ...english, title: 'Dawn at Wat Pho' } } },
    });
    expect(englishEdit.status).toBe(409);
    expect(errCode(englishEdit)).toBe(ErrorCode.contentVersionConflict);
    expect(englishEdit.body.data).toMatchObject({ content_id: contentId, revision: start + 1 });

    // And the other way round: an English edit first, then a stale whole-document save.
    const fresh = await t.call('PATCH', `${ORCH}/contents/${contentId}`, {
      token: author.idToken,
      body: { revision: start + 1, translations: { en: { ...english, title: 'Dawn at Wat Pho' } } },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ revision: start + 2, title: 'เช้าที่วัดโพธิ์ (แก้)' });
    expect(fresh.body.data.translations.en.title).toBe('Dawn at Wat Pho');
    const stalePut = await t.call('PUT', `${ORCH}/contents/${contentId}`, {
      token: author.idToken,
      body: documentBody(start + 1, null, thaiTrip()),
    });
    expect(stalePut.status).toBe(409);
    expect(stalePut.body.data.revision).toBe(start + 2);
  });

  it('a single-language content reads byte for byte as before, whatever language is asked for', async () => {
    const content = await publishedContent(t, author, { language: 'th', title: 'ตลาดน้ำ' });
    expect(content).not.toHaveProperty('translations');
    const url = `${t.url}${QUERY}/contents/${content.content_id}`;
    const plain = await rawGet(url);
    expect(plain.status).toBe(200);
    const body = JSON.parse(plain.body.toString('utf8'));
    expect(Object.keys(body)).toEqual(['status', 'data']);
    expect(Object.keys(body.data)).toEqual(SINGLE_LANGUAGE_KEYS);
    expect(body.data.language).toBe('th');
    for (const hl of ['th', 'en']) {
      const asked = await rawGet(`${url}?hl=${hl}`);
      expect(asked.body.equals(plain.body)).toBe(true);
      expect(asked.headers.etag).toBe(plain.headers.etag);
    }
    // A translation nobody can read yet (no title) changes nothing readers get either.
    const draft = await t.call('POST', `${ORCH}/contents/create_draft/${content.content_id}`, {
      token: author.idToken,
      body: { revision: content.revision },
    });
    const untitled = await t.call('PATCH', `${ORCH}/contents/${content.content_id}`, {
      token: author.idToken,
      body: { revision: draft.body.data.revision, translations: { en: { title: '', summary: 'Floating market' } } },
    });
    expect(untitled.status).toBe(200);
    const republished = await publish(content.content_id, untitled.body.data.revision);
    expect(republished.status).toBe(200);
    const after = JSON.parse((await rawGet(`${url}?hl=en`)).body.toString('utf8'));
    expect(Object.keys(after.data)).toEqual(SINGLE_LANGUAGE_KEYS);
    expect(after.data).toMatchObject({ title: 'ตลาดน้ำ', language: 'th', version: 2 });
  });

  it.each([
    [
      'a section the document does not have',
      { en: { ...english, sections: { ...english.sections, gone: { html: '<p>x</p>' } } } },
      ErrorCode.translationUnknownPart,
      'gone',
    ],
    [
      'a stop the day does not have',
      { en: { ...english, sections: { day1: { title: 'Day one', stops: { s9: { note: 'x' } } } } } },
      ErrorCode.translationUnknownPart,
      's9',
    ],
    [
      'a field its section type has none of',
      { en: { ...english, sections: { intro: { caption: 'x' } } } },
      ErrorCode.translationUnknownPart,
      'caption',
    ],
    ['a translation in the primary language', { th: english }, ErrorCode.translationSameLanguage, 'th'],
  ])(
    'a translation naming %s is refused with its code, and nothing is stored',
    async (_, translations, code, named) => {
      const reserved = await reserve(t, author, 'trip');
      const cover = await insertImage(t, author.userId);
      const refused = await t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
        token: author.idToken,
        body: documentBody(reserved.revision, cover, { ...thaiTrip(), translations }),
      });
      expect(refused.status).toBe(422);
      expect(errCode(refused)).toBe(code);
      expect(refused.body.data).toMatchObject({ content_id: reserved.content_id });
      expect(refused.body.status.err_message).toContain(named);
      const unchanged = await t.call('GET', `${QUERY}/editors/contents/${reserved.content_id}`, {
        token: author.idToken,
      });
      expect(unchanged.body.data).toMatchObject({ status: 'reserved', revision: reserved.revision });
    },
  );

  it('translated words over the primary text limits are refused like the primary text (422 4220607000)', async () => {
    const { saved } = await draftTrip({ en: { ...english, sections: { wat: { note: 'x'.repeat(1001) } } } });
    expect(saved.status).toBe(422);
    expect(errCode(saved)).toBe(ErrorCode.contentValidationFailed);
  });

  it('the public read falls back: an untranslated section and summary show in the primary language, marked', async () => {
    const partial = {
      en: {
        title: 'Morning at Wat Pho',
        summary: '',
        sections: { intro: english.sections.intro, day1: { title: 'Day one' } },
      },
    };
    const { contentId, saved } = await draftTrip(partial);
    expect(saved.status).toBe(200);
    expect((await publish(contentId, saved.body.data.revision)).status).toBe(200);
    const { body } = await read(contentId, 'en');
    expect(body.data).toMatchObject({ title: 'Morning at Wat Pho', summary: 'เดินเช้าก่อนแดดร้อน', language: 'en' });
    expect(body.data.languages).toEqual({
      primary: 'th',
      available: ['th', 'en'],
      title: 'en',
      summary: 'th',
      // The location note and the day's stop note were not translated: those sections stay whole in Thai.
      sections: { intro: 'en', wat: 'th', day1: 'th', outro: 'th' },
    });
    expect(body.data.sections[0].html).toBe('<p>Leave early</p>');
    expect(body.data.sections[1].note).toBe('ไปก่อนแปดโมง');
    expect(body.data.sections[2]).toMatchObject({ title: 'วันแรก', stops: [{ note: 'ไหว้พระนอน' }] });

    const unknown = await read(contentId, 'fr');
    expect(unknown.status).toBe(422);
    expect(errCode(unknown)).toBe(ErrorCode.contentValidationFailed);
  });

  it('a save without translations (a client that knows none) keeps them, less the words of a removed section', async () => {
    const { contentId, saved } = await draftTrip();
    const withoutOutro = thaiTrip().sections.filter((section) => section.section_id !== 'outro');
    const put = await t.call('PUT', `${ORCH}/contents/${contentId}`, {
      token: author.idToken,
      body: documentBody(saved.body.data.revision, null, { ...thaiTrip(), sections: withoutOutro }),
    });
    expect(put.status).toBe(200);
    // (jsonb keeps object keys in an order of its own: compared as a set)
    expect(Object.keys(put.body.data.translations.en.sections).sort()).toEqual(['day1', 'intro', 'wat']);
    expect(put.body.data.translations.en.title).toBe('Morning at Wat Pho');

    const removed = await t.call('PATCH', `${ORCH}/contents/${contentId}`, {
      token: author.idToken,
      body: { revision: put.body.data.revision, translations: {} },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data).not.toHaveProperty('translations');
  });

  it('the reading page: ?hl= names a version, each with its own canonical URL; without it, the interface language', async () => {
    const { contentId, saved } = await draftTrip();
    expect((await publish(contentId, saved.body.data.revision)).status).toBe(200);
    const page = async (query: string, acceptLanguage = 'th') => {
      const response = await fetch(`${t.url}/trips/${contentId}${query}`, {
        headers: { accept: 'text/html', 'accept-language': acceptLanguage },
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      const hreflang = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]),
      );
      return { meta: metaOf(html), hreflang, data: initialDataOf(html) as { data: { title: string } } | null };
    };
    const plain = `${t.url}/trips/${contentId}`;
    const versions = { th: `${plain}?hl=th`, en: `${plain}?hl=en`, 'x-default': plain };

    const english = await page('?hl=en');
    expect(english.meta.canonical).toBe(`${plain}?hl=en`);
    expect(english.meta['og:title']).toBe('Morning at Wat Pho');
    expect(english.data?.data.title).toBe('Morning at Wat Pho');
    expect(english.hreflang).toEqual(versions);
    const thai = await page('?hl=th', 'en');
    expect(thai.meta.canonical).toBe(`${plain}?hl=th`);
    expect(thai.meta['og:title']).toBe('เช้าที่วัดโพธิ์');
    expect(thai.hreflang).toEqual(versions);

    // Without hl (the x-default): the version in the reader's interface language (spec §2 ?lang=, else the browser's).
    expect((await page('', 'en')).meta.canonical).toBe(`${plain}?hl=en`);
    expect((await page('', 'th')).meta.canonical).toBe(`${plain}?hl=th`);
    expect((await page('?lang=en', 'th')).meta['og:title']).toBe('Morning at Wat Pho');
    // A link card of a version's URL is in that version's language.
    const card = await fetch(`${t.url}/oembed?format=json&url=${encodeURIComponent(`${plain}?hl=en`)}`);
    expect(((await card.json()) as { title: string }).title).toBe('Morning at Wat Pho');
    // A single-language content keeps its one URL, hl or not.
    const single = await publishedContent(t, author, { language: 'th', title: 'ตลาดน้ำ' });
    const singlePage = await fetch(`${t.url}/contents/${single.content_id}?hl=en`, {
      headers: { accept: 'text/html' },
    });
    expect(metaOf(await singlePage.text()).canonical).toBe(`${t.url}/contents/${single.content_id}`);
  });
});
