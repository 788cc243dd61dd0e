import type { FastifyInstance, FastifyReply } from 'fastify';
import { Envelope } from '../../src/contract/envelope.contract';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_PIXELS,
  ImageParams,
  ImageVariantParams,
  PUT_PURPOSES,
  UPLOAD_PURPOSES,
  UploadGetParams,
  UploadHash,
  UploadPutParams,
  UploadPutQuery,
  UploadStored,
} from '../../src/contract/media.contract';
import type { Static } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { makeAuthenticator } from '../http/authenticate';
import { PUBLIC_PREFIX } from '../http/route-table';
import type { ServerConfig } from '../kernel/config';
import type { IdentityProvider } from '../kernel/identity.port';
import type { MediaUseCases } from './media.use-cases';
import type { UploadUseCases } from './upload.use-cases';

/**
 * An image or one of its resized copies, as readers get it: immutable and sandboxed; an image stored before
 * uploads were decoded on arrival that cannot be resized sends to its original for an hour (never one over
 * IMAGE_MAX_PIXELS).
 */
function sendImage(reply: FastifyReply, image: { contentType: string; body: Buffer } | { redirect: string }) {
  if ('redirect' in image) return reply.header('cache-control', 'public, max-age=3600').redirect(image.redirect, 302);
  return reply
    .header('content-type', image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(image.body);
}

const putAnswer = Envelope(UploadStored);
const IMAGE_PATH = '/content-platform/image-service/v1/images/:imageId';
const binary = Object.fromEntries(
  IMAGE_CONTENT_TYPES.map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
);

/**
 * The local stand-in for a bucket: signed PUT (the URLs from upload-avatar, report/uploads and, with
 * STORAGE=local, the content presign calls) and GET. Stored bytes are served with their checked image type,
 * nosniff and a CSP that forbids everything, so a stored file can never act as a page.
 */
export const uploadRoutes = (
  media: Pick<MediaUseCases, 'storeMediaUpload' | 'readImage' | 'readImageVariant'>,
  uploads: Pick<UploadUseCases, 'storeUpload' | 'readUpload' | 'readOwnUpload'>,
  config: Pick<ServerConfig, 'uploadMaxBytes'>,
  /** Verifies a bearer token when one is sent (report attachments are read by their owner). */
  identity: IdentityProvider,
) =>
  async function registerUploadRoutes(app: FastifyInstance): Promise<void> {
    const authenticate = makeAuthenticator(identity);
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        [...IMAGE_CONTENT_TYPES],
        { parseAs: 'buffer', bodyLimit: config.uploadMaxBytes },
        (_req, body, done) => done(null, body),
      );
      scope.route<{ Params: Static<typeof UploadPutParams>; Querystring: Static<typeof UploadPutQuery> }>({
        method: 'PUT',
        url: '/api/uploads/:purpose/:id',
        bodyLimit: config.uploadMaxBytes,
        schema: { params: UploadPutParams, querystring: UploadPutQuery, response: { 200: putAnswer } },
        // Up to UPLOAD_MAX_BYTES from a phone on a slow network: UPLOAD_TIMEOUT_MS for its body (slow-clients.ts).
        config: { area: 'user', uploadBody: true },
        handler: async (request) => {
          const { purpose, id: uploadId } = request.params;
          const query = request.query;
          const upload = {
            id: uploadId,
            expires: query.expires,
            signature: query.signature,
            contentType: request.headers['content-type'] ?? '',
            body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          };
          const data =
            purpose === 'media'
              ? await media.storeMediaUpload(upload)
              : await uploads.storeUpload({ ...upload, purpose });
          return { status: { err_code: 0 }, data };
        },
      });
      scope.route<{ Params: Static<typeof UploadGetParams> }>({
        method: 'GET',
        url: '/api/uploads/:purpose/:id',
        schema: { params: UploadGetParams },
        config: { area: 'user' },
        handler: async (request, reply) => {
          const { purpose, id: uploadId } = request.params;
          // Issue-report attachments are the reporter's (here, with their bearer token; private, never cached by
          // a shared cache) and the moderators' (admin uploads call); anyone else gets 404.
          if (purpose === 'report') {
            const own = await uploads.readOwnUpload(await authenticate(request, 'optional'), purpose, uploadId);
            return reply
              .header('content-type', own.contentType)
              .header('content-security-policy', "default-src 'none'; sandbox")
              .header('cache-control', 'private, no-store')
              .send(own.body);
          }
          const file = await uploads.readUpload(purpose, uploadId);
          return reply
            .header('content-type', file.contentType)
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('cache-control', 'public, max-age=31536000, immutable')
            .send(file.body);
        },
      });
      // Spec §7 image-service: content images by id. An image id names one upload forever, hence immutable.
      for (const prefix of ['/api', PUBLIC_PREFIX]) {
        scope.route<{ Params: Static<typeof ImageParams> }>({
          method: 'GET',
          url: `${prefix}${IMAGE_PATH}`,
          schema: { params: ImageParams },
          config: { area: 'content' },
          handler: async (request, reply) => {
            const image = await media.readImage(request.params.imageId);
            return sendImage(reply, image);
          },
        });
        // A resized copy (`<width>.<webp|jpg>`), made on first request if the queue has not made it yet.
        scope.route<{ Params: Static<typeof ImageVariantParams> }>({
          method: 'GET',
          url: `${prefix}${IMAGE_PATH}/w/:file`,
          schema: { params: ImageVariantParams },
          config: { area: 'content' },
          handler: async (request, reply) => {
            const { imageId, file } = request.params;
            const image = await media.readImageVariant(imageId, file);
            return sendImage(reply, image);
          },
        });
      }
    });
  };

const pathParam = (name: string, schema: Record<string, unknown> = { type: 'string' }) => ({
  name,
  in: 'path',
  required: true,
  schema,
});

const imageGet = {
  get: {
    tags: ['content-platform'],
    summary: 'A content image by id (spec §7 image-service): the bytes, cached for a year',
    description: `Anonymous. With STORAGE=local: the stored bytes with their checked Content-Type, \`cache-control: public, max-age=31536000, immutable\` and nosniff. With STORAGE=s3: a 302 to the bucket's public URL. Unknown id or upload not finished: 404 ${ErrorCode.notFound}. An original over ${IMAGE_MAX_PIXELS} pixels stored before uploads were checked: 422 ${ErrorCode.imageTooManyPixels}, never served.`,
    parameters: [pathParam('imageId', UploadHash)],
    responses: {
      200: { description: 'The image bytes', content: binary },
      302: { description: 'STORAGE=s3: the public bucket URL' },
    },
    // A path value the router cannot take (too long) or the database could not store (NUL): 422; an original
    // over the pixel limit is never sent: 422 too.
    errorCodes: [
      ErrorCode.notFound,
      ErrorCode.validationUser,
      ErrorCode.contentValidationFailed,
      ErrorCode.imageTooManyPixels,
    ],
  },
};

const imageVariantGet = {
  get: {
    tags: ['content-platform'],
    summary: 'A resized copy of a content image: WebP or JPEG at 320, 640, 1024 or 1600 px wide, never upscaled',
    description: `Anonymous. \`file\` is \`<width>.<webp|jpg>\` with width one of 320, 640, 1024, 1600; an image narrower than the width is served at its own width. Made on first request when not stored yet, then cached for a year (immutable). Every image accepted since uploads are decoded on arrival has its copies. An older one that cannot be resized, and any image with STORAGE=s3: a 302 to the original, but never to one over ${IMAGE_MAX_PIXELS} pixels (422 ${ErrorCode.imageTooManyPixels}). Unknown id, upload not finished, other file names, bytes that are no image: 404 ${ErrorCode.notFound}.`,
    parameters: [
      pathParam('imageId', UploadHash),
      pathParam('file', { type: 'string', pattern: '^(320|640|1024|1600)\\.(webp|jpg)$' }),
    ],
    responses: {
      200: {
        description: 'The resized image',
        content: { 'image/webp': binary['image/webp'], 'image/jpeg': binary['image/jpeg'] },
      },
      302: { description: 'The original image' },
    },
    // A path value the router cannot take (too long) or the database could not store (NUL): 422; an original
    // over the pixel limit is never sent: 422 too.
    errorCodes: [
      ErrorCode.notFound,
      ErrorCode.validationUser,
      ErrorCode.contentValidationFailed,
      ErrorCode.imageTooManyPixels,
    ],
  },
};

/** The upload and image routes in the OpenAPI document (they carry bytes, not the JSON envelope). */
export const uploadOpenApiPaths = {
  '/api/uploads/{purpose}/{id}': {
    put: {
      tags: ['uploads'],
      summary: 'Upload through a signed URL (from upload-avatar, v2/report/uploads or the content presign calls)',
      description: `Body: the raw image bytes; Content-Type one of ${IMAGE_CONTENT_TYPES.join(', ')}, the type declared when the URL was issued (if one was), and the bytes must be that type. Bad or expired signature, unknown upload: 403 ${ErrorCode.forbidden}. A URL is good for one upload, written once: a second PUT, or every PUT but one of a concurrent burst, is 409 ${ErrorCode.uploadAlreadyStored} and stores nothing. A Content-Type other than declared, an empty body: 422 ${ErrorCode.validationUser}. Too large (UPLOAD_MAX_BYTES): 413 ${ErrorCode.payloadTooLarge}; larger than the size_bytes declared for a content image: 413 ${ErrorCode.uploadLargerThanDeclared}. The server reads what the bytes really are before the upload is usable: not an image of the declared type (or, for a content image, not decodable): 415 ${ErrorCode.imageTypeMismatch}; more than ${IMAGE_MAX_PIXELS} pixels (IMAGE_MAX_PIXELS, 40 megapixels): 422 ${ErrorCode.imageTooManyPixels}. A refused upload stores nothing and the URL stays good for a correct PUT.`,
      parameters: [
        pathParam('purpose', { type: 'string', enum: [...PUT_PURPOSES] }),
        pathParam('id'),
        { name: 'expires', in: 'query', required: true, schema: { type: 'integer' } },
        { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
      ],
      requestBody: { required: true, content: binary },
      responses: { 200: { description: 'Stored', content: { 'application/json': { schema: putAnswer } } } },
      errorCodes: [
        ErrorCode.forbidden,
        ErrorCode.uploadAlreadyStored,
        ErrorCode.validationUser,
        ErrorCode.payloadTooLarge,
        ErrorCode.uploadLargerThanDeclared,
        ErrorCode.imageTypeMismatch,
        ErrorCode.imageTooManyPixels,
        ErrorCode.parameterNotAllowed,
      ],
    },
    get: {
      tags: ['uploads'],
      summary: 'A stored upload (avatar images are linked from profiles as /api/uploads/avatar/{hash})',
      description: `Avatars: anonymous, cached for a year. Report attachments: only with the reporter's bearer token (cache-control private, no-store); anyone else, anonymous included, gets 404 ${ErrorCode.notFound} (moderators use the admin uploads call).`,
      parameters: [pathParam('purpose', { type: 'string', enum: [...UPLOAD_PURPOSES] }), pathParam('id')],
      responses: { 200: { description: 'The image bytes', content: binary } },
      errorCodes: [ErrorCode.notFound, ErrorCode.invalidToken, ErrorCode.validationUser],
    },
  },
  '/api/content-platform/image-service/v1/images/{imageId}': imageGet,
  '/public/api/content-platform/image-service/v1/images/{imageId}': imageGet,
  '/api/content-platform/image-service/v1/images/{imageId}/w/{file}': imageVariantGet,
  '/public/api/content-platform/image-service/v1/images/{imageId}/w/{file}': imageVariantGet,
};
