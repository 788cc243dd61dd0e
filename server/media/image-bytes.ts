import { IMAGE_CONTENT_TYPES, type ImageContentType } from '../../src/contract/media.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';

/** Images only: raster types with a recognisable signature (no SVG: it can carry script). */
const SIGNATURES: Readonly<Record<ImageContentType, (b: Buffer) => boolean>> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The contract lists the types (IMAGE_CONTENT_TYPES); each has its signature check here. */
export const IMAGE_TYPES: Readonly<Record<string, ((b: Buffer) => boolean) | undefined>> = SIGNATURES;
export { IMAGE_CONTENT_TYPES };

/** A signed upload URL is good for one upload: a reuse or a lost race is 409 4090101010 and stores nothing. */
export const uploadAlreadyStored = () => failure(ErrorCode.uploadAlreadyStored, 'Upload URL was already used');

/** `image/png; charset=x` → `image/png`. */
export const bareContentType = (header: string): string => header.split(';')[0].trim().toLowerCase();

/**
 * The checks every uploaded image passes, whoever stores it (avatars, reports, content media): an image type,
 * the type declared when the URL was issued (when one was), not empty, not over the limit (413 4130104413),
 * and bytes that really are that type (422 `validationCode`).
 */
export function checkImageBytes(request: {
  contentType: string;
  declaredType: string | null;
  body: Buffer;
  maxBytes: number;
  validationCode?: number;
}): string {
  const invalid = request.validationCode ?? ErrorCode.validationUser;
  const contentType = bareContentType(request.contentType);
  const check = IMAGE_TYPES[contentType];
  if (!check) throw failure(invalid, `Content-Type must be one of ${IMAGE_CONTENT_TYPES.join(', ')}`);
  if (request.declaredType && request.declaredType !== contentType)
    throw failure(invalid, `Content-Type must be ${request.declaredType} as declared`);
  if (request.body.length === 0) throw failure(invalid, 'Upload body is empty');
  if (request.body.length > request.maxBytes) throw failure(ErrorCode.payloadTooLarge, 'Upload is too large');
  if (!check(request.body)) throw failure(invalid, `Upload bytes are not a ${contentType} image`);
  return contentType;
}
