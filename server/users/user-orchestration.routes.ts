import { EmptyBody } from '../../src/contract/schema';
import {
  CreateProfileBody,
  FirstProfileUpdateBody,
  Profile,
  ProfileUpdateBody,
  TermsAccepted,
} from '../../src/contract/users.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { UserUseCases } from './users.use-cases';

const TAG = 'user-orchestration-service';
const P = '/user-orchestration-service';
const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];

/**
 * Spec §7 user-orchestration-service, profile writes (ownership checked against the bearer). The avatar and
 * report upload URLs of the same service live in media/upload-urls.routes.ts, support in support/support.routes.ts.
 */
export const userOrchestrationRoutes = (users: UserUseCases): AnyRoute[] => [
  defineRoute({
    method: 'POST',
    path: `${P}/v1/profiles`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: 'Create the profile (spec §4 common sign-in step 5)',
    description:
      "firebase_id must be the bearer's uid and user_id the id login returned for it (403 4030101007 otherwise). A second call is 409 4090101006. Ours: the new profile gets a username derived from the email (so only display_name is left for onboarding); terms are not accepted yet.",
    body: CreateProfileBody,
    data: Profile,
    errors: [...authErrors, ErrorCode.duplicateProfile, ErrorCode.forbidden],
    handler: ({ identity, body }) => users.createProfile(identity, body),
  }),
  defineRoute({
    method: 'POST',
    path: `${P}/v1/profiles/terms-of-use`,
    area: 'user',
    auth: 'required',
    emptyBody: true,
    tag: TAG,
    summary: 'Accept the terms of use (spec §5)',
    description: 'Body: none or {}. Idempotent: accepted_at stays the first acceptance.',
    body: EmptyBody,
    data: TermsAccepted,
    errors: authErrors,
    handler: ({ identity }) => users.acceptTerms(identity),
  }),
  defineRoute({
    method: 'PATCH',
    path: `${P}/v1/profiles/1st`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: 'First profile update at onboarding (spec §7)',
    description:
      "Once only: 409 4090101002 the second time. display_name is stored normalized (NFKC, any Unicode space one plain space, trimmed) and unique by look-alike key: case, fullwidth forms and Cyrillic or Greek letters that look Latin do not make a new name (400 4000101001); an invisible character (zero-width, bidi control, soft hyphen …) is 422 4220101013 naming the field. referral_code (ours) is an existing user's username, case-insensitive; unknown or one's own: 404 4040101005. avatar_image_hash comes from upload-avatar after the PUT finished. username (ours, optional) is the one the person chose at onboarding, unique case-insensitively (400 4000101001 naming username). Choosing names here is not a change of spec §5: neither starts the 60-day window, so the first change after onboarding is allowed.",
    body: FirstProfileUpdateBody,
    data: Profile,
    errors: [
      ...authErrors,
      ErrorCode.firstProfileUpdateDone,
      ErrorCode.referralCodeNotFound,
      ErrorCode.duplicateName,
      ErrorCode.invisibleCharacters,
    ],
    handler: ({ identity, body }) => users.firstUpdate(identity, body),
  }),
  defineRoute({
    method: 'PATCH',
    path: `${P}/v1/profiles`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: 'Update display name, username, avatar, cover, website, biography, contact email or country (spec §3 §5)',
    description:
      'Each of username and display_name may change once within 60 days (429 4290101004, data { field, next_change_at }); the names chosen at onboarding (profiles/1st) are not a change, so the first change after it is allowed. Sending the current value is not a change. Names are unique case-insensitively, display names by look-alike key as at profiles/1st (400 4000101001); an invisible character in display_name is 422 4220101013. Nothing is written unless every check passes.',
    body: ProfileUpdateBody,
    data: Profile,
    errors: [...authErrors, ErrorCode.profileUpdatedTooOften, ErrorCode.duplicateName, ErrorCode.invisibleCharacters],
    handler: ({ identity, body }) => users.updateProfile(identity, body),
  }),
];
