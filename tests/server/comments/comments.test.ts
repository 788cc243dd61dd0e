import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const SERVICE = '/content-platform/comment-service/v1';
const commentsOf = (contentId: string) => `${SERVICE}/contents/${contentId}/comments`;
const repliesOf = (commentId: string) => `${SERVICE}/comments/${commentId}/replies`;

type State = 'published' | 'draft-only' | 'deleted';

/** A content written straight to the database (migration 0005 columns): published, never published, or deleted. */
async function insertContent(t: TestServer, authorId: string, state: State = 'published'): Promise<string> {
  const contentId = randomBytes(12).toString('hex');
  const published = state !== 'draft-only';
  await t.server.deps.db.query(
    `INSERT INTO contents (content_id, author_user_id, kind, status, draft_version, published_version, latest_version,
       created_at, updated_at, published_at, deleted_at)
     VALUES ($1, $2, 'article', $3, $4, $5, 1, now(), now(), $6, $7)`,
    [
      contentId,
      authorId,
      published ? 'published' : 'draft',
      published ? null : 1,
      published ? 1 : null,
      published ? new Date() : null,
      state === 'deleted' ? new Date() : null,
    ],
  );
  await t.server.deps.db.query(
    `INSERT INTO content_versions (content_id, version, state, document, created_at, updated_at)
     VALUES ($1, 1, $2, '{"title": "Street food in Yaowarat", "summary": "", "language": "en", "cover": null, "sections": [], "category_ids": []}', now(), now())`,
    [contentId, published ? 'published' : 'draft'],
  );
  return contentId;
}

async function setUsername(t: TestServer, user: SignedInUser, username: string, displayName: string): Promise<void> {
  await t.server.deps.db.query('UPDATE profiles SET username = $2, display_name = $3 WHERE user_id = $1', [
    user.userId,
    username,
    displayName,
  ]);
}

const countsOf = async (t: TestServer, contentId: string) =>
  (
    await t.server.deps.db.query<{ comment_count: number }>(
      'SELECT comment_count FROM contents WHERE content_id = $1',
      [contentId],
    )
  )[0].comment_count;

describe.each(DATABASES)('comments and replies on %s (spec §7 content-platform comments)', (kind) => {
  let t: TestServer;
  let creator: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer(kind, { COMMENT_RATE_LIMIT_MAX: '8', COMMENT_RATE_LIMIT_WINDOW_MS: '60000' });
    creator = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  it('spec §7 comments: anonymous readers list them under /public/api, oldest first, paged with total_count', async () => {
    const reader = await signedInUser(t);
    await setUsername(t, reader, 'mali.reads', 'Mali');
    const contentId = await insertContent(t, creator.userId);
    expect((await t.call('GET', `/public/api${commentsOf(contentId)}`)).body).toMatchObject({
      data: [],
      total_count: 0,
    });
    const texts = ['First!', 'อร่อยมาก ขอบคุณค่ะ', 'Which soi was the noodle stall in?'];
    for (const text of texts)
      expect(
        (await t.call('POST', `/private/api${commentsOf(contentId)}`, { token: reader.idToken, body: { text } }))
          .status,
      ).toBe(200);

    const page1 = await t.call('GET', `/public/api${commentsOf(contentId)}?limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((c: { text: string }) => c.text)).toEqual(texts.slice(0, 2));
    expect([page1.body.paging, page1.body.total_count]).toEqual([
      { offset: 0, limit: 2, next_cursor: expect.any(String) },
      3,
    ]);
    const page2 = await t.call('GET', `/api${commentsOf(contentId)}?offset=2&limit=2`);
    expect(page2.body.data.map((c: { text: string }) => c.text)).toEqual(texts.slice(2));
    expect(page1.body.data[0]).toMatchObject({
      content_id: contentId,
      parent_comment_id: null,
      mentions: [],
      reply_count: 0,
      author: { user_id: reader.userId, username: 'mali.reads', display_name: 'Mali', avatar_image: null },
    });
    expect(await countsOf(t, contentId)).toBe(3);
  });

  it('spec §7 replies: oldest first and paged; a reply to a reply attaches to the top-level comment; counts in step', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const contentId = await insertContent(t, creator.userId);
    const top = (
      await t.call('POST', `/api${commentsOf(contentId)}`, {
        token: a.idToken,
        body: { text: 'Is it open on Mondays?' },
      })
    ).body.data;
    const r1 = await t.call('POST', `/api${repliesOf(top.comment_id)}`, {
      token: creator.idToken,
      body: { text: 'Closed on Mondays.' },
    });
    expect(r1.status).toBe(200);
    expect(r1.body.data).toMatchObject({ parent_comment_id: top.comment_id, content_id: contentId, reply_count: 0 });
    await t.call('POST', `/api${repliesOf(top.comment_id)}`, {
      token: b.idToken,
      body: { text: 'Same for the night market.' },
    });
    const nested = await t.call('POST', `/api${repliesOf(r1.body.data.comment_id)}`, {
      token: a.idToken,
      body: { text: 'Thanks!' },
    });
    expect(nested.body.data.parent_comment_id).toBe(top.comment_id);

    const replies = await t.call('GET', `/public/api${repliesOf(top.comment_id)}?limit=2`);
    expect(replies.body.data.map((c: { text: string }) => c.text)).toEqual([
      'Closed on Mondays.',
      'Same for the night market.',
    ]);
    expect(replies.body.total_count).toBe(3);
    expect(
      (await t.call('GET', `/api${repliesOf(top.comment_id)}?offset=2`)).body.data.map((c: { text: string }) => c.text),
    ).toEqual(['Thanks!']);
    expect((await t.call('GET', `/api${repliesOf(r1.body.data.comment_id)}`)).body).toMatchObject({
      data: [],
      total_count: 0,
    });

    const listed = (await t.call('GET', `/api${commentsOf(contentId)}`)).body;
    expect([listed.total_count, listed.data[0].reply_count]).toEqual([1, 3]);
    expect(await countsOf(t, contentId)).toBe(4);
  });

  it('spec §7 mentions: every @username that resolves (case-insensitively) is listed once, unknown names stay plain text', async () => {
    const nok = await signedInUser(t);
    const beam = await signedInUser(t);
    await setUsername(t, nok, 'Nok.Travels', 'Nok');
    await setUsername(t, beam, 'beam_bkk', 'Beam');
    const contentId = await insertContent(t, creator.userId);
    const text = 'Thanks @nok.travels and @ghost_user! cc @BEAM_BKK, @Nok.Travels. Mail me at me@beam_bkk.dev';
    const posted = await t.call('POST', `/api${commentsOf(contentId)}`, {
      token: creator.idToken,
      body: { text: `  ${text}\n` },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.data.text).toBe(text);
    expect(posted.body.data.mentions).toEqual([
      { user_id: nok.userId, username: 'Nok.Travels', display_name: 'Nok', avatar_image: null },
      { user_id: beam.userId, username: 'beam_bkk', display_name: 'Beam', avatar_image: null },
    ]);
    const listed = (await t.call('GET', `/api${commentsOf(contentId)}`)).body.data[0];
    expect(listed.mentions.map((m: { user_id: string }) => m.user_id)).toEqual([nok.userId, beam.userId]);
  });

  it('comments are plain text: markup is kept verbatim as text, never sanitized into HTML', async () => {
    const contentId = await insertContent(t, creator.userId);
    const text = '<script>alert(1)</script> <b>bold</b> & more';
    const posted = await t.call('POST', `/api${commentsOf(contentId)}`, { token: creator.idToken, body: { text } });
    expect(posted.body.data.text).toBe(text);
  });

  it('spec §6: writing needs sign-in (anonymous POST is 401 4010104001) and is not served under /public/api', async () => {
    const contentId = await insertContent(t, creator.userId);
    const anonymous = await t.call('POST', `/api${commentsOf(contentId)}`, { body: { text: 'hello' } });
    expect([anonymous.status, errCode(anonymous)]).toEqual([401, ErrorCode.invalidToken]);
    const top = (
      await t.call('POST', `/api${commentsOf(contentId)}`, { token: creator.idToken, body: { text: 'hello' } })
    ).body.data;
    const anonymousReply = await t.call('POST', `/api${repliesOf(top.comment_id)}`, { body: { text: 'hi' } });
    expect([anonymousReply.status, errCode(anonymousReply)]).toEqual([401, ErrorCode.invalidToken]);
    // The public prefix serves the list (GET) only: writing there is 405, with Allow saying what it takes.
    const publicWrite = await t.call('POST', `/public/api${commentsOf(contentId)}`, {
      token: creator.idToken,
      body: { text: 'x' },
    });
    expect(publicWrite.status).toBe(405);
    expect(publicWrite.headers.get('allow')).toBe('GET, HEAD');
  });

  it('spec §8 4220607000: empty, blank or too long text is refused with data {content_id, message}, nothing stored', async () => {
    const contentId = await insertContent(t, creator.userId);
    const cases: [unknown, string][] = [
      [{ text: '' }, 'text is empty'],
      [{ text: ' \n\t ' }, 'text is empty'],
      [{ text: 'ก'.repeat(2001) }, 'text is longer than 2000 characters'],
      // NUL is refused at the edge for every route (server/http/storable-input.ts); other control characters by the comment rule.
      [{ text: 'nul\u0000byte' }, 'body.text contains characters that cannot be stored (NUL or a lone surrogate)'],
      [{ text: 'bell\u0007' }, 'text contains control characters'],
    ];
    for (const [body, message] of cases) {
      const bad = await t.call('POST', `/api${commentsOf(contentId)}`, { token: creator.idToken, body });
      expect([bad.status, errCode(bad), bad.body.data]).toEqual([
        422,
        ErrorCode.contentValidationFailed,
        { content_id: contentId, message },
      ]);
    }
    const missing = await t.call('POST', `/api${commentsOf(contentId)}`, { token: creator.idToken, body: {} });
    expect([errCode(missing), missing.body.data.content_id]).toEqual([ErrorCode.contentValidationFailed, contentId]);
    const top = (
      await t.call('POST', `/api${commentsOf(contentId)}`, { token: creator.idToken, body: { text: 'ก'.repeat(2000) } })
    ).body.data;
    expect([...top.text].length).toBe(2000);
    const badReply = await t.call('POST', `/api${repliesOf(top.comment_id)}`, {
      token: creator.idToken,
      body: { text: '  ' },
    });
    expect([badReply.status, badReply.body.data]).toEqual([422, { content_id: contentId, message: 'text is empty' }]);
    expect(await countsOf(t, contentId)).toBe(1);
  });

  it.each([['draft-only' as const], ['deleted' as const]])(
    'spec §7: a %s content has no comments for anyone (404 4040607004 to read, write and reply)',
    async (state) => {
      const contentId = await insertContent(t, creator.userId, state);
      const read = await t.call('GET', `/public/api${commentsOf(contentId)}`);
      expect([read.status, errCode(read)]).toEqual([404, ErrorCode.contentNotFound]);
      const write = await t.call('POST', `/api${commentsOf(contentId)}`, {
        token: creator.idToken,
        body: { text: 'early bird' },
      });
      expect([write.status, errCode(write), write.body.data]).toEqual([
        404,
        ErrorCode.contentNotFound,
        { content_id: contentId },
      ]);
    },
  );

  it('404 4040607004 for an unknown content or comment, and for replies once the content is unpublished', async () => {
    expect(errCode(await t.call('GET', `/api${commentsOf('no-such-content')}`))).toBe(ErrorCode.contentNotFound);
    expect(errCode(await t.call('GET', `/api${repliesOf('no-such-comment')}`))).toBe(ErrorCode.contentNotFound);
    expect(
      errCode(
        await t.call('POST', `/api${repliesOf('no-such-comment')}`, { token: creator.idToken, body: { text: 'hi' } }),
      ),
    ).toBe(ErrorCode.contentNotFound);
    const contentId = await insertContent(t, creator.userId);
    const top = (
      await t.call('POST', `/api${commentsOf(contentId)}`, { token: creator.idToken, body: { text: 'hello' } })
    ).body.data;
    await t.server.deps.db.query('UPDATE contents SET deleted_at = now() WHERE content_id = $1', [contentId]);
    expect(errCode(await t.call('GET', `/public/api${repliesOf(top.comment_id)}`))).toBe(ErrorCode.contentNotFound);
    expect(
      errCode(
        await t.call('POST', `/api${repliesOf(top.comment_id)}`, { token: creator.idToken, body: { text: 'hi' } }),
      ),
    ).toBe(ErrorCode.contentNotFound);
  });

  it('posting is limited per user (COMMENT_RATE_LIMIT_MAX, here 8 a minute; 429 4290104009), and the window passes', async () => {
    const chatty = await signedInUser(t);
    const calm = await signedInUser(t);
    const contentId = await insertContent(t, creator.userId);
    for (let i = 0; i < 8; i += 1) {
      expect(
        (await t.call('POST', `/api${commentsOf(contentId)}`, { token: chatty.idToken, body: { text: `note ${i}` } }))
          .status,
      ).toBe(200);
    }
    const over = await t.call('POST', `/api${commentsOf(contentId)}`, {
      token: chatty.idToken,
      body: { text: 'one more' },
    });
    expect([over.status, errCode(over)]).toEqual([429, ErrorCode.tooManyRequests]);
    expect(
      (await t.call('POST', `/api${commentsOf(contentId)}`, { token: calm.idToken, body: { text: 'hi' } })).status,
    ).toBe(200);
    expect(await countsOf(t, contentId)).toBe(9);
    t.clock.ms += 60_000;
    expect(
      (await t.call('POST', `/api${commentsOf(contentId)}`, { token: chatty.idToken, body: { text: 'later' } })).status,
    ).toBe(200);
  });

  it('spec §8: bad paging is 422 4220607000 with the content id; an unknown body property 4000102002', async () => {
    const contentId = await insertContent(t, creator.userId);
    const bad = await t.call('GET', `/api${commentsOf(contentId)}?limit=51`);
    expect([bad.status, errCode(bad), bad.body.data.content_id]).toEqual([
      422,
      ErrorCode.contentValidationFailed,
      contentId,
    ]);
    const extra = await t.call('POST', `/api${commentsOf(contentId)}`, {
      token: creator.idToken,
      body: { text: 'hi', html: '<b>' },
    });
    expect(errCode(extra)).toBe(ErrorCode.parameterNotAllowed);
  });

  it('OpenAPI lists the four comment calls with public reads', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `/public/api${SERVICE}/contents/{contentId}/comments`,
        `/public/api${SERVICE}/comments/{commentId}/replies`,
        `/private/api${SERVICE}/contents/{contentId}/comments`,
      ]),
    );
    expect(Object.keys(doc.paths[`/api${SERVICE}/contents/{contentId}/comments`])).toEqual(['get', 'post']);
    expect(doc.paths[`/public/api${SERVICE}/contents/{contentId}/comments`].post).toBeUndefined();
  });
});
