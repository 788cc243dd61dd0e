import { ADMIN_PATHS, RoleAnswer } from '../../src/contract/moderation.contract';
import type { RouteDef } from '../http/route-table';
import type { RoleUseCases } from './roles.use-cases';

/** The admin area's calls (issue 10; ours). Every one but `role` needs the moderator role (403 4030607011). */
export const moderationRoutes = (roles: RoleUseCases): RouteDef[] => [
  {
    method: 'GET', path: ADMIN_PATHS.role, area: 'content', auth: 'required', tag: 'admin',
    summary: 'Whether the caller is a moderator (issue 10)',
    description: 'Any signed-in user may ask (never 403): the SPA shows the admin area\'s link and screens only to moderators; '
      + 'the server checks the role again on every admin call.',
    data: RoleAnswer, errors: [],
    handler: ({ identity }) => roles.myRole(identity!),
  },
];
