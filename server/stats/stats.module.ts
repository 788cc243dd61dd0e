import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { statsRepository } from './stats.repository';
import { statsRoutes } from './stats.routes';
import { createStatsUseCases } from './stats.use-cases';

/** Stats a creator looks at: read beacons, daily views (recorded by the content module's view), the stats pages. */
export function createStatsModule(kernel: Kernel, users: UserUseCases) {
  const useCases = createStatsUseCases(kernel, statsRepository, users);
  return { useCases, routes: statsRoutes(useCases) };
}
