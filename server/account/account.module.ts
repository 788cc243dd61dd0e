import type { CommentUseCases } from '../comments/comments.use-cases';
import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { accountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { createAccountUseCases } from './account.use-cases';

/** A person's own account: the download of everything held about them, and deleting it. */
export function createAccountModule(kernel: Kernel, users: UserUseCases, comments: CommentUseCases) {
  const useCases = createAccountUseCases(kernel, accountRepository, users, comments);
  return { useCases, routes: accountRoutes(useCases) };
}
