import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { QUERY, publishedContent } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const SERVICE = '/api/content-platform/comment-service/v1';
const commentsOf = (contentId: string) => `${SERVICE}/contents/${contentId}/comments`;
const repliesOf = (commentId: string) => `${SERVICE}/comments/${commentId}/replies`;
const one = (commentId: string) => `${SERVICE}/comments/${commentId}`;

/**
 * A person's control over their own words: the author, and only the author, edits or deletes a comment or a
 * reply. Edits follow the rules of a new comment (spec §5 allowed characters, the comment rules); deleting keeps
 * a thread others replied to under a "deleted" placeholder; the content's one comment count (comments and
 * replies together, the reader's top count and heading) stays in step, also in the public content read.
 */
describe.each(DATABASES)('editing and deleting my own comments on %s', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  let reader: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(kind, { COMMENT_RATE_LIMIT_MAX: '40' });
    [author, reader, other] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  }, 120_000);
  afterAll(async () => t?.close());

  const post = async (user: SignedInUser, path: string, text: string) => {
    const result = await t.call('POST', path, { token: user.idToken, body: { text } });
    if (result.status !== 200) throw new Error(`post failed: ${JSON.stringify(result.body)}`);
    return result.body.data as { comment_id: string };
  };
  const publicCount = async (contentId: string) =>
    (await t.call('GET', `${QUERY}/contents/${contentId}`)).body.data.comment_count as number;
  const listed = async (contentId: string) => (await t.call('GET', `/public${commentsOf(contentId)}`)).body;

  it('the author edits their comment: new words, edited_at stamped, mentions resolved afresh, others see it on the next read', async () => {
    await t.server.deps.db.query('UPDATE profiles SET username = $2 WHERE user_id = $1', [other.userId, 'ploy.eats']);
    const { content_id: contentId } = await publishedContent(t, author);
    const comment = await post(reader, commentsOf(contentId), 'Where is the stall, @nobody_here?');
    const before = await listed(contentId);
    expect(before.data[0]).toMatchObject({ edited_at: null, deleted: false, mentions: [] });

    t.clock.ms += 60_000;
    const edited = await t.call('PATCH', one(comment.comment_id), {
      token: reader.idToken,
      body: { text: '  Found it, thanks @Ploy.Eats!  ' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      comment_id: comment.comment_id,
      text: 'Found it, thanks @Ploy.Eats!',
      mentions: [{ user_id: other.userId, username: 'ploy.eats' }],
      edited_at: new Date(t.clock.ms).toISOString(),
    });
    const after = await listed(contentId);
    expect(after.data[0]).toMatchObject({ text: 'Found it, thanks @Ploy.Eats!', edited_at: expect.any(String) });
    expect(after.total_count).toBe(1);
    expect(await publicCount(contentId)).toBe(1);

    // The same words again are no edit: edited_at stays.
    t.clock.ms += 60_000;
    const same = await t.call('PATCH', one(comment.comment_id), {
      token: reader.idToken,
      body: { text: 'Found it, thanks @Ploy.Eats!' },
    });
    expect(same.body.data.edited_at).toBe(edited.body.data.edited_at);
  });

  it('a reply is edited the same way, through /private/api too', async () => {
    const { content_id: contentId } = await publishedContent(t, author);
    const top = await post(author, commentsOf(contentId), 'Questions welcome.');
    const reply = await post(reader, repliesOf(top.comment_id), 'Is it open on Sunday?');
    const edited = await t.call('PATCH', `/private${one(reply.comment_id)}`, {
      token: reader.idToken,
      body: { text: 'Is it open on Sunday evening?' },
    });
    expect([edited.status, edited.body.data.parent_comment_id]).toEqual([200, top.comment_id]);
    expect((await t.call('GET', repliesOf(top.comment_id))).body.data[0].text).toBe('Is it open on Sunday evening?');
  });

  it('spec §5 / comment rules: an edit is refused like a new comment (empty, too long, control characters), nothing changes', async () => {
    const { content_id: contentId } = await publishedContent(t, author);
    const comment = await post(reader, commentsOf(contentId), 'Original words');
    const cases: [string, string][] = [
      [' \n ', 'text is empty'],
      ['ก'.repeat(2001), 'text is longer than 2000 characters'],
      ['bell\u0007', 'text contains control characters'],
    ];
    for (const [text, message] of cases) {
      const bad = await t.call('PATCH', one(comment.comment_id), { token: reader.idToken, body: { text } });
      expect([bad.status, errCode(bad), bad.body.data]).toEqual([
        422,
        ErrorCode.contentValidationFailed,
        { content_id: contentId, message },
      ]);
    }
    const extra = await t.call('PATCH', one(comment.comment_id), {
      token: reader.idToken,
      body: { text: 'x', html: '<b>' },
    });
    expect(errCode(extra)).toBe(ErrorCode.parameterNotAllowed);
    expect((await listed(contentId)).data[0]).toMatchObject({ text: 'Original words', edited_at: null });
  });

  it('only the author may edit or delete: others get 403 4030607013, anonymous callers 401, unknown ids 404', async () => {
    const { content_id: contentId } = await publishedContent(t, author);
    const comment = await post(reader, commentsOf(contentId), 'Mine, not yours');
    // Not even the content's author may change a reader's words.
    for (const user of [author, other]) {
      const edit = await t.call('PATCH', one(comment.comment_id), { token: user.idToken, body: { text: 'hijacked' } });
      expect([edit.status, errCode(edit), edit.body.data]).toEqual([
        403,
        ErrorCode.commentForbidden,
        { comment_id: comment.comment_id },
      ]);
      const remove = await t.call('DELETE', one(comment.comment_id), { token: user.idToken });
      expect([remove.status, errCode(remove)]).toEqual([403, ErrorCode.commentForbidden]);
    }
    const anonymous = await t.call('DELETE', one(comment.comment_id));
    expect([anonymous.status, errCode(anonymous)]).toEqual([401, ErrorCode.invalidToken]);
    expect((await t.call('DELETE', `/public${one(comment.comment_id)}`, { token: reader.idToken })).status).toBe(404);
    const unknown = await t.call('DELETE', one('no-such-comment'), { token: reader.idToken });
    expect([unknown.status, errCode(unknown)]).toEqual([404, ErrorCode.contentNotFound]);
    expect((await listed(contentId)).data[0].text).toBe('Mine, not yours');
    expect(await publicCount(contentId)).toBe(1);
  });

  it('a comment without replies vanishes when deleted; the one count falls at once in the public read', async () => {
    const { content_id: contentId } = await publishedContent(t, author);
    const keep = await post(other, commentsOf(contentId), 'Lovely photos');
    const gone = await post(reader, commentsOf(contentId), 'Oops, wrong page');
    expect(await publicCount(contentId)).toBe(2);

    const removed = await t.call('DELETE', one(gone.comment_id), { token: reader.idToken });
    expect([removed.status, removed.body.data]).toEqual([
      200,
      { comment_id: gone.comment_id, content_id: contentId, kept_as_placeholder: false, comment_count: 1 },
    ]);
    const list = await listed(contentId);
    expect([list.total_count, list.data.map((c: { comment_id: string }) => c.comment_id)]).toEqual([
      1,
      [keep.comment_id],
    ]);
    expect(await publicCount(contentId)).toBe(1);
    // The words are erased from the database, not only hidden.
    const [row] = await t.server.deps.db.query<{ text: string }>('SELECT text FROM comments WHERE comment_id = $1', [
      gone.comment_id,
    ]);
    expect(row.text).toBe('');
    const again = await t.call('DELETE', one(gone.comment_id), { token: reader.idToken });
    expect([again.status, errCode(again)]).toEqual([404, ErrorCode.contentNotFound]);
    expect(
      errCode(await t.call('PATCH', one(gone.comment_id), { token: reader.idToken, body: { text: 'back' } })),
    ).toBe(ErrorCode.contentNotFound);
  });

  it('a comment with replies stays as a "deleted" placeholder with its replies under it; takes no new replies; goes with its last reply', async () => {
    const { content_id: contentId } = await publishedContent(t, author);
    const top = await post(reader, commentsOf(contentId), 'Best khao soi in town?');
    const r1 = await post(other, repliesOf(top.comment_id), 'Try Khao Soi Mae Sai.');
    const r2 = await post(author, repliesOf(top.comment_id), 'Agreed!');
    expect(await publicCount(contentId)).toBe(3);

    const removed = await t.call('DELETE', one(top.comment_id), { token: reader.idToken });
    expect(removed.body.data).toMatchObject({ kept_as_placeholder: true, comment_count: 2 });
    const list = await listed(contentId);
    expect(list.total_count).toBe(1);
    expect(list.data[0]).toMatchObject({
      comment_id: top.comment_id,
      deleted: true,
      removed: false,
      text: '',
      mentions: [],
      edited_at: null,
      reply_count: 2,
    });
    const replies = (await t.call('GET', `/public${repliesOf(top.comment_id)}`)).body;
    expect(replies.data.map((c: { text: string }) => c.text)).toEqual(['Try Khao Soi Mae Sai.', 'Agreed!']);
    expect(await publicCount(contentId)).toBe(2);

    const refused = await t.call('POST', repliesOf(top.comment_id), { token: other.idToken, body: { text: 'Hello?' } });
    expect([refused.status, errCode(refused)]).toEqual([404, ErrorCode.contentNotFound]);
    const gone = await t.call('PATCH', one(top.comment_id), { token: reader.idToken, body: { text: 'Undo' } });
    expect(errCode(gone)).toBe(ErrorCode.contentNotFound);

    // Each reply leaves; with the last one the placeholder has nothing left to hold and goes too.
    expect((await t.call('DELETE', one(r1.comment_id), { token: other.idToken })).body.data).toMatchObject({
      kept_as_placeholder: false,
      comment_count: 1,
    });
    expect((await listed(contentId)).data[0]).toMatchObject({ deleted: true, reply_count: 1 });
    await t.call('DELETE', one(r2.comment_id), { token: author.idToken });
    expect(await listed(contentId)).toMatchObject({ data: [], total_count: 0 });
    expect(await publicCount(contentId)).toBe(0);
    const view = await t.call(
      'POST',
      `/api/content-platform/content-orchestration-service/v1/contents/view/${contentId}`,
      {
        body: { session_id: `own-${Date.now()}` },
      },
    );
    expect(view.body.data.comment_count).toBe(0);
  });

  it('the author may still delete a comment on a content that is no longer published, but not edit it', async () => {
    const { content_id: contentId } = await publishedContent(t, author);
    const comment = await post(reader, commentsOf(contentId), 'Before it went away');
    await t.server.deps.db.query('UPDATE contents SET deleted_at = now() WHERE content_id = $1', [contentId]);
    const edit = await t.call('PATCH', one(comment.comment_id), { token: reader.idToken, body: { text: 'Now' } });
    expect([edit.status, errCode(edit)]).toEqual([404, ErrorCode.contentNotFound]);
    expect((await t.call('DELETE', one(comment.comment_id), { token: reader.idToken })).status).toBe(200);
  });

  it('a comment a moderator removed cannot be edited (403), but its author may delete it', async () => {
    const { content_id: contentId } = await publishedContent(t, author);
    const comment = await post(reader, commentsOf(contentId), 'Something rude');
    await t.server.deps.db.query('UPDATE comments SET hidden_at = now() WHERE comment_id = $1', [comment.comment_id]);
    const edit = await t.call('PATCH', one(comment.comment_id), { token: reader.idToken, body: { text: 'Polite' } });
    expect([edit.status, errCode(edit)]).toEqual([403, ErrorCode.commentForbidden]);
    expect((await t.call('DELETE', one(comment.comment_id), { token: reader.idToken })).body.data).toMatchObject({
      kept_as_placeholder: false,
      comment_count: 0,
    });
  });

  it('OpenAPI documents PATCH and DELETE comments/{commentId} with their codes, signed in only', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    const path = doc.paths['/api/content-platform/comment-service/v1/comments/{commentId}'];
    expect(Object.keys(path).sort()).toEqual(['delete', 'patch']);
    expect(JSON.stringify(path.delete)).toContain(String(ErrorCode.commentForbidden));
    expect(doc.paths['/public/api/content-platform/comment-service/v1/comments/{commentId}']).toBeUndefined();
  });
});
