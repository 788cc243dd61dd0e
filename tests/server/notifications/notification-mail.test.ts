import type { ParsedMail } from 'mailparser';
import { startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { MAIL_QUEUE } from '../../../server/notifications/notification-mail';
import { publishedContent } from '../helpers/content-fixtures';
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
const COMMENTS = '/api/content-platform/comment-service/v1';
const PROFILES = '/api/user-orchestration-service/v1/profiles';
const HOUR_MS = 3_600_000;

type Named = SignedInUser & { username: string };

/** A header's line as sent, unfolded (long headers are folded onto several lines). */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ') ?? null;
const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
/** The https unsubscribe link of a mail, relative to the server (`/api/…?token=…`). */
const unsubscribePath = (mail: ParsedMail, origin: string) => {
  const https = /<(https?:[^>]+)>/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1];
  expect(https).toBeDefined();
  return (https as string).slice(origin.length);
};

/**
 * Notifications by e-mail (ours): replies and mentions are mailed to their recipient, in their language, once per
 * notification, at most one mail per kind per hour (the rest of the hour folded into one digest when it is up), each
 * with a one-click unsubscribe (RFC 8058) of that kind. Without SMTP_URL nothing is queued for e-mail.
 */
describe.each(DATABASES)('notifications by e-mail on %s', (kind) => {
  let t: TestServer;
  // A real SMTP listener on free ports: the same catcher `npm start` runs, keeping every message, parsed.
  let smtp: MailCatcher;
  let creator: Named;
  let reader: Named;
  let contentId: string;
  let commentId: string;
  const settle = () => t.server.modules.notifications.idle();
  const db = () => t.server.deps.db;
  const reply = (user: SignedInUser, to: string, text: string) =>
    t.call('POST', `${COMMENTS}/comments/${to}/replies`, { token: user.idToken, body: { text } });

  async function named(prefix: string, lang: 'th' | 'en'): Promise<Named> {
    const user = await signedInUser(t);
    const username = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
    const first = await t.call('PATCH', `${PROFILES}/1st`, {
      token: user.idToken,
      body: { display_name: username, lang },
    });
    expect(first.status).toBe(200);
    const patched = await t.call('PATCH', PROFILES, { token: user.idToken, body: { username } });
    expect(patched.status).toBe(200);
    return { ...user, username };
  }

  beforeAll(async () => {
    smtp = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
    t = await startTestServer(kind, { SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Travelogue <hello@travelogue.test>' });
    creator = await named('creator', 'en');
    reader = await named('reader', 'th');
    contentId = (await publishedContent(t, creator, { title: 'Night market in Chiang Mai' })).content_id;
    const commented = await t.call('POST', `${COMMENTS}/contents/${contentId}/comments`, {
      token: reader.idToken,
      body: { text: 'Which night is best?' },
    });
    expect(commented.status).toBe(200);
    commentId = commented.body.data.comment_id;
    await settle();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('a reply mails its recipient once, in their language, with the content link and one-click unsubscribe', async () => {
    // The comment on the creator's content is in-app only (comments are not mailed).
    expect(smtp.mails).toHaveLength(0);
    expect((await reply(creator, commentId, 'Saturday!')).status).toBe(200);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(addressOf(mail)).toBe(reader.email);
    expect((Array.isArray(mail.from) ? mail.from[0] : mail.from)?.value[0]?.address).toBe('hello@travelogue.test');
    // Thai, the reader's language: "<creator> replied to your comment on “<title>”".
    expect(mail.subject).toBe(`${creator.username} ตอบกลับความคิดเห็นของคุณ ใน “Night market in Chiang Mai”`);
    const link = `${t.url}/contents/${contentId}#comments`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(header(mail, 'list-unsubscribe')).toMatch(
      new RegExp(`^List-Unsubscribe: <${t.url}${NOTIFY}/unsubscribe\\?token=[^>]+>$`),
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The same notification's mail job delivered again mails nobody twice.
    const [row] = await db().query<{ notification_id: string; mail_status: string }>(
      `SELECT notification_id, mail_status FROM notifications WHERE recipient_user_id = $1 AND kind = 'reply'`,
      [reader.userId],
    );
    expect(row.mail_status).toBe('sent');
    await t.server.modules.notifications.mail.handle([
      { id: 'again', name: MAIL_QUEUE, data: { type: 'one', notificationId: row.notification_id } },
    ]);
    expect(smtp.mails).toHaveLength(1);
  });

  it('more replies within the hour wait for one digest, sent when the hour is up', async () => {
    expect((await reply(creator, commentId, 'Or Sunday.')).status).toBe(200);
    expect((await reply(creator, commentId, 'Go early either way.')).status).toBe(200);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    const deferred = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications
       WHERE recipient_user_id = $1 AND kind = 'reply' AND mail_status = 'deferred'`,
      [reader.userId],
    );
    expect(deferred[0].n).toBe(2);
    // One digest job for both, due when the hour of the first mail is up.
    const digests = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'type' = 'digest'
         AND data->>'userId' = $2 AND start_after > now() + interval '50 minutes'`,
      [MAIL_QUEUE, reader.userId],
    );
    expect(digests[0].n).toBe(1);

    // Run early, the digest sends nothing (the hour is not up); run after the hour, it folds both into one mail.
    const digest = { id: 'digest', name: MAIL_QUEUE, data: { type: 'digest', userId: reader.userId, kind: 'reply' } };
    await t.server.modules.notifications.mail.handle([digest as never]);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    t.clock.ms += HOUR_MS + 1000;
    await t.server.modules.notifications.mail.handle([digest as never]);
    expect(smtp.mails).toHaveLength(2);
    const mail = smtp.mails[1];
    expect(addressOf(mail)).toBe(reader.email);
    expect(mail.subject).toBe('คุณมีการตอบกลับใหม่ 2 รายการ');
    expect(mail.text).toContain(`${t.url}/contents/${contentId}#comments`);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('a mention mails the one named, in English when that is their language, apart from replies', async () => {
    const other = await named('other', 'en');
    const before = smtp.mails.length;
    const commented = await t.call('POST', `${COMMENTS}/contents/${contentId}/comments`, {
      token: reader.idToken,
      body: { text: `@${other.username} you should go too` },
    });
    expect(commented.status).toBe(200);
    await settle();
    // The creator hears of the comment in-app only; the one mentioned gets a mail.
    const mails = smtp.mails.slice(before);
    expect(mails.map(addressOf)).toEqual([other.email]);
    expect(mails[0].subject).toBe(`${reader.username} mentioned you in a comment on “Night market in Chiang Mai”`);
    expect(mails[0].text).toContain(`${t.url}/contents/${contentId}#comments`);
    expect(mails[0].text).toContain('Stop e-mails like this');
  });

  it('one-click unsubscribe stops the next mail of that kind; GET only tells what the link is for', async () => {
    const path = unsubscribePath(smtp.mails[0], t.url);
    const shown = await t.call('GET', path);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ kind: 'reply', unsubscribed: false });
    const done = await t.call('POST', path, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ kind: 'reply', unsubscribed: true });
    // Again, and with no body: idempotent.
    expect((await t.call('POST', path)).status).toBe(200);
    expect((await t.call('GET', path)).body.data).toEqual({ kind: 'reply', unsubscribed: true });

    t.clock.ms += 2 * HOUR_MS;
    const before = smtp.mails.length;
    expect((await reply(creator, commentId, 'One more tip: bring cash.')).status).toBe(200);
    await settle();
    expect(smtp.mails.slice(before)).toEqual([]);
    // The in-app notification is there all the same.
    const listed = await t.call('GET', `${NOTIFY}/notifications?limit=50`, { token: reader.idToken });
    expect(listed.body.data.filter((n: { kind: string }) => n.kind === 'reply')).toHaveLength(4);
    // The choice is data about the reader: their download says it.
    const data = await t.call('GET', '/api/user-profile-query-service/v1/me/data', { token: reader.idToken });
    expect(data.body.data.notification_preferences).toEqual([
      { topic: 'reply', channel: 'email', enabled: false, updated_at: expect.any(String) },
    ]);
  });

  it('a token not made by this server is 422 4220607000, for POST and GET', async () => {
    const path = unsubscribePath(smtp.mails[0], t.url);
    const tampered = path.replace(/token=([^.]+)\./, (_m, payload: string) => `token=${payload}x.`);
    for (const bad of [tampered, `${NOTIFY}/unsubscribe?token=nonsense`]) {
      const posted = await t.call('POST', bad);
      expect(posted.status).toBe(422);
      expect(errCode(posted)).toBe(ErrorCode.contentValidationFailed);
      const got = await t.call('GET', bad);
      expect(got.status).toBe(422);
      expect(errCode(got)).toBe(ErrorCode.contentValidationFailed);
    }
    const missing = await t.call('POST', `${NOTIFY}/unsubscribe`);
    expect(missing.status).toBe(422);
  });

  it('the route is in the OpenAPI document', async () => {
    const document = await t.call('GET', '/api/docs/openapi.json');
    const entry = document.body.paths[`${NOTIFY}/unsubscribe`];
    expect(Object.keys(entry).sort()).toEqual(['get', 'post']);
  });
});

describe('notifications without SMTP_URL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('queue no mail job: e-mail delivery is off', async () => {
    const creator = await signedInUser(t);
    const reader = await signedInUser(t);
    const contentId = (await publishedContent(t, creator)).content_id;
    const commented = await t.call('POST', `${COMMENTS}/contents/${contentId}/comments`, {
      token: reader.idToken,
      body: { text: 'Lovely' },
    });
    expect(commented.status).toBe(200);
    const replied = await t.call('POST', `${COMMENTS}/comments/${commented.body.data.comment_id}/replies`, {
      token: creator.idToken,
      body: { text: 'Thanks' },
    });
    expect(replied.status).toBe(200);
    await t.server.modules.notifications.idle();
    const [made] = await t.server.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE recipient_user_id = $1 AND kind = 'reply' AND mail_status IS NULL`,
      [reader.userId],
    );
    expect(made.n).toBe(1);
    const [jobs] = await t.server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1',
      [MAIL_QUEUE],
    );
    expect(jobs.n).toBe(0);
  });
});
