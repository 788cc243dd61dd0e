import type { Kernel } from '../kernel/deps';
import { LINE_QUEUE, type NotificationLine } from './notification-line';
import { MAIL_QUEUE, type NotificationMail } from './notification-mail';
import type { NotificationMailStore } from './notification-mail.ports';

/** Notifications routed per transaction. */
export const ROUTE_CHUNK = 500;

/**
 * After notifications are written: each new row gets its e-mail and LINE jobs, when its recipient wants the topic
 * there (their choice, else the default) and the server has the channel. Rows are taken oldest first, a chunk per
 * transaction, marked routed with their jobs sent in that same transaction: a row is routed once, on whichever
 * instance took it, and rows a crash left unrouted are taken by the next run anywhere. Without e-mail and LINE on
 * the server the rows are only marked (so the index of unrouted rows stays small).
 */
export function createNotificationDelivery(
  kernel: Pick<Kernel, 'db' | 'jobs'>,
  store: NotificationMailStore,
  channels: { mail: NotificationMail; line: NotificationLine },
) {
  const enabled = { email: channels.mail.enabled, line: channels.line.enabled };
  return {
    /** Routes every unrouted notification; answers how many. */
    async route(): Promise<number> {
      let total = 0;
      for (;;) {
        const taken = await kernel.db.transaction(async (tx) => {
          const rows = await store.route(tx, ROUTE_CHUNK, enabled);
          const email = rows.filter((row) => row.email).map((row) => row.notification_id);
          const line = rows.filter((row) => row.line).map((row) => row.notification_id);
          if (email.length > 0) await kernel.jobs.sendMany(MAIL_QUEUE, channels.mail.jobsFor(email), { tx });
          if (line.length > 0) await kernel.jobs.sendMany(LINE_QUEUE, channels.line.jobsFor(line), { tx });
          return rows.length;
        });
        total += taken;
        if (taken < ROUTE_CHUNK) return total;
      }
    },
  };
}
