import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { commentRepository } from '../../../server/comments/comment.repository';
import { contentListRepository } from '../../../server/content/content-list.repository';
import type { Queryable } from '../../../server/kernel/database.port';
import { encodeCursor, type KeysetWindow } from '../../../server/kernel/keyset';
import { QUERY } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

/**
 * Comments, my contents and a creator's contents answer paging.next_cursor; the
 * pages read by it are the offset pages (spec §7 offset/limit, total_count), stay continuous when rows are
 * added or removed between reads, refuse a bad cursor with spec §8 422, and read the index of migration 0014.
 */
const COMMENTS = '/api/content-platform/comment-service/v1';
const commentsOf = (contentId: string) => `${COMMENTS}/contents/${contentId}/comments`;
const repliesOf = (commentId: string) => `${COMMENTS}/comments/${commentId}/replies`;

const BASE_MS = Date.parse('2026-03-01T00:00:00Z');

interface Page {
  status: number;
  body: {
    data: { comment_id?: string; content_id?: string }[];
    paging: { offset: number; limit: number; next_cursor?: string | null };
    total_count: number;
  };
}

async function insertContent(t: TestServer, authorId: string, at: string, published = true): Promise<string> {
  const contentId = randomBytes(12).toString('hex');
  await t.server.deps.db.query(
    `INSERT INTO contents (content_id, author_user_id, kind, status, draft_version, published_version, latest_version,
       created_at, updated_at, published_at)
     VALUES ($1, $2, 'article', $3, $4, $5, 1, $6::timestamptz, $6::timestamptz, $7::timestamptz)`,
    [
      contentId,
      authorId,
      published ? 'published' : 'draft',
      published ? null : 1,
      published ? 1 : null,
      at,
      published ? at : null,
    ],
  );
  await t.server.deps.db.query(
    `INSERT INTO content_versions (content_id, version, state, document, created_at, updated_at)
     VALUES ($1, 1, $2, '{"title": "Soi 38 at night", "summary": "", "language": "en", "cover": null, "sections": [], "category_ids": []}', now(), now())`,
    [contentId, published ? 'published' : 'draft'],
  );
  return contentId;
}

/** A comment at an exact time (microseconds kept: the database has them, a JS Date does not). */
async function insertComment(
  t: TestServer,
  contentId: string,
  authorId: string,
  at: string,
  parent: string | null = null,
): Promise<string> {
  const commentId = randomBytes(10).toString('hex');
  await t.server.deps.db.query(
    `INSERT INTO comments (comment_id, content_id, parent_comment_id, author_user_id, text, created_at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz)`,
    [commentId, contentId, parent, authorId, `comment at ${at}`, at],
  );
  return commentId;
}

/** The i-th instant after BASE_MS, with microseconds; rows 3k and 3k+1 share their time exactly (ties go by id). */
const instant = (i: number) =>
  `${new Date(BASE_MS + Math.floor(i / 3) * 1000).toISOString().slice(0, 19)}.${i % 3 === 2 ? '654321' : '123456'}+00`;

const ids = (page: Page) => page.body.data.map((row) => row.comment_id ?? row.content_id!);

/** Every page of a list by cursor, from its first (offset) page. */
async function allByCursor(first: (cursor?: string) => Promise<Page>): Promise<Page[]> {
  const pages = [await first()];
  for (
    let cursor = pages[0].body.paging.next_cursor;
    cursor;
    cursor = pages[pages.length - 1].body.paging.next_cursor
  ) {
    pages.push(await first(cursor));
    if (pages.length > 50) throw new Error('cursor never ends');
  }
  return pages;
}

/** Runs `EXPLAIN (FORMAT JSON)` of every statement a repository call makes, on the same transaction. */
async function plansOf(t: TestServer, call: (q: Queryable) => Promise<unknown>): Promise<string[]> {
  return t.server.deps.db.transaction(async (tx) => {
    const plans: string[] = [];
    const explaining: Queryable = {
      async query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> {
        const [row] = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        plans.push(JSON.stringify(Object.values(row)[0]));
        return tx.query<T>(sql, params);
      },
    };
    await call(explaining);
    return plans;
  });
}

describe.each(DATABASES)('paging by key on %s', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let contentId: string;
  const commentIds: string[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
    contentId = await insertContent(t, author.userId, '2026-02-01T00:00:00Z');
    for (let i = 0; i < 23; i++) commentIds.push(await insertComment(t, contentId, author.userId, instant(i)));
  });
  afterAll(async () => t?.close());

  const comments = (query: string): Promise<Page> =>
    t.call('GET', `${commentsOf(contentId)}?${query}`) as Promise<Page>;
  const mine = (token: string, query: string): Promise<Page> =>
    t.call('GET', `${QUERY}/editors/my-contents?${query}`, { token }) as Promise<Page>;

  it('spec §7 comments: the cursor pages are the offset pages (oldest first, ties by id), total_count kept', async () => {
    const byOffset: string[][] = [];
    for (let offset = 0; offset < 23; offset += 5) byOffset.push(ids(await comments(`offset=${offset}&limit=5`)));
    const pages = await allByCursor((cursor) => comments(cursor ? `limit=5&cursor=${cursor}` : 'limit=5'));
    expect(pages.map(ids)).toEqual(byOffset);
    expect(pages.map((p) => [p.body.paging.offset, p.body.total_count])).toEqual([
      [0, 23],
      [5, 23],
      [10, 23],
      [15, 23],
      [20, 23],
    ]);
    expect(pages.at(-1)!.body.paging.next_cursor).toBeNull();
    // Oldest first by (created_at, comment_id), microseconds included: what the database orders by.
    const ordered = await t.server.deps.db.query<{ comment_id: string }>(
      'SELECT comment_id FROM comments WHERE content_id = $1 ORDER BY created_at, comment_id',
      [contentId],
    );
    expect(pages.flatMap(ids)).toEqual(ordered.map((r) => r.comment_id));
  });

  it('comments: a comment removed between page reads shifts offset pages but not cursor pages', async () => {
    const first = await comments('limit=4');
    const second = await comments(`limit=4&cursor=${first.body.paging.next_cursor}`);
    // Removing a row of the first page makes offset=4 skip a row; the cursor continues right after the last row read.
    await t.server.deps.db.query('UPDATE comments SET deleted_at = now() WHERE comment_id = $1', [ids(first)[0]]);
    try {
      const again = await comments(`limit=4&cursor=${first.body.paging.next_cursor}`);
      expect(ids(again)).toEqual(ids(second));
      const byOffset = await comments('offset=4&limit=4');
      expect(ids(byOffset)).not.toEqual(ids(second));
      expect(ids(byOffset)[0]).toBe(ids(second)[1]);
    } finally {
      await t.server.deps.db.query('UPDATE comments SET deleted_at = NULL WHERE comment_id = $1', [ids(first)[0]]);
    }
  });

  it('replies: paged by key too, the cursor pages equal the offset pages', async () => {
    const top = commentIds[0];
    for (let i = 0; i < 7; i++) await insertComment(t, contentId, author.userId, instant(40 + i), top);
    const byOffset = [0, 3, 6].map(async (offset) =>
      ids((await t.call('GET', `${repliesOf(top)}?offset=${offset}&limit=3`)) as Page),
    );
    const pages = await allByCursor(
      (cursor) => t.call('GET', `${repliesOf(top)}?limit=3${cursor ? `&cursor=${cursor}` : ''}`) as Promise<Page>,
    );
    expect(pages.map(ids)).toEqual(await Promise.all(byOffset));
    expect(pages.map((p) => p.body.total_count)).toEqual([7, 7, 7]);
  });

  it('my-contents: newest update first; rows added at the top between reads cause no duplicate and no gap', async () => {
    const writer = await signedInUser(t);
    const made: string[] = [];
    for (let i = 0; i < 11; i++) made.push(await insertContent(t, writer.userId, instant(i), i % 2 === 0));
    const byOffset: string[][] = [];
    for (let offset = 0; offset < 11; offset += 4)
      byOffset.push(ids(await mine(writer.idToken, `offset=${offset}&limit=4`)));

    const first = await mine(writer.idToken, 'limit=4');
    expect(ids(first)).toEqual(byOffset[0]);
    expect(first.body.paging).toEqual({ offset: 0, limit: 4, next_cursor: expect.any(String) });
    // Two new contents land at the top: offset=4 would now repeat two rows of the first page.
    const added = [
      await insertContent(t, writer.userId, '2026-04-01T00:00:00Z'),
      await insertContent(t, writer.userId, '2026-04-02T00:00:00Z'),
    ];
    const shifted = await mine(writer.idToken, 'offset=4&limit=4');
    expect(ids(shifted).slice(0, 2)).toEqual(ids(first).slice(2));
    const rest = await allByCursor((cursor) =>
      cursor ? mine(writer.idToken, `limit=4&cursor=${cursor}`) : Promise.resolve(first),
    );
    const seen = rest.flatMap(ids);
    expect(seen).toEqual(byOffset.flat());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => added.includes(id))).toEqual([]);
    // total_count of a cursor page is the first page's count, carried by the cursor (no count(*) per page).
    expect(rest.map((p) => p.body.total_count)).toEqual([11, 11, 11]);
    expect((await mine(writer.idToken, 'limit=4')).body.total_count).toBe(13);

    const drafts = await allByCursor((cursor) =>
      mine(writer.idToken, `status=draft&limit=2${cursor ? `&cursor=${cursor}` : ''}`),
    );
    expect(drafts.flatMap(ids).sort()).toEqual(made.filter((_, i) => i % 2 === 1).sort());
  });

  it("contents/users/{userId} and by-username: a creator's published list pages by key (newest publication first)", async () => {
    const creator = await signedInUser(t);
    for (let i = 0; i < 7; i++) await insertContent(t, creator.userId, instant(100 + i));
    const byOffset = [0, 3, 6].map(async (offset) =>
      ids((await t.call('GET', `${QUERY}/contents/users/${creator.userId}?offset=${offset}&limit=3`)) as Page),
    );
    const pages = await allByCursor(
      (cursor) =>
        t.call(
          'GET',
          `/public/api${QUERY.slice(4)}/contents/users/${creator.userId}?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        ) as Promise<Page>,
    );
    expect(pages.map(ids)).toEqual(await Promise.all(byOffset));
    const username = `keyset_${randomBytes(3).toString('hex')}`;
    await t.server.deps.db.query('UPDATE profiles SET username = $2 WHERE user_id = $1', [creator.userId, username]);
    const named = await t.call(
      'GET',
      `${QUERY}/contents/users/by-username/${username}?limit=3&cursor=${pages[0].body.paging.next_cursor}`,
    );
    expect(named.body.data.items.map((i: { content_id: string }) => i.content_id)).toEqual(ids(pages[1]));
    expect(named.body.paging).toMatchObject({ offset: 3, limit: 3 });
  });

  it('spec §8: a bad cursor is 422 4220607000, never a 500', async () => {
    const other = await insertContent(t, author.userId, '2026-02-02T00:00:00Z');
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'not a cursor',
      '%00',
      '!!!!',
      'x'.repeat(600),
      Buffer.from('{"not":"json"').toString('base64url'),
      json({ a: 1 }),
      json([]),
      json([2, `comments:${contentId}`, '1', 'abc', 0, 1]),
      json([1, `comments:${contentId}`, 'soon', 'abc', 0, 1]),
      json([1, `comments:${contentId}`, '1', "x' OR 1=1 --", 0, 1]),
      json([1, `comments:${contentId}`, '1', 'abc', -1, 1]),
      json([1, `comments:${contentId}`, '99999999999999999999999', 'abc', 0, 1]),
      json([1, `comments:${contentId}`, '1', 'abc', 0, 1.5]),
      encodeCursor(`replies:${commentIds[0]}`, { key: '1', id: 'abc' }, 1, 1),
      encodeCursor(`comments:${other}`, { key: '1', id: 'abc' }, 1, 1),
    ];
    for (const cursor of bad) {
      const answer = await t.call('GET', `${commentsOf(contentId)}?cursor=${encodeURIComponent(cursor)}`);
      expect([cursor, answer.status, errCode(answer)]).toEqual([cursor, 422, ErrorCode.contentValidationFailed]);
    }
    const ownCursor = (await comments('limit=2')).body.paging.next_cursor!;
    const elsewhere = await t.call('GET', `${commentsOf(other)}?cursor=${ownCursor}`);
    expect([elsewhere.status, errCode(elsewhere), elsewhere.body.data?.content_id]).toEqual([
      422,
      ErrorCode.contentValidationFailed,
      other,
    ]);
    const mineBad = await mine(author.idToken, `cursor=${ownCursor}`);
    expect([mineBad.status, errCode(mineBad as never)]).toEqual([422, ErrorCode.contentValidationFailed]);
    const draftCursor = encodeCursor('mine:draft', { key: '1', id: 'abc' }, 1, 1);
    expect((await mine(author.idToken, `status=published&cursor=${draftCursor}`)).status).toBe(422);
    expect((await t.call('GET', `${QUERY}/contents/users/${author.userId}?cursor=%20`)).status).toBe(422);
  });

  it('EXPLAIN of a cursor page reads the keyset index of migration 0014 by range, with no OFFSET and no count(*)', async () => {
    // Rows spread as in production: many contents and authors, each holding a small share of the comments and contents
    // (a list holding a large share is read as cheaply by the time index alone, which the planner may rightly prefer).
    const other = await signedInUser(t);
    await t.server.deps.db.query(
      `INSERT INTO contents (content_id, author_user_id, kind, status, draft_version, published_version, latest_version, created_at, updated_at, published_at)
       SELECT 'bulkc' || lpad(g::text, 5, '0'), CASE WHEN g % 50 = 0 THEN $1 ELSE $2 END, 'article', 'published', NULL, 1, 1,
         timestamptz '2026-01-01' + g * interval '1 minute', timestamptz '2026-01-01' + g * interval '1 minute', timestamptz '2026-01-01' + g * interval '1 minute'
       FROM generate_series(1, 8000) g`,
      [author.userId, other.userId],
    );
    await t.server.deps.db.query(
      `INSERT INTO comments (comment_id, content_id, author_user_id, text, created_at)
       SELECT 'bulk' || lpad(g::text, 6, '0'), CASE WHEN g % 300 = 0 THEN $1 ELSE 'bulkc' || lpad((g % 8000 + 1)::text, 5, '0') END, $2, 'bulk',
         timestamptz '2026-01-01' + g * interval '1 second'
       FROM generate_series(1, 40000) g`,
      [contentId, author.userId],
    );
    await t.server.deps.db.query('ANALYZE comments');
    await t.server.deps.db.query('ANALYZE contents');
    const window: KeysetWindow = {
      offset: 20,
      limit: 20,
      after: { key: String(Date.parse('2026-01-01T00:20:00Z') * 1000), id: 'bulk001200' },
    };

    const commentPlans = await plansOf(t, (q) => commentRepository.listTopLevel(q, contentId, window));
    expect(commentPlans).toHaveLength(1);
    expect(commentPlans[0]).toContain('comments_content_keyset');
    expect(commentPlans[0]).toMatch(/"Index Cond":"[^"]*created_at[^"]*comment_id/);
    expect(commentPlans[0]).not.toContain('"Node Type":"Sort"');

    const minePlans = await plansOf(t, (q) =>
      contentListRepository.listOwn(q, author.userId, 'all', {
        offset: 20,
        limit: 20,
        after: { key: String(Date.parse('2026-01-02T00:00:00Z') * 1000), id: 'bulkc01440' },
      }),
    );
    expect(minePlans).toHaveLength(1);
    expect(minePlans[0]).toContain('contents_author_keyset');
    expect(minePlans[0]).toMatch(/"Index Cond":"[^"]*updated_at[^"]*content_id/);
    // The range read gives the page's rows only (a join may still sort those few); the contents table is never scanned whole.
    expect(minePlans[0]).not.toMatch(/"Node Type":"Seq Scan"[^}]*"Relation Name":"contents"/);

    // The page read by offset (no cursor) still counts: that is the one count(*) of a listing.
    const offsetPlans = await plansOf(t, (q) =>
      contentListRepository.listOwn(q, author.userId, 'all', { offset: 20, limit: 20, after: null }),
    );
    expect(offsetPlans).toHaveLength(2);
  });
});
