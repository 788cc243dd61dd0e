import type { ImageRefWire } from '../../src/contract/content.contract';
import {
  IMAGE_MAX_PIXELS,
  type LibraryImageWire,
  type PresignFileWire,
  type PresignedUploadWire,
  type UploadStoredWire,
} from '../../src/contract/media.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import type { Paged } from '../kernel/paged';
import type { UserUseCases } from '../users/users.use-cases';
import {
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantFormat,
  type VariantWidth,
} from '../../src/domain/content/responsive-image';
import { checkImage, uploadAlreadyStored, type CheckedImage } from './image-bytes';
import { createImageFactsMemo } from './image-facts-memo';
import {
  createVariantMaker,
  IMAGE_VARIANTS_QUEUE,
  VARIANT_CONTENT_TYPES,
  variantKey,
  type ImageVariantsJob,
} from './image-variants';
import { imageUrlFor, mediaKey, toImageRef, toLibraryImage } from './media.mapper';
import type { MediaPurpose, MediaStore } from './media.ports';

/** Other modules derive image urls the same way (the content mapper). */
export { imageUrlFor, mediaKey };

/** Every object a content image is stored as: the original and each responsive variant (deleting an account). */
export const imageObjectKeys = (imageId: string): string[] => [
  mediaKey(imageId),
  ...VARIANT_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => variantKey(imageId, width, format))),
];

/** One file a presign call declares (the contract's shape, purpose included). */
export type ImageDeclaration = PresignFileWire;

export type MediaDeps = Pick<Kernel, 'db' | 'clock' | 'config' | 'storage' | 'localFiles' | 'images' | 'jobs'>;

/** Content images: presigned uploads, the local PUT and GET behind them, the media library, server-side stores. */
export function createMediaUseCases(deps: MediaDeps, store: MediaStore, users: Pick<UserUseCases, 'requireUser'>) {
  /** Resized WebP/JPEG copies of every stored content image, made off the request path (image-variants.ts). */
  const variants = createVariantMaker(deps.storage, deps.images, (message) => console.warn(`[media] ${message}`));
  /** Local storage keeps variants; readers of an S3 bucket are sent to the original. */
  const keepsVariants = deps.storage.kind === 'local';

  /** A bucket upload never reaches this server: a HEAD on the object confirms recent uploads before they are listed. */
  async function confirmBucketUploads(ownerUserId: string): Promise<void> {
    if (deps.storage.kind === 'local') return;
    const since = new Date(deps.clock.now() - 86_400_000);
    for (const row of await store.listPending(deps.db, ownerUserId, since, 20)) {
      if (await deps.storage.exists(mediaKey(row.image_id)))
        await store.markStored(deps.db, row.image_id, row.size_bytes ?? 0, nowDate(deps));
    }
  }

  /**
   * The upload checks (`checkImage`) plus one decode: an accepted content image always gets its variants, so
   * bytes whose header reads as an image but whose pixels do not decode (a truncated file) are refused too
   * (415 4150101013), and readers are never sent to an original instead of a resized copy. The decode is the
   * smallest variant itself, kept by `keepSmallest` once the image is stored, so the queue does not make it again.
   */
  async function checkContentImage(
    request: Parameters<typeof checkImage>[1],
  ): Promise<CheckedImage & { smallest: Buffer }> {
    const checked = await checkImage(deps.images, request);
    const smallest = await deps.images.resize(request.body, VARIANT_WIDTHS[0], 'webp');
    if (!smallest)
      throw failure(ErrorCode.imageTypeMismatch, `Upload bytes are not a decodable ${checked.contentType} image`);
    return { ...checked, smallest };
  }

  /** Stores the smallest WebP variant the check made, before the job that makes the others can look for it. */
  async function keepSmallest(imageId: string, smallest: Buffer): Promise<void> {
    if (keepsVariants)
      await deps.storage.put(variantKey(imageId, VARIANT_WIDTHS[0], 'webp'), smallest, VARIANT_CONTENT_TYPES.webp);
  }

  /** The variants job, in the transaction that records the image as stored: it exists iff the image is stored. */
  async function sendVariantsJob(tx: Queryable, imageId: string): Promise<void> {
    if (!keepsVariants) return;
    const job: ImageVariantsJob = { imageId, originalKey: mediaKey(imageId) };
    await deps.jobs.send(IMAGE_VARIANTS_QUEUE, job, { tx, singletonKey: imageId });
  }

  /** Each stored original's header, inspected once per image rather than on every GET (image-facts-memo.ts). */
  const factsMemo = createImageFactsMemo();

  /**
   * What a stored original's header says, refusing one over IMAGE_MAX_PIXELS (422 4220101014): stored before
   * uploads were checked, it must reach no reader. Null when the bytes are no image a decoder can read.
   */
  async function storedImageFacts(row: { image_id: string; stored_at: Date | null }, original: Buffer) {
    const facts = await factsMemo.get(row.image_id, row.stored_at, () => deps.images.inspect(original));
    if (facts && facts.width * facts.height > IMAGE_MAX_PIXELS)
      throw failure(ErrorCode.imageTooManyPixels, `Image is ${facts.width}×${facts.height}, over the pixel limit`);
    return facts;
  }

  return {
    /**
     * Server-side store of an image (seed covers): the bytes pass the same image checks as an upload, go through
     * the storage port, and the row is inserted already stored with the image's real width and height. The
     * owner must be an existing user.
     */
    async saveImage(input: {
      ownerUserId: string;
      purpose: MediaPurpose;
      contentType: string;
      width: number;
      height: number;
      blurhash: string | null;
      bytes: Buffer;
    }): Promise<ImageRefWire> {
      const { contentType, width, height, smallest } = await checkContentImage({
        contentType: input.contentType,
        declaredType: null,
        body: input.bytes,
        maxBytes: Number.MAX_SAFE_INTEGER,
      });
      const imageId = newId();
      await deps.storage.put(mediaKey(imageId), input.bytes, contentType);
      await keepSmallest(imageId, smallest);
      const now = nowDate(deps);
      const row = {
        image_id: imageId,
        owner_user_id: input.ownerUserId,
        purpose: input.purpose,
        content_type: contentType,
        width,
        height,
        blurhash: input.blurhash,
        size_bytes: input.bytes.length,
      };
      await deps.db.transaction(async (tx) => {
        await store.insert(tx, row, now, now);
        await sendVariantsJob(tx, imageId);
      });
      return toImageRef(deps, { ...row, created_at: now, stored_at: now });
    },

    /**
     * Spec §7 presign calls (contents/pre_sign_urls, raw_content/pre_sign_urls, locations/pending/pre_sign_url):
     * one media_images row per declared file, owned by the caller, and a PUT URL good for one upload of that type.
     * A storage failure while signing is 500 5000101003 (spec §8 presigned URL failure) and nothing is kept.
     */
    async presignImages(
      identity: VerifiedIdentity,
      files: readonly ImageDeclaration[],
    ): Promise<PresignedUploadWire[]> {
      const now = nowDate(deps);
      // Said before a byte is sent: the PUT of an image declared over the pixel limit could only be refused.
      const huge = files.find((file) => file.width * file.height > IMAGE_MAX_PIXELS);
      if (huge)
        throw failure(
          ErrorCode.imageTooManyPixels,
          `Image declared ${huge.width}×${huge.height}, over the limit of ${IMAGE_MAX_PIXELS} pixels`,
        );
      return deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        const result: PresignedUploadWire[] = [];
        for (const file of files) {
          const imageId = newId();
          await store.insert(
            tx,
            {
              image_id: imageId,
              owner_user_id: user.user_id,
              purpose: file.purpose,
              content_type: file.content_type,
              width: file.width,
              height: file.height,
              blurhash: file.blurhash,
              size_bytes: file.size_bytes,
            },
            now,
          );
          let signed;
          try {
            signed = await deps.storage.presignPut(mediaKey(imageId), {
              contentType: file.content_type,
              maxBytes: deps.config.uploadMaxBytes,
              expiresInSeconds: deps.config.uploadUrlTtlSeconds,
              now,
            });
          } catch (error) {
            throw failure(ErrorCode.presignedUrlFailure, `Could not sign an upload URL: ${(error as Error).message}`);
          }
          result.push({
            image_id: imageId,
            upload_url: signed.url,
            url: imageUrlFor(deps, imageId),
            expires_at: signed.expiresAt.toISOString(),
          });
        }
        return result;
      });
    },

    /**
     * PUT on a local upload_url: signature and expiry (403), a pending row (403 unknown; 409 4090101010 already
     * stored), then the content image checks against what was declared: the type (422 header, 415 bytes), the
     * size limit (413 4130104413) and the declared size (413 4130101015), the pixels (422 4220101014), one
     * decode; bytes first (an atomic create-if-absent), row second, with the real width and height.
     */
    async storeMediaUpload(request: {
      id: string;
      expires: number;
      signature: string;
      contentType: string;
      body: Buffer;
    }): Promise<UploadStoredWire> {
      deps.localFiles.verifyPut(mediaKey(request.id), request.expires, request.signature, deps.clock.now());
      const row = await store.find(deps.db, request.id);
      if (!row) throw failure(ErrorCode.forbidden, 'Upload URL does not name a pending upload');
      if (row.stored_at) throw uploadAlreadyStored();
      const { contentType, width, height, smallest } = await checkContentImage({
        contentType: request.contentType,
        declaredType: row.content_type,
        body: request.body,
        maxBytes: deps.config.uploadMaxBytes,
        declaredBytes: row.size_bytes,
      });
      // Write-once: claim the key atomically first; a lost race stores nothing and answers 409.
      if (!(await deps.localFiles.putOnce(mediaKey(request.id), request.body, contentType)))
        throw uploadAlreadyStored();
      let marked: boolean;
      try {
        await keepSmallest(request.id, smallest);
        marked = await deps.db.transaction(async (tx) => {
          const stored = await store.markStored(tx, request.id, request.body.length, nowDate(deps), { width, height });
          if (stored) await sendVariantsJob(tx, request.id);
          return stored;
        });
      } catch (error) {
        await deps.localFiles.discard(mediaKey(request.id));
        await deps.localFiles.discard(variantKey(request.id, VARIANT_WIDTHS[0], 'webp'));
        throw error;
      }
      if (!marked) throw uploadAlreadyStored();
      return { stored: true, size: request.body.length };
    },

    /** editor-service collections/images: the caller's media library (stored images only, newest first). */
    async listMyImages(identity: VerifiedIdentity, offset: number, limit: number): Promise<Paged<LibraryImageWire>> {
      const user = await users.requireUser(deps.db, identity);
      await confirmBucketUploads(user.user_id);
      const { rows, total } = await store.listStored(deps.db, user.user_id, offset, limit);
      const items = rows.map((row) => toLibraryImage(deps, row));
      return { items, offset, limit, total };
    },

    /**
     * image-service GET: the stored bytes (local) or where they are (S3); 404 while nothing is stored. An
     * original over IMAGE_MAX_PIXELS, stored before uploads were checked, is 422 4220101014, never served.
     */
    async readImage(imageId: string): Promise<{ contentType: string; body: Buffer } | { redirect: string }> {
      const row = await store.find(deps.db, imageId);
      if (row && deps.storage.kind === 's3') {
        if (row.stored_at || (await deps.storage.exists(mediaKey(imageId))))
          return { redirect: imageUrlFor(deps, imageId) };
      } else if (row?.stored_at) {
        const body = await deps.storage.read(mediaKey(imageId));
        if (body) {
          await storedImageFacts(row, body); // throws for an original over the pixel limit
          return { contentType: row.content_type, body };
        }
      }
      throw failure(ErrorCode.notFound, 'Image not found');
    },

    /**
     * One resized copy of a stored image (`<label>.<format>`, see domain/content/responsive-image):
     * the stored variant, or one made and stored now when the queue has not got to it. Every image accepted
     * since uploads are decoded on arrival has its variants; one stored before that which cannot be resized is
     * redirected to its original only when its header shows it within IMAGE_MAX_PIXELS (a reader is never
     * sent to a decompression bomb: 422 4220101014, or 404 when the bytes are no image at all). With
     * STORAGE=s3 any image is redirected: readers load the bucket. An unknown id, a width or format that is
     * not listed, or an image not stored yet: 404.
     */
    async readImageVariant(
      imageId: string,
      file: string,
    ): Promise<{ contentType: string; body: Buffer } | { redirect: string }> {
      const match = /^(\d+)\.(webp|jpg)$/.exec(file);
      const label = match ? (Number(match[1]) as VariantWidth) : null;
      if (!match || !label || !VARIANT_WIDTHS.includes(label)) throw failure(ErrorCode.notFound, 'Image not found');
      const format = match[2] as VariantFormat;
      const row = await store.find(deps.db, imageId);
      if (!row?.stored_at) throw failure(ErrorCode.notFound, 'Image not found');
      if (deps.storage.kind === 's3') return { redirect: imageUrlFor(deps, imageId) };
      const body = await variants.ensure(imageId, mediaKey(imageId), label, format);
      if (body) return { contentType: VARIANT_CONTENT_TYPES[format], body };
      const original = await deps.storage.read(mediaKey(imageId));
      if (!original || !(await storedImageFacts(row, original))) throw failure(ErrorCode.notFound, 'Image not found');
      return { redirect: imageUrlFor(deps, imageId) };
    },

    /** The IMAGE_VARIANTS_QUEUE worker (media.module.ts registers it once per process). */
    makeVariants: variants.makeVariants,

    /** Resolves once every image sent to the variants queue has its variants (the seed, tests). */
    variantsIdle: () => deps.jobs.idle([IMAGE_VARIANTS_QUEUE]),
  };
}

export type MediaUseCases = ReturnType<typeof createMediaUseCases>;
