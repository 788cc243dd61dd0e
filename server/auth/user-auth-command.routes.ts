import {
  CustomLineBody, CustomToken, LoggedOut, LoginBody, LogoutBody, RefreshBody, SessionCheck, SessionCreated, SessionDeleted,
  SessionTokenBody, UserIdAnswer,
} from '../../src/contract/auth.contract';
import { EmptyBody } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { RouteDef } from '../http/route-table';
import type { AuthUseCases } from './auth.use-cases';

const TAG = 'user-auth-command-service';

/** Spec §7 user-auth-command-service and the web-view session calls under user-auth-svc (payloads ours). */
export const userAuthCommandRoutes = (auth: AuthUseCases): RouteDef[] => [
  {
    method: 'POST', path: '/user-auth-command-service/v1/login', area: 'auth', auth: 'none', public: true, rateLimited: true, tag: TAG,
    summary: 'Log in to the product backend (spec §4 common sign-in step 4)',
    description: 'The body token is the identity-provider ID token and is verified. The first login creates the user (user_id is ours, a UUID); every login records an event with lat, lng and device.',
    body: LoginBody,
    data: UserIdAnswer,
    errors: [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.tooManyRequests],
    handler: ({ body }) => auth.login({ token: body.token, lat: body.lat ?? null, lng: body.lng ?? null, device: body.device }),
  },
  {
    method: 'POST', path: '/user-auth-command-service/v1/logout', area: 'auth', auth: 'none', public: true, tag: TAG,
    summary: 'Tell the backend about a logout (spec §4 Logout)',
    description: 'Records a logout event for the account of the body token (verified). Tokens are not revoked: the SPA signs out of the identity provider itself.',
    body: LogoutBody,
    data: LoggedOut,
    errors: [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound],
    handler: ({ body }) => auth.logout(body.token),
  },
  {
    method: 'POST', path: '/user-auth-command-service/v1/custom/line', area: 'auth', auth: 'none', public: true, rateLimited: true, tag: TAG,
    summary: 'Exchange a LINE access token for a custom identity-provider token (spec §4 step 3)',
    description: "Verifies the access token at LINE (its client_id must be LINE_CHANNEL_ID: 4000104006) and reads the LINE profile (its userId must be line_user_id: 4000104007). The custom token's uid is `line:<LINE userId>`. An access token LINE rejects is 401 4010104001. LINE not configured: 500 5000104000.",
    body: CustomLineBody,
    data: CustomToken,
    errors: [ErrorCode.lineClientIdMismatch, ErrorCode.lineUserIdMismatch, ErrorCode.invalidToken, ErrorCode.tooManyRequests, ErrorCode.internalAuth],
    handler: ({ body }) => auth.customLineToken(body),
  },
  {
    method: 'POST', path: '/user-auth-command-service/v1/refresh', area: 'auth', auth: 'required', rateLimited: true, tag: TAG,
    summary: 'Report a token refresh (spec §7)',
    description: 'Authorization carries the new token. new_token is verified and must be the same account as the bearer; old_token may be expired, only its subject is compared (must match). Records a refresh event.',
    body: RefreshBody,
    data: UserIdAnswer,
    errors: [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound, ErrorCode.tooManyRequests],
    handler: ({ body, identity }) => auth.refresh(identity!, body),
  },
  {
    method: 'POST', path: '/user-auth-svc/sessions/create-token', area: 'auth', auth: 'required', emptyBody: true, tag: 'user-auth-svc',
    summary: 'Create a server-side session token for a web view (ours)',
    description: 'An opaque random token (stored only as its SHA-256) valid 14 days, like the FIREBASE_TOKEN cookie. Body: none or {}.',
    body: EmptyBody,
    data: SessionCreated,
    errors: [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound],
    handler: ({ identity }) => auth.createSession(identity!),
  },
  {
    method: 'POST', path: '/user-auth-svc/sessions/verify-token', area: 'auth', auth: 'none', public: true, rateLimited: true, tag: 'user-auth-svc',
    summary: 'Check a session token (ours)',
    description: 'valid=false (not an error) for unknown, deleted or expired tokens.',
    body: SessionTokenBody,
    data: SessionCheck,
    errors: [ErrorCode.tooManyRequests],
    handler: ({ body }) => auth.verifySession(body.session_token),
  },
  {
    method: 'POST', path: '/user-auth-svc/sessions/delete-token', area: 'auth', auth: 'required', tag: 'user-auth-svc',
    summary: "Delete one of the caller's session tokens (ours)",
    description: 'deleted=false when the token is unknown or belongs to someone else.',
    body: SessionTokenBody,
    data: SessionDeleted,
    errors: [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound],
    handler: ({ body, identity }) => auth.deleteSession(identity!, body.session_token),
  },
];
