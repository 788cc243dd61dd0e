import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { createNotificationMail, MAIL_QUEUE } from './notification-mail';
import { notificationMailRepository } from './notification-mail.repository';
import { notificationMailRoutes } from './notification-mail.routes';
import { createNotificationDelivery } from './notification-delivery';
import { createNotificationLine, LINE_QUEUE } from './notification-line';
import { createNotificationPreferences } from './notification-preferences.use-cases';
import { notificationJobHandler, notificationSender, NOTIFICATIONS_QUEUE } from './notifications.jobs';
import { notificationsRepository } from './notifications.repository';
import { notificationRoutes } from './notifications.routes';
import { createNotificationUseCases } from './notifications.use-cases';
import { UnreadHub } from './unread-hub';
import { unreadEventsOpenApi, unreadEventStreams } from './unread-events.routes';

/**
 * In-app notifications. `sender` is what follows, contents and comments tell of their events through (a job in
 * their own transaction); the job's handler writes the notifications. `startJobs` works the queue in this process
 * (the composition root, once per instance, after creating the queue so requests can send into it).
 */
export function createNotificationsModule(kernel: Kernel, users: UserUseCases) {
  const useCases = createNotificationUseCases(kernel, notificationsRepository, users);
  const write = notificationJobHandler(kernel.db, notificationsRepository);
  const mail = createNotificationMail(kernel, notificationMailRepository);
  const line = createNotificationLine(kernel, notificationMailRepository);
  const delivery = createNotificationDelivery(kernel, notificationMailRepository, { mail, line });
  const preferences = createNotificationPreferences(kernel, notificationMailRepository, users, {
    email: mail.enabled,
    line: line.enabled,
    lineAddFriendUrl: kernel.config.line.officialAccountId
      ? `https://line.me/R/ti/p/${encodeURIComponent(kernel.config.line.officialAccountId)}`
      : null,
  });
  // After each batch the bells watched on every instance count again (one query per instance, not per bell), then
  // the new rows get their e-mail and LINE jobs.
  const handler: typeof write = async (jobs) => {
    await write(jobs);
    await kernel.changes.publish('notifications', '*');
    await delivery.route();
  };
  const hub = new UnreadHub(kernel.changes, (userIds) => notificationsRepository.unreadCounts(kernel.db, userIds));
  return {
    useCases,
    /** The live bells of this instance (tests read its query count). */
    hub,
    /** Notifications by e-mail (tests run its handler, e.g. a digest, without waiting the hour). */
    mail,
    /** Notifications by LINE. */
    line,
    routes: [...notificationRoutes(useCases, preferences), ...notificationMailRoutes(mail)],
    /** The bell's live stream (it streams, so it is not in the route table), with its OpenAPI entry. */
    registerStreams: unreadEventStreams(
      hub,
      async (identity) => (await users.requireUser(kernel.db, identity)).user_id,
    ),
    openApiPaths: unreadEventsOpenApi(),
    sender: notificationSender(kernel.jobs),
    startJobs: async () => {
      // The mail and LINE queues exist (and are worked) before the notifications handler can send into them.
      await mail.startJobs();
      await line.startJobs();
      await kernel.jobs.work(NOTIFICATIONS_QUEUE, handler, { batchSize: 10, concurrency: 1 });
    },
    /** Resolves once no notification or mail job is due or running here (tests, the seed). */
    idle: async () => {
      await kernel.jobs.idle([NOTIFICATIONS_QUEUE]);
      if (mail.enabled) await kernel.jobs.idle([MAIL_QUEUE]);
      if (line.enabled) await kernel.jobs.idle([LINE_QUEUE]);
    },
  };
}
