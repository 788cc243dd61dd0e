import { LineLinkBody, LineLinkState } from '../../src/contract/auth.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { AuthUseCases } from './auth.use-cases';

const TAG = 'user-auth-command-service';
const PATH = '/user-auth-command-service/v1/links/line';
const ACCOUNT_ERRORS = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];

/** (ours): LINE linked to the caller's account, so LINE sign-in opens it. */
export const lineLinkRoutes = (auth: AuthUseCases): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: PATH,
    area: 'auth',
    auth: 'required',
    tag: TAG,
    summary: 'Whether a LINE account is linked to the caller (ours)',
    description:
      'An account made by LINE sign-in (uid `line:<id>`) is linked to that LINE account and cannot unlink it. can_unlink is false too when the account has no other sign-in method.',
    data: LineLinkState,
    errors: ACCOUNT_ERRORS,
    handler: ({ identity }) => auth.lineLinkState(identity),
  }),
  defineRoute({
    method: 'POST',
    path: PATH,
    area: 'auth',
    auth: 'required',
    rateLimited: true,
    tag: TAG,
    summary: 'Link a LINE account to the caller (ours)',
    description:
      "The LINE access token is checked exactly as custom/line checks it (401 4010104001, 400 4000104006, 400 4000104007). From then on custom/line mints the custom token for the caller's uid instead of `line:<id>`. A LINE account already linked to another account, or one that already has its own account through LINE sign-in, is 409 4090104010 (spec §8 link-social-account credential-already-in-use). LINE not configured on this server: 503 5030104012; LINE failing or unreachable: 502 5020104013. Linking a second LINE account replaces the first; linking the same one again changes nothing.",
    body: LineLinkBody,
    data: LineLinkState,
    errors: [
      ...ACCOUNT_ERRORS,
      ErrorCode.lineClientIdMismatch,
      ErrorCode.lineUserIdMismatch,
      ErrorCode.lineAlreadyLinked,
      ErrorCode.tooManyRequests,
      ErrorCode.lineNotConfigured,
      ErrorCode.lineUnavailable,
    ],
    handler: ({ identity, body }) => auth.linkLine(identity, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: PATH,
    area: 'auth',
    auth: 'required',
    tag: TAG,
    summary: 'Unlink LINE from the caller (ours)',
    description:
      'Never the last sign-in method: 409 4090104011 when the identity provider holds no other method for the account, or when the account was made by LINE sign-in. Unlinking when nothing is linked changes nothing.',
    data: LineLinkState,
    errors: [...ACCOUNT_ERRORS, ErrorCode.lastSignInMethod],
    handler: ({ identity }) => auth.unlinkLine(identity),
  }),
];
