import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContents } from '../../../server/seed/seed-demo-contents';
import { MAX_PAGING_OFFSET } from '../../../src/contract/content.contract';
import { seedDemoUsers } from '../../../server/seed/seed-demo-users';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { trendingScore } from '../../../src/domain/search/ranking';
import { ORCH, publishedContent } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const FEED = '/content-platform/feed-service/v1';
const HOUR = 3_600_000;

type State = 'published' | 'draft' | 'reserved' | 'deleted';

interface Doc {
  readonly title: string;
  readonly summary?: string;
  readonly language?: 'th' | 'en';
  readonly kind?: 'article' | 'trip';
  readonly categories?: string[];
  readonly locations?: string[];
  readonly state?: State;
  readonly publishedAgoHours?: number;
  readonly html?: string;
  readonly views?: number;
}

/** A content written straight to the database (migrations 0005 + 0006 layout). */
async function insertContent(t: TestServer, authorId: string, doc: Doc): Promise<string> {
  const contentId = `c${randomBytes(8).toString('hex')}`;
  const state = doc.state ?? 'published';
  const published = state === 'published' || state === 'deleted';
  const at = new Date(t.clock.now() - (doc.publishedAgoHours ?? 1) * HOUR);
  await t.server.deps.db.query(
    `INSERT INTO contents (content_id, author_user_id, kind, status, draft_version, published_version, latest_version,
       view_count, created_at, updated_at, published_at, deleted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11)`,
    [
      contentId,
      authorId,
      doc.kind ?? 'article',
      state === 'deleted' ? 'published' : state,
      state === 'draft' ? 1 : null,
      published ? 1 : null,
      state === 'reserved' ? 0 : 1,
      doc.views ?? 0,
      at,
      published ? at : null,
      state === 'deleted' ? at : null,
    ],
  );
  if (state === 'reserved') return contentId;
  const document = {
    title: doc.title,
    summary: doc.summary ?? '',
    language: doc.language ?? 'en',
    cover: null,
    sections: doc.html ? [{ section_id: 's1', type: 'text', html: doc.html }] : [],
    category_ids: doc.categories ?? [],
  };
  await t.server.deps.db.query(
    `INSERT INTO content_versions (content_id, version, state, document, location_ids, created_at, updated_at, published_at)
     VALUES ($1, 1, $2, $3::jsonb, $4::jsonb, $5, $5, $6)`,
    [
      contentId,
      published ? 'published' : 'draft',
      JSON.stringify(document),
      JSON.stringify(doc.locations ?? []),
      at,
      published ? at : null,
    ],
  );
  return contentId;
}

async function addViews(t: TestServer, contentId: string, hoursAgo: number[]): Promise<void> {
  for (const h of hoursAgo) {
    await t.server.deps.db.query('INSERT INTO content_views (content_id, session_id, viewed_at) VALUES ($1, $2, $3)', [
      contentId,
      randomBytes(8).toString('hex'),
      new Date(t.clock.now() - h * HOUR),
    ]);
  }
}

async function addComment(
  t: TestServer,
  contentId: string,
  authorId: string,
  hoursAgo = 1,
  removed: 'hidden' | 'deleted' | null = null,
): Promise<void> {
  const at = new Date(t.clock.now() - hoursAgo * HOUR);
  await t.server.deps.db.query(
    `INSERT INTO comments (comment_id, content_id, author_user_id, text, created_at, hidden_at, deleted_at) VALUES ($1, $2, $3, 'nice', $4, $5, $6)`,
    [
      randomBytes(8).toString('hex'),
      contentId,
      authorId,
      at,
      removed === 'hidden' ? at : null,
      removed === 'deleted' ? at : null,
    ],
  );
}

/** A letters-only word no other test uses (search tokens are letters and digits). */
const uniqueWord = (): string => [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

const ids = (body: { data: { content_id: string }[] }) => body.data.map((item) => item.content_id);
const search = (t: TestServer, query: Record<string, string | number>, prefix = '/public/api') =>
  t.call(
    'GET',
    `${prefix}${FEED}/advance-search/contents?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );

describe.each(DATABASES)('feed service on %s (spec §7 feed discovery)', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  it('Thai search: เชียงใหม่ finds เที่ยวเชียงใหม่หน้าฝน, ตลาดน้ำ finds ตลาดน้ำอัมพวา, with safe highlight segments', async () => {
    const rainy = await insertContent(t, author.userId, {
      title: 'เที่ยวเชียงใหม่หน้าฝน',
      summary: 'ฝนตกทั้งวันแต่ยังสนุก',
      language: 'th',
    });
    const market = await insertContent(t, author.userId, {
      title: 'ตลาดน้ำอัมพวา',
      summary: 'หิ่งห้อยยามค่ำ',
      language: 'th',
    });
    const cm = await search(t, { keyword: 'เชียงใหม่' });
    expect(cm.status).toBe(200);
    expect(ids(cm.body)).toContain(rainy);
    expect(ids(cm.body)).not.toContain(market);
    const hit = cm.body.data.find((item: { content_id: string }) => item.content_id === rainy);
    expect(hit.highlight.title).toEqual([
      { text: 'เที่ยว', match: false },
      { text: 'เชียงใหม่', match: true },
      { text: 'หน้าฝน', match: false },
    ]);
    expect(hit).toMatchObject({
      status: 'published',
      language: 'th',
      title: 'เที่ยวเชียงใหม่หน้าฝน',
      author: { user_id: author.userId },
    });
    expect(hit.rank).toBeGreaterThan(0);

    const floating = await search(t, { keyword: 'ตลาดน้ำ' });
    expect(ids(floating.body)).toContain(market);
    expect(ids(floating.body)).not.toContain(rainy);
    expect(ids((await search(t, { keyword: 'ตลาดน้ำอัมพวา' })).body)).toContain(market);
    expect(ids((await search(t, { keyword: 'อัมพวา' })).body)).toContain(market);
  });

  it('English: stemming (trip finds trips), title ranks over body, a one-letter typo still finds the word', async () => {
    const word = uniqueWord();
    const inTitle = await insertContent(t, author.userId, {
      title: `Chiang Mai trips ${word}`,
      summary: 'Old city walls',
    });
    const inBody = await insertContent(t, author.userId, {
      title: `Rainy season ${word}`,
      html: '<p>We planned more trips to Chiang Mai.</p>',
    });
    const result = await search(t, { keyword: `trip ${word}` });
    expect(ids(result.body)).toEqual([inTitle, inBody]);
    expect(
      result.body.data[0].highlight.title
        .filter((s: { match: boolean }) => s.match)
        .map((s: { text: string }) => s.text),
    ).toEqual(['trips', word]);

    const typo = await search(t, { keyword: `chaing mai ${word}` });
    expect(ids(typo.body)).toEqual([inTitle, inBody]);
    expect(typo.body.data[0].highlight.title[0]).toEqual({ text: 'Chiang', match: true });
    expect(ids((await search(t, { keyword: `chiangg ${word}` })).body)).toContain(inTitle);
    expect((await search(t, { keyword: `chiang pattaya ${word}` })).body.total_count).toBe(0);
  });

  it('drafts, reserved and deleted contents are never found; publishing and deleting show at once (lazy index)', async () => {
    const word = uniqueWord();
    const live = await insertContent(t, author.userId, { title: `Live ${word}` });
    await insertContent(t, author.userId, { title: `Draft ${word}`, state: 'draft' });
    await insertContent(t, author.userId, { title: `Reserved ${word}`, state: 'reserved' });
    await insertContent(t, author.userId, { title: `Deleted ${word}`, state: 'deleted' });
    expect(ids((await search(t, { keyword: word })).body)).toEqual([live]);

    await t.server.deps.db.query('UPDATE contents SET deleted_at = now() WHERE content_id = $1', [live]);
    expect((await search(t, { keyword: word })).body.total_count).toBe(0);

    // Through the content routes: publish, then republish with a new title; the old title is no longer found.
    const creator = await signedInUser(t);
    const other = uniqueWord();
    const published = await publishedContent(t, creator, { title: `Temple walk ${word}` });
    expect(ids((await search(t, { keyword: word })).body)).toEqual([published.content_id]);
    const saved = await t.call('PATCH', `${ORCH}/contents/${published.content_id}`, {
      token: creator.idToken,
      body: { revision: published.revision, title: `Temple run ${other}` },
    });
    expect(saved.status).toBe(200);
    expect(ids((await search(t, { keyword: other })).body)).toEqual([]); // the draft is not public
    const republished = await t.call('POST', `${ORCH}/contents/published/${published.content_id}`, {
      token: creator.idToken,
      body: { revision: saved.body.data.revision },
    });
    expect(republished.status).toBe(200);
    expect(ids((await search(t, { keyword: other })).body)).toEqual([published.content_id]);
    expect(ids((await search(t, { keyword: `walk ${word}` })).body)).toEqual([]);
  });

  it('filters (kind, category_id, language, location_id), paging with total_count, newest first without a keyword', async () => {
    const word = uniqueWord();
    const a = await insertContent(t, author.userId, {
      title: `A ${word}`,
      kind: 'trip',
      categories: ['food'],
      language: 'en',
      locations: ['loc-x'],
      publishedAgoHours: 1,
    });
    const b = await insertContent(t, author.userId, {
      title: `B ${word}`,
      kind: 'article',
      categories: ['food', 'temples'],
      language: 'th',
      publishedAgoHours: 2,
    });
    const c = await insertContent(t, author.userId, {
      title: `C ${word}`,
      kind: 'article',
      categories: ['beaches'],
      language: 'en',
      publishedAgoHours: 3,
    });
    expect(ids((await search(t, { keyword: word, kind: 'trip' })).body)).toEqual([a]);
    expect(ids((await search(t, { keyword: word, category_id: 'food' })).body).sort()).toEqual([a, b].sort());
    expect(ids((await search(t, { keyword: word, language: 'en' })).body).sort()).toEqual([a, c].sort());
    expect(ids((await search(t, { keyword: word, location_id: 'loc-x' })).body)).toEqual([a]);
    const page1 = await search(t, { keyword: word, limit: 2 });
    const page2 = await search(t, { keyword: word, limit: 2, offset: 2 });
    expect([page1.body.total_count, page1.body.paging, page2.body.paging]).toEqual([
      3,
      { offset: 0, limit: 2 },
      { offset: 2, limit: 2 },
    ]);
    expect(new Set([...ids(page1.body), ...ids(page2.body)])).toEqual(new Set([a, b, c]));
    expect((await search(t, { keyword: word, offset: 10 })).body).toMatchObject({ data: [], total_count: 3 });
    const all = await search(t, { category_id: 'beaches', limit: 50 });
    expect(
      all.body.data.every(
        (item: { category_ids: string[]; rank: number }) => item.category_ids.includes('beaches') && item.rank === 0,
      ),
    ).toBe(true);
    expect((await search(t, { kind: 'poem' })).status).toBe(422);
    expect(errCode(await search(t, { keyword: word, surprise: 1 }))).toBe(4000102002);
  });

  it('a keyword full of SQL and HTML metacharacters is answered 200, safely', async () => {
    const word = uniqueWord();
    const id = await insertContent(t, author.userId, { title: `<b>Bold</b> 100% ${word}` });
    for (const keyword of [
      `<script>alert(1)</script>`,
      `%`,
      `_`,
      `'`,
      `\\`,
      `'; DROP TABLE contents; --`,
      `a & b | !c:* <-> (`,
      `%_'\\<>&:*`,
      `${word}'`,
    ]) {
      const result = await search(t, { keyword });
      expect(result.status, keyword).toBe(200);
      expect(Array.isArray(result.body.data)).toBe(true);
    }
    const found = await search(t, { keyword: `<${word}>` });
    expect(ids(found.body)).toEqual([id]);
    expect(found.body.data[0].highlight.title.map((s: { text: string }) => s.text).join('')).toBe(
      `<b>Bold</b> 100% ${word}`,
    );
    const rows = await t.server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contents');
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('trending contents: decayed views and comments in the window, the formula of the domain, ties stable', async () => {
    const word = uniqueWord();
    const [hot, warm, tieA, tieB, old] = await Promise.all([
      insertContent(t, author.userId, { title: `hot ${word}`, categories: ['islands'] }),
      insertContent(t, author.userId, { title: `warm ${word}`, categories: ['islands'] }),
      insertContent(t, author.userId, { title: `tie ${word}`, publishedAgoHours: 5 }),
      insertContent(t, author.userId, { title: `tie ${word}`, publishedAgoHours: 5 }),
      insertContent(t, author.userId, { title: `old ${word}` }),
    ]);
    const reader = await signedInUser(t);
    await addViews(t, hot, [1, 2, 3, 30]);
    await addComment(t, hot, reader.userId, 10);
    await addViews(t, warm, [80, 90]);
    await addViews(t, tieA, [5]);
    await addViews(t, tieB, [5]);
    await addViews(t, old, [24 * 20, 24 * 30]); // outside the 14-day window
    const result = await t.call('GET', `/public/api${FEED}/trending/contents?limit=50`);
    expect(result.status).toBe(200);
    const mine = result.body.data.filter((item: { content_id: string }) =>
      [hot, warm, tieA, tieB, old].includes(item.content_id),
    );
    const [first, second] = [tieA, tieB].sort();
    expect(mine.map((item: { content_id: string }) => item.content_id)).toEqual([hot, first, second, warm, old]);
    const now = t.clock.now();
    const expected = trendingScore(
      [
        ...[1, 2, 3, 30].map((h) => ({ kind: 'view' as const, at: now - h * HOUR })),
        { kind: 'comment', at: now - 10 * HOUR },
      ],
      now,
    );
    expect(mine[0].rank).toBeCloseTo(expected, 6);
    expect(mine[4].rank).toBe(0);
    const again = await t.call('GET', `/api${FEED}/trending/contents?limit=50`);
    expect(ids(again.body)).toEqual(ids(result.body));

    const categories = await t.call('GET', `/public/api${FEED}/trending/categories?limit=3`);
    expect(categories.status).toBe(200);
    expect(categories.body.data[0]).toMatchObject({ category_id: 'islands', name_en: 'Islands', name_th: 'เกาะ' });
    expect(categories.body.data[0].content_count).toBeGreaterThanOrEqual(2);
    expect(categories.body.data).toHaveLength(3);
  });

  it('review gap 3: a comment a moderator hid (or its author deleted) adds nothing to trending', async () => {
    const word = uniqueWord();
    const id = await insertContent(t, author.userId, { title: `quiet ${word}` });
    const reader = await signedInUser(t);
    await addViews(t, id, [2]);
    await addComment(t, id, reader.userId, 1, 'hidden');
    await addComment(t, id, reader.userId, 1, 'deleted');
    const result = await t.call('GET', `/public/api${FEED}/trending/contents?limit=50`);
    expect(result.status).toBe(200);
    const mine = result.body.data.find((item: { content_id: string }) => item.content_id === id);
    const now = t.clock.now();
    expect(mine.rank).toBeCloseTo(trendingScore([{ kind: 'view', at: now - 2 * HOUR }], now), 6);
  });

  it('review D: an offset past MAX_PAGING_OFFSET is 422 on the feed lists, not a database failure', async () => {
    for (const offset of ['2147483648', '99999999999999999999']) {
      const trending = await t.call('GET', `/public/api${FEED}/trending/contents?offset=${offset}`);
      expect([offset, trending.status]).toEqual([offset, 422]);
      expect([offset, (await search(t, { keyword: 'walk', offset })).status]).toEqual([offset, 422]);
    }
    expect((await t.call('GET', `/public/api${FEED}/trending/contents?offset=${MAX_PAGING_OFFSET}`)).body.data).toEqual(
      [],
    );
  });

  it('you-may-like: signed in only; interests and engagement rank, never own / commented / opened; deterministic; cold start is trending', async () => {
    expect((await t.call('GET', `/api${FEED}/you-may-like-contents`)).status).toBe(401);
    const reader = await signedInUser(t);
    const cold = await t.call('GET', `/private/api${FEED}/you-may-like-contents?limit=50`, { token: reader.idToken });
    expect(cold.status).toBe(200);
    const trending = await t.call('GET', `/api${FEED}/trending/contents?limit=50`);
    expect(ids(cold.body)).toEqual(ids(trending.body));

    const own = await insertContent(t, reader.userId, {
      title: 'My own market walk',
      categories: ['markets'],
      locations: ['loc-own'],
    });
    const commented = await insertContent(t, author.userId, { title: 'Commented cafe', categories: ['cafes'] });
    const opened = await insertContent(t, author.userId, { title: 'Opened', categories: ['nature'] });
    const interest = await insertContent(t, author.userId, {
      title: 'Beach day',
      categories: ['beaches'],
      publishedAgoHours: 24 * 30,
    });
    const samePlace = await insertContent(t, author.userId, {
      title: 'Near my market',
      locations: ['loc-own'],
      publishedAgoHours: 24 * 30,
    });
    const sameCategory = await insertContent(t, author.userId, {
      title: 'Another cafe',
      categories: ['cafes'],
      publishedAgoHours: 24 * 30,
    });
    await addComment(t, commented, reader.userId);
    // Opened: the reader's view of it, sent with their bearer token, is their read.
    const view = await t.call(
      'POST',
      `/public/api/content-platform/content-orchestration-service/v1/contents/view/${opened}`,
      { token: reader.idToken, body: { session_id: 'reader-session-0001' } },
    );
    expect([view.status, view.body.data.counted]).toEqual([200, true]);
    const badToken = await t.call(
      'POST',
      `/public/api/content-platform/content-orchestration-service/v1/contents/view/${opened}`,
      { token: 'not-a-token', body: { session_id: 'reader-session-0002' } },
    );
    expect(badToken.status).toBe(401);
    const put = await t.call('PUT', `/api/feed-service/v1/user-interest`, {
      token: reader.idToken,
      body: { category_ids: ['beaches'] },
    });
    expect(put.status).toBe(200);

    const result = await t.call('GET', `/api${FEED}/you-may-like-contents?limit=50`, { token: reader.idToken });
    expect(result.status).toBe(200);
    const got = ids(result.body);
    for (const excluded of [own, commented, opened]) expect(got).not.toContain(excluded);
    // interest 3 + freshness; shared place 2 + freshness; shared (commented) category 2 + freshness: a tie broken by content_id.
    const rankOf = (id: string) =>
      result.body.data.find((item: { content_id: string }) => item.content_id === id).rank as number;
    expect(got.filter((id) => [interest, samePlace, sameCategory].includes(id))).toEqual([
      interest,
      ...[samePlace, sameCategory].sort(),
    ]);
    const freshness = 2 ** (-30 / 14);
    expect([rankOf(interest), rankOf(samePlace), rankOf(sameCategory)].map((r) => r.toFixed(6))).toEqual(
      [3 + freshness, 2 + freshness, 2 + freshness].map((r) => r.toFixed(6)),
    );
    const again = await t.call('GET', `/api${FEED}/you-may-like-contents?limit=50`, { token: reader.idToken });
    expect(ids(again.body)).toEqual(got);
    const paged = await t.call('GET', `/api${FEED}/you-may-like-contents?limit=2&offset=1`, { token: reader.idToken });
    expect([ids(paged.body), paged.body.total_count]).toEqual([got.slice(1, 3), result.body.total_count]);
  });

  it('categories/{categoryId}/contents: newest or most read, paged; unknown category 404', async () => {
    const a = await insertContent(t, author.userId, {
      title: 'Mountain A',
      categories: ['mountains'],
      publishedAgoHours: 1,
      views: 5,
    });
    const b = await insertContent(t, author.userId, {
      title: 'Mountain B',
      categories: ['mountains'],
      publishedAgoHours: 2,
      views: 50,
    });
    await insertContent(t, author.userId, { title: 'Mountain draft', categories: ['mountains'], state: 'draft' });
    const newest = await t.call('GET', `/public/api${FEED}/categories/mountains/contents?limit=50`);
    expect(newest.status).toBe(200);
    const n = ids(newest.body).filter((id) => [a, b].includes(id));
    expect(n).toEqual([a, b]);
    expect(newest.body.total_count).toBe(newest.body.data.length);
    const read = await t.call('GET', `/public/api${FEED}/categories/mountains/contents?sort=most_read&limit=50`);
    expect(ids(read.body).filter((id) => [a, b].includes(id))).toEqual([b, a]);
    expect(errCode(await t.call('GET', `/api${FEED}/categories/nowhere/contents`))).toBe(ErrorCode.contentNotFound);
  });

  it('a category counts the same on the dashboard chip (trending categories) and on its own page: every published content listing it, with or without recent reads', async () => {
    const word = uniqueWord();
    const read = await insertContent(t, author.userId, { title: `read ${word}`, categories: ['nightlife'] });
    await addViews(t, read, [1, 2]);
    await insertContent(t, author.userId, { title: `quiet ${word}`, categories: ['nightlife'] });
    await insertContent(t, author.userId, {
      title: `old ${word}`,
      categories: ['nightlife'],
      publishedAgoHours: 24 * 90,
    });
    await insertContent(t, author.userId, { title: `draft ${word}`, categories: ['nightlife'], state: 'draft' });
    await insertContent(t, author.userId, { title: `gone ${word}`, categories: ['nightlife'], state: 'deleted' });

    const chips = await t.call('GET', `/public/api${FEED}/trending/categories?limit=50`);
    expect(chips.status).toBe(200);
    const counts = new Map<string, number>(
      chips.body.data.map((c: { category_id: string; content_count: number }) => [c.category_id, c.content_count]),
    );
    expect(counts.get('nightlife')).toBeGreaterThanOrEqual(3);
    for (const [categoryId, count] of counts) {
      const page = await t.call('GET', `/public/api${FEED}/categories/${categoryId}/contents?limit=1`);
      expect([categoryId, page.body.total_count]).toEqual([categoryId, count]);
    }
  });

  it('categories/{categoryId}/contents sort=newest pages by key: the cursor pages are the offset pages; new rows on top add none; bad cursor 422', async () => {
    for (let i = 0; i < 5; i++)
      await insertContent(t, author.userId, {
        title: `Hill ${i}`,
        categories: ['mountains'],
        publishedAgoHours: 10 + i,
      });
    const path = `/public/api${FEED}/categories/mountains/contents`;
    const first = await t.call('GET', `${path}?limit=2`);
    const total = first.body.total_count as number;
    const byOffset: string[] = [];
    for (let offset = 0; offset < total; offset += 2)
      byOffset.push(...ids((await t.call('GET', `${path}?offset=${offset}&limit=2`)).body));
    // A newer content lands at the top between reads: the cursor pages neither repeat nor skip a row.
    const added = await insertContent(t, author.userId, {
      title: 'Hill new',
      categories: ['mountains'],
      publishedAgoHours: 0,
    });
    const seen = ids(first.body);
    for (let cursor = first.body.paging.next_cursor; cursor;) {
      const next = await t.call('GET', `${path}?limit=2&cursor=${cursor}`);
      expect(next.body.total_count).toBe(total);
      seen.push(...ids(next.body));
      cursor = next.body.paging.next_cursor;
    }
    expect(seen).toEqual(byOffset);
    expect(seen).not.toContain(added);
    const bad = await t.call('GET', `${path}?cursor=A${(first.body.paging.next_cursor as string).slice(1)}`);
    expect([bad.status, errCode(bad)]).toEqual([422, ErrorCode.contentValidationFailed]);
    const mostRead = await t.call('GET', `${path}?sort=most_read&cursor=${first.body.paging.next_cursor}`);
    expect([mostRead.status, errCode(mostRead)]).toEqual([422, ErrorCode.contentValidationFailed]);
    const otherCategory = await t.call(
      'GET',
      `/public/api${FEED}/categories/beaches/contents?cursor=${first.body.paging.next_cursor}`,
    );
    expect(otherCategory.status).toBe(422);
  });

  it('search/locations (Thai and English names, address) and search/content-creators (published creators only)', async () => {
    const word = uniqueWord();
    const locationId = `loc-${word}`;
    await t.server.deps.db.query(
      `INSERT INTO locations (location_id, name_en, name_th, address, lat, lng, created_at) VALUES ($1, $2, 'ตลาดน้ำอัมพวา', $3, 13.42, 99.95, now())`,
      [locationId, `Amphawa Floating Market ${word}`, `Amphawa, Samut Songkhram ${word}`],
    );
    const th = await t.call(
      'GET',
      `/public/api${FEED}/search/locations?keyword=${encodeURIComponent('ตลาดน้ำ')}&lang=th`,
    );
    expect(th.status).toBe(200);
    const hit = th.body.data.find((l: { location_id: string }) => l.location_id === locationId);
    expect(hit).toMatchObject({ name: 'ตลาดน้ำอัมพวา', name_th: 'ตลาดน้ำอัมพวา' });
    expect(hit.highlight.name).toEqual([
      { text: 'ตลาดน้ำ', match: true },
      { text: 'อัมพวา', match: false },
    ]);
    const en = await t.call(
      'GET',
      `/public/api${FEED}/search/locations?keyword=${encodeURIComponent(`floating ${word}`)}`,
    );
    expect(ids2(en.body, 'location_id')).toEqual([locationId]);
    expect(en.body.total_count).toBe(1);
    expect(
      ids2(
        (await t.call('GET', `/public/api${FEED}/search/locations?keyword=songkhram%20${word}`)).body,
        'location_id',
      ),
    ).toEqual([locationId]);
    expect(
      (await t.call('GET', `/public/api${FEED}/search/locations?keyword=${encodeURIComponent("%_'\\")}`)).body,
    ).toMatchObject({ data: [], total_count: 0 });
    expect((await t.call('GET', `/public/api${FEED}/search/locations`)).status).toBe(422);

    const creator = await signedInUser(t);
    const lurker = await signedInUser(t);
    await t.server.deps.db.query('UPDATE profiles SET username = $2, display_name = $3 WHERE user_id = $1', [
      creator.userId,
      `${word}.writer`,
      `Somsri ${word}`,
    ]);
    await t.server.deps.db.query('UPDATE profiles SET username = $2, display_name = $3 WHERE user_id = $1', [
      lurker.userId,
      `${word}.lurker`,
      `Lurker ${word}`,
    ]);
    await insertContent(t, creator.userId, { title: 'A published one' });
    await insertContent(t, lurker.userId, { title: 'Only a draft', state: 'draft' });
    const creators = await t.call('GET', `/public/api${FEED}/search/content-creators?keyword=${word}`);
    expect(creators.status).toBe(200);
    expect(creators.body.data).toEqual([
      expect.objectContaining({ user_id: creator.userId, username: `${word}.writer`, published_count: 1 }),
    ]);
    expect(creators.body.total_count).toBe(1);
    expect(
      (await t.call('GET', `/public/api${FEED}/search/content-creators?keyword=somsri%20${word}&offset=5`)).body,
    ).toMatchObject({ data: [], total_count: 1 });
  });

  it('every feed call is in the OpenAPI document, with the trending formula', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    for (const p of [
      'you-may-like-contents',
      'trending/contents',
      'trending/categories',
      'advance-search/contents',
      'search/locations',
      'search/content-creators',
      'categories/{categoryId}/contents',
    ]) {
      expect(Object.keys(doc.paths), p).toContain(`/api${FEED}/${p}`);
    }
    expect(JSON.stringify(doc.paths[`/api${FEED}/trending/contents`])).toContain('2^(−age_h/72)');
  });
});

const ids2 = (body: { data: Record<string, string>[] }, key: string) => body.data.map((item) => item[key]);

describe('the seeded demo data is searchable in Thai (the e2e relies on it)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    await seedDemoUsers(t.server.deps);
    await seedDemoContents(t.server.deps);
  });
  afterAll(async () => t?.close());

  it('เชียงใหม่ finds the seeded Chiang Mai contents; Chiang Mai finds the English ones', async () => {
    const th = await search(t, { keyword: 'เชียงใหม่' });
    expect(th.status).toBe(200);
    expect(th.body.data.map((item: { title: string }) => item.title)).toContain(
      'เชียงใหม่ 3 วัน 2 คืน: เมืองเก่า ดอยอินทนนท์ และถนนคนเดิน',
    );
    expect(th.body.total_count).toBeGreaterThanOrEqual(2);
    const trending = await t.call('GET', `/public/api${FEED}/trending/contents`);
    expect(trending.body.total_count).toBeGreaterThan(0);
  });

  it('วัดโพธิ์, "Wat Pho" and "Wat Po" find the seeded English article about Wat Pho (its place and its title)', async () => {
    for (const keyword of ['วัดโพธิ์', 'Wat Pho', 'Wat Po']) {
      const found = await search(t, { keyword });
      expect(found.status).toBe(200);
      expect(found.body.data.map((item: { title: string }) => item.title)).toContain('A slow morning at Wat Pho');
    }
  });
});
