import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { ServerDeps } from '../../application/deps';
import { readUpload, storeUpload, UPLOAD_PURPOSES, IMAGE_TYPES } from '../../application/upload.service';
import type { UploadPurpose } from '../../persistence/support.repository';
import { envelopeSchema, object } from '../schemas';

const params = object({
  purpose: { type: 'string', enum: [...UPLOAD_PURPOSES] },
  id: { type: 'string', pattern: '^[a-f0-9]{24}$' },
}, ['purpose', 'id']);
const putQuery = object({ expires: { type: 'integer', minimum: 0 }, signature: { type: 'string', pattern: '^[a-f0-9]{64}$' } }, ['expires', 'signature']);
const putData = object({ stored: { type: 'boolean', const: true }, size: { type: 'integer' } }, ['stored', 'size']);

/**
 * The local stand-in for a bucket: signed PUT (the URLs from upload-avatar and report/uploads) and GET.
 * Served only under /api. Uploaded bytes are served with their checked image type, nosniff and a CSP that
 * forbids everything, so a stored file can never act as a page.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(Object.keys(IMAGE_TYPES), { parseAs: 'buffer', bodyLimit: deps.config.uploadMaxBytes }, (_req, body, done) => done(null, body));
    scope.route({
      method: 'PUT', url: '/api/uploads/:purpose/:id',
      bodyLimit: deps.config.uploadMaxBytes,
      schema: { params, querystring: putQuery, response: { 200: envelopeSchema(putData) } },
      config: { area: 'user' },
      handler: async (request) => {
        const { purpose, id } = request.params as { purpose: UploadPurpose; id: string };
        const query = request.query as { expires: number; signature: string };
        const data = await storeUpload(deps, {
          purpose, id, expires: query.expires, signature: query.signature,
          contentType: request.headers['content-type'] ?? '', body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        });
        return { status: { err_code: 0 }, data };
      },
    });
    scope.route({
      method: 'GET', url: '/api/uploads/:purpose/:id',
      schema: { params },
      config: { area: 'user' },
      handler: async (request, reply) => {
        const { purpose, id } = request.params as { purpose: UploadPurpose; id: string };
        const file = await readUpload(deps, purpose, id);
        return reply
          .header('content-type', file.contentType)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(file.body);
      },
    });
  });
}

/** The upload routes in the OpenAPI document (they carry bytes, not the JSON envelope). */
export const uploadOpenApiPaths = {
  '/api/uploads/{purpose}/{id}': {
    put: {
      tags: ['uploads'],
      summary: 'Upload through a signed URL (from upload-avatar or v2/report/uploads)',
      description: `Body: the raw image bytes; Content-Type one of ${Object.keys(IMAGE_TYPES).join(', ')} and the bytes must be that type. Bad or expired signature, unknown or already used upload: 403 ${ErrorCode.forbidden}. Wrong type: 422 ${ErrorCode.validationUser}. Too large: 413 ${ErrorCode.payloadTooLarge}.`,
      parameters: [
        { name: 'purpose', in: 'path', required: true, schema: params.properties && (params.properties as Record<string, unknown>).purpose },
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'expires', in: 'query', required: true, schema: { type: 'integer' } },
        { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
      ],
      requestBody: { required: true, content: Object.fromEntries(Object.keys(IMAGE_TYPES).map((t) => [t, { schema: { type: 'string', format: 'binary' } }])) },
      responses: { 200: { description: 'Stored', content: { 'application/json': { schema: envelopeSchema(putData) } } } },
      errorCodes: [ErrorCode.forbidden, ErrorCode.validationUser, ErrorCode.payloadTooLarge, ErrorCode.parameterNotAllowed],
    },
    get: {
      tags: ['uploads'],
      summary: 'A stored upload (avatar images are linked from profiles as /api/uploads/avatar/{hash})',
      parameters: [
        { name: 'purpose', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      ],
      responses: { 200: { description: 'The image bytes', content: Object.fromEntries(Object.keys(IMAGE_TYPES).map((t) => [t, { schema: { type: 'string', format: 'binary' } }])) } },
      errorCodes: [ErrorCode.notFound],
    },
  },
};
