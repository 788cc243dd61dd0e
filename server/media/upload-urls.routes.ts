import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { RouteDef } from '../http/route-table';
import { allowedText, object } from '../http/schemas';
import { IMAGE_TYPES, type UploadUseCases } from './upload.use-cases';

const TAG = 'user-orchestration-service';
const P = '/user-orchestration-service';
const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];

/** Spec §7 user-orchestration-service upload URLs: the avatar (with its thumbnail) and issue-report attachments. */
export const uploadUrlRoutes = (uploads: UploadUseCases): RouteDef[] => [
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
    handler: ({ identity }) => uploads.presignAvatar(identity!),
  },  {
    method: 'POST', path: `${P}/v2/report/uploads`, area: 'user', auth: 'required', tag: TAG,
    summary: 'Signed upload URL for an issue-report attachment (payload ours)', description: 'PUT the image to upload_url with the declared content_type.',
    body: object({
      file_name: allowedText(1, 200),
      content_type: { type: 'string', enum: Object.keys(IMAGE_TYPES) },
    }, ['file_name', 'content_type']),
    data: object({ upload_url: { type: 'string' }, attachment_id: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } }, ['upload_url', 'attachment_id', 'expires_at']),
    errors: [...authErrors, ErrorCode.presignedUrlFailure],
    handler: ({ identity, body }) => uploads.presignReportUpload(identity!, body),
  },
];
