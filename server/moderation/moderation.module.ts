import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { moderationRoutes } from './moderation.routes';
import { roleRepository } from './roles.repository';
import { createRoleUseCases } from './roles.use-cases';

/** Moderation (issue 10): the moderator role, and the admin area's calls. */
export function createModerationModule(kernel: Kernel, users: UserUseCases) {
  const roles = createRoleUseCases(kernel, roleRepository, users);
  return { roles, routes: moderationRoutes(roles) };
}
