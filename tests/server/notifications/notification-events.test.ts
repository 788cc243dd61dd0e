import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, fillPath, REPORT_ABUSE_PATH } from '../../../src/contract/wallet.paths';
import {
  NOTIFICATIONS_QUEUE,
  notificationJobHandler,
  type NotificationJob,
} from '../../../server/notifications/notifications.jobs';
import { notificationsRepository } from '../../../server/notifications/notifications.repository';
import { publishedContent } from '../helpers/content-fixtures';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const NOTIFY = '/api/content-platform/notification-service/v1';
const COMMENTS = '/api/content-platform/comment-service/v1';
const PROFILES = '/api/user-orchestration-service/v1/profiles';
const PENDING = '/api/content-platform/location-service/v1/locations/pending';
const ISSUES = '/api/user-orchestration-service/v2/report/issues';
const api = (path: string, params: Record<string, string> = {}) => `/api${fillPath(path, params)}`;

interface NotificationBody {
  notification_id: string;
  kind: string;
  actor: { user_id: string; username: string | null; display_name: string | null } | null;
  target: {
    content_id: string | null;
    title: string | null;
    comment_id: string | null;
    location_id: string | null;
    place_name: string | null;
    reason: string | null;
  };
  read: boolean;
}

type Named = SignedInUser & { username: string };

/**
 * In-app notifications of mentions and of moderators' decisions (ours): a comment or reply naming @someone tells
 * them (never its author, never twice to one who hears of it as comment or reply), a decision on a proposed place
 * tells its proposer, a report marked done tells whoever filed it, once however often it is re-opened. Decisions
 * carry no actor: moderators stay anonymous. Each through the job queue, keyed so a job run again adds nothing.
 */
describe.each(DATABASES)('notifications of mentions and moderation on %s', (kind) => {
  let t: TestServer;
  let creator: Named;
  let reader: Named;
  let other: Named;
  let moderator: Named;
  const db = () => t.server.deps.db;
  const settle = () => t.server.modules.notifications.idle();
  const items = async (user: SignedInUser) => {
    const listed = await t.call('GET', `${NOTIFY}/notifications?limit=50`, { token: user.idToken });
    expect(listed.status).toBe(200);
    return listed.body.data as NotificationBody[];
  };
  const ofKind = async (user: SignedInUser, ...kinds: string[]) =>
    (await items(user)).filter((n) => kinds.includes(n.kind));
  const count = async (userId: string, kinds: string[]) => {
    const [row] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE recipient_user_id = $1 AND kind = ANY($2::text[])',
      [userId, kinds],
    );
    return row.n;
  };
  const comment = (user: SignedInUser, contentId: string, text: string) =>
    t.call('POST', `${COMMENTS}/contents/${contentId}/comments`, { token: user.idToken, body: { text } });
  const reply = (user: SignedInUser, commentId: string, text: string) =>
    t.call('POST', `${COMMENTS}/comments/${commentId}/replies`, { token: user.idToken, body: { text } });
  const propose = async (user: SignedInUser, name: string) => {
    const proposed = await t.call('POST', PENDING, {
      token: user.idToken,
      body: { name_en: name, name_th: `${name} (th)`, lat: 13.7, lng: 100.5, address: 'Bangkok' },
    });
    expect(proposed.status).toBe(200);
    return proposed.body.data.location_id as string;
  };
  const decide = (locationId: string, body: { decision: 'approve' | 'refuse'; reason?: string }) =>
    t.call('POST', api(ADMIN_PATHS.placeDecision, { locationId }), { token: moderator.idToken, body });
  const report = async (user: SignedInUser, targetType: 'content' | 'comment', targetId: string) => {
    const reported = await t.call('POST', `/api${REPORT_ABUSE_PATH}`, {
      token: user.idToken,
      body: { target_type: targetType, target_id: targetId, reason: 'spam', message: '' },
    });
    expect(reported.status).toBe(200);
    return reported.body.data.report_id as string;
  };
  const mark = async (itemKind: 'report' | 'issue', itemId: string, status: 'open' | 'done') => {
    const marked = await t.call('POST', api(ADMIN_PATHS.queueItem, { kind: itemKind, itemId }), {
      token: moderator.idToken,
      body: { status },
    });
    expect([marked.status, marked.body.data?.status]).toEqual([200, status]);
  };

  async function named(prefix: string): Promise<Named> {
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
    [creator, reader, other, moderator] = [
      await named('creator'),
      await named('reader'),
      await named('other'),
      await named('moderator'),
    ];
    await t.server.modules.moderation.roles.grantModerator(db(), moderator.userId);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a comment naming @users tells each of them, never its author, and the content author only as comment', async () => {
    const content = await publishedContent(t, creator, { title: 'Floating market' });
    const posted = await comment(
      other,
      content.content_id,
      `Go early @${reader.username} and @${creator.username}, says @${other.username}`,
    );
    expect(posted.status).toBe(200);
    await settle();

    expect(
      (await ofKind(reader, 'mention')).map((n) => [n.actor?.user_id, n.actor?.username, n.target, n.read]),
    ).toEqual([
      [
        other.userId,
        other.username,
        {
          content_id: content.content_id,
          title: 'Floating market',
          comment_id: posted.body.data.comment_id,
          location_id: null,
          place_name: null,
          reason: null,
          campaign_id: null,
        },
        false,
      ],
    ]);
    // The content's author hears of it once, as a comment; the one who wrote it not at all.
    expect((await ofKind(creator, 'comment', 'mention')).map((n) => [n.kind, n.target.comment_id])).toEqual([
      ['comment', posted.body.data.comment_id],
    ]);
    expect(await count(other.userId, ['mention', 'comment'])).toBe(0);
  });

  it('a reply naming @users tells them, the replied-to author only as reply, the content author as mention', async () => {
    const content = await publishedContent(t, creator, { title: 'Hill tribes' });
    const first = await comment(other, content.content_id, 'Which village?');
    expect(first.status).toBe(200);
    const answer = await reply(
      reader,
      first.body.data.comment_id,
      `@${other.username} ask @${creator.username}; I am @${reader.username}`,
    );
    expect(answer.status).toBe(200);
    await settle();

    const commentId = answer.body.data.comment_id as string;
    expect((await ofKind(other, 'reply', 'mention')).map((n) => [n.kind, n.target.comment_id])).toEqual([
      ['reply', commentId],
    ]);
    // A reply tells its content's author nothing as comment: a mention of them is told.
    expect(
      (await ofKind(creator, 'mention')).filter((n) => n.target.comment_id === commentId).map((n) => n.actor?.user_id),
    ).toEqual([reader.userId]);
    expect((await ofKind(reader, 'mention')).some((n) => n.target.comment_id === commentId)).toBe(false);
  });

  it('a comment or reply job delivered again tells nobody twice', async () => {
    const content = await publishedContent(t, creator, { title: 'Rice fields' });
    const posted = await comment(other, content.content_id, `Look @${reader.username}`);
    expect(posted.status).toBe(200);
    const commentId = posted.body.data.comment_id as string;
    const answer = await reply(creator, commentId, `Thanks @${reader.username}`);
    await settle();
    const before = await count(reader.userId, ['mention']);
    const creatorBefore = await count(creator.userId, ['comment', 'mention']);

    const handler = notificationJobHandler(db(), notificationsRepository);
    const jobs: NotificationJob[] = [
      { kind: 'comment', commentId },
      { kind: 'reply', commentId: answer.body.data.comment_id, repliedToCommentId: commentId },
    ];
    await handler(jobs.map((data, i) => ({ id: `again-${i}`, name: NOTIFICATIONS_QUEUE, data })));
    for (const job of jobs) await t.server.deps.jobs.send(NOTIFICATIONS_QUEUE, job);
    await settle();
    expect(await count(reader.userId, ['mention'])).toBe(before);
    expect(await count(creator.userId, ['comment', 'mention'])).toBe(creatorBefore);
  });

  it('a decision on a proposed place tells its proposer, with no actor on the wire, a refusal with its reason', async () => {
    const suffix = Date.now().toString(36);
    const good = await propose(reader, `Quiet garden ${suffix}`);
    const bad = await propose(reader, `Fake shop ${suffix}`);
    expect((await decide(good, { decision: 'approve', reason: 'looks real' })).status).toBe(200);
    expect((await decide(bad, { decision: 'refuse', reason: '  Not a real place  ' })).status).toBe(200);
    await settle();

    const listed = await t.call('GET', `${NOTIFY}/notifications?limit=50`, { token: reader.idToken });
    // The test clock stands still: both have one time, so they are compared by kind.
    const decisions = (listed.body.data as NotificationBody[])
      .filter((n) => n.kind.startsWith('place_'))
      .sort((a, b) => b.kind.localeCompare(a.kind));
    expect(decisions.map((n) => [n.kind, n.actor, n.target])).toEqual([
      [
        'place_refused',
        null,
        {
          content_id: null,
          title: null,
          comment_id: null,
          location_id: bad,
          place_name: `Fake shop ${suffix}`,
          reason: 'Not a real place',
          campaign_id: null,
        },
      ],
      [
        'place_approved',
        null,
        {
          content_id: null,
          title: null,
          comment_id: null,
          location_id: good,
          place_name: `Quiet garden ${suffix}`,
          reason: null,
          campaign_id: null,
        },
      ],
    ]);
    // The moderator is named nowhere: not on the wire, not in the rows.
    expect(JSON.stringify(listed.body)).not.toContain(moderator.userId);
    const rows = await db().query<{ actor_user_id: string | null }>(
      "SELECT actor_user_id FROM notifications WHERE kind IN ('place_approved', 'place_refused') AND location_id = ANY($1::text[])",
      [[good, bad]],
    );
    expect(rows).toEqual([{ actor_user_id: null }, { actor_user_id: null }]);

    // Run again: nothing new.
    const handler = notificationJobHandler(db(), notificationsRepository);
    await handler([
      {
        id: 'again-place',
        name: NOTIFICATIONS_QUEUE,
        data: {
          kind: 'place_reviewed',
          locationId: bad,
          status: 'refused',
          reason: 'Not a real place',
          reviewerUserId: moderator.userId,
          at: new Date().toISOString(),
        },
      },
    ]);
    expect(await count(reader.userId, ['place_approved', 'place_refused'])).toBe(2);
  });

  it('a moderator deciding on their own proposal is not told of it; a repeated decision (422) tells nobody', async () => {
    const own = await propose(moderator, `Own idea ${Date.now().toString(36)}`);
    expect((await decide(own, { decision: 'approve' })).status).toBe(200);
    expect((await decide(own, { decision: 'refuse', reason: 'changed my mind' })).status).toBe(422);
    await settle();
    expect(await count(moderator.userId, ['place_approved', 'place_refused'])).toBe(0);
  });

  it('a report marked done tells its reporter once, with the reported target; re-opening and closing tells nobody again', async () => {
    const content = await publishedContent(t, creator, { title: 'Street food' });
    const posted = await comment(other, content.content_id, 'Buy my tours');
    const commentId = posted.body.data.comment_id as string;
    const ofContent = await report(reader, 'content', content.content_id);
    const ofComment = await report(creator, 'comment', commentId);
    await mark('report', ofContent, 'done');
    await mark('report', ofComment, 'done');
    await settle();

    expect((await ofKind(reader, 'report_handled')).map((n) => [n.actor, n.target])).toEqual([
      [
        null,
        {
          content_id: content.content_id,
          title: 'Street food',
          comment_id: null,
          location_id: null,
          place_name: null,
          reason: null,
          campaign_id: null,
        },
      ],
    ]);
    expect((await ofKind(creator, 'report_handled')).map((n) => [n.actor, n.target])).toEqual([
      [
        null,
        {
          content_id: content.content_id,
          title: 'Street food',
          comment_id: commentId,
          location_id: null,
          place_name: null,
          reason: null,
          campaign_id: null,
        },
      ],
    ]);
    // The reported comment's author and the moderator hear nothing.
    expect(await count(other.userId, ['report_handled'])).toBe(0);
    expect(await count(moderator.userId, ['report_handled'])).toBe(0);

    // Later (so the marking sends a job of its own): the reporter was told already.
    t.clock.ms += 60_000;
    await mark('report', ofContent, 'open');
    await mark('report', ofContent, 'done');
    await settle();
    expect(await count(reader.userId, ['report_handled'])).toBe(1);
  });

  it('a report re-opened before its job ran tells nobody until it is done again', async () => {
    const content = await publishedContent(t, creator, { title: 'Waterfalls' });
    const reportId = await report(other, 'content', content.content_id);
    // Marked done, then open again, before the first marking's job ran (the marks as the queue keeps them).
    await db().query(
      `INSERT INTO moderation_marks (kind, item_id, status, note, marked_by, marked_at)
       VALUES ('report', $1, 'open', NULL, $2, now())`,
      [reportId, moderator.userId],
    );
    const handler = notificationJobHandler(db(), notificationsRepository);
    await handler([
      {
        id: 'late-report',
        name: NOTIFICATIONS_QUEUE,
        data: {
          kind: 'report_handled',
          itemKind: 'report',
          itemId: reportId,
          handlerUserId: moderator.userId,
          at: new Date().toISOString(),
        },
      },
    ]);
    const aboutIt = async () =>
      (await ofKind(other, 'report_handled')).filter((n) => n.target.content_id === content.content_id);
    expect(await aboutIt()).toEqual([]);
    await mark('report', reportId, 'done');
    await settle();
    expect(await aboutIt()).toHaveLength(1);
  });

  it("an issue report marked done tells its reporter with no target; a moderator's own report tells nobody", async () => {
    const issue = await t.call('POST', ISSUES, {
      token: reader.idToken,
      body: { category: 'bug', description: 'Map is blank', attachment_ids: [] },
    });
    expect(issue.status).toBe(200);
    const before = await count(reader.userId, ['report_handled']);
    await mark('issue', issue.body.data.report_id, 'done');
    const content = await publishedContent(t, creator, { title: 'Night bazaar' });
    const own = await report(moderator, 'content', content.content_id);
    await mark('report', own, 'done');
    await settle();

    const handled = await ofKind(reader, 'report_handled');
    expect(handled.length).toBe(before + 1);
    expect(handled.filter((n) => n.target.content_id === null).map((n) => [n.actor, n.target])).toEqual([
      [
        null,
        {
          content_id: null,
          title: null,
          comment_id: null,
          location_id: null,
          place_name: null,
          reason: null,
          campaign_id: null,
        },
      ],
    ]);
    expect(await count(moderator.userId, ['report_handled'])).toBe(0);
  });

  it('OpenAPI names the new kinds and a nullable actor', async () => {
    const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
    const list = JSON.stringify(doc.paths[`${NOTIFY}/notifications`].get);
    for (const word of ['mention', 'place_approved', 'place_refused', 'report_handled', 'place_name', 'reason'])
      expect(list).toContain(word);
    expect(list).toMatch(/"type":"null"/);
  });
});
