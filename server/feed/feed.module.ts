import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { feedRepository } from './feed.repository';
import { feedRoutes } from './feed.routes';
import { createFeedUseCases } from './feed.use-cases';

/** Discovery (spec §7 feed): search, trending, you-may-like, a category's contents. */
export function createFeedModule(kernel: Kernel, users: UserUseCases) {
  const useCases = createFeedUseCases(kernel, feedRepository, users);
  return { useCases, routes: feedRoutes(useCases) };
}
