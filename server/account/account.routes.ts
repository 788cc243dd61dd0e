import { AccountDeleted, AccountExport } from '../../src/contract/account.contract';
import { RECENT_SIGN_IN_MAX_AGE_MS } from '../../src/domain/auth/recent-sign-in';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { AccountUseCases } from './account.use-cases';

const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];

/** The caller's own account (ours): the data download and the deletion, beside the spec §7 profile calls. */
export const accountRoutes = (account: AccountUseCases): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/user-profile-query-service/v1/me/data',
    area: 'user',
    auth: 'required',
    tag: 'user-profile-query-service',
    summary: 'Everything the product holds about the caller, as one JSON document (ours)',
    description:
      'Profile, account, consents, roles, interests, LINE link, every content with all its versions, comments and replies, poll ' +
      'votes, saved lists and items, creators followed, reports, issue reports, contact messages, uploads and images with their URLs, proposed places, reading history ' +
      'and sign-in events. Settings offers it as a file download.',
    data: AccountExport,
    errors: authErrors,
    handler: ({ identity }) => account.exportData(identity),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/user-orchestration-service/v1/account',
    area: 'user',
    auth: 'required',
    tag: 'user-orchestration-service',
    summary: "Delete the caller's account (ours)",
    description:
      `Needs a sign-in or re-authentication within the last ${RECENT_SIGN_IN_MAX_AGE_MS / 60_000} minutes (the token's auth_time): ` +
      `403 ${ErrorCode.recentSignInRequired} otherwise. In one transaction: contents with every version, their threads, ` +
      'images and uploads (deleted from storage after the commit), poll votes and own polls, reports, interests, roles, LINE link, ' +
      'sign-in events, follows (whom they follow and who follows them) and the profile are deleted; comments on others\u2019 contents lose their words (a thread others replied to ' +
      'stays under a "deleted" placeholder by a deleted user); the identity-provider account is deleted. Afterwards the profile, ' +
      'contents and avatar answer 404 and the token 401.',
    data: AccountDeleted,
    errors: [...authErrors, ErrorCode.recentSignInRequired],
    handler: ({ identity }) => account.deleteAccount(identity),
  }),
];
