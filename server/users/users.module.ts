import type { Kernel } from '../kernel/deps';
import { socialUserQueryRoutes } from './social-user-query.routes';
import { userOrchestrationRoutes } from './user-orchestration.routes';
import { userProfileQueryRoutes } from './user-profile-query.routes';
import { userRepository } from './user.repository';
import { createUserUseCases } from './users.use-cases';

/** Users and profiles: the repository, the use cases every module asks for the current user, and their routes. */
export function createUsersModule(kernel: Kernel) {
  const useCases = createUserUseCases(kernel, userRepository);
  return {
    useCases,
    routes: [
      ...userOrchestrationRoutes(useCases),
      ...userProfileQueryRoutes(useCases),
      ...socialUserQueryRoutes(useCases),
    ],
  };
}
