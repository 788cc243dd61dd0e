import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import type { FollowEvents } from './follows.ports';
import { followsRepository } from './follows.repository';
import { followRoutes } from './follows.routes';
import { createFollowUseCases } from './follows.use-cases';

/**
 * Readers follow creators. `events` hears of each new follow, in its transaction (the notifications module's
 * sender); without it a follow tells nobody.
 */
export function createFollowsModule(kernel: Kernel, users: UserUseCases, events: FollowEvents | null = null) {
  const useCases = createFollowUseCases(kernel, followsRepository, users, events);
  return { useCases, routes: followRoutes(useCases) };
}
