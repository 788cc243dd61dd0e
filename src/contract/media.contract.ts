import { pagingQuery } from './content.contract';
import { AllowedText, Closed, Instant, Nullable, NullableString, StringEnum, Type, type Static } from './schema';

/**
 * Uploads of spec §7: the avatar and issue-report upload URLs (user-orchestration-service), the content image
 * presign calls and the media library (content-platform), and the signed PUT that stores the bytes. Shapes ours.
 */

/** Raster types with a recognisable signature (no SVG: it can carry script); the server checks the bytes. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
/**
 * The most pixels (width × height) an uploaded image may have: 40 megapixels, more than any phone camera
 * takes. The byte limit alone does not bound decoding: a 20000×20000 single-colour PNG is a few hundred KB
 * and decodes to over a gigabyte. Larger images are refused at upload (422 4220101014).
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** What a content image is for (media_images.purpose). */
export const MEDIA_PURPOSES = ['cover', 'section', 'raw', 'pending-location'] as const;
export type MediaPurposeWire = (typeof MEDIA_PURPOSES)[number];
/** What a signed user upload is for: /api/uploads/{purpose}/{hash}. */
export const UPLOAD_PURPOSES = ['avatar', 'avatar-thumbnail', 'report'] as const;
export type UploadPurposeWire = (typeof UPLOAD_PURPOSES)[number];
/** `media`: content images when STORAGE=local (upload_url of the content presign calls). */
export const PUT_PURPOSES = [...UPLOAD_PURPOSES, 'media'] as const;

/** The id of a signed user upload (avatar hash, report attachment id). */
export const UploadHash = Type.String({ pattern: '^[a-f0-9]{24}$' });

// ——— user-orchestration-service upload URLs ———

export const AvatarUploadTarget = Closed({
  presigned_avatar_url: Type.String(),
  presigned_avatar_thumbnail_url: Type.String(),
  avatar_image_hash: Type.String(),
  expires_at: Instant(),
});
export type AvatarUploadTargetWire = Static<typeof AvatarUploadTarget>;

export const ReportUploadBody = Closed({
  file_name: AllowedText(1, 200),
  content_type: StringEnum(IMAGE_CONTENT_TYPES),
});
export type ReportUploadBodyWire = Static<typeof ReportUploadBody>;
export const ReportUploadTarget = Closed({
  upload_url: Type.String(),
  attachment_id: Type.String(),
  expires_at: Instant(),
});
export type ReportUploadTargetWire = Static<typeof ReportUploadTarget>;

// ——— content-platform presign calls and the media library ———

const BLURHASH = '^[0-9A-Za-z#$%*+,\\-.:;=?@\\[\\]^_{|}~]{6,200}$';

/** What the browser declares before uploading: checked again against the bytes when they arrive. */
const declaration = (maxBytes: number) => ({
  content_type: StringEnum(IMAGE_CONTENT_TYPES, {
    description: 'The PUT must carry this Content-Type and bytes of this type.',
  }),
  width: Type.Integer({ minimum: 1, maximum: 20000 }),
  height: Type.Integer({ minimum: 1, maximum: 20000 }),
  blurhash: Nullable(Type.String({ pattern: BLURHASH, description: 'Placeholder drawn while the image loads.' })),
  size_bytes: Type.Integer({ minimum: 1, maximum: maxBytes, description: `At most UPLOAD_MAX_BYTES (${maxBytes}).` }),
});

/** One image declaration (the pending-location presign body); `maxBytes` is the server's UPLOAD_MAX_BYTES. */
export const ImageDeclaration = (maxBytes: number) => Closed(declaration(maxBytes));
export type ImageDeclarationWire = Static<ReturnType<typeof ImageDeclaration>>;

/** The body of the content presign calls: 1 to 10 files of the given purposes. */
export const PresignFilesBody = <const P extends readonly MediaPurposeWire[]>(maxBytes: number, purposes: P) =>
  Closed({
    files: Type.Array(Closed({ purpose: StringEnum(purposes), ...declaration(maxBytes) }), {
      minItems: 1,
      maxItems: 10,
    }),
  });
export type PresignFileWire = Static<ReturnType<typeof PresignFilesBody<readonly MediaPurposeWire[]>>>['files'][number];

export const PresignedUpload = Closed({
  image_id: Type.String(),
  upload_url: Type.String({
    description:
      'PUT the bytes here with the declared Content-Type and `If-None-Match: *` (create-only: an S3 bucket has it signed in and never overwrites), once, before expires_at.',
  }),
  url: Type.String({ description: 'Where readers will load the image (ImageRef.url).' }),
  expires_at: Instant(),
});
export type PresignedUploadWire = Static<typeof PresignedUpload>;

/** Paged (offset, limit ≤ 100), like the content lists. */
export const LibraryQuery = pagingQuery({});
/** A media-library entry: the ImageRef plus purpose and created_at. */
export const LibraryImage = Closed({
  image_id: Type.String(),
  url: Type.String(),
  blurhash: NullableString(),
  width: Type.Integer(),
  height: Type.Integer(),
  purpose: StringEnum(MEDIA_PURPOSES),
  created_at: Instant(),
});
export type LibraryImageWire = Static<typeof LibraryImage>;

// ——— the signed PUT and the image-service GET ———

export const UploadPutParams = Closed({ purpose: StringEnum(PUT_PURPOSES), id: UploadHash });
export const UploadGetParams = Closed({ purpose: StringEnum(UPLOAD_PURPOSES), id: UploadHash });
export const UploadPutQuery = Closed({
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ pattern: '^[a-f0-9]{64}$' }),
});
export const UploadStored = Closed({ stored: Type.Literal(true), size: Type.Integer() });
export type UploadStoredWire = Static<typeof UploadStored>;
/** Any id shape reaches the handler: a malformed id is simply not found (404), not a validation error. */
export const ImageParams = Closed({ imageId: Type.String({ maxLength: 64 }) });
/** One resized copy of an image, `<width>.<webp|jpg>` (domain/content/responsive-image); anything else is 404. */
export const ImageVariantParams = Closed({
  imageId: Type.String({ maxLength: 64 }),
  file: Type.String({ maxLength: 16 }),
});
