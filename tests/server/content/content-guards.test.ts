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
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

describe.each(DATABASES)('content ownership, revisions and validation on %s (spec §6 §8)', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer(kind);
    [author, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
  });
  afterAll(async () => t?.close());

  const editorRead = (id: string, user = author) =>
    t.call('GET', `${QUERY}/editors/contents/${id}`, { token: user.idToken });

  it("spec §6: another user's edit, read, publish, draft calls and delete are 403 4030607003 and nothing changes", async () => {
    const content = await publishedContent(t, author, { title: 'Mine' });
    const id = content.content_id;
    const before = (await editorRead(id)).body.data;
    const cover = await insertImage(t, other.userId);
    const attempts = [
      t.call('PUT', `${ORCH}/contents/${id}`, {
        token: other.idToken,
        body: documentBody(content.revision, cover, { title: 'Theirs' }),
      }),
      t.call('PATCH', `${ORCH}/contents/${id}`, {
        token: other.idToken,
        body: { revision: content.revision, title: 'Theirs' },
      }),
      t.call('POST', `${ORCH}/contents/published/${id}`, {
        token: other.idToken,
        body: { revision: content.revision },
      }),
      t.call('POST', `${ORCH}/contents/create_draft/${id}`, {
        token: other.idToken,
        body: { revision: content.revision },
      }),
      t.call('POST', `${ORCH}/contents/delete_draft/${id}`, {
        token: other.idToken,
        body: { revision: content.revision },
      }),
      t.call('DELETE', `${ORCH}/contents/${id}`, { token: other.idToken }),
      editorRead(id, other),
      t.call('GET', `${QUERY}/editors/contents/${id}/version/1`, { token: other.idToken }),
    ];
    for (const result of await Promise.all(attempts))
      expect([result.status, errCode(result)]).toEqual([403, ErrorCode.contentForbidden]);
    expect((await editorRead(id)).body.data).toEqual(before);
    expect((await t.call('GET', `${QUERY}/contents/${id}`)).body.data.title).toBe('Mine');
  });

  it('spec §6: editor calls need a bearer token (401 4010104001); an unknown content is 404 4040607004', async () => {
    const anonymous = await t.call('POST', `${ORCH}/contents/reserved`, { body: { kind: 'article' } });
    expect([anonymous.status, errCode(anonymous)]).toEqual([401, ErrorCode.invalidToken]);
    expect(
      (
        await t.call('POST', `/public/api${ORCH.slice(4)}/contents/reserved`, {
          token: author.idToken,
          body: { kind: 'article' },
        })
      ).status,
    ).toBe(404);
    const missing = await t.call('PUT', `${ORCH}/contents/no-such-content`, {
      token: author.idToken,
      body: documentBody(1, null),
    });
    expect([missing.status, errCode(missing)]).toEqual([404, ErrorCode.contentNotFound]);
    expect(errCode(await editorRead('no-such-content'))).toBe(ErrorCode.contentNotFound);
  });

  it('a save from a stale revision is 409 4090607009 with the current revision, and the stored draft is unchanged', async () => {
    const reserved = await reserve(t, author);
    const first = await t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
      token: author.idToken,
      body: documentBody(1, null, { title: 'Tab A' }),
    });
    expect(first.body.data.revision).toBe(2);
    const stale = await t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
      token: author.idToken,
      body: documentBody(1, null, { title: 'Tab B' }),
    });
    expect([stale.status, errCode(stale)]).toEqual([409, ErrorCode.contentVersionConflict]);
    expect(stale.body.data).toEqual({ content_id: reserved.content_id, revision: 2 });
    expect((await editorRead(reserved.content_id)).body.data).toMatchObject({ title: 'Tab A', revision: 2 });
    const stalePublish = await t.call('POST', `${ORCH}/contents/published/${reserved.content_id}`, {
      token: author.idToken,
      body: { revision: 1 },
    });
    expect(errCode(stalePublish)).toBe(ErrorCode.contentVersionConflict);
  });

  it('two concurrent saves from the same revision: exactly one wins, the other is 409', async () => {
    const reserved = await reserve(t, author);
    const saves = await Promise.all(
      ['One', 'Two', 'Three'].map((title) =>
        t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
          token: author.idToken,
          body: documentBody(1, null, { title }),
        }),
      ),
    );
    const statuses = saves.map((s) => s.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = saves.find((s) => s.status === 200)!;
    expect((await editorRead(reserved.content_id)).body.data).toMatchObject({
      title: winner.body.data.title,
      revision: 2,
      version: 1,
    });
    const versions = await t.server.deps.db.query('SELECT version FROM content_versions WHERE content_id = $1', [
      reserved.content_id,
    ]);
    expect(versions).toHaveLength(1);
  });

  describe('spec §8 4220607000 and 4000607032', () => {
    let id: string;
    let revision: number;
    beforeAll(async () => {
      const reserved = await reserve(t, author);
      id = reserved.content_id;
      revision = reserved.revision;
    });
    const put = (over: Record<string, unknown>, user = author) =>
      t.call('PUT', `${ORCH}/contents/${id}`, { token: user.idToken, body: documentBody(revision, null, over) });

    it.each([
      ['a title over 150 characters (schema)', { title: 'x'.repeat(151) }, /title/],
      [
        'six categories',
        { category_ids: ['food', 'temples', 'beaches', 'islands', 'markets', 'cafes'] },
        /category_ids/,
      ],
      ['an unknown category', { category_ids: ['moon'] }, /moon/],
      [
        'a day section in an article',
        { sections: [{ section_id: 'd', type: 'day', title: '', stops: [] }] },
        /only allowed in trips/,
      ],
      [
        'an unknown location id',
        {
          sections: [
            { section_id: 'l', type: 'location', location_id: 'loc-nowhere', pending_location: null, note: '' },
          ],
        },
        /loc-nowhere/,
      ],
      ['an unknown image', { cover: { image_id: 'img-missing' } }, /img-missing/],
      ['a duplicated section id', { sections: [textSection('a', 'x'), textSection('a', 'y')] }, /used twice/],
      ['101 sections', { sections: Array.from({ length: 101 }, (_, i) => textSection(`s${i}`, 'x')) }, /sections/],
    ])('%s is 422 4220607000 with data {content_id, message}', async (_, over, message) => {
      const result = await put(over);
      expect([result.status, errCode(result)]).toEqual([422, ErrorCode.contentValidationFailed]);
      expect(result.body.data.content_id).toBe(id);
      expect(result.body.data.message).toMatch(message);
      expect((await editorRead(id)).body.data).toMatchObject({ status: 'reserved', revision });
    });

    it("another user's image cannot be used (422)", async () => {
      const theirs = await insertImage(t, other.userId);
      const result = await put({ cover: { image_id: theirs } });
      expect([result.status, errCode(result), result.body.data.content_id]).toEqual([
        422,
        ErrorCode.contentValidationFailed,
        id,
      ]);
    });

    it.each([
      ['an empty name', { name: ' ', lat: 13.7, lng: 100.5, address: '' }, null],
      ['lat out of range', { name: 'Stall', lat: 95, lng: 100.5, address: '' }, null],
      ['both a location id and a pending location', { name: 'Stall', lat: 13.7, lng: 100.5, address: '' }, 'known'],
      ['neither', null, null],
    ])('spec §8 4000607032: a location section with %s is 400, naming the section', async (_, pending, withId) => {
      const locationId = withId ? await insertLocation(t, { en: 'Known', th: 'รู้จัก' }) : null;
      const result = await put({
        sections: [
          { section_id: 'where-1', type: 'location', location_id: locationId, pending_location: pending, note: '' },
        ],
      });
      expect([result.status, errCode(result)]).toEqual([400, ErrorCode.invalidPendingLocations]);
      expect(result.body.status.err_message).toContain('where-1');
    });

    it('the schema failure of a content route carries data.content_id too (wrong language)', async () => {
      const result = await put({ language: 'fr' });
      expect([result.status, errCode(result), result.body.data.content_id]).toEqual([
        422,
        ErrorCode.contentValidationFailed,
        id,
      ]);
    });

    it('spec §8 4000102002: an unknown property in a section or an unknown query parameter is refused', async () => {
      const result = await put({ sections: [{ ...textSection('a', 'x'), onclick: 'x' }] });
      expect(errCode(result)).toBe(ErrorCode.parameterNotAllowed);
      expect(errCode(await t.call('GET', `${QUERY}/editors/contents/${id}?debug=1`, { token: author.idToken }))).toBe(
        ErrorCode.parameterNotAllowed,
      );
    });
  });
});
