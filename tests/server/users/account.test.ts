import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MAX_AGE_MS } from '../../../src/domain/auth/recent-sign-in';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { signIn } from '../helpers/emulator-users';
import { QUERY, publishedContent } from '../helpers/content-fixtures';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const O = '/api/user-orchestration-service';
const DATA = '/api/user-profile-query-service/v1/me/data';
const ACCOUNT = `${O}/v1/account`;
const COMMENTS = '/api/content-platform/comment-service/v1';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A person's control over their account (PDPA's rights of access and erasure; app stores require deletion of
 * apps with sign-up): everything held about them as one JSON download, and deleting the account after proving
 * again who they are, after which nothing of it is readable.
 */
describe.each(DATABASES)('my data and my account on %s', (kind) => {
  let t: TestServer;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(kind);
    other = await signedInUser(t);
  }, 120_000);
  afterAll(async () => t?.close());

  /** A user with a bit of everything: named, an avatar, an interest, a LINE link, a published content, comments, a vote, a report. */
  async function busyUser() {
    const user = await signedInUser(t);
    const username = `own${Date.now().toString(36)}`;
    expect(
      (await t.call('PATCH', `${O}/v1/profiles`, { token: user.idToken, body: { username, display_name: username } }))
        .status,
    ).toBe(200);
    await t.call('POST', `${O}/v1/profiles/terms-of-use`, { token: user.idToken });
    const signed = (await t.call('POST', `${O}/v1/profiles/upload-avatar`, { token: user.idToken })).body.data;
    for (const url of [signed.presigned_avatar_url, signed.presigned_avatar_thumbnail_url])
      await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(PNG) });
    const avatar = (
      await t.call('PATCH', `${O}/v1/profiles`, {
        token: user.idToken,
        body: { avatar_image_hash: signed.avatar_image_hash },
      })
    ).body.data.avatar_image as string;
    const db = t.server.deps.db;
    await db.query("INSERT INTO user_interests (user_id, category_id, created_at) VALUES ($1, 'food', now())", [
      user.userId,
    ]);
    await db.query('INSERT INTO line_links (line_user_id, user_id, linked_at) VALUES ($1, $2, now())', [
      `U${user.userId.replace(/-/g, '')}`,
      user.userId,
    ]);
    const content = await publishedContent(t, user, { title: 'My Chiang Mai weekend' });
    const coverId = content.cover.image_id as string;
    await t.server.deps.storage.put(`media/${coverId}`, PNG, 'image/png');
    // A thread on someone else's content: the user's comment with another's reply, and a lone comment.
    const elsewhere = await publishedContent(t, other, { title: 'Someone else’s trip' });
    const thread = (
      await t.call('POST', `${COMMENTS}/contents/${elsewhere.content_id}/comments`, {
        token: user.idToken,
        body: { text: 'Which bus did you take?' },
      })
    ).body.data;
    await t.call('POST', `${COMMENTS}/comments/${thread.comment_id}/replies`, {
      token: other.idToken,
      body: { text: 'The green songthaew.' },
    });
    await t.call('POST', `${COMMENTS}/contents/${elsewhere.content_id}/comments`, {
      token: user.idToken,
      body: { text: 'Great photos!' },
    });
    // Others talk under the user's own content.
    await t.call('POST', `${COMMENTS}/contents/${content.content_id}/comments`, {
      token: other.idToken,
      body: { text: 'Lovely!' },
    });
    await db.query(
      `INSERT INTO polls (poll_id, question_en, standalone, created_by, created_at, updated_at)
       VALUES ($1, 'Beach or mountain?', true, $2, now(), now())`,
      [`poll-${user.userId}`, other.userId],
    );
    await db.query(`INSERT INTO poll_options (poll_id, option_id, position, text_en) VALUES ($1, 'a', 0, 'Beach')`, [
      `poll-${user.userId}`,
    ]);
    await db.query(`INSERT INTO poll_votes (poll_id, user_id, option_id, voted_at) VALUES ($1, $2, 'a', now())`, [
      `poll-${user.userId}`,
      user.userId,
    ]);
    const report = await t.call('POST', `${O}/v2/report/abuse`, {
      token: user.idToken,
      body: { target_type: 'content', target_id: elsewhere.content_id, reason: 'spam', message: 'Looks like an ad' },
    });
    expect(report.status).toBe(200);
    // What the user keeps: a public list of theirs holding someone else's content.
    const SAVED = '/api/content-platform/saved-service/v1';
    const list = await t.call('POST', `${SAVED}/lists`, { token: user.idToken, body: { name: 'Keep' } });
    await t.call('PATCH', `${SAVED}/lists/${list.body.data.list_id}`, {
      token: user.idToken,
      body: { is_public: true },
    });
    const kept = await t.call('PUT', `${SAVED}/saved/content/${elsewhere.content_id}`, {
      token: user.idToken,
      body: { list_id: list.body.data.list_id },
    });
    expect(kept.body.data.saved).toBe(true);
    return {
      user,
      username,
      avatar,
      content,
      coverId,
      elsewhere,
      thread,
      savedListId: list.body.data.list_id as string,
    };
  }

  it('the download holds everything the product keeps about the caller, and nobody else’s', async () => {
    const { user, username, avatar, content, coverId, thread } = await busyUser();
    const answer = await t.call('GET', DATA, { token: user.idToken });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.account).toMatchObject({ user_id: user.userId, email: user.email, sign_in_methods: ['password'] });
    expect(data.profile).toMatchObject({ username, display_name: username, avatar_image: avatar });
    expect(data.consents.terms_of_use_accepted_at).toEqual(expect.any(String));
    expect(data.interests).toEqual(['food']);
    expect(data.line_link).toMatchObject({ line_user_id: expect.stringMatching(/^U/) });
    expect(data.contents).toHaveLength(1);
    expect(data.contents[0]).toMatchObject({ content_id: content.content_id, status: 'published' });
    expect(data.contents[0].versions[0].document).toMatchObject({ title: 'My Chiang Mai weekend' });
    expect(data.comments.map((c: { text: string }) => c.text)).toEqual(['Which bus did you take?', 'Great photos!']);
    expect(data.comments[0].comment_id).toBe(thread.comment_id);
    expect(data.poll_votes).toEqual([expect.objectContaining({ option_id: 'a' })]);
    expect(data.reports).toEqual([expect.objectContaining({ reason: 'spam', message: 'Looks like an ad' })]);
    expect(data.saved_lists.map((l: { name: string }) => l.name).sort()).toEqual(['', 'Keep']);
    expect(data.saved_items).toEqual([expect.objectContaining({ kind: 'content' })]);
    expect(data.uploads.map((u: { url: string }) => new URL(u.url).pathname)).toContain(avatar);
    expect(data.images.map((i: { image_id: string }) => i.image_id)).toContain(coverId);
    expect(data.sign_ins.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('The green songthaew.');

    const anonymous = await t.call('GET', DATA);
    expect([anonymous.status, errCode(anonymous)]).toEqual([401, ErrorCode.invalidToken]);
  });

  it('deleting needs a recent sign-in: an older one is 403 4030101012 and nothing changes', async () => {
    const user = await signedInUser(t);
    t.clock.ms = Date.now() + RECENT_SIGN_IN_MAX_AGE_MS + 60_000;
    try {
      const refused = await t.call('DELETE', ACCOUNT, { token: user.idToken });
      expect([refused.status, errCode(refused)]).toEqual([403, ErrorCode.recentSignInRequired]);
    } finally {
      t.clock.ms = Date.now();
    }
    expect((await t.call('GET', '/api/user-profile-query-service/v1/me', { token: user.idToken })).status).toBe(200);
    const anonymous = await t.call('DELETE', ACCOUNT);
    expect([anonymous.status, errCode(anonymous)]).toEqual([401, ErrorCode.invalidToken]);
  });

  it('after deleting, nothing of the account is readable, threads others replied to stay as "deleted", and it cannot sign in', async () => {
    const { user, username, avatar, content, coverId, elsewhere, thread, savedListId } = await busyUser();
    const otherCountBefore = (await t.call('GET', `${QUERY}/contents/${elsewhere.content_id}`)).body.data.comment_count;
    expect(otherCountBefore).toBe(3);
    // Re-authentication: a fresh password sign-in moves auth_time.
    const token = await signIn(user.email, user.password);
    const deleted = await t.call('DELETE', ACCOUNT, { token });
    expect([deleted.status, deleted.body.data.user_id]).toEqual([200, user.userId]);

    // Profile, contents and avatar: 404.
    for (const id of [user.userId, username]) {
      const profile = await t.call('GET', `/public/api/user-profile-query-service/v1/profiles/${id}`);
      expect([profile.status, errCode(profile)]).toEqual([404, ErrorCode.userNotFound]);
    }
    const read = await t.call('GET', `${QUERY}/contents/${content.content_id}`);
    expect([read.status, errCode(read)]).toEqual([404, ErrorCode.contentNotFound]);
    expect((await fetch(`${t.url}${avatar}`)).status).toBe(404);
    expect(await t.server.deps.storage.exists(`media/${coverId}`)).toBe(false);

    // Their thread stays as a placeholder by a deleted user with the reply under it; the lone comment is gone.
    const listed = (await t.call('GET', `${COMMENTS}/contents/${elsewhere.content_id}/comments`)).body;
    expect(listed.total_count).toBe(1);
    expect(listed.data[0]).toMatchObject({
      comment_id: thread.comment_id,
      deleted: true,
      text: '',
      author: { user_id: user.userId, username: null, display_name: null, avatar_image: null },
    });
    const replies = (await t.call('GET', `${COMMENTS}/comments/${thread.comment_id}/replies`)).body.data;
    expect(replies.map((r: { text: string }) => r.text)).toEqual(['The green songthaew.']);
    expect((await t.call('GET', `${QUERY}/contents/${elsewhere.content_id}`)).body.data.comment_count).toBe(1);

    // The token is dead and the identity-provider account gone.
    const again = await t.call('GET', DATA, { token });
    expect(again.status).toBe(401);
    await expect(signIn(user.email, user.password)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);

    // In the database: a tombstone without email or uid, and no row of the person left.
    const db = t.server.deps.db;
    const [tomb] = await db.query<{ firebase_uid: string; email: string | null; deleted_at: Date | null }>(
      'SELECT firebase_uid, email, deleted_at FROM users WHERE user_id = $1',
      [user.userId],
    );
    expect(tomb).toMatchObject({ firebase_uid: `deleted:${user.userId}`, email: null, deleted_at: expect.any(Date) });
    for (const [table, column] of [
      ['profiles', 'user_id'],
      ['contents', 'author_user_id'],
      ['media_images', 'owner_user_id'],
      ['uploads', 'owner_user_id'],
      ['user_interests', 'user_id'],
      ['line_links', 'user_id'],
      ['poll_votes', 'user_id'],
      ['abuse_reports', 'reporter_user_id'],
      ['auth_events', 'user_id'],
      ['saved_lists', 'user_id'],
      ['saved_items', 'user_id'],
    ]) {
      const rows = await db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [user.userId]);
      expect([table, rows.length]).toEqual([table, 0]);
    }
    // Their public list is gone with them.
    const list = await t.call('GET', `/public/api/content-platform/saved-service/v1/public-lists/${savedListId}`);
    expect([list.status, errCode(list)]).toEqual([404, ErrorCode.contentNotFound]);
    const words = await db.query<{ text: string }>('SELECT text FROM comments WHERE author_user_id = $1', [
      user.userId,
    ]);
    expect(words.map((row) => row.text)).toEqual(['', '']);
    // Others' comments on the deleted content went with it.
    expect(await db.query('SELECT 1 FROM comments WHERE content_id = $1', [content.content_id])).toEqual([]);

    // A second call finds no account.
    expect((await t.call('DELETE', ACCOUNT, { token })).status).toBe(401);
  });

  it('OpenAPI documents the download and the deletion with their codes', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    expect(doc.paths[`/api/user-profile-query-service/v1/me/data`].get).toBeDefined();
    expect(JSON.stringify(doc.paths[`${ACCOUNT}`].delete)).toContain(String(ErrorCode.recentSignInRequired));
  });
});
