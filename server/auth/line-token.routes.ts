import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { RouteDef } from '../http/route-table';
import { object } from '../http/schemas';
import type { AuthUseCases } from './auth.use-cases';

const tokenSet = object({
  access_token: { type: 'string' }, refresh_token: { type: 'string' }, expires_in: { type: 'integer' },
  id_token: { type: 'string' }, scope: { type: 'string' },
}, ['access_token', 'refresh_token', 'expires_in']);

const description = 'Calls LINE\'s token endpoint with LINE_CHANNEL_ID/SECRET (and LINE_REDIRECT_URI for a code). LINE refusing the code or refresh token: 422 4220104000. LINE not configured, unreachable or failing: 500 5000104000 with a message saying which.';

/** Spec §7 own web-server calls: the LINE code exchange and refresh, so the channel secret never reaches the browser. */
export const lineTokenRoutes = (auth: AuthUseCases): RouteDef[] => [
  {
    method: 'POST', path: '/auth/line/token', area: 'auth', auth: 'none', public: true, rateLimited: true, tag: 'line',
    summary: 'Exchange a LINE authorization code for a LINE token set', description,
    body: object({ code: { type: 'string', minLength: 1, maxLength: 2048 } }, ['code']),
    data: tokenSet,
    errors: [ErrorCode.validationAuth, ErrorCode.internalAuth, ErrorCode.tooManyRequests],
    handler: ({ body }) => auth.exchangeLineCode(body.code),
  },
  {
    method: 'POST', path: '/auth/line/token/refresh', area: 'auth', auth: 'none', public: true, rateLimited: true, tag: 'line',
    summary: 'Refresh a LINE token set', description,
    body: object({ refresh_token: { type: 'string', minLength: 1, maxLength: 2048 } }, ['refresh_token']),
    data: tokenSet,
    errors: [ErrorCode.validationAuth, ErrorCode.internalAuth, ErrorCode.tooManyRequests],
    handler: ({ body }) => auth.refreshLineToken(body.refresh_token),
  },
];
