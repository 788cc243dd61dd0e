import {
  AvatarUploadTarget,
  IMAGE_CONTENT_TYPES,
  ReportUploadBody,
  ReportUploadTarget,
} from '../../src/contract/media.contract';
import { EmptyBody } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { UploadUseCases } from './upload.use-cases';

const TAG = 'user-orchestration-service';
const P = '/user-orchestration-service';
const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];

/** Spec §7 user-orchestration-service upload URLs: the avatar (with its thumbnail) and issue-report attachments. */
export const uploadUrlRoutes = (uploads: UploadUseCases): AnyRoute[] => [
  defineRoute({
    method: 'POST',
    path: `${P}/v1/profiles/upload-avatar`,
    area: 'user',
    auth: 'required',
    emptyBody: true,
    tag: TAG,
    summary: 'Signed upload URLs for a new avatar and its thumbnail',
    description: `HMAC-signed PUT URLs to /api/uploads/{purpose}/{hash}, valid UPLOAD_URL_TTL_SECONDS (default 900 s). PUT the image bytes with Content-Type one of ${IMAGE_CONTENT_TYPES.join(', ')}, at most UPLOAD_MAX_BYTES; then send avatar_image_hash with PATCH profiles or profiles/1st.`,
    body: EmptyBody,
    data: AvatarUploadTarget,
    errors: [...authErrors, ErrorCode.presignedUrlFailure],
    handler: ({ identity }) => uploads.presignAvatar(identity),
  }),
  defineRoute({
    method: 'POST',
    path: `${P}/v2/report/uploads`,
    area: 'user',
    auth: 'required',
    tag: TAG,
    summary: 'Signed upload URL for an issue-report attachment (payload ours)',
    description: 'PUT the image to upload_url with the declared content_type.',
    body: ReportUploadBody,
    data: ReportUploadTarget,
    errors: [...authErrors, ErrorCode.presignedUrlFailure],
    handler: ({ identity, body }) => uploads.presignReportUpload(identity, body),
  }),
];
