import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { ServerDeps } from '../../application/deps';
import { acceptTerms, createProfile, firstUpdate, updateProfile } from '../../application/profile.service';
import { contactUs, reportIssue } from '../../application/support.service';
import { presignAvatar, presignReportUpload, IMAGE_TYPES } from '../../application/upload.service';
import type { RouteDef } from '../route-table';
import { allowedText, displayNameSchema, hashSchema, nullable, object, profileSchema, usernameSchema } from '../schemas';

const TAG = 'user-orchestration-service';
const P = '/user-orchestration-service';
const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];
const idSchema = { type: 'string', minLength: 1, maxLength: 100 };

/** Spec §7 user-orchestration-service: profile writes (ownership checked against the bearer) and support. */
export const userOrchestrationRoutes = (deps: ServerDeps): RouteDef[] => [
  {
    method: 'POST', path: `${P}/v1/profiles`, area: 'user', auth: 'required', tag: TAG,
    summary: 'Create the profile (spec §4 common sign-in step 5)',
    description: 'firebase_id must be the bearer\'s uid and user_id the id login returned for it (403 4030101007 otherwise). A second call is 409 4090101006. Ours: the new profile gets a username derived from the email (so only display_name is left for onboarding); terms are not accepted yet.',
    body: object({ user_id: idSchema, firebase_id: idSchema }, ['user_id', 'firebase_id']),
    data: profileSchema,
    errors: [...authErrors, ErrorCode.duplicateProfile, ErrorCode.forbidden],
    handler: ({ identity, body }) => createProfile(deps, identity!, body),
  },
  {
    method: 'POST', path: `${P}/v1/profiles/terms-of-use`, area: 'user', auth: 'required', emptyBody: true, tag: TAG,
    summary: 'Accept the terms of use (spec §5)', description: 'Body: none or {}. Idempotent: accepted_at stays the first acceptance.',
    body: object({}),
    data: object({ accepted: { type: 'boolean', const: true }, accepted_at: { type: 'string', format: 'date-time' } }, ['accepted', 'accepted_at']),
    errors: authErrors,
    handler: ({ identity }) => acceptTerms(deps, identity!),
  },
  {
    method: 'PATCH', path: `${P}/v1/profiles/1st`, area: 'user', auth: 'required', tag: TAG,
    summary: 'First profile update at onboarding (spec §7)',
    description: 'Once only: 409 4090101002 the second time. display_name unique case-insensitively (400 4000101001). referral_code (ours) is an existing user\'s username, case-insensitive; unknown or one\'s own: 404 4040101005. avatar_image_hash comes from upload-avatar after the PUT finished. Setting the first display name does not start the 60-day window.',
    body: object({
      display_name: displayNameSchema,
      avatar_image_hash: nullable(hashSchema),
      lang: { type: 'string', pattern: '^[a-z]{2}(-[A-Z]{2})?$' },
      referral_code: { type: ['string', 'null'], maxLength: 30 },
    }, ['display_name']),
    data: profileSchema,
    errors: [...authErrors, ErrorCode.firstProfileUpdateDone, ErrorCode.referralCodeNotFound, ErrorCode.duplicateName],
    handler: ({ identity, body }) => firstUpdate(deps, identity!, body),
  },
  {
    method: 'PATCH', path: `${P}/v1/profiles`, area: 'user', auth: 'required', tag: TAG,
    summary: 'Update display name, username or avatar (spec §5 60-day rule)',
    description: 'Each of username and display_name may change once within 60 days (429 4290101004); sending the current value is not a change. Names are unique case-insensitively (400 4000101001). Nothing is written unless every check passes.',
    body: object({ display_name: displayNameSchema, username: usernameSchema, avatar_image_hash: nullable(hashSchema) }),
    data: profileSchema,
    errors: [...authErrors, ErrorCode.profileUpdatedTooOften, ErrorCode.duplicateName],
    handler: ({ identity, body }) => updateProfile(deps, identity!, body),
  },
  {
    method: 'POST', path: `${P}/v1/profiles/upload-avatar`, area: 'user', auth: 'required', emptyBody: true, tag: TAG,
    summary: 'Signed upload URLs for a new avatar and its thumbnail',
    description: `HMAC-signed PUT URLs to /api/uploads/{purpose}/{hash}, valid UPLOAD_URL_TTL_SECONDS (default 900 s). PUT the image bytes with Content-Type one of ${Object.keys(IMAGE_TYPES).join(', ')}, at most UPLOAD_MAX_BYTES; then send avatar_image_hash with PATCH profiles or profiles/1st.`,
    body: object({}),
    data: object({
      presigned_avatar_url: { type: 'string' }, presigned_avatar_thumbnail_url: { type: 'string' },
      avatar_image_hash: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' },
    }, ['presigned_avatar_url', 'presigned_avatar_thumbnail_url', 'avatar_image_hash', 'expires_at']),
    errors: [...authErrors, ErrorCode.presignedUrlFailure],
    handler: ({ identity }) => presignAvatar(deps, identity!),
  },
  {
    method: 'POST', path: `${P}/v2/contact-us`, area: 'user', auth: 'optional', public: true, rateLimited: true, tag: TAG,
    summary: 'Send a message to support (payload ours)', description: 'Anonymous allowed; a bearer, when sent, links the ticket to the user.',
    body: object({
      name: allowedText(1, 100), email: { type: 'string', format: 'email', maxLength: 254 },
      subject: allowedText(1, 200), message: { type: 'string', minLength: 1, maxLength: 5000 },
    }, ['name', 'email', 'subject', 'message']),
    data: object({ ticket_id: { type: 'string' } }, ['ticket_id']),
    errors: [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.tooManyRequests],
    handler: ({ identity, body }) => contactUs(deps, identity, body),
  },
  {
    method: 'POST', path: `${P}/v2/report/issues`, area: 'user', auth: 'required', tag: TAG,
    summary: 'Report an issue (payload ours)', description: 'attachment_ids are ids from v2/report/uploads whose PUT finished.',
    body: object({
      category: { type: 'string', enum: ['bug', 'content', 'account', 'other'] },
      description: { type: 'string', minLength: 1, maxLength: 5000 },
      attachment_ids: { type: 'array', maxItems: 5, items: hashSchema },
    }, ['category', 'description']),
    data: object({ report_id: { type: 'string' } }, ['report_id']),
    errors: authErrors,
    handler: ({ identity, body }) => reportIssue(deps, identity!, body),
  },
  {
    method: 'POST', path: `${P}/v2/report/uploads`, area: 'user', auth: 'required', tag: TAG,
    summary: 'Signed upload URL for an issue-report attachment (payload ours)', description: 'PUT the image to upload_url with the declared content_type.',
    body: object({
      file_name: allowedText(1, 200),
      content_type: { type: 'string', enum: Object.keys(IMAGE_TYPES) },
    }, ['file_name', 'content_type']),
    data: object({ upload_url: { type: 'string' }, attachment_id: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } }, ['upload_url', 'attachment_id', 'expires_at']),
    errors: [...authErrors, ErrorCode.presignedUrlFailure],
    handler: ({ identity, body }) => presignReportUpload(deps, identity!, body),
  },
];
