import { IMAGE_CONTENT_TYPES, IMAGE_MAX_PIXELS, type ImageContentType } from '../../src/contract/media.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { ImageResizer } from '../kernel/image-resizer.port';

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

/** The decoder's format name of each accepted type (what the header must say the bytes are). */
const DECODER_FORMATS: Readonly<Record<ImageContentType, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The type, size and pixels of an upload that passed every check. */
export interface CheckedImage {
  readonly contentType: ImageContentType;
  readonly width: number;
  readonly height: number;
}

/**
 * The checks every uploaded image passes before it is usable, whoever stores it (avatars, reports, content
 * media): an image type in the header, the type declared when the URL was issued (when one was), not empty
 * (422 `validationCode`); not over the byte limit (413 4130104413) nor over the size declared when the URL was
 * issued (413 4130101015); bytes that really are an image of that type, read from their header (415
 * 4150101013); at most IMAGE_MAX_PIXELS (422 4220101014). Nothing is stored by a refused upload.
 */
export async function checkImage(
  images: Pick<ImageResizer, 'inspect'>,
  request: {
    contentType: string;
    declaredType: string | null;
    body: Buffer;
    maxBytes: number;
    declaredBytes?: number | null;
    validationCode?: number;
  },
): Promise<CheckedImage> {
  const invalid = request.validationCode ?? ErrorCode.validationUser;
  const contentType = bareContentType(request.contentType) as ImageContentType;
  const signature = IMAGE_TYPES[contentType];
  if (!signature) throw failure(invalid, `Content-Type must be one of ${IMAGE_CONTENT_TYPES.join(', ')}`);
  if (request.declaredType && request.declaredType !== contentType)
    throw failure(invalid, `Content-Type must be ${request.declaredType} as declared`);
  const size = request.body.length;
  if (size === 0) throw failure(invalid, 'Upload body is empty');
  if (size > request.maxBytes) throw failure(ErrorCode.payloadTooLarge, 'Upload is too large');
  if (request.declaredBytes && size > request.declaredBytes)
    throw failure(
      ErrorCode.uploadLargerThanDeclared,
      `Upload is ${size} bytes, larger than the ${request.declaredBytes} bytes declared for this URL`,
    );
  const facts = signature(request.body) ? await images.inspect(request.body) : null;
  if (!facts || facts.format !== DECODER_FORMATS[contentType])
    throw failure(
      ErrorCode.imageTypeMismatch,
      `Upload bytes are not a ${contentType} image${facts ? ` (they are ${facts.format})` : ''}`,
    );
  const pixels = facts.width * facts.height;
  if (pixels > IMAGE_MAX_PIXELS)
    throw failure(
      ErrorCode.imageTooManyPixels,
      `Image is ${facts.width}×${facts.height} (${megapixels(pixels)} megapixels), over the limit of ${megapixels(IMAGE_MAX_PIXELS)} megapixels`,
    );
  return { contentType, width: facts.width, height: facts.height };
}

const megapixels = (pixels: number): string => String(Math.round(pixels / 100_000) / 10);
