import { Type } from '../../src/contract/schema';
import { MentionAllQuery, MentionQuery, Profile } from '../../src/contract/users.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { UserUseCases } from './users.use-cases';

const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked];
const description =
  'Case-insensitive prefix match on username or display name, ordered by username. Items are profiles (spec §3 shape).';

/** Spec §7 social-user-query-service (result shape ours). Paging defaults of spec §9: offset 0, limit 10. */
export const socialUserQueryRoutes = (users: UserUseCases): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/social-user-query-service/v1/search-mention',
    area: 'user',
    auth: 'required',
    tag: 'social-user-query-service',
    summary: 'Users to mention for a keyword (first 10)',
    description,
    querystring: MentionQuery,
    data: Type.Array(Profile),
    errors: authErrors,
    handler: async ({ query }) => (await users.searchMentions(query.keyword, 0, 10)).items,
  }),
  defineRoute({
    method: 'GET',
    path: '/social-user-query-service/v1/search-mention-all',
    area: 'user',
    auth: 'required',
    tag: 'social-user-query-service',
    summary: 'Users to mention for a keyword, paged',
    description: `${description} limit is at most 50.`,
    querystring: MentionAllQuery,
    data: Profile,
    paged: true,
    errors: authErrors,
    handler: ({ query }) => users.searchMentions(query.keyword, query.offset, query.limit),
  }),
];
