import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { ADMIN_PATHS, fillPath } from '../../../src/contract/wallet.paths';
import { signIn } from '../helpers/emulator-users';
import { ORCH, QUERY, insertImage, insertLocation, publishedContent, textSection } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const ACCOUNT = '/api/user-orchestration-service/v1/account';
const copiesPath = (contentId: string) => `${ORCH}/contents/${contentId}/copies`;
const newCopyId = () => randomBytes(16).toString('hex');

/**
 * "Copy this trip" (ours, in the spec §7 content-platform style with spec §8-style codes): a reader makes a published
 * trip's days and stops into a new draft trip of their own that says which trip it is based on, while that trip is
 * public.
 */
describe.each(DATABASES)('copying a published trip on %s (spec §7 content-platform, spec §8)', (kind) => {
  let t: TestServer;
  let creator: SignedInUser;
  let reader: SignedInUser;
  let moderator: SignedInUser;
  let watPho: string;
  let market: string;
  let proposal: string;
  let origin: { content_id: string; title: string };
  beforeAll(async () => {
    t = await startTestServer(kind);
    [creator, reader, moderator] = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
    await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
    watPho = await insertLocation(t, { en: 'Wat Pho', th: 'วัดโพธิ์' }, { lat: 13.7465, lng: 100.493 });
    market = await insertLocation(t, { en: 'Pak Khlong Talat', th: 'ปากคลองตลาด' });
    proposal = await insertLocation(t, { en: 'My secret cafe', th: 'คาเฟ่ลับ' });
    await t.server.deps.db.query(
      `UPDATE locations SET status = 'pending', proposer_user_id = $2 WHERE location_id = $1`,
      [proposal, creator.userId],
    );
    origin = await publishedTrip('Two slow days in Bangkok');
  });
  afterAll(async () => t?.close());

  async function publishedTrip(title: string) {
    const photo = await insertImage(t, creator.userId);
    return publishedContent(
      t,
      creator,
      {
        title,
        summary: 'My favourite way to see the old town',
        sections: [
          textSection('intro', '<p>I wrote this after ten visits.</p>'),
          { section_id: 'photo', type: 'image', image: { image_id: photo }, caption: 'Dawn at the river' },
          {
            section_id: 'day-1',
            type: 'day',
            title: 'Temples',
            travel_mode: 'walk',
            stops: [
              { stop_id: 's1', location_id: watPho, pending_location: null, note: 'Go at 8', time: '08:00' },
              { stop_id: 's2', location_id: proposal, pending_location: null, note: 'Ask for the rooftop', time: null },
            ],
          },
          {
            section_id: 'day-2',
            type: 'day',
            title: 'Flowers',
            stops: [{ stop_id: 's3', location_id: market, pending_location: null, note: '', time: '21:30' }],
          },
        ],
      },
      'trip',
    ) as Promise<{ content_id: string; title: string }>;
  }

  const copy = (user: SignedInUser | null, originId: string, copyId = newCopyId()) =>
    t.call('POST', copiesPath(originId), { token: user?.idToken, body: { copy_id: copyId } });

  const publicRead = (contentId: string) => t.call('GET', `${QUERY}/contents/${contentId}`);

  it("makes a new draft trip of the caller's with the days and stops, not the creator's own words or pictures", async () => {
    const copyId = newCopyId();
    const made = await copy(reader, origin.content_id, copyId);
    expect(made.status).toBe(200);
    const data = made.body.data;
    expect(data).toMatchObject({
      content_id: copyId,
      kind: 'trip',
      status: 'draft',
      version: 1,
      published_version: null,
      title: 'Two slow days in Bangkok',
      summary: '',
      cover: null,
      category_ids: ['temples'],
      author: { user_id: reader.userId },
      based_on: {
        content_id: origin.content_id,
        title: 'Two slow days in Bangkok',
        author: { user_id: creator.userId },
      },
    });
    // Only the days: the text and image sections are the creator's; notes are dropped; the creator's pending place
    // is not one the reader may name, so that stop stays behind.
    expect(data.sections).toEqual([
      {
        section_id: 'day-1',
        type: 'day',
        title: 'Temples',
        travel_mode: 'walk',
        stops: [{ stop_id: 's1', location_id: watPho, pending_location: null, note: '', time: '08:00' }],
      },
      {
        section_id: 'day-2',
        type: 'day',
        title: 'Flowers',
        stops: [{ stop_id: 's3', location_id: market, pending_location: null, note: '', time: '21:30' }],
      },
    ]);

    // It is the reader's own: in their trips, editable by them, and not readable by the public until published.
    const mine = await t.call('GET', `${QUERY}/editors/my-contents?kind=trip`, { token: reader.idToken });
    expect(mine.body.data.map((item: { content_id: string }) => item.content_id)).toContain(copyId);
    const editorRead = await t.call('GET', `${QUERY}/editors/contents/${copyId}`, { token: reader.idToken });
    expect(editorRead.body.data.based_on).toMatchObject({ content_id: origin.content_id });
    expect(errCode(await publicRead(copyId))).toBe(ErrorCode.contentNotFound);
    // The origin is untouched.
    expect((await publicRead(origin.content_id)).body.data.sections).toHaveLength(4);
  });

  it('the same copy_id twice, or five times at once, makes one copy (a double click never makes two)', async () => {
    const copyId = newCopyId();
    const answers = await Promise.all(Array.from({ length: 5 }, () => copy(reader, origin.content_id, copyId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.revision))).toEqual(new Set([2]));
    const again = await copy(reader, origin.content_id, copyId);
    expect(again.body.data).toMatchObject({ content_id: copyId, revision: 2, version: 1 });
    const rows = await t.server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contents WHERE content_id = $1',
      [copyId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a copy_id already used for something else is refused, not answered with someone else’s content', async () => {
    const copyId = newCopyId();
    expect((await copy(reader, origin.content_id, copyId)).status).toBe(200);
    // Another person with the same id, and the same person copying another trip with it.
    const stranger = await copy(creator, origin.content_id, copyId);
    expect([stranger.status, errCode(stranger)]).toEqual([422, ErrorCode.contentValidationFailed]);
    const other = await publishedTrip('Another trip');
    const reused = await copy(reader, other.content_id, copyId);
    expect([reused.status, errCode(reused)]).toEqual([422, ErrorCode.contentValidationFailed]);
  });

  it('a copy deleted since is not answered with its id again: 422 "send a new one", and a new id copies afresh', async () => {
    const copyId = newCopyId();
    expect((await copy(reader, origin.content_id, copyId)).status).toBe(200);
    expect((await t.call('DELETE', `${ORCH}/contents/${copyId}`, { token: reader.idToken })).status).toBe(200);
    const again = await copy(reader, origin.content_id, copyId);
    expect([again.status, errCode(again)]).toEqual([422, ErrorCode.contentValidationFailed]);
    const fresh = await copy(reader, origin.content_id);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.based_on).toMatchObject({ content_id: origin.content_id });
  });

  it.each([['short'], ['A'.repeat(32)], ['0123456789abcdef0123456789abcdeg'], ['../../etc/passwd']])(
    'a copy_id that is not 32 lowercase hex digits (%s) is 422 4220607000, nothing is made',
    async (copyId) => {
      const refused = await copy(reader, origin.content_id, copyId);
      expect([refused.status, errCode(refused)]).toEqual([422, ErrorCode.contentValidationFailed]);
      const made = await t.server.deps.db.query('SELECT 1 FROM contents WHERE content_id = $1', [copyId]);
      expect(made).toEqual([]);
    },
  );

  it('refuses an unknown, unpublished or deleted trip with 404 4040607004, an article with 422 4220607030', async () => {
    const unknown = await copy(reader, 'no-such-trip');
    expect([unknown.status, errCode(unknown)]).toEqual([404, ErrorCode.contentNotFound]);

    const draft = await t.call('POST', `${ORCH}/contents/reserved`, { token: creator.idToken, body: { kind: 'trip' } });
    const unpublished = await copy(reader, draft.body.data.content_id);
    expect([unpublished.status, errCode(unpublished)]).toEqual([404, ErrorCode.contentNotFound]);

    const gone = await publishedTrip('Soon deleted');
    await t.call('DELETE', `${ORCH}/contents/${gone.content_id}`, { token: creator.idToken });
    const deleted = await copy(reader, gone.content_id);
    expect([deleted.status, errCode(deleted)]).toEqual([404, ErrorCode.contentNotFound]);

    const article = await publishedContent(t, creator);
    const refused = await copy(reader, article.content_id);
    expect([refused.status, errCode(refused)]).toEqual([422, ErrorCode.copyNotATrip]);
    expect(refused.body.data).toEqual({ content_id: article.content_id });
  });

  it('signed out is 401, as every signed-in call', async () => {
    const anonymous = await copy(null, origin.content_id);
    expect(anonymous.status).toBe(401);
  });

  it('a hidden trip cannot be copied, and its copies stop naming it while it is hidden (also once published)', async () => {
    const hideable = await publishedTrip('Hidden soon');
    const copyId = newCopyId();
    const made = await copy(reader, hideable.content_id, copyId);
    expect(made.status).toBe(200);
    // The reader publishes their copy (it needs a cover of their own) and its public page names the origin.
    const cover = await insertImage(t, reader.userId);
    const saved = await t.call('PATCH', `${ORCH}/contents/${copyId}`, {
      token: reader.idToken,
      body: { revision: made.body.data.revision, cover: { image_id: cover }, title: 'My take on it' },
    });
    const published = await t.call('POST', `${ORCH}/contents/published/${copyId}`, {
      token: reader.idToken,
      body: { revision: saved.body.data.revision },
    });
    expect(published.status).toBe(200);
    expect((await publicRead(copyId)).body.data.based_on).toMatchObject({
      content_id: hideable.content_id,
      title: 'Hidden soon',
      author: { user_id: creator.userId },
    });

    const hide = (hidden: boolean) =>
      t.call('POST', `/api${fillPath(ADMIN_PATHS.hideContent, { contentId: hideable.content_id })}`, {
        token: moderator.idToken,
        body: hidden ? { hidden: true, reason: 'copyright' } : { hidden: false },
      });
    expect((await hide(true)).status).toBe(200);
    // Read twice: the second read is the public cache's; both must have forgotten the origin.
    expect((await publicRead(copyId)).body.data.based_on).toBeNull();
    expect((await publicRead(copyId)).body.data.based_on).toBeNull();
    expect(
      (await t.call('GET', `${QUERY}/editors/contents/${copyId}`, { token: reader.idToken })).body.data.based_on,
    ).toBeNull();
    const refused = await copy(reader, hideable.content_id);
    expect([refused.status, errCode(refused)]).toEqual([404, ErrorCode.contentNotFound]);

    // Shown again once the moderator lifts the hide.
    expect((await hide(false)).status).toBe(200);
    expect((await publicRead(copyId)).body.data.based_on).toMatchObject({ content_id: hideable.content_id });
  });

  it('a copy whose origin is deleted with its creator’s account stays, simply without "based on"', async () => {
    const leaving = await signedInUser(t);
    const cover = await insertImage(t, leaving.userId);
    const reserved = await t.call('POST', `${ORCH}/contents/reserved`, {
      token: leaving.idToken,
      body: { kind: 'trip' },
    });
    const saved = await t.call('PUT', `${ORCH}/contents/${reserved.body.data.content_id}`, {
      token: leaving.idToken,
      body: {
        revision: reserved.body.data.revision,
        title: 'Leaving soon',
        summary: '',
        language: 'en',
        cover: { image_id: cover },
        sections: [{ section_id: 'd', type: 'day', title: 'Only day', stops: [] }],
        category_ids: [],
      },
    });
    await t.call('POST', `${ORCH}/contents/published/${reserved.body.data.content_id}`, {
      token: leaving.idToken,
      body: { revision: saved.body.data.revision },
    });
    const copyId = newCopyId();
    expect((await copy(reader, reserved.body.data.content_id, copyId)).status).toBe(200);

    // The account goes, its contents with it (rows and all): the copy loses only its "based on".
    const token = await signIn(leaving.email, leaving.password);
    expect((await t.call('DELETE', ACCOUNT, { token })).status).toBe(200);
    const after = await t.call('GET', `${QUERY}/editors/contents/${copyId}`, { token: reader.idToken });
    expect(after.status).toBe(200);
    expect(after.body.data.title).toBe('Leaving soon');
    expect(after.body.data.based_on).toBeUndefined();
  });
});
