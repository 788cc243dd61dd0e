import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import {
  FAN_OUT_CHUNK,
  NOTIFICATIONS_QUEUE,
  notificationJobHandler,
  type NotificationJob,
} from '../../../server/notifications/notifications.jobs';
import { notificationsRepository } from '../../../server/notifications/notifications.repository';
import { signIn } from '../helpers/emulator-users';
import { publishedContent } from '../helpers/content-fixtures';
import { countQueries } from '../helpers/query-count';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const NOTIFY = '/api/content-platform/notification-service/v1';
const FOLLOW = '/api/content-platform/follow-service/v1';
const COMMENTS = '/api/content-platform/comment-service/v1';
const PROFILES = '/api/user-orchestration-service/v1/profiles';

interface NotificationBody {
  notification_id: string;
  kind: string;
  actor: { user_id: string; username: string | null; display_name: string | null };
  target: { content_id: string | null; title: string | null; comment_id: string | null };
  read: boolean;
}

/**
 * In-app notifications (ours): a follow, a first publication, a comment and a reply each tell their recipient once,
 * through the durable job queue (a job sent in the business write's transaction, notifications written by its
 * handler, keyed so a redelivery makes no second row); never the actor themself. The list is keyset paged, the
 * unread count is one count, marking read touches only the caller's own, and the account erasure takes them.
 */
describe.each(DATABASES)('in-app notifications on %s', (kind) => {
  let t: TestServer;
  let creator: SignedInUser & { username: string };
  let reader: SignedInUser & { username: string };
  let other: SignedInUser & { username: string };
  const db = () => t.server.deps.db;
  const settle = () => t.server.modules.notifications.idle();
  const as = (user: SignedInUser) => ({
    list: (query = '') => t.call('GET', `${NOTIFY}/notifications${query}`, { token: user.idToken }),
    unread: async () =>
      (await t.call('GET', `${NOTIFY}/notifications/unread-count`, { token: user.idToken })).body.data
        .unread_count as number,
    markRead: (id: string) => t.call('POST', `${NOTIFY}/notifications/${id}/read`, { token: user.idToken }),
    markAllRead: () => t.call('POST', `${NOTIFY}/notifications/read-all`, { token: user.idToken }),
    follow: (creatorId: string) => t.call('PUT', `${FOLLOW}/follows/${creatorId}`, { token: user.idToken }),
    comment: (contentId: string, text: string) =>
      t.call('POST', `${COMMENTS}/contents/${contentId}/comments`, { token: user.idToken, body: { text } }),
    reply: (commentId: string, text: string) =>
      t.call('POST', `${COMMENTS}/comments/${commentId}/replies`, { token: user.idToken, body: { text } }),
  });
  const items = async (user: SignedInUser, query = '') => (await as(user).list(query)).body.data as NotificationBody[];
  const rowsOf = async (userId: string) =>
    db().query<{ kind: string; actor_user_id: string }>(
      'SELECT kind, actor_user_id FROM notifications WHERE recipient_user_id = $1 ORDER BY created_at',
      [userId],
    );

  async function named(prefix: string): Promise<SignedInUser & { username: string }> {
    const user = await signedInUser(t);
    const username = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
    const patched = await t.call('PATCH', PROFILES, {
      token: user.idToken,
      body: { username, display_name: username },
    });
    expect(patched.status).toBe(200);
    return { ...user, username };
  }

  beforeAll(async () => {
    t = await startTestServer(kind);
    [creator, reader, other] = [await named('creator'), await named('reader'), await named('other')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new follower tells the creator once, with the follower as actor; following again tells nobody', async () => {
    expect((await as(reader).follow(creator.userId)).status).toBe(200);
    expect((await as(reader).follow(creator.userId)).status).toBe(200);
    await settle();
    const mine = await items(creator);
    expect(mine.map((n) => [n.kind, n.actor.user_id, n.actor.username, n.read])).toEqual([
      ['new_follower', reader.userId, reader.username, false],
    ]);
    expect(await rowsOf(reader.userId)).toEqual([]);
    expect(await as(creator).unread()).toBe(1);
  });

  it('a first publication tells each follower once, never the author; the target carries the title', async () => {
    const content = await publishedContent(t, creator, { title: 'Night market in Chiang Mai' });
    await settle();
    const mine = await items(reader);
    expect(mine.map((n) => [n.kind, n.actor.user_id, n.target.content_id, n.target.title])).toEqual([
      ['new_content', creator.userId, content.content_id, 'Night market in Chiang Mai'],
    ]);
    expect((await rowsOf(creator.userId)).map((r) => r.kind)).toEqual(['new_follower']);
    expect(await rowsOf(other.userId)).toEqual([]);
  });

  it('a comment tells the content author, a reply the comment author; never the one who wrote it', async () => {
    const content = await publishedContent(t, creator, { title: 'Temples at dawn' });
    await settle();
    const before = (await rowsOf(creator.userId)).length;
    const comment = await as(other).comment(content.content_id, 'Lovely light');
    expect(comment.status).toBe(200);
    // The author answering in their own thread tells the commenter (reply), not themself (comment).
    const reply = await as(creator).reply(comment.body.data.comment_id, 'Thank you!');
    expect(reply.status).toBe(200);
    // Commenting on one's own content, and replying to one's own comment, tell nobody.
    expect((await as(creator).comment(content.content_id, 'More photos soon')).status).toBe(200);
    expect((await as(other).reply(comment.body.data.comment_id, 'Also: go early')).status).toBe(200);
    await settle();

    const toCreator = (await items(creator)).filter((n) => n.kind === 'comment');
    expect(toCreator.map((n) => [n.actor.user_id, n.target.content_id, n.target.comment_id])).toEqual([
      [other.userId, content.content_id, comment.body.data.comment_id],
    ]);
    expect((await rowsOf(creator.userId)).length).toBe(before + 1);
    const toOther = await items(other);
    expect(toOther.map((n) => [n.kind, n.actor.user_id, n.target.comment_id])).toEqual([
      ['reply', creator.userId, reply.body.data.comment_id],
    ]);
  });

  it('a job delivered again makes no second notification', async () => {
    const handler = notificationJobHandler(db(), notificationsRepository);
    const [follow] = await db().query<{ created_at: Date }>(
      'SELECT created_at FROM follows WHERE follower_user_id = $1 AND creator_user_id = $2',
      [reader.userId, creator.userId],
    );
    const job: NotificationJob = {
      kind: 'new_follower',
      followerUserId: reader.userId,
      creatorUserId: creator.userId,
      at: follow.created_at.toISOString(),
    };
    const before = await rowsOf(creator.userId);
    await handler([{ id: 'again-1', name: NOTIFICATIONS_QUEUE, data: job }]);
    // Through the queue too: a second job (no singleton key) for the same event.
    await t.server.deps.jobs.send(NOTIFICATIONS_QUEUE, job);
    await settle();
    expect(await rowsOf(creator.userId)).toEqual(before);
  });

  it('a publication fans out to 1,200 followers in chunks of INSERT … SELECT, once each even when run again', async () => {
    const popular = await named('popular');
    const count = 1200;
    const ids = Array.from({ length: count }, (_, i) => `fan-${kind}-${i}`);
    await db().query(
      `INSERT INTO users (user_id, firebase_uid, email, created_at)
       SELECT id, 'uid-' || id, NULL, now() FROM unnest($1::text[]) AS id`,
      [ids],
    );
    await db().query(
      `INSERT INTO follows (follower_user_id, creator_user_id, created_at)
       SELECT id, $2, now() - (ord || ' seconds')::interval FROM unnest($1::text[]) WITH ORDINALITY AS x(id, ord)`,
      [ids, popular.userId],
    );
    expect((await as(reader).follow(popular.userId)).status).toBe(200);
    const content = await publishedContent(t, popular, { title: 'Island hopping' });
    await settle();
    const [told] = await db().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notifications WHERE kind = 'new_content' AND content_id = $1",
      [content.content_id],
    );
    expect(told.n).toBe(count + 1);
    expect((await items(reader)).some((n) => n.target.content_id === content.content_id)).toBe(true);

    // Run again (a redelivery, or a resume after a crash): the same few statements, no new row.
    const handler = notificationJobHandler(db(), notificationsRepository);
    const job: NotificationJob = {
      kind: 'new_content',
      contentId: content.content_id,
      authorUserId: popular.userId,
      at: new Date().toISOString(),
    };
    const { queries } = await countQueries(db(), () =>
      handler([{ id: 'again-2', name: NOTIFICATIONS_QUEUE, data: job }]),
    );
    const inserts = queries.filter((q) => q.includes('INSERT INTO notifications'));
    // One per chunk of followers, and the one telling the author of a campaign entry (none here).
    expect(inserts.length).toBe(Math.ceil((count + 1) / FAN_OUT_CHUNK) + 1);
    expect(queries.length).toBeLessThanOrEqual(inserts.length + 1);
    const [again] = await db().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notifications WHERE kind = 'new_content' AND content_id = $1",
      [content.content_id],
    );
    expect(again.n).toBe(count + 1);
  });

  it('the list is newest first, paged by key; a bad cursor or limit is 422', async () => {
    const all = await items(reader, '?limit=50');
    expect(all.length).toBeGreaterThanOrEqual(2);
    const first = await as(reader).list('?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.data.map((n: NotificationBody) => n.notification_id)).toEqual([all[0].notification_id]);
    expect(first.body.total_count).toBe(all.length);
    const next = await as(reader).list(`?limit=1&cursor=${first.body.paging.next_cursor}`);
    expect(next.body.data.map((n: NotificationBody) => n.notification_id)).toEqual([all[1].notification_id]);

    const bad = await as(reader).list('?cursor=bm90LWEtY3Vyc29y');
    expect([bad.status, errCode(bad)]).toEqual([422, ErrorCode.contentValidationFailed]);
    const followingCursor = (await t.call('GET', `${FOLLOW}/following?limit=1`, { token: reader.idToken })).body.paging
      .next_cursor as string | null;
    if (followingCursor) {
      const foreign = await as(reader).list(`?cursor=${followingCursor}`);
      expect(foreign.status).toBe(422);
    }
    expect((await as(reader).list('?limit=0')).status).toBe(422);
    expect((await as(reader).list('?limit=51')).status).toBe(422);
    expect((await t.call('GET', `${NOTIFY}/notifications`)).status).toBe(401);
  });

  it("marks one and all read; another user's notification is 404 and stays unread", async () => {
    const [newest] = await items(reader);
    const unread = await as(reader).unread();
    expect(unread).toBeGreaterThanOrEqual(2);

    const refused = await as(other).markRead(newest.notification_id);
    expect([refused.status, errCode(refused)]).toEqual([404, ErrorCode.notificationNotFound]);
    const unknown = await as(reader).markRead('no-such-notification');
    expect([unknown.status, errCode(unknown)]).toEqual([404, ErrorCode.notificationNotFound]);
    expect(await as(reader).unread()).toBe(unread);

    const one = await as(reader).markRead(newest.notification_id);
    expect([one.status, one.body.data]).toEqual([
      200,
      { notification_id: newest.notification_id, unread_count: unread - 1 },
    ]);
    expect((await as(reader).markRead(newest.notification_id)).body.data.unread_count).toBe(unread - 1);
    expect((await items(reader))[0].read).toBe(true);

    const all = await as(reader).markAllRead();
    expect([all.status, all.body.data]).toEqual([200, { marked: unread - 1, unread_count: 0 }]);
    expect((await items(reader, '?limit=50')).every((n) => n.read)).toBe(true);
    // Someone else's stay as they were.
    expect(await as(creator).unread()).toBeGreaterThan(0);
  });

  it('the data download lists the notifications I received, with whether each was read', async () => {
    const data = await t.call('GET', '/api/user-profile-query-service/v1/me/data', { token: creator.idToken });
    expect(data.status).toBe(200);
    const mine = await rowsOf(creator.userId);
    const held = data.body.data.notifications as { kind: string; actor_user_id: string; read_at: string | null }[];
    const pairs = (rows: { kind: string; actor_user_id: string }[]) =>
      rows.map((row) => `${row.kind} ${row.actor_user_id}`).sort();
    expect(pairs(held)).toEqual(pairs(mine));
    expect(held.length).toBeGreaterThan(0);
    expect(Object.keys(held[0]).sort()).toEqual([
      'actor_user_id',
      'campaign_id',
      'comment_id',
      'content_id',
      'created_at',
      'in_app',
      'kind',
      'location_id',
      'notification_id',
      'read_at',
      'reason',
    ]);
  });

  it('a deleted account takes the notifications it received and those it caused', async () => {
    const leaving = await named('leaving');
    expect((await as(leaving).follow(creator.userId)).status).toBe(200);
    expect((await as(creator).follow(leaving.userId)).status).toBe(200);
    await settle();
    expect((await rowsOf(leaving.userId)).length).toBe(1);
    expect((await rowsOf(creator.userId)).some((r) => r.actor_user_id === leaving.userId)).toBe(true);

    const token = await signIn(leaving.email, leaving.password);
    expect((await t.call('DELETE', '/api/user-orchestration-service/v1/account', { token })).status).toBe(200);
    const left = await db().query('SELECT 1 FROM notifications WHERE recipient_user_id = $1 OR actor_user_id = $1', [
      leaving.userId,
    ]);
    expect(left).toEqual([]);
  });

  it('OpenAPI documents the notification calls with their codes', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    expect(doc.paths[`${NOTIFY}/notifications`].get).toBeDefined();
    expect(doc.paths[`${NOTIFY}/notifications/unread-count`].get).toBeDefined();
    expect(doc.paths[`${NOTIFY}/notifications/read-all`].post).toBeDefined();
    expect(JSON.stringify(doc.paths[`${NOTIFY}/notifications/{notificationId}/read`].post)).toContain(
      String(ErrorCode.notificationNotFound),
    );
  });
});
