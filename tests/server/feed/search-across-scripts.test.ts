import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation } from '../helpers/content-fixtures';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const SEARCH = '/public/api/content-platform/feed-service/v1/advance-search/contents';

interface Doc {
  readonly title: string;
  readonly language: 'th' | 'en';
  readonly locations?: readonly string[];
  readonly publishedAgoHours?: number;
}

/** A published content written straight to the database (the search index is built lazily from it). */
async function publish(t: TestServer, authorId: string, doc: Doc): Promise<string> {
  const contentId = `c${randomBytes(8).toString('hex')}`;
  const at = new Date(t.clock.now() - (doc.publishedAgoHours ?? 1) * 3_600_000);
  await t.server.deps.db.query(
    `INSERT INTO contents (content_id, author_user_id, kind, status, published_version, latest_version, view_count,
       created_at, updated_at, published_at)
     VALUES ($1, $2, 'article', 'published', 1, 1, 0, $3, $3, $3)`,
    [contentId, authorId, at],
  );
  const document = {
    title: doc.title,
    summary: '',
    language: doc.language,
    cover: null,
    sections: [],
    category_ids: [],
  };
  await t.server.deps.db.query(
    `INSERT INTO content_versions (content_id, version, state, document, location_ids, created_at, updated_at, published_at)
     VALUES ($1, 1, 'published', $2::jsonb, $3::jsonb, $4, $4, $4)`,
    [contentId, JSON.stringify(document), JSON.stringify(doc.locations ?? []), at],
  );
  return contentId;
}

interface Hit {
  content_id: string;
  rank: number;
  highlight: { title: { text: string; match: boolean }[] };
}

const search = async (t: TestServer, keyword: string): Promise<Hit[]> => {
  const result = await t.call('GET', `${SEARCH}?${new URLSearchParams({ keyword, limit: '50' })}`);
  expect(result.status).toBe(200);
  return result.body.data as Hit[];
};
const ids = (hits: Hit[]) => hits.map((hit) => hit.content_id);
const marked = (hit: Hit | undefined) => hit?.highlight.title.filter((s) => s.match).map((s) => s.text) ?? [];

describe.each(DATABASES)('search across scripts on %s (spec §7 feed advance-search contents)', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  /** Wat Pho with no English name the romanisation could stand in for: only RTGS "wat pho" links the scripts. */
  let watPho: string;
  let thaiOnly: string;
  let englishViaPlace: string;
  let titledWatPho: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
    watPho = await insertLocation(t, { en: 'Temple of the Reclining Buddha', th: 'วัดโพธิ์' });
    thaiOnly = await publish(t, author.userId, {
      title: 'ไหว้พระนอนที่วัดโพธิ์ยามเช้า',
      language: 'th',
      locations: [watPho],
      publishedAgoHours: 3,
    });
    titledWatPho = await publish(t, author.userId, {
      title: 'Wat Pho before the crowds',
      language: 'en',
      publishedAgoHours: 2,
    });
    englishViaPlace = await publish(t, author.userId, {
      title: 'Dawn at the Temple of the Reclining Buddha',
      language: 'en',
      locations: [watPho],
      publishedAgoHours: 1,
    });
  });
  afterAll(async () => t?.close());

  it.each(['Wat Pho', 'wat pho', 'WAT PHO', 'Wat-Pho', 'watpho', 'Wat Po'])(
    'the English query %j finds the Thai-only content through the RTGS romanisation of its place',
    async (keyword) => {
      expect(ids(await search(t, keyword))).toContain(thaiOnly);
    },
  );

  it('"Wat Pho", "wat pho" and "วัดโพธิ์" find the same contents', async () => {
    const found = async (keyword: string) => ids(await search(t, keyword)).sort();
    const thai = await found('วัดโพธิ์');
    expect(thai).toEqual([thaiOnly, englishViaPlace, titledWatPho].sort());
    expect(await found('Wat Pho')).toEqual(thai);
    expect(await found('wat pho')).toEqual(thai);
  });

  it('a Thai query finds an English-titled content through its place, its English name highlighted', async () => {
    // The English title says neither วัดโพธิ์ nor "Wat Pho": only the place's Thai name links them.
    const hits = await search(t, 'วัดโพธิ์');
    const hit = hits.find((h) => h.content_id === englishViaPlace);
    expect(hit).toBeDefined();
    expect(marked(hit)).toEqual(['Temple of the Reclining Buddha']);
  });

  it('an English query highlights the place in a Thai title, in the shown language', async () => {
    const hit = (await search(t, 'Wat Pho')).find((h) => h.content_id === thaiOnly);
    expect(marked(hit)).toEqual(['วัดโพธิ์']);
  });

  it("a match in the content's own text ranks above a match through its places' names only", async () => {
    // English: only titledWatPho says "Wat Pho" in its text; the two others, newer, are found through the place.
    const english = await search(t, 'wat pho');
    expect(english[0].content_id).toBe(titledWatPho);
    expect(english[0].rank).toBeGreaterThan(english[1].rank);
    expect(marked(english[0])).toEqual(['Wat', 'Pho']);
    // Thai: the Thai title holds วัดโพธิ์ and the English one its romanisation "Wat Pho": both rank above the
    // content found only through its place's Thai name, although it is the newest of the three.
    const thai = await search(t, 'วัดโพธิ์');
    expect(ids(thai.slice(0, 2)).sort()).toEqual([thaiOnly, titledWatPho].sort());
    expect(thai[2].content_id).toBe(englishViaPlace);
    expect(thai[1].rank).toBeGreaterThan(thai[2].rank);
    expect(marked(thai.find((h) => h.content_id === titledWatPho))).toEqual(['Wat', 'Pho']);
  });

  it("renaming a place re-indexes the contents that reference it, and pending places' names find nothing", async () => {
    const word = [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
    const place = await insertLocation(t, { en: `Old ${word}`, th: 'ตลาดเก่า' });
    const content = await publish(t, author.userId, { title: 'A market morning', language: 'en', locations: [place] });
    expect(ids(await search(t, `old ${word}`))).toEqual([content]);
    await t.server.deps.db.query('UPDATE locations SET name_en = $2 WHERE location_id = $1', [place, `New ${word}`]);
    expect(ids(await search(t, `new ${word}`))).toEqual([content]);
    expect(ids(await search(t, `old ${word}`))).toEqual([]);
    await t.server.deps.db.query("UPDATE locations SET status = 'pending' WHERE location_id = $1", [place]);
    expect(ids(await search(t, `new ${word}`))).toEqual([]);
  });
});
