import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { DEMO_CONTENTS, seedDemoContents, type DemoContentsResult } from '../../../server/seed/seed-demo-contents';
import type { DemoPlaceRef } from '../../../server/seed/demo-content-types';
import { DEMO_PLACES } from '../../../server/seed/demo-places';
import { variantKey } from '../../../server/media/image-variants';
import { VARIANT_FORMATS, variantsFor } from '../../../src/domain/content/responsive-image';
import { seedDemoUsers } from '../../../server/seed/seed-demo-users';
import { signIn } from '../helpers/emulator-users';
import { errCode, startTestServer, type TestServer } from '../helpers/test-server';

const QUERY = '/api/content-platform/content-query-service/v1';
const COMMENTS = '/api/content-platform/comment-service/v1';

/**
 * The seed runs on PGlite only: it is the `npm start` database, and painting ~25 pictures twice per
 * database would double the slowest suite for no new SQL (the services it calls run on both elsewhere).
 */
describe('demo contents for npm start (seed data)', () => {
  let t: TestServer;
  let first: DemoContentsResult;
  let second: DemoContentsResult;
  const published = DEMO_CONTENTS.filter((c) => c.publish);
  let variantsMissingAfterFirstSeed: { checked: number; missing: string[] };

  beforeAll(async () => {
    t = await startTestServer('pglite');
    await seedDemoUsers(t.server.deps);
    first = await seedDemoContents(t.server.deps);
    variantsMissingAfterFirstSeed = await missingVariants(t);
    second = await seedDemoContents(t.server.deps);
  }, 300_000);
  afterAll(async () => t?.close());

  it('adds every place, content and comment once; a second start adds nothing', async () => {
    const comments = published.flatMap((c) => c.comments ?? []).reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0);
    expect(first).toEqual({
      placesAdded: DEMO_PLACES.length,
      contentsAdded: DEMO_CONTENTS.length,
      publishedAdded: published.length,
      commentsAdded: comments,
      skipped: 0,
    });
    expect(second).toEqual({ placesAdded: 0, contentsAdded: 0, publishedAdded: 0, commentsAdded: 0, skipped: 0 });
    const [counts] = await t.server.deps.db.query<{
      contents: number;
      published: number;
      locations: number;
      defaults: number;
      comments: number;
    }>(
      `SELECT (SELECT count(*)::int FROM contents) AS contents, (SELECT count(*)::int FROM contents WHERE status = 'published') AS published,
              (SELECT count(*)::int FROM locations) AS locations, (SELECT count(*)::int FROM locations WHERE is_default) AS defaults,
              (SELECT count(*)::int FROM comments) AS comments`,
    );
    expect(counts).toEqual({
      contents: DEMO_CONTENTS.length,
      published: published.length,
      locations: DEMO_PLACES.length,
      defaults: 1,
      comments,
    });
  });

  it('a dozen or more contents: articles and trips, Thai and English, by all three demo users, some left as drafts', () => {
    expect(DEMO_CONTENTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_CONTENTS.map((c) => c.kind))).toEqual(new Set(['article', 'trip']));
    expect(new Set(DEMO_CONTENTS.map((c) => c.language))).toEqual(new Set(['th', 'en']));
    expect(new Set(DEMO_CONTENTS.map((c) => c.author))).toEqual(new Set(['somchai', 'malee', 'alice']));
    expect(DEMO_CONTENTS.filter((c) => !c.publish).length).toBeGreaterThanOrEqual(2);
    for (const content of published) expect(content.sections.length, content.title).toBeGreaterThanOrEqual(3);
  });

  it('every published demo is readable anonymously through the public API with its cover, sections, places and counts; drafts are not', async () => {
    const rows = await t.server.deps.db.query<{ content_id: string; status: string; title: string }>(
      `SELECT c.content_id, c.status, v.document->>'title' AS title FROM contents c JOIN content_versions v ON v.content_id = c.content_id
        AND v.version = coalesce(c.published_version, c.draft_version)`,
    );
    expect(rows).toHaveLength(DEMO_CONTENTS.length);
    for (const row of rows) {
      const demo = DEMO_CONTENTS.find((c) => c.title === row.title)!;
      const read = await t.call('GET', `${QUERY}/contents/${row.content_id}`);
      if (!demo.publish) {
        expect([read.status, errCode(read)], demo.title).toEqual([404, ErrorCode.contentNotFound]);
        continue;
      }
      expect(read.status, demo.title).toBe(200);
      const body = read.body.data;
      expect(body).toMatchObject({
        title: demo.title,
        kind: demo.kind,
        language: demo.language,
        view_count: demo.views,
        category_ids: demo.categoryIds,
      });
      expect(body.sections).toHaveLength(demo.sections.length);
      expect(body.cover).toMatchObject({ width: 1200, height: 675 });
      expect(body.cover.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/);
      const refs = demo.sections.flatMap((s): DemoPlaceRef[] =>
        s.type === 'location' ? [s] : s.type === 'day' ? [...s.stops] : [],
      );
      const placeIds = refs.flatMap((r) => ('place' in r ? [r.place] : []));
      expect(body.places.map((p: { location_id: string }) => p.location_id)).toEqual([...new Set(placeIds)]);
      expect(body.comment_count).toBe((demo.comments ?? []).reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0));
    }
  });

  it('three or more demos are bilingual, an article and a trip among them, each readable whole in both languages with ?hl=', async () => {
    const bilingual = published.filter((c) => c.translation);
    expect(bilingual.length).toBeGreaterThanOrEqual(3);
    expect(new Set(bilingual.map((c) => c.kind))).toEqual(new Set(['article', 'trip']));
    expect(new Set(bilingual.map((c) => c.language))).toEqual(new Set(['th', 'en']));
    for (const demo of bilingual) {
      const translation = demo.translation!;
      const [row] = await t.server.deps.db.query<{ content_id: string }>(
        `SELECT c.content_id FROM contents c JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
          WHERE v.document->>'title' = $1`,
        [demo.title],
      );
      const read = async (hl: string) => {
        const answer = await t.call('GET', `${QUERY}/contents/${row.content_id}?hl=${hl}`);
        expect(answer.status, `${demo.title} ?hl=${hl}`).toBe(200);
        return answer.body.data;
      };
      const primary = await read(demo.language);
      expect(primary).toMatchObject({ title: demo.title, summary: demo.summary, language: demo.language });
      const other = await read(translation.language);
      expect(other).toMatchObject({
        title: translation.title,
        summary: translation.summary,
        language: translation.language,
      });
      // Every section is translated: the other version is never half in the primary language.
      expect(other.languages).toMatchObject({
        primary: demo.language,
        title: translation.language,
        summary: translation.language,
      });
      expect(Object.values(other.languages.sections)).toEqual(demo.sections.map(() => translation.language));
      expect(other.languages.available).toEqual([demo.language, translation.language]);
    }
  });

  it("the bilingual demos are found from either language's words", async () => {
    const search = async (keyword: string, hl?: string) => {
      const query = new URLSearchParams({ keyword, ...(hl ? { hl } : {}) });
      const answer = await t.call(
        'GET',
        `/public/api/content-platform/feed-service/v1/advance-search/contents?${query}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.data as { title: string; language: string }[];
    };
    // English words of a Thai article, Thai words of an English article and of an English trip.
    expect((await search('oyster omelette', 'en')).map((hit) => hit.title)).toContain(
      'One night in Yaowarat: what to eat',
    );
    expect((await search('บาตรทองเหลือง')).map((hit) => hit.title)).toContain('A slow morning at Wat Pho');
    expect((await search('ตลาดนัดสุดสัปดาห์', 'th')).map((hit) => hit.title)).toContain('เที่ยวเกาะรัตนโกสินทร์สองวัน');
  });

  it('covers and section pictures are served as real JPEGs of the declared size', async () => {
    const [row] = await t.server.deps.db.query<{ content_id: string }>(
      `SELECT content_id FROM contents WHERE status = 'published' LIMIT 1`,
    );
    const content = (await t.call('GET', `${QUERY}/contents/${row.content_id}`)).body.data;
    const images = [
      content.cover,
      ...content.sections.filter((s: { type: string }) => s.type === 'image').map((s: { image: unknown }) => s.image),
    ];
    for (const image of images) {
      const response = await fetch(image.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const decoded = jpeg.decode(new Uint8Array(await response.arrayBuffer()), { useTArray: true });
      expect([decoded.width, decoded.height]).toEqual([image.width, image.height]);
    }
  });

  it('every stored picture has all its variants when the seed returns: none is still being written when the server stops', () => {
    expect(variantsMissingAfterFirstSeed.checked).toBeGreaterThanOrEqual(published.length * 2);
    expect(variantsMissingAfterFirstSeed.missing).toEqual([]);
  });

  it('comments and replies between demo users carry resolved @mentions', async () => {
    const [row] = await t.server.deps.db.query<{ content_id: string }>(
      `SELECT c.content_id FROM contents c JOIN content_versions v ON v.content_id = c.content_id WHERE v.document->>'title' = 'A slow morning at Wat Pho'`,
    );
    const comments = (await t.call('GET', `${COMMENTS}/contents/${row.content_id}/comments`)).body.data;
    expect(comments[0]).toMatchObject({
      author: { username: 'somchai' },
      reply_count: 1,
      mentions: [{ username: 'alice' }],
    });
    const replies = (await t.call('GET', `${COMMENTS}/comments/${comments[0].comment_id}/replies`)).body.data;
    expect(replies[0]).toMatchObject({ author: { username: 'alice' }, mentions: [{ username: 'somchai' }] });
    expect(Date.parse(replies[0].created_at)).toBeGreaterThan(Date.parse(comments[0].created_at));
  });

  it('the demo users see their drafts in "my contents" (spec §6 signed-in content editing)', async () => {
    const token = await signIn('somchai@demo.travelogue.test', 'travelogue-demo');
    await t.call('POST', '/api/user-auth-command-service/v1/login', {
      body: { token, lat: null, lng: null, device: 'vitest' },
    });
    const drafts = await t.call('GET', `${QUERY}/editors/my-contents`, { token });
    const titles = drafts.body.data.map((item: { title: string; status: string }) => `${item.status}:${item.title}`);
    const somchai = DEMO_CONTENTS.filter((c) => c.author === 'somchai');
    expect(titles).toHaveLength(somchai.length);
    expect(titles).toContain('draft:เช็กลิสต์ของกันหนาวก่อนขึ้นดอยช่วงปลายปี');
  });

  it("a demo creator's stats have traffic to draw: 90 days of views, reads and trip adds near their view counts, and referring sites", async () => {
    const token = await signIn('alice@demo.travelogue.test', 'travelogue-demo');
    const stats = (await t.call('GET', '/api/content-platform/stats-service/v1/stats?days=90', { token })).body.data;
    expect(stats.series).toHaveLength(90);
    expect(stats.totals.views).toBeGreaterThan(0);
    expect(stats.totals.reads).toBeGreaterThan(0);
    expect(stats.totals.reads).toBeLessThan(stats.totals.views);
    expect(stats.totals.trip_adds).toBeGreaterThan(0);
    expect(stats.totals.trip_adds).toBeLessThan(stats.totals.reads);
    expect(stats.series.filter((day: { views: number }) => day.views > 0).length).toBeGreaterThan(5);
    expect(stats.sources.map((source: { host: string }) => source.host)).toEqual(
      expect.arrayContaining(['google.com', 'pantip.com', 'facebook.com']),
    );
  });

  it('places: the default is the Democracy Monument, hours come back in the spec §3 shape (closed days, open24, past midnight)', async () => {
    const fallback = await t.call('GET', '/api/content-platform/location-service/v1/locations/default?lang=th');
    expect(fallback.body.data).toMatchObject({
      location_id: 'democracy-monument',
      name: 'อนุสาวรีย์ประชาธิปไตย',
      time_zone: 'Asia/Bangkok',
    });
    const yaowarat = (await t.call('GET', '/api/content-platform/location-service/v1/locations/yaowarat-road')).body
      .data;
    expect(yaowarat.opening_hours.monday).toEqual({ mode: 'closed' });
    expect(yaowarat.opening_hours.friday).toEqual({ mode: 'open', periods: [{ open: '17.00', close: '01.00' }] });
    const palace = (await t.call('GET', '/api/content-platform/location-service/v1/locations/grand-palace')).body.data;
    expect(palace.opening_hours.sunday).toEqual({ mode: 'open', periods: [{ open: '08.30', close: '15.30' }] });
  });
});

/** The variant files of every stored image that are not in storage (yet). */
async function missingVariants(t: TestServer): Promise<{ checked: number; missing: string[] }> {
  const images = await t.server.deps.db.query<{ image_id: string; width: number }>(
    'SELECT image_id, width FROM media_images WHERE stored_at IS NOT NULL',
  );
  const missing: string[] = [];
  let checked = 0;
  for (const image of images) {
    for (const variant of variantsFor(image.width)) {
      for (const format of VARIANT_FORMATS) {
        checked += 1;
        const key = variantKey(image.image_id, variant.label, format);
        if (!(await t.server.deps.storage.exists(key))) missing.push(key);
      }
    }
  }
  return { checked, missing };
}
