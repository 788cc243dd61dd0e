import { ErrorCode } from '../../src/domain/errors/error-codes';
import { pagingQuery } from '../../src/contract/content.contract';
import type { JsonSchema, RouteDef } from '../http/route-table';
import { nullable, object } from '../http/schemas';
import type { ServerConfig } from '../kernel/config';
import { IMAGE_CONTENT_TYPES } from './image-bytes';
import type { MediaPurpose } from './media.ports';
import type { ImageDeclaration, MediaUseCases } from './media.use-cases';

type Limits = Pick<ServerConfig, 'uploadMaxBytes'>;

const O = '/content-platform/content-orchestration-service/v1';
const authErrors = [ErrorCode.invalidToken, ErrorCode.invalidTokenRevoked, ErrorCode.userNotFound];
const BLURHASH = '^[0-9A-Za-z#$%*+,\\-.:;=?@\\[\\]^_{|}~]{6,200}$';

/** What the browser declares before uploading: checked again against the bytes when they arrive. */
const declaration = (config: Limits): Record<string, JsonSchema> => ({
  content_type: { type: 'string', enum: IMAGE_CONTENT_TYPES, description: 'The PUT must carry this Content-Type and bytes of this type.' },
  width: { type: 'integer', minimum: 1, maximum: 20000 },
  height: { type: 'integer', minimum: 1, maximum: 20000 },
  blurhash: nullable({ type: 'string', pattern: BLURHASH, description: 'Placeholder drawn while the image loads.' }),
  size_bytes: { type: 'integer', minimum: 1, maximum: config.uploadMaxBytes, description: `At most UPLOAD_MAX_BYTES (${config.uploadMaxBytes}).` },
});
const DECLARATION_REQUIRED = ['content_type', 'width', 'height', 'blurhash', 'size_bytes'];

const filesBody = (config: Limits, purposes: readonly MediaPurpose[]): JsonSchema => object({
  files: {
    type: 'array', minItems: 1, maxItems: 10,
    items: object({ purpose: { type: 'string', enum: [...purposes] }, ...declaration(config) }, ['purpose', ...DECLARATION_REQUIRED]),
  },
}, ['files']);

const presignedSchema: JsonSchema = object({
  image_id: { type: 'string' },
  upload_url: { type: 'string', description: 'PUT the bytes here with the declared Content-Type, once, before expires_at.' },
  url: { type: 'string', description: 'Where readers will load the image (ImageRef.url).' },
  expires_at: { type: 'string', format: 'date-time' },
}, ['image_id', 'upload_url', 'url', 'expires_at']);

const libraryItemSchema: JsonSchema = object({
  image_id: { type: 'string' }, url: { type: 'string' }, blurhash: { type: ['string', 'null'] },
  width: { type: 'integer' }, height: { type: 'integer' },
  purpose: { type: 'string', enum: ['cover', 'section', 'raw', 'pending-location'] },
  created_at: { type: 'string', format: 'date-time' },
}, ['image_id', 'url', 'blurhash', 'width', 'height', 'purpose', 'created_at']);

const PRESIGN_RULES = 'Each file gets a media_images row owned by the caller and a PUT URL valid UPLOAD_URL_TTL_SECONDS (default 900 s) '
  + 'for one upload of the declared Content-Type (image/jpeg, image/png, image/webp or image/gif; the bytes must be that type). '
  + 'With STORAGE=local the URL is this server\'s /api/uploads/media/{image_id}; with STORAGE=s3 a SigV4 presigned bucket URL. '
  + 'size_bytes over UPLOAD_MAX_BYTES or a bad field is 422 4220607000; a signing failure is 500 5000101003 and nothing is kept.';
const presignErrors = [...authErrors, ErrorCode.contentValidationFailed, ErrorCode.parameterNotAllowed, ErrorCode.presignedUrlFailure];

/** Spec §7 content-platform image calls: presigned uploads for covers, sections, raw originals and pending places, and the media library. */
export const contentMediaRoutes = (media: MediaUseCases, config: Limits): RouteDef[] => [
  {
    method: 'POST', path: `${O}/contents/pre_sign_urls`, area: 'content', auth: 'required', tag: 'content-platform',
    summary: 'Upload URLs for cover and section images (spec §7 presign)',
    description: `1 to 10 files, purpose cover or section. ${PRESIGN_RULES}`,
    body: filesBody(config, ['cover', 'section']), data: { type: 'array', items: presignedSchema }, errors: presignErrors,
    handler: ({ identity, body }) => media.presignImages(identity!, (body as { files: ImageDeclaration[] }).files),
  },
  {
    method: 'POST', path: `${O}/contents/raw_content/pre_sign_urls`, area: 'content', auth: 'required', tag: 'content-platform',
    summary: 'Upload URLs for the original, uncompressed photos (spec §7 raw-content presign)',
    description: `1 to 10 files, purpose raw: the original kept next to the compressed image. Raw images are listed in the media library too. ${PRESIGN_RULES}`,
    body: filesBody(config, ['raw']), data: { type: 'array', items: presignedSchema }, errors: presignErrors,
    handler: ({ identity, body }) => media.presignImages(identity!, (body as { files: ImageDeclaration[] }).files),
  },
  {
    method: 'POST', path: `${O}/locations/pending/pre_sign_url`, area: 'content', auth: 'required', tag: 'content-platform',
    summary: 'An upload URL for the photo of a pending location (spec §7 pending-location presign)',
    description: `One file (purpose pending-location), answered as one object. ${PRESIGN_RULES}`,
    body: object(declaration(config), DECLARATION_REQUIRED), data: presignedSchema, errors: presignErrors,
    handler: async ({ identity, body }) => (await media.presignImages(identity!, [{ ...(body as Omit<ImageDeclaration, 'purpose'>), purpose: 'pending-location' }]))[0],
  },
  {
    method: 'GET', path: '/content-platform/editor-service/v1/collections/images', area: 'content', auth: 'required', tag: 'content-platform',
    summary: "The signed-in editor's media library (spec §7 editors collections)",
    description: 'Paged (offset, limit ≤ 100, paging and total_count): the caller\'s images whose bytes are stored, newest first, as ImageRef plus purpose and created_at. '
      + 'Issued but never uploaded images and other users\' images are never listed.',
    querystring: pagingQuery(), paged: true, data: libraryItemSchema, errors: [...authErrors, ErrorCode.contentValidationFailed, ErrorCode.parameterNotAllowed],
    handler: ({ identity, query }) => media.listMyImages(identity!, (query as { offset: number }).offset, (query as { limit: number }).limit),
  },
];
