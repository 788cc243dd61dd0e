import type { FeedUseCases } from '../feed/feed.use-cases';
import type { FollowUseCases } from '../follows/follows.use-cases';
import type { StatsUseCases } from '../stats/stats.use-cases';
import type { Kernel } from '../kernel/deps';
import type { UserUseCases } from '../users/users.use-cases';
import { contentListRepository } from './content-list.repository';
import { contentOrchestrationRoutes } from './content-orchestration.routes';
import { contentQueryRoutes } from './content-query.routes';
import { createContentQueryUseCases } from './content-query.use-cases';
import type { ContentEvents } from './content.ports';
import { contentRepository } from './content.repository';
import { createContentUseCases } from './content.use-cases';
import { createTripCopyUseCases } from './trip-copy.use-cases';
import { sitemapRepository } from './sitemap.repository';
import { createSitemapUseCases } from './sitemap.use-cases';

/** Contents: the editor's writes, the editor's and readers' reads, view counting. */
export function createContentModule(
  kernel: Kernel,
  users: UserUseCases,
  reads?: Pick<FeedUseCases, 'recordRead'>,
  follows?: Pick<FollowUseCases, 'countsOf'>,
  events: ContentEvents | null = null,
  stats?: Pick<StatsUseCases, 'recordView' | 'recordTripAdd'>,
) {
  const useCases = {
    ...createContentUseCases(kernel, contentRepository, events, stats ?? null),
    ...createTripCopyUseCases(kernel, contentRepository, stats ?? null),
    ...createContentQueryUseCases(
      kernel,
      { content: contentRepository, list: contentListRepository },
      users,
      reads,
      follows,
      stats,
    ),
    ...createSitemapUseCases(kernel, sitemapRepository),
  };
  return { useCases, routes: [...contentQueryRoutes(useCases), ...contentOrchestrationRoutes(useCases)] };
}

export type ContentModuleUseCases = ReturnType<typeof createContentModule>['useCases'];
