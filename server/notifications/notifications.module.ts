import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { notificationJobHandler, notificationSender, NOTIFICATIONS_QUEUE } from './notifications.jobs';
import { notificationsRepository } from './notifications.repository';
import { notificationRoutes } from './notifications.routes';
import { createNotificationUseCases } from './notifications.use-cases';

/**
 * In-app notifications. `sender` is what follows, contents and comments tell of their events through (a job in
 * their own transaction); the job's handler writes the notifications. `startJobs` works the queue in this process
 * (the composition root, once per instance, after creating the queue so requests can send into it).
 */
export function createNotificationsModule(kernel: Kernel, users: UserUseCases) {
  const useCases = createNotificationUseCases(kernel, notificationsRepository, users);
  const handler = notificationJobHandler(kernel.db, notificationsRepository);
  return {
    useCases,
    routes: notificationRoutes(useCases),
    sender: notificationSender(kernel.jobs),
    startJobs: () => kernel.jobs.work(NOTIFICATIONS_QUEUE, handler, { batchSize: 10, concurrency: 1 }),
    /** Resolves once no notification job is due or running here (tests, the seed). */
    idle: () => kernel.jobs.idle([NOTIFICATIONS_QUEUE]),
  };
}
