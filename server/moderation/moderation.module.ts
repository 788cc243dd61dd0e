import type { Kernel } from '../kernel/deps';
import type { MediaUseCases } from '../media/media.use-cases';
import type { UploadUseCases } from '../media/upload.use-cases';
import type { LocationUseCases } from '../places/locations.use-cases';
import type { UserUseCases } from '../users/users.use-cases';
import type { ModerationEvents } from './moderation.ports';
import { moderationRepository } from './moderation.repository';
import { moderationRoutes } from './moderation.routes';
import { createModerationUseCases } from './moderation.use-cases';
import { roleRepository } from './roles.repository';
import { createRoleUseCases } from './roles.use-cases';

/** What moderation reaches in other modules: place decisions and the queue's uploads, through their use cases. */
export interface ModerationNeighbours {
  readonly places: Pick<
    LocationUseCases,
    'approvePendingLocation' | 'refusePendingLocation' | 'setClosedOnPublicHolidays'
  >;
  readonly uploads: Pick<UploadUseCases, 'readUpload'>;
  readonly media: Pick<MediaUseCases, 'readImage'>;
}

/**
 * Moderation: the moderator role, readers' reports, and the admin area's calls. `events` hears of each report marked
 * done, in its transaction (the notifications module's sender).
 */
export function createModerationModule(
  kernel: Kernel,
  users: UserUseCases,
  neighbours: ModerationNeighbours,
  events: ModerationEvents | null = null,
) {
  const roles = createRoleUseCases(kernel, roleRepository, users);
  const useCases = createModerationUseCases(kernel, moderationRepository, { roles, users, ...neighbours, events });
  return { roles, useCases, routes: moderationRoutes(roles, useCases) };
}
