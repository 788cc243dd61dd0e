import {
  Exists,
  ExistsOrNotQuery,
  LastUpdates,
  MANDATORY_FIELDS,
  MandatoryFields,
  Profile,
  TermsStatus,
  UserIdParams,
  type ExistsWire,
  type LastUpdatesWire,
  type TermsStatusWire,
} from '../../src/contract/users.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import { isoOrNull } from '../kernel/clock';
import { toWireProfile } from './profile.mapper';
import type { UserUseCases } from './users.use-cases';

const TAG = 'user-profile-query-service';
const P = '/user-profile-query-service';
const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];

/** Spec §7 user-profile-query-service: reads for the signed-in user, and public profiles. */
export const userProfileQueryRoutes = (users: UserUseCases): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: `${P}/v1/exists/:userId`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: 'Does a profile exist for this user id (spec §4 step 5)',
    params: UserIdParams,
    data: Exists,
    errors: authErrors,
    handler: async ({ params }) => ({ exists: await users.profileExists(params.userId) }) satisfies ExistsWire,
  }),
  defineRoute({
    method: 'GET',
    path: `${P}/v1/exists-or-not`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: 'Uniqueness lookup (spec §5): by=d display name, u username, e email',
    description:
      'Case-insensitive. by=d compares look-alike keys, as profile writes do: a name that only differs by a Cyrillic or Greek letter that looks Latin, fullwidth letters, other spaces or invisible characters exists. by=e asks the identity provider. A bearer is required so the lookup cannot be used anonymously to enumerate accounts, and by=e is limited per user (EMAIL_LOOKUP_USER_MAX, default 10) and per client IP (EMAIL_LOOKUP_CLIENT_MAX, default 30) a window (EMAIL_LOOKUP_WINDOW_MS, default 10 minutes): past either, 429 4290104009 with Retry-After (seconds). by=d and by=u are limited the same way, counted apart and roomier since the sign-up form asks as the user types: per user (NAME_LOOKUP_USER_MAX, default 120) and per client IP (NAME_LOOKUP_CLIENT_MAX, default 360) a window (NAME_LOOKUP_WINDOW_MS, default 10 minutes), past either 429 4290104009 with Retry-After.',
    querystring: ExistsOrNotQuery,
    data: Exists,
    errors: [...authErrors, ErrorCode.tooManyRequests],
    handler: async ({ query, identity, request }) =>
      ({
        exists: await users.existsOrNot(query.by, query.value, { uid: identity.uid, client: request.ip }),
      }) satisfies ExistsWire,
  }),
  defineRoute({
    method: 'GET',
    path: `${P}/v1/me`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: "The caller's profile",
    data: Profile,
    errors: authErrors,
    handler: async ({ identity }) => toWireProfile(await users.myProfile(identity)),
  }),
  defineRoute({
    method: 'GET',
    path: `${P}/v1/last-updates`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: 'When username and display name last changed (spec §3); null = never changed',
    data: LastUpdates,
    errors: authErrors,
    handler: async ({ identity }) => {
      const profile = await users.myProfile(identity);
      const answer: LastUpdatesWire = {
        username_updated_at: isoOrNull(profile.username_updated_at),
        display_name_updated_at: isoOrNull(profile.display_name_updated_at),
      };
      return answer;
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${P}/v1/terms-of-use`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: 'Has the caller accepted the terms (spec §4 step 6)',
    data: TermsStatus,
    errors: authErrors,
    handler: async ({ identity }) =>
      ({ accepted: (await users.myProfile(identity)).terms_accepted_at !== null }) satisfies TermsStatusWire,
  }),
  defineRoute({
    method: 'GET',
    path: `${P}/v1/mandatory-fields`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: 'Are the mandatory profile fields filled (spec §4 step 6)',
    description: `Design choice: the mandatory fields are ${MANDATORY_FIELDS.join(' and ')}. missing_fields lists the empty ones; yes is true when none is missing.`,
    data: MandatoryFields,
    errors: authErrors,
    handler: async ({ identity }) => users.mandatoryFields(await users.myProfile(identity)),
  }),
  defineRoute({
    method: 'GET',
    path: `${P}/v1/profiles/:userId`,
    area: 'user',
    auth: 'none',
    public: true,
    tag: TAG,
    summary: 'A public profile by user id (or, ours, by username)',
    params: UserIdParams,
    data: Profile,
    errors: [ErrorCode.userNotFound],
    handler: ({ params }) => users.publicProfile(params.userId),
  }),
];
