import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { createCategoryUseCases } from './categories.use-cases';
import { interestRepository } from './interest.repository';
import { interestRoutes } from './interests.routes';

/** Interest categories (categories v2) and each user's interests (feed user-interest). */
export function createCategoriesModule(kernel: Kernel, users: UserUseCases) {
  const useCases = createCategoryUseCases(kernel, interestRepository, users);
  return { useCases, routes: interestRoutes(useCases) };
}
