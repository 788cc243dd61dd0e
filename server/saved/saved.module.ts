import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { savedRepository } from './saved.repository';
import { savedRoutes } from './saved.routes';
import { createSavedUseCases } from './saved.use-cases';

/** What a reader keeps: saved contents and places, in lists. */
export function createSavedModule(kernel: Kernel, users: UserUseCases) {
  const useCases = createSavedUseCases(kernel, savedRepository, users);
  return { useCases, routes: savedRoutes(useCases) };
}
