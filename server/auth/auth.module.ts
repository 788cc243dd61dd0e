import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { authRepository } from './auth.repository';
import { createAuthUseCases } from './auth.use-cases';
import { lineLinkRepository } from './line-link.repository';
import { lineLinkRoutes } from './line-link.routes';
import { lineTokenRoutes } from './line-token.routes';
import { userAuthCommandRoutes } from './user-auth-command.routes';

/** Sign-in, logout, refresh, LINE tokens, LINE linked to an account and web-view sessions. */
export function createAuthModule(kernel: Kernel, users: UserUseCases) {
  const useCases = createAuthUseCases(kernel, authRepository, users, lineLinkRepository);
  return {
    useCases,
    routes: [...userAuthCommandRoutes(useCases), ...lineTokenRoutes(useCases), ...lineLinkRoutes(useCases)],
  };
}
