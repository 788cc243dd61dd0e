import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { DATABASES, errCode, signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

const EDITOR = '/content-platform/category-service/v2/categories/editor';

type VersionRow = { version: number; state: 'draft' | 'published' | 'superseded'; categories: string[] };

/** A content row with the given version snapshots (migration 0005 columns), written straight to the database. */
async function insertContent(
  t: TestServer,
  authorId: string,
  versions: VersionRow[],
  deleted = false,
): Promise<string> {
  const contentId = randomBytes(12).toString('hex');
  const draft = versions.find((v) => v.state === 'draft')?.version ?? null;
  const published = versions.find((v) => v.state === 'published')?.version ?? null;
  await t.server.deps.db.query(
    `INSERT INTO contents (content_id, author_user_id, kind, status, draft_version, published_version, latest_version,
       created_at, updated_at, published_at, deleted_at)
     VALUES ($1, $2, 'article', $3, $4, $5, $6, now(), now(), $7, $8)`,
    [
      contentId,
      authorId,
      published ? 'published' : 'draft',
      draft,
      published,
      Math.max(...versions.map((v) => v.version)),
      published ? new Date() : null,
      deleted ? new Date() : null,
    ],
  );
  for (const v of versions) {
    await t.server.deps.db.query(
      `INSERT INTO content_versions (content_id, version, state, document, created_at, updated_at)
       VALUES ($1, $2, $3, jsonb_build_object('title', '', 'summary', '', 'language', 'en', 'cover', null, 'sections', '[]'::jsonb, 'category_ids', $4::jsonb), now(), now())`,
      [contentId, v.version, v.state, JSON.stringify(v.categories)],
    );
  }
  return contentId;
}

describe.each(DATABASES)(
  'categories v2 editor on %s (spec §7 content-platform categories v2 categories/editor)',
  (kind) => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(kind);
    });
    afterAll(async () => t?.close());

    it("spec §7 categories/editor: every category with how many of the caller's live contents use it, each content once", async () => {
      const editor = await signedInUser(t);
      const other = await signedInUser(t);
      await insertContent(t, editor.userId, [{ version: 1, state: 'draft', categories: ['food', 'temples'] }]);
      await insertContent(t, editor.userId, [
        { version: 1, state: 'superseded', categories: ['nightlife'] },
        { version: 2, state: 'published', categories: ['food', 'beaches'] },
        { version: 3, state: 'draft', categories: ['food', 'islands'] },
      ]);
      await insertContent(
        t,
        editor.userId,
        [{ version: 1, state: 'published', categories: ['food', 'markets'] }],
        true,
      );
      await insertContent(t, other.userId, [{ version: 1, state: 'published', categories: ['food', 'cafes'] }]);

      const result = await t.call('GET', `/private/api${EDITOR}`, { token: editor.idToken });
      expect(result.status).toBe(200);
      const counts = Object.fromEntries(
        result.body.data.map((c: { category_id: string; content_count: number }) => [c.category_id, c.content_count]),
      );
      expect(counts).toEqual({
        beaches: 1,
        mountains: 0,
        food: 2,
        culture: 0,
        temples: 1,
        nightlife: 0,
        nature: 0,
        cafes: 0,
        markets: 0,
        islands: 1,
      });
      expect(result.body.data[2]).toEqual({ category_id: 'food', name_en: 'Food', name_th: 'อาหาร', content_count: 2 });
    });

    it('spec §7 categories/editor: a new editor sees every category at zero', async () => {
      const editor = await signedInUser(t);
      const result = await t.call('GET', `/api${EDITOR}`, { token: editor.idToken });
      expect(result.body.data).toHaveLength(10);
      expect(result.body.data.every((c: { content_count: number }) => c.content_count === 0)).toBe(true);
    });

    it('spec §6: the editor list is private (401 4010104001 without a token, absent from /public/api)', async () => {
      const anonymous = await t.call('GET', `/api${EDITOR}`);
      expect([anonymous.status, errCode(anonymous)]).toEqual([401, ErrorCode.invalidToken]);
      expect((await t.call('GET', `/public/api${EDITOR}`)).status).toBe(404);
      expect((await t.call('GET', '/public/api/content-platform/category-service/v2/categories')).status).toBe(200);
    });
  },
);
