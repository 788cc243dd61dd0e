import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { SaveBodyWire as SaveBody } from '../../../src/contract/content.contract';
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

describe.each(DATABASES)('content lifecycle on %s (spec §7 content-platform)', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  it('lifecycle: reserved → draft → published, readers see only the published version with its places', async () => {
    const reserved = await reserve(t, author, 'trip');
    expect(reserved).toMatchObject({
      status: 'reserved',
      version: 0,
      revision: 1,
      title: '',
      sections: [],
      cover: null,
      published_version: null,
      draft_version: null,
    });
    expect((reserved as any).author.user_id).toBe(author.userId);

    const cover = await insertImage(t, author.userId);
    const wat = await insertLocation(
      t,
      { en: 'Wat Pho', th: 'วัดโพธิ์' },
      { lat: 13.7465, lng: 100.493 },
      { sunday: { mode: 'open24' } },
    );
    const market = await insertLocation(t, { en: 'Pak Khlong Talat', th: 'ปากคลองตลาด' });
    const sections = [
      textSection('intro', '<p>Start early.</p>'),
      {
        section_id: 'day-1',
        type: 'day',
        title: 'Day 1',
        stops: [
          { stop_id: 's1', location_id: market, pending_location: null, note: 'Flowers', time: '06:00' },
          { stop_id: 's2', location_id: wat, pending_location: null, note: '', time: null },
          {
            stop_id: 's3',
            location_id: null,
            pending_location: { name: 'Noodle stall', lat: 13.74, lng: 100.49, address: '' },
            note: '',
            time: '12:30',
          },
        ],
      },
      { section_id: 'wat', type: 'location', location_id: wat, pending_location: null, note: 'Reclining Buddha' },
    ];
    const saved = await t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
      token: author.idToken,
      body: documentBody(1, cover, { sections, language: 'th' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      status: 'draft',
      version: 1,
      revision: 2,
      draft_version: 1,
      published_version: null,
      title: 'Old town walk',
    });
    expect(saved.body.data.cover).toEqual({
      image_id: cover,
      url: `${t.url}/api/content-platform/image-service/v1/images/${cover}`,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      width: 1200,
      height: 800,
    });

    const anonymousDraft = await t.call('GET', `/public/api${QUERY.slice(4)}/contents/${reserved.content_id}`);
    expect([anonymousDraft.status, errCode(anonymousDraft)]).toEqual([404, ErrorCode.contentNotFound]);

    const published = await t.call('POST', `${ORCH}/contents/published/${reserved.content_id}`, {
      token: author.idToken,
      body: { revision: 2 },
    });
    expect(published.body.data).toMatchObject({
      status: 'published',
      version: 1,
      revision: 3,
      published_version: 1,
      draft_version: null,
    });
    expect(published.body.data.published_at).toEqual(expect.any(String));

    const read = await t.call('GET', `/public/api${QUERY.slice(4)}/contents/${reserved.content_id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.body.data).toMatchObject({
      content_id: reserved.content_id,
      kind: 'trip',
      version: 1,
      title: 'Old town walk',
      language: 'th',
      view_count: 0,
      comment_count: 0,
    });
    expect(read.body.data.sections).toEqual(sections);
    expect(read.body.data.places.map((p: { location_id: string; name: string }) => [p.location_id, p.name])).toEqual([
      [market, 'ปากคลองตลาด'],
      [wat, 'วัดโพธิ์'],
    ]);
    expect(read.body.data.places[1]).toMatchObject({
      lat: 13.7465,
      lng: 100.493,
      time_zone: 'Asia/Bangkok',
      opening_hours: { sunday: { mode: 'open24' } },
    });
    expect(read.body.data).not.toHaveProperty('revision');
  });

  it('editing a published content works on a draft; readers see the old version until publish; every version stays readable', async () => {
    const first = await publishedContent(t, author, { title: 'Version one' });
    const id = first.content_id;
    const draft = await t.call('POST', `${ORCH}/contents/create_draft/${id}`, {
      token: author.idToken,
      body: { revision: first.revision },
    });
    expect(draft.body.data).toMatchObject({
      status: 'published',
      version: 2,
      draft_version: 2,
      published_version: 1,
      title: 'Version one',
    });
    const again = await t.call('POST', `${ORCH}/contents/create_draft/${id}`, {
      token: author.idToken,
      body: { revision: 1 },
    });
    expect(again.body.data).toMatchObject({ version: 2, revision: draft.body.data.revision });

    const edited = await t.call('PATCH', `${ORCH}/contents/${id}`, {
      token: author.idToken,
      body: { revision: draft.body.data.revision, title: 'Version two' },
    });
    expect(edited.body.data).toMatchObject({ version: 2, title: 'Version two' });
    expect((await t.call('GET', `${QUERY}/contents/${id}`)).body.data).toMatchObject({
      version: 1,
      title: 'Version one',
    });
    expect((await t.call('GET', `${QUERY}/editors/contents/${id}`, { token: author.idToken })).body.data).toMatchObject(
      { version: 2, title: 'Version two' },
    );

    const republished = await t.call('POST', `${ORCH}/contents/published/${id}`, {
      token: author.idToken,
      body: { revision: edited.body.data.revision },
    });
    expect(republished.body.data).toMatchObject({
      published_version: 2,
      draft_version: null,
      published_at: first.published_at,
    });
    expect((await t.call('GET', `${QUERY}/contents/${id}`)).body.data).toMatchObject({
      version: 2,
      title: 'Version two',
    });

    const v1 = await t.call('GET', `${QUERY}/editors/contents/${id}/version/1`, { token: author.idToken });
    expect(v1.body.data).toMatchObject({ version: 1, title: 'Version one' });
    const v3 = await t.call('GET', `${QUERY}/editors/contents/${id}/version/3`, { token: author.idToken });
    expect([v3.status, errCode(v3)]).toEqual([404, ErrorCode.contentNotFound]);
    const rows = await t.server.deps.db.query<{ version: number; state: string }>(
      'SELECT version, state FROM content_versions WHERE content_id = $1 ORDER BY version',
      [id],
    );
    expect(rows).toEqual([
      { version: 1, state: 'superseded' },
      { version: 2, state: 'published' },
    ]);
  });

  it('delete_draft: back to the published version; a never-published content cannot drop its only draft (422)', async () => {
    const first = await publishedContent(t, author, { title: 'Kept' });
    const draft = await t.call('POST', `${ORCH}/contents/create_draft/${first.content_id}`, {
      token: author.idToken,
      body: { revision: first.revision },
    });
    const dropped = await t.call('POST', `${ORCH}/contents/delete_draft/${first.content_id}`, {
      token: author.idToken,
      body: { revision: draft.body.data.revision },
    });
    expect(dropped.body.data).toMatchObject({ version: 1, draft_version: null, published_version: 1, title: 'Kept' });
    const gone = await t.call('GET', `${QUERY}/editors/contents/${first.content_id}/version/2`, {
      token: author.idToken,
    });
    expect(gone.status).toBe(404);

    const onlyDraft = await reserve(t, author);
    const saved = await t.call('PUT', `${ORCH}/contents/${onlyDraft.content_id}`, {
      token: author.idToken,
      body: documentBody(1, null),
    });
    const refused = await t.call('POST', `${ORCH}/contents/delete_draft/${onlyDraft.content_id}`, {
      token: author.idToken,
      body: { revision: saved.body.data.revision },
    });
    expect([refused.status, errCode(refused), refused.body.data?.content_id]).toEqual([
      422,
      ErrorCode.contentValidationFailed,
      onlyDraft.content_id,
    ]);
  });

  it('publish rule: a title, a cover and a section are required (422 4220607000 naming what is missing, with data.content_id)', async () => {
    const reserved = await reserve(t, author);
    const saved = await t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
      token: author.idToken,
      body: documentBody(1, null, { title: '', sections: [] }),
    });
    expect(saved.status).toBe(200);
    const refused = await t.call('POST', `${ORCH}/contents/published/${reserved.content_id}`, {
      token: author.idToken,
      body: { revision: saved.body.data.revision },
    });
    expect([refused.status, errCode(refused)]).toEqual([422, ErrorCode.contentValidationFailed]);
    expect(refused.body.data.content_id).toBe(reserved.content_id);
    expect(refused.body.data.message).toMatch(/title, cover, sections/);
    expect((await t.call('GET', `${QUERY}/contents/${reserved.content_id}`)).status).toBe(404);
  });

  it('PATCH: only the fields sent change', async () => {
    const reserved = await reserve(t, author);
    const cover = await insertImage(t, author.userId);
    const saved = await t.call('PUT', `${ORCH}/contents/${reserved.content_id}`, {
      token: author.idToken,
      body: documentBody(1, cover, { summary: 'Keep me' }),
    });
    const patched = await t.call('PATCH', `${ORCH}/contents/${reserved.content_id}`, {
      token: author.idToken,
      body: { revision: saved.body.data.revision, title: 'New title', category_ids: ['food', 'markets'] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      title: 'New title',
      summary: 'Keep me',
      category_ids: ['food', 'markets'],
      revision: saved.body.data.revision + 1,
    });
    expect(patched.body.data.cover.image_id).toBe(cover);
    expect(patched.body.data.sections).toEqual(saved.body.data.sections);
  });

  it('delete: soft delete, then 404 for readers and the editor, and gone from my-contents', async () => {
    const content = await publishedContent(t, author);
    const deleted = await t.call('DELETE', `${ORCH}/contents/${content.content_id}`, { token: author.idToken });
    expect(deleted.body).toMatchObject({
      status: { err_code: 0 },
      data: { content_id: content.content_id, deleted: true },
    });
    expect(errCode(await t.call('GET', `${QUERY}/contents/${content.content_id}`))).toBe(ErrorCode.contentNotFound);
    expect(
      errCode(await t.call('GET', `${QUERY}/editors/contents/${content.content_id}`, { token: author.idToken })),
    ).toBe(ErrorCode.contentNotFound);
    expect(errCode(await t.call('DELETE', `${ORCH}/contents/${content.content_id}`, { token: author.idToken }))).toBe(
      ErrorCode.contentNotFound,
    );
    const mine = await t.call('GET', `${QUERY}/editors/my-contents?limit=100`, { token: author.idToken });
    expect(mine.body.data.map((item: { content_id: string }) => item.content_id)).not.toContain(content.content_id);
    const rows = await t.server.deps.db.query('SELECT deleted_at FROM contents WHERE content_id = $1', [
      content.content_id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('a stale revision on DELETE is 409 and nothing is deleted', async () => {
    const content = await publishedContent(t, author);
    const stale = await t.call('DELETE', `${ORCH}/contents/${content.content_id}?revision=1`, {
      token: author.idToken,
    });
    expect([stale.status, errCode(stale)]).toEqual([409, ErrorCode.contentVersionConflict]);
    expect((await t.call('GET', `${QUERY}/contents/${content.content_id}`)).status).toBe(200);
  });

  it('seed seam: reserveContent, saveContent and publishContent work in-process with the server deps and follow the same rules', async () => {
    const { reserveContent, saveContent, publishContent } = t.server.modules.content.useCases;
    const reserved = await reserveContent(author.userId, 'article');
    expect(reserved).toMatchObject({ status: 'reserved', version: 0, revision: 1 });
    const cover = await insertImage(t, author.userId);
    const saved = await saveContent(
      author.userId,
      reserved.content_id,
      documentBody(1, cover, { sections: [textSection('a', '<p>x<script>y</script></p>')] }) as SaveBody,
    );
    expect(saved.sections[0]).toEqual({ section_id: 'a', type: 'text', html: '<p>x</p>' });
    await expect(
      saveContent(author.userId, reserved.content_id, documentBody(1, cover) as SaveBody),
    ).rejects.toMatchObject({ code: ErrorCode.contentVersionConflict });
    const published = await publishContent(author.userId, reserved.content_id, saved.revision);
    expect(published).toMatchObject({ status: 'published', published_version: 1 });
    expect((await t.call('GET', `${QUERY}/contents/${reserved.content_id}`)).status).toBe(200);
  });
});
