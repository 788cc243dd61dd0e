import { NOTIFICATION_SERVICE } from '../../src/contract/notifications.paths';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Kernel } from '../kernel/deps';
import { nowDate } from '../kernel/deps';
import type { Job, JobToSend } from '../kernel/job-queue.port';
import type { MailMessage } from '../kernel/mailer.port';
import { readSignedToken, signToken } from '../kernel/signed-tokens';
import { topicOfKind } from '../../src/domain/notifications/notification-preferences';
import { digestSubject, langOf, tell, whyMailed, wordsOf } from './notification-words';
import {
  isMailedKind,
  type MailedKind,
  type MailItem,
  type MailRecipient,
  type NotificationMailStore,
} from './notification-mail.ports';

/** The queue of notification e-mails (only worked, and only sent into, when a Mailer is configured). */
export const MAIL_QUEUE = 'notification-mail';

/** A mail job: one notification's mail, or the digest of a (recipient, kind) when its hour is up. */
export type MailJob =
  | { readonly type: 'one'; readonly notificationId: string }
  | { readonly type: 'digest'; readonly userId: string; readonly kind: MailedKind };

const HOUR_MS = 3_600_000;

// --- Unsubscribe tokens: the (user id, kind) signed under the mail secret. ---

const UNSUBSCRIBE = 'notification-mail-unsubscribe';

export const unsubscribeToken = (secret: string, userId: string, kind: MailedKind): string =>
  signToken(secret, UNSUBSCRIBE, [userId, kind]);

/** The (user, kind) a token was made for, or null for anything not made with this secret. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: MailedKind } | null {
  const value = readSignedToken(secret, UNSUBSCRIBE, token);
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [userId, kind] = value as unknown[];
  if (typeof userId !== 'string' || typeof kind !== 'string' || !isMailedKind(kind)) return null;
  return { userId, kind };
}

export interface MailLinks {
  readonly publicUrl: string;
  readonly secret: string;
}

/** Where a person changes all their notification choices (the settings page's section). */
export const settingsLink = (links: Pick<MailLinks, 'publicUrl'>) =>
  `${links.publicUrl}/settings/profile#notifications`;

/**
 * The https URL of the unsubscribe of this (user, topic): one-click POST (RFC 8058). No mailto beside it: nothing
 * reads the From mailbox, and an unsubscribe mail that nobody acts on would be a promise broken.
 */
export function unsubscribeLinks(links: MailLinks, userId: string, kind: MailedKind) {
  const token = unsubscribeToken(links.secret, userId, kind);
  return { https: `${links.publicUrl}/api/${NOTIFICATION_SERVICE}/unsubscribe?token=${encodeURIComponent(token)}` };
}

/** The mail of one notification (items.length 1) or the digest of several of a topic, in the recipient's language. */
export function composeMail(
  links: MailLinks,
  recipient: MailRecipient & { email: string },
  kind: MailedKind,
  items: readonly MailItem[],
): MailMessage {
  const lang = langOf(recipient);
  const words = wordsOf(lang);
  const unsubscribe = unsubscribeLinks(links, recipient.user_id, kind);
  const lines = items.map((item) => tell(lang, links.publicUrl, item));
  const subject = items.length === 1 ? lines[0].what : digestSubject(lang, kind, items.length);
  const why = whyMailed(lang, kind);
  const text = [
    ...(items.length === 1 ? [] : [subject, '']),
    ...lines.flatMap((line) => [line.what, `${words.read} ${line.link}`, '']),
    '--',
    why,
    `${words.unsubscribe}: ${unsubscribe.https}`,
    `${words.settings}: ${settingsLink(links)}`,
    '',
  ].join('\n');
  const html =
    `<!doctype html><html lang="${lang}"><body>` +
    (items.length === 1 ? '' : `<h1>${escapeHtml(subject)}</h1>`) +
    lines
      .map(
        (line) => `<p>${escapeHtml(line.what)}<br><a href="${escapeHtml(line.link)}">${escapeHtml(line.link)}</a></p>`,
      )
      .join('') +
    `<hr><p><small>${escapeHtml(why)} <a href="${escapeHtml(unsubscribe.https)}">${escapeHtml(words.unsubscribe)}</a>` +
    ` · <a href="${escapeHtml(settingsLink(links))}">${escapeHtml(words.settings)}</a></small></p>` +
    '</body></html>';
  return {
    to: recipient.email,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.https}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Notifications by e-mail: the topics each person chose (by default replies and mentions), at most one mail per
 * (recipient, topic) per hour.
 *
 * The routing of notification-delivery.ts sends one mail job per notification that wants e-mail, keyed by the
 * notification id (and each row carries `mail_status`, so a job delivered twice mails once). The job takes the
 * recipient's hourly window for the topic (notification_mail_windows): taken, the mail goes at once; else the row
 * is 'deferred' and a digest job is sent to start when the window ends, keyed per recipient, topic and that hour,
 * so all the notifications of the hour share one. The digest mails every deferred row ("3 new replies"), or one
 * alone as a plain mail, and takes the next window. A person who turned the topic's e-mail off meanwhile (settings,
 * or the one-click unsubscribe) and accounts without an address or deleted get nothing. Delivery is at least once: a
 * process dying between the SMTP answer and the row's update mails that row again.
 */
export function createNotificationMail(
  kernel: Pick<Kernel, 'db' | 'jobs' | 'mailer' | 'mailSecret' | 'clock' | 'config'>,
  store: NotificationMailStore,
) {
  const { db, jobs, mailer } = kernel;
  const links: MailLinks = {
    publicUrl: kernel.config.publicUrl,
    secret: kernel.mailSecret,
  };

  async function scheduleDigest(userId: string, kind: MailedKind): Promise<void> {
    const now = nowDate(kernel);
    const due = (await store.windowEnd(db, userId, kind)) ?? new Date(now.getTime() + HOUR_MS);
    await jobs.send(MAIL_QUEUE, { type: 'digest', userId, kind } satisfies MailJob, {
      singletonKey: `digest:${userId}:${kind}:${due.getTime()}`,
      startAfterMs: Math.max(0, due.getTime() - now.getTime()),
    });
  }

  async function mailOne(notificationId: string): Promise<void> {
    if (!mailer) return;
    const item = await store.item(db, notificationId);
    const topic = item ? topicOfKind(item.kind) : null;
    if (!item || !topic || item.mail_status !== null) return;
    const recipient = await store.recipient(db, item.recipient_user_id, topic, 'email');
    if (!recipient?.email || recipient.opted_out) return;
    if (await store.takeWindow(db, recipient.user_id, topic, nowDate(kernel))) {
      await mailer.send(composeMail(links, { ...recipient, email: recipient.email }, topic, [item]));
      await store.setStatus(db, [item.notification_id], 'sent');
      return;
    }
    await store.setStatus(db, [item.notification_id], 'deferred');
    await scheduleDigest(recipient.user_id, topic);
  }

  async function mailDigest(userId: string, kind: MailedKind): Promise<void> {
    if (!mailer) return;
    const items = await store.deferred(db, userId, kind);
    if (items.length === 0) return;
    const recipient = await store.recipient(db, userId, kind, 'email');
    const ids = items.map((item) => item.notification_id);
    if (!recipient?.email || recipient.opted_out) {
      await store.setStatus(db, ids, null);
      return;
    }
    // A digest run early (its window taken meanwhile) waits for the window's end again.
    if (!(await store.takeWindow(db, userId, kind, nowDate(kernel)))) return scheduleDigest(userId, kind);
    await mailer.send(composeMail(links, { ...recipient, email: recipient.email }, kind, items));
    await store.setStatus(db, ids, 'sent');
  }

  /** The mail queue's handler (exported for tests, which run a digest without waiting an hour). */
  const handle = async (batch: readonly Job<MailJob>[]): Promise<void> => {
    for (const job of batch)
      if (job.data.type === 'one') await mailOne(job.data.notificationId);
      else await mailDigest(job.data.userId, job.data.kind);
  };

  /** The mail jobs of notifications the routing found wanting e-mail (one per notification, keyed by its id). */
  const jobsFor = (notificationIds: readonly string[]): JobToSend<MailJob>[] =>
    notificationIds.map((id) => ({ data: { type: 'one', notificationId: id }, singletonKey: `mail:${id}` }));

  function tokenOwner(token: string) {
    const owner = readUnsubscribeToken(links.secret, token);
    if (!owner) {
      const message = 'unsubscribe token is not valid';
      throw failure(ErrorCode.contentValidationFailed, message, { content_id: null, message });
    }
    return owner;
  }

  return {
    enabled: mailer !== null,
    handle,
    jobsFor,
    /** One-click unsubscribe (RFC 8058): e-mail of the token's kind off for its user. */
    async unsubscribe(token: string) {
      const owner = tokenOwner(token);
      await store.setPreference(
        db,
        owner.userId,
        { topic: owner.kind, channel: 'email', enabled: false },
        nowDate(kernel),
      );
      return { kind: owner.kind, unsubscribed: true };
    },
    /** What a token is for, and whether that e-mail is off already (GET: changes nothing, link scanners follow it). */
    async unsubscribeStatus(token: string) {
      const owner = tokenOwner(token);
      const recipient = await store.recipient(db, owner.userId, owner.kind, 'email');
      return { kind: owner.kind, unsubscribed: recipient?.opted_out ?? true };
    },
    startJobs: () => (mailer ? jobs.work(MAIL_QUEUE, handle, { batchSize: 5, concurrency: 1 }) : Promise.resolve()),
  };
}

export type NotificationMail = ReturnType<typeof createNotificationMail>;
