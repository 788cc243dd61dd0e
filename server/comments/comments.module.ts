import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { commentRepository } from './comment.repository';
import { commentRoutes } from './comment.routes';
import type { CommentEvents } from './comments.ports';
import { createCommentUseCases } from './comments.use-cases';

/** Comments and replies on published contents, with @mentions. */
export function createCommentsModule(kernel: Kernel, users: UserUseCases, events: CommentEvents | null = null) {
  const useCases = createCommentUseCases(kernel, commentRepository, users, events);
  return { useCases, routes: commentRoutes(useCases) };
}
