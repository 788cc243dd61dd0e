import { LineCodeBody, LineRefreshBody, LineTokenSet } from '../../src/contract/auth.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { AuthUseCases } from './auth.use-cases';

const description =
  "Calls LINE's token endpoint with LINE_CHANNEL_ID/SECRET (and LINE_REDIRECT_URI for a code). LINE refusing the code or refresh token: 422 4220104000. LINE not configured on this server: 503 5030104012; LINE failing or unreachable: 502 5020104013, with a message saying which.";

/** Spec §7 own web-server calls: the LINE code exchange and refresh, so the channel secret never reaches the browser. */
export const lineTokenRoutes = (auth: AuthUseCases): AnyRoute[] => [
  defineRoute({
    method: 'POST',
    path: '/auth/line/token',
    area: 'auth',
    auth: 'none',
    public: true,
    rateLimited: true,
    tag: 'line',
    summary: 'Exchange a LINE authorization code for a LINE token set',
    description,
    body: LineCodeBody,
    data: LineTokenSet,
    errors: [
      ErrorCode.validationAuth,
      ErrorCode.tooManyRequests,
      ErrorCode.lineNotConfigured,
      ErrorCode.lineUnavailable,
    ],
    handler: ({ body }) => auth.exchangeLineCode(body.code),
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/line/token/refresh',
    area: 'auth',
    auth: 'none',
    public: true,
    rateLimited: true,
    tag: 'line',
    summary: 'Refresh a LINE token set',
    description,
    body: LineRefreshBody,
    data: LineTokenSet,
    errors: [
      ErrorCode.validationAuth,
      ErrorCode.tooManyRequests,
      ErrorCode.lineNotConfigured,
      ErrorCode.lineUnavailable,
    ],
    handler: ({ body }) => auth.refreshLineToken(body.refresh_token),
  }),
];
