import { Category, CategoryUsage, Interests, InterestsBody } from '../../src/contract/categories.contract';
import { Type } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { CategoryUseCases } from './categories.use-cases';

const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];

/**
 * Spec §7 content-platform categories v2 (public read) and feed user-interest read and update, used by
 * onboarding (/onboard/personal-interest). Shapes are ours: categories carry Thai and English names so
 * the SPA shows the one matching the reader's language.
 */
export const interestRoutes = (categories: CategoryUseCases): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/content-platform/category-service/v2/categories',
    area: 'user',
    auth: 'none',
    public: true,
    tag: 'content-platform',
    summary: 'Interest categories (spec §7 categories v2)',
    description: 'Every category in display order, with English and Thai names.',
    data: Type.Array(Category),
    errors: [ErrorCode.fetchFailed],
    handler: () => categories.listCategories(),
  }),
  defineRoute({
    method: 'GET',
    path: '/content-platform/category-service/v2/categories/editor',
    area: 'content',
    auth: 'required',
    tag: 'content-platform',
    summary: "Categories with the signed-in editor's usage (spec §7 categories v2 editor)",
    description:
      "Every category in display order with content_count: how many of the caller's non-deleted contents list it on " +
      'their draft or published version (a content counts once). A failed read is 500 5000102999.',
    data: Type.Array(CategoryUsage),
    errors: [...authErrors, ErrorCode.fetchFailed],
    handler: ({ identity }) => categories.categoryUsage(identity),
  }),
  defineRoute({
    method: 'GET',
    path: '/feed-service/v1/user-interest',
    area: 'user',
    auth: 'required',
    tag: 'feed-service',
    summary: "The signed-in user's interests (spec §7 feed user-interest read)",
    description: 'category_ids in category display order; empty before onboarding chose any.',
    data: Interests,
    errors: authErrors,
    handler: ({ identity }) => categories.interestsOf(identity),
  }),
  defineRoute({
    method: 'PUT',
    path: '/feed-service/v1/user-interest',
    area: 'user',
    auth: 'required',
    tag: 'feed-service',
    summary: "Replace the signed-in user's interests (spec §7 feed user-interest update)",
    description:
      'The whole set is replaced; duplicates are ignored. An unknown category id is 422 4220101000; a failed write 500 5000101999 ("update personal interest").',
    body: InterestsBody,
    data: Interests,
    errors: [...authErrors, ErrorCode.validationUser, ErrorCode.internalUser],
    handler: ({ identity, body }) => categories.replaceInterests(identity, body.category_ids),
  }),
];
