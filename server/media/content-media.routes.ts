import {
  IMAGE_MAX_PIXELS,
  ImageDeclaration,
  LibraryImage,
  LibraryQuery,
  PresignFilesBody,
  PresignedUpload,
} from '../../src/contract/media.contract';
import { Type } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { ServerConfig } from '../kernel/config';
import type { MediaUseCases } from './media.use-cases';

type Limits = Pick<ServerConfig, 'uploadMaxBytes'>;

const O = '/content-platform/content-orchestration-service/v1';
const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];
const PRESIGN_RULES =
  'Each file gets a media_images row owned by the caller and a PUT URL valid UPLOAD_URL_TTL_SECONDS (default 900 s) ' +
  'for one upload of the declared Content-Type (image/jpeg, image/png, image/webp or image/gif; the bytes must be that type). ' +
  "With STORAGE=local the URL is this server's /api/uploads/media/{image_id}; with STORAGE=s3 a SigV4 presigned bucket URL. " +
  'size_bytes over UPLOAD_MAX_BYTES or a bad field is 422 4220607000; width × height over IMAGE_MAX_PIXELS is 422 ' +
  `${ErrorCode.imageTooManyPixels}; a signing failure is 500 5000101003 and nothing is kept. ` +
  `The PUT is refused and stores nothing when its body is larger than size_bytes (413 ${ErrorCode.uploadLargerThanDeclared}), ` +
  `its bytes are not a decodable image of content_type (415 ${ErrorCode.imageTypeMismatch}) or the image has more than ` +
  `${IMAGE_MAX_PIXELS} pixels (IMAGE_MAX_PIXELS, 40 megapixels; 422 ${ErrorCode.imageTooManyPixels}); once stored, the row keeps the real width and height.`;
const presignErrors = [
  ...authErrors,
  ErrorCode.contentValidationFailed,
  ErrorCode.parameterNotAllowed,
  ErrorCode.presignedUrlFailure,
  ErrorCode.imageTooManyPixels,
];

/** Spec §7 content-platform image calls: presigned uploads for covers, sections, raw originals and pending places, and the media library. */
export const contentMediaRoutes = (media: MediaUseCases, config: Limits): AnyRoute[] => [
  defineRoute({
    method: 'POST',
    path: `${O}/contents/pre_sign_urls`,
    area: 'content',
    auth: 'required',
    tag: 'content-platform',
    summary: 'Upload URLs for cover and section images (spec §7 presign)',
    description: `1 to 10 files, purpose cover or section. ${PRESIGN_RULES}`,
    body: PresignFilesBody(config.uploadMaxBytes, ['cover', 'section']),
    data: Type.Array(PresignedUpload),
    errors: presignErrors,
    handler: ({ identity, body }) => media.presignImages(identity, body.files),
  }),
  defineRoute({
    method: 'POST',
    path: `${O}/contents/raw_content/pre_sign_urls`,
    area: 'content',
    auth: 'required',
    tag: 'content-platform',
    summary: 'Upload URLs for the original, uncompressed photos (spec §7 raw-content presign)',
    description: `1 to 10 files, purpose raw: the original kept next to the compressed image. Raw images are listed in the media library too. ${PRESIGN_RULES}`,
    body: PresignFilesBody(config.uploadMaxBytes, ['raw']),
    data: Type.Array(PresignedUpload),
    errors: presignErrors,
    handler: ({ identity, body }) => media.presignImages(identity, body.files),
  }),
  defineRoute({
    method: 'POST',
    path: `${O}/locations/pending/pre_sign_url`,
    area: 'content',
    auth: 'required',
    tag: 'content-platform',
    summary: 'An upload URL for the photo of a pending location (spec §7 pending-location presign)',
    description: `One file (purpose pending-location), answered as one object. ${PRESIGN_RULES}`,
    body: ImageDeclaration(config.uploadMaxBytes),
    data: PresignedUpload,
    errors: presignErrors,
    handler: async ({ identity, body }) =>
      (await media.presignImages(identity, [{ ...body, purpose: 'pending-location' }]))[0],
  }),
  defineRoute({
    method: 'GET',
    path: '/content-platform/editor-service/v1/collections/images',
    area: 'content',
    auth: 'required',
    tag: 'content-platform',
    summary: "The signed-in editor's media library (spec §7 editors collections)",
    description:
      "Paged (offset, limit ≤ 100, paging and total_count): the caller's images whose bytes are stored, newest first, as ImageRef plus purpose and created_at. " +
      "Issued but never uploaded images and other users' images are never listed.",
    querystring: LibraryQuery,
    paged: true,
    data: LibraryImage,
    errors: [...authErrors, ErrorCode.contentValidationFailed, ErrorCode.parameterNotAllowed],
    handler: ({ identity, query }) => media.listMyImages(identity, query.offset, query.limit),
  }),
];
