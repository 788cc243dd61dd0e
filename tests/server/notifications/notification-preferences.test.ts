import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher';
import { ADMIN_PATHS, WALLET_PATHS, fillPath } from '../../../src/contract/wallet.paths';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { LINE_QUEUE, lineRetryKey } from '../../../server/notifications/notification-line';
import { ORCH, QUERY, documentBody, insertImage, publishedContent } from '../helpers/content-fixtures';
import { startFakeLine, type FakeLine } from '../helpers/fake-line';
import { freePort } from '../helpers/postgres';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const NOTIFY = '/api/content-platform/notification-service/v1';
const PREFS = `${NOTIFY}/notifications/preferences`;
const COMMENTS = '/api/content-platform/comment-service/v1';
const FOLLOWS = '/api/content-platform/follow-service/v1';
const PROFILES = '/api/user-orchestration-service/v1/profiles';
const LINK = '/private/api/user-auth-command-service/v1/links/line';

type Named = SignedInUser & { username: string };
type Prefs = { topics: { topic: string; in_app: boolean; email: boolean; line: boolean }[] };
const row = (prefs: Prefs, topic: string) => prefs.topics.find((r) => r.topic === topic);

/**
 * Notification preferences (ours): a choice per topic × channel (in the app, e-mail, LINE) with defaults (in the
 * app: all; e-mail: replies and mentions; LINE: none); e-mail offered when the server sends mail, LINE to people with
 * a LINE account when the server has a Messaging API channel. Each channel delivers what its choices say, apart from
 * the others: a topic hidden from the bell can still come by e-mail.
 */
describe.each(DATABASES)('notification preferences and LINE delivery on %s', (kind) => {
  let t: TestServer;
  let smtp: MailCatcher;
  let line: FakeLine;
  let creator: Named;
  const settle = () => t.server.modules.notifications.idle();
  const prefs = (user: SignedInUser) => t.call('GET', PREFS, { token: user.idToken });
  const change = (user: SignedInUser, ...changes: { topic: string; channel: string; enabled: boolean }[]) =>
    t.call('PATCH', PREFS, { token: user.idToken, body: { changes } });
  const follow = (follower: SignedInUser, creatorId: string) =>
    t.call('PUT', `${FOLLOWS}/follows/${creatorId}`, { token: follower.idToken });
  const unread = async (user: SignedInUser) =>
    (await t.call('GET', `${NOTIFY}/notifications/unread-count`, { token: user.idToken })).body.data.unread_count;

  async function named(prefix: string, lang: 'th' | 'en'): Promise<Named> {
    const user = await signedInUser(t);
    const username = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
    expect(
      (await t.call('PATCH', `${PROFILES}/1st`, { token: user.idToken, body: { display_name: username, lang } }))
        .status,
    ).toBe(200);
    expect((await t.call('PATCH', PROFILES, { token: user.idToken, body: { username } })).status).toBe(200);
    return { ...user, username };
  }

  /** A person who linked a LINE account (its user ID as LINE writes them: U and 32 hex digits). */
  async function withLine(user: SignedInUser): Promise<string> {
    const lineUserId = `U${randomBytes(16).toString('hex')}`;
    const accessToken = `at-${lineUserId}`;
    line.accessTokens.set(accessToken, { clientId: 'chan-1', userId: lineUserId });
    const linked = await t.call('POST', LINK, {
      token: user.idToken,
      body: { access_token: accessToken, line_user_id: lineUserId },
    });
    expect(linked.status).toBe(200);
    return lineUserId;
  }

  beforeAll(async () => {
    line = await startFakeLine();
    smtp = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
    t = await startTestServer(kind, {
      SMTP_URL: smtp.smtpUrl,
      LINE_CHANNEL_ID: 'chan-1',
      LINE_CHANNEL_SECRET: 'secret-1',
      LINE_API_URL: line.url,
      LINE_MESSAGING_TOKEN: line.messagingToken,
      LINE_OA_ID: '@travelogue',
    });
    creator = await named('creator', 'en');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
    await line?.close();
  });

  it('every topic has the defaults, and e-mail is offered but LINE is not to an account without LINE', async () => {
    const answer = await prefs(creator);
    expect(answer.status).toBe(200);
    expect(answer.body.data.channels).toEqual({
      in_app: { available: true },
      email: { available: true },
      line: { available: false, add_friend_url: 'https://line.me/R/ti/p/%40travelogue' },
    });
    expect(answer.body.data.topics).toHaveLength(8);
    for (const r of answer.body.data.topics) {
      expect(r.in_app).toBe(true);
      expect(r.email).toBe(r.topic === 'reply' || r.topic === 'mention');
      expect(r.line).toBe(false);
    }
    // LINE for someone without a LINE account: 409 4090607037, and nothing changes.
    const refused = await change(creator, { topic: 'reply', channel: 'line', enabled: true });
    expect(refused.status).toBe(409);
    expect(errCode(refused)).toBe(ErrorCode.notificationChannelUnavailable);
    expect(row((await prefs(creator)).body.data, 'reply')?.line).toBe(false);
    // An unknown topic or channel is the usual validation refusal.
    expect((await change(creator, { topic: 'gossip', channel: 'email', enabled: true })).status).toBe(422);
    expect((await change(creator, { topic: 'reply', channel: 'pigeon', enabled: true })).status).toBe(422);
    expect((await t.call('GET', PREFS)).status).toBe(401);
  });

  it('a topic off in the app is neither listed nor counted, yet still comes by e-mail when that is on', async () => {
    const hidden = await change(
      creator,
      { topic: 'new_follower', channel: 'in_app', enabled: false },
      { topic: 'new_follower', channel: 'email', enabled: true },
    );
    expect(hidden.status).toBe(200);
    expect(row(hidden.body.data, 'new_follower')).toMatchObject({ in_app: false, email: true });
    const fan = await named('fan', 'th');
    expect((await follow(fan, creator.userId)).status).toBe(200);
    await settle();
    expect(await unread(creator)).toBe(0);
    const list = await t.call('GET', `${NOTIFY}/notifications`, { token: creator.idToken });
    expect(list.body.data.filter((n: { kind: string }) => n.kind === 'new_follower')).toEqual([]);
    const mails = smtp.mails.filter((m) => m.subject === `${fan.username} started following you`);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${t.url}/profiles/${fan.username}`);
    expect(mails[0].text).toContain(`${t.url}/settings/profile#notifications`);

    // Routed once: every row of the run is marked, and one nobody wants by e-mail or LINE was born so.
    const unrouted = await t.server.deps.db.query('SELECT 1 FROM notifications WHERE NOT routed');
    expect(unrouted).toEqual([]);
    // Back on in the app: the next follower shows and counts.

    await change(creator, { topic: 'new_follower', channel: 'in_app', enabled: true });
    const another = await named('fan', 'th');
    await follow(another, creator.userId);
    await settle();
    expect(await unread(creator)).toBe(1);
  });

  it('the one-click unsubscribe is the e-mail choice turned off, as the settings show it', async () => {
    const reader = await named('reader', 'en');
    const content = await publishedContent(t, creator, { title: 'Longtail boats at dawn' });
    const comment = await t.call('POST', `${COMMENTS}/contents/${content.content_id}/comments`, {
      token: reader.idToken,
      body: { text: 'Which pier?' },
    });
    await t.call('POST', `${COMMENTS}/comments/${comment.body.data.comment_id}/replies`, {
      token: creator.idToken,
      body: { text: 'Tha Tien.' },
    });
    await settle();
    const mail = smtp.mails.find((m) => m.subject?.startsWith(`${creator.username} replied to your comment`));
    expect(mail).toBeDefined();
    const header = mail?.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\r?\n[ \t]+/g, ' ');
    const link = /<(https?:[^>]+)>/.exec(header ?? '')?.[1] ?? '';
    const off = await t.call('POST', link.slice(t.url.length), {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.status).toBe(200);
    expect(row((await prefs(reader)).body.data, 'reply')?.email).toBe(false);
  });

  it('LINE: offered to a LINE account, pushed once in its language with the link, never twice', async () => {
    const reader = await named('liner', 'th');
    const lineUserId = await withLine(reader);
    const offered = await prefs(reader);
    expect(offered.body.data.channels.line).toEqual({
      available: true,
      add_friend_url: 'https://line.me/R/ti/p/%40travelogue',
    });
    expect((await change(reader, { topic: 'reply', channel: 'line', enabled: true })).status).toBe(200);

    const content = await publishedContent(t, creator, { title: 'Koh Lipe in May' });
    const comment = await t.call('POST', `${COMMENTS}/contents/${content.content_id}/comments`, {
      token: reader.idToken,
      body: { text: 'Is the sea calm?' },
    });
    const before = line.pushes.length;
    await t.call('POST', `${COMMENTS}/comments/${comment.body.data.comment_id}/replies`, {
      token: creator.idToken,
      body: { text: 'Mostly.' },
    });
    await settle();
    const pushed = line.pushes.slice(before);
    expect(pushed).toHaveLength(1);
    expect(pushed[0].to).toBe(lineUserId);
    // Thai, the reader's language, and the content's comments.
    expect(pushed[0].text).toBe(
      `${creator.username} ตอบกลับความคิดเห็นของคุณ ใน “Koh Lipe in May”\n${t.url}/contents/${content.content_id}#comments`,
    );
    const [n] = await t.server.deps.db.query<{ notification_id: string; line_status: string }>(
      `SELECT notification_id, line_status FROM notifications WHERE recipient_user_id = $1 AND kind = 'reply'`,
      [reader.userId],
    );
    expect(n.line_status).toBe('sent');
    expect(pushed[0].retryKey).toBe(lineRetryKey(n.notification_id));
    // The job delivered again pushes nothing; a push retried after its status was lost is taken once by LINE (409).
    await t.server.modules.notifications.line.handle([
      { id: 'again', name: LINE_QUEUE, data: { notificationId: n.notification_id } },
    ]);
    await t.server.deps.db.query('UPDATE notifications SET line_status = NULL WHERE notification_id = $1', [
      n.notification_id,
    ]);
    await t.server.modules.notifications.line.handle([
      { id: 'lost', name: LINE_QUEUE, data: { notificationId: n.notification_id } },
    ]);
    expect(line.pushes.length).toBe(before + 1);

    // LINE down: the push fails and the row stays unsent (the queue retries the job); the retry delivers it once.
    line.failPushes(1, 500);
    const second = await t.call('POST', `${COMMENTS}/comments/${comment.body.data.comment_id}/replies`, {
      token: creator.idToken,
      body: { text: 'Go in the morning.' },
    });
    expect(second.status).toBe(200);
    await settle();
    expect(line.pushes.length).toBe(before + 1);
    const [failed] = await t.server.deps.db.query<{ notification_id: string; line_status: string | null }>(
      'SELECT notification_id, line_status FROM notifications WHERE comment_id = $1 AND recipient_user_id = $2',
      [second.body.data.comment_id, reader.userId],
    );
    expect(failed.line_status).toBeNull();
    await t.server.modules.notifications.line.handle([
      { id: 'retry', name: LINE_QUEUE, data: { notificationId: failed.notification_id } },
    ]);
    expect(line.pushes.length).toBe(before + 2);
    expect(line.pushes.at(-1)?.to).toBe(lineUserId);

    // LINE refusing a push for good (400: a user ID it does not take) marks it refused, and it is not tried again.
    await t.server.deps.db.query("UPDATE line_links SET line_user_id = 'U-unknown' WHERE user_id = $1", [
      reader.userId,
    ]);
    await t.server.deps.db.query('UPDATE notifications SET line_status = NULL WHERE notification_id = $1', [
      failed.notification_id,
    ]);
    const refused = { id: 'refused', name: LINE_QUEUE, data: { notificationId: failed.notification_id } };
    await t.server.modules.notifications.line.handle([refused]);
    await t.server.modules.notifications.line.handle([refused]);
    const [after] = await t.server.deps.db.query<{ line_status: string }>(
      'SELECT line_status FROM notifications WHERE notification_id = $1',
      [failed.notification_id],
    );
    expect(after.line_status).toBe('refused');
    expect(line.pushes.length).toBe(before + 2);
  });

  it('campaign_entry: the author of an entry is told it counts once it is published, linking to the campaign', async () => {
    const moderator = await signedInUser(t);
    await t.server.modules.moderation.roles.grantModerator(t.server.deps.db, moderator.userId);
    const today = new Date(t.clock.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const campaign = await t.call('POST', `/api${fillPath(ADMIN_PATHS.campaigns, {})}`, {
      token: moderator.idToken,
      body: {
        title: { th: 'เรื่องเล่าหน้าฝน', en: 'Rainy season stories' },
        description: { th: '', en: 'Write about the rain.' },
        rules: { th: '', en: 'One per writer.' },
        prize: { th: '', en: 'A weekend away' },
        cover: null,
        starts_on: today,
        ends_on: today,
        category_id: null,
      },
    });
    expect(campaign.status).toBe(200);
    const campaignId = campaign.body.data.campaign_id;
    const writer = await named('writer', 'en');
    const entry = await t.call('POST', `/api${fillPath(WALLET_PATHS.campaignEntries, { campaignId })}`, {
      token: writer.idToken,
      body: {},
    });
    expect(entry.status).toBe(200);
    const cover = await insertImage(t, writer.userId);
    const draft = await t.call('GET', `${QUERY}/editors/contents/${entry.body.data.content_id}`, {
      token: writer.idToken,
    });
    const saved = await t.call('PUT', `${ORCH}/contents/${entry.body.data.content_id}`, {
      token: writer.idToken,
      body: documentBody(draft.body.data.revision, cover, { title: 'Monsoon in Pai' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await settle();
    expect(await unread(writer)).toBe(0);
    const published = await t.call('POST', `${ORCH}/contents/published/${entry.body.data.content_id}`, {
      token: writer.idToken,
      body: { revision: saved.body.data.revision },
    });
    expect(published.status).toBe(200);
    await settle();
    const list = await t.call('GET', `${NOTIFY}/notifications`, { token: writer.idToken });
    expect(list.body.data).toMatchObject([
      {
        kind: 'campaign_entry',
        actor: null,
        target: { content_id: entry.body.data.content_id, title: 'Monsoon in Pai', campaign_id: campaignId },
      },
    ]);
  });
});
