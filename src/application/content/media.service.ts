import type { ImageRef } from '../../domain/content/content';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { DecodedImage, ImageProcessor, RenderedImage, RenderOptions } from '../ports/image-processor.port';
import type { LibraryImage, MediaUpload, UploadOptions } from '../ports/media-upload.port';

/** Ours: covers up to 1920 px on the long edge, section images 1600 px (§9 section widths 1043 / 674 px at 1.5×). */
export const IMAGE_MAX_EDGE = { cover: 1920, section: 1600, 'pending-location': 1600 } as const;
export const IMAGE_QUALITY = 0.82;

/** A photo the person picked, turned in the editor before it is uploaded. */
export interface PickedImage {
  readonly image: DecodedImage;
  readonly quarterTurns: number;
  /** Object URL of a small rendering for the editor; revoked by `rotate` and `discard`. */
  readonly previewUrl: string;
}

export interface ImageUploadOptions extends UploadOptions {
  /** Also keep the original photo (raw_content presign); off by default to spare mobile data. */
  readonly keepOriginal?: boolean;
}

const PREVIEW_EDGE = 640;

/**
 * Covers and section images ("cover upload (rotate, compress, blurhash placeholder, progress
 * bar)"): decode, turn, compress, blurhash, presign, PUT with progress. Also the avatar's pieces, so
 * the browser image code exists once.
 */
export class MediaService {
  constructor(
    private readonly processor: ImageProcessor,
    private readonly uploads: MediaUpload,
  ) {}

  async pick(file: Blob): Promise<PickedImage> {
    const image = await this.processor.decode(file);
    return { image, quarterTurns: 0, previewUrl: await this.preview(image, 0) };
  }

  /** Turns the picked image another 90° clockwise. */
  async rotate(picked: PickedImage): Promise<PickedImage> {
    const quarterTurns = (picked.quarterTurns + 1) % 4;
    const previewUrl = await this.preview(picked.image, quarterTurns);
    this.processor.revokePreview(picked.previewUrl);
    return { ...picked, quarterTurns, previewUrl };
  }

  discard(picked: PickedImage): void {
    this.processor.revokePreview(picked.previewUrl);
    this.processor.release(picked.image);
  }

  /**
   * Compresses, computes the blurhash, presigns and uploads; `onProgress` goes 0 → 1 over all bytes.
   * The ImageRef is what a cover or an image section stores.
   */
  async upload(
    picked: PickedImage,
    purpose: 'cover' | 'section' | 'pending-location',
    options: ImageUploadOptions = {},
  ): Promise<ImageRef> {
    try {
      const [rendered, blurhash] = await Promise.all([
        this.processor.render(picked.image, {
          quarterTurns: picked.quarterTurns,
          maxEdge: IMAGE_MAX_EDGE[purpose],
          quality: IMAGE_QUALITY,
        }),
        this.processor.blurhash(picked.image, picked.quarterTurns),
      ]);
      const raw =
        options.keepOriginal && purpose !== 'pending-location'
          ? await this.processor.render(picked.image, {
              quarterTurns: picked.quarterTurns,
              maxEdge: Math.max(picked.image.width, picked.image.height),
              quality: 0.95,
            })
          : null;
      // A proposed place's photo has its own presign call, locations/pending/pre_sign_url.
      const [target, rawTarget] =
        purpose === 'pending-location'
          ? [await this.uploads.presignPendingLocation(declaration(rendered, blurhash))]
          : await this.uploads.presign([
              request(purpose, rendered, blurhash),
              ...(raw ? [request('raw', raw, blurhash)] : []),
            ]);
      const total = rendered.blob.size + (raw?.blob.size ?? 0);
      options.onProgress?.(0);
      await this.uploads.upload(target.uploadUrl, rendered.blob, {
        signal: options.signal,
        onProgress: (f) => options.onProgress?.((f * rendered.blob.size) / total),
      });
      if (raw && rawTarget) {
        await this.uploads.upload(rawTarget.uploadUrl, raw.blob, {
          signal: options.signal,
          onProgress: (f) => options.onProgress?.((rendered.blob.size + f * raw.blob.size) / total),
        });
      }
      options.onProgress?.(1);
      return { imageId: target.imageId, url: target.url, blurhash, width: rendered.width, height: rendered.height };
    } catch (error) {
      throw normalizeError(error);
    }
  }

  /** The media library: images already uploaded, reusable in any content. */
  library(offset: number, limit: number): Promise<{ items: readonly LibraryImage[]; total: number }> {
    return this.uploads.listLibrary({ offset, limit }).catch((error: unknown) => Promise.reject(normalizeError(error)));
  }

  // ——— the avatar's pieces (personal-info, spec §4 onboarding) ———

  decode(file: Blob): Promise<DecodedImage> {
    return this.processor.decode(file);
  }

  render(image: DecodedImage, options: RenderOptions): Promise<RenderedImage> {
    return this.processor.render(image, options);
  }

  /** PUT to a URL signed elsewhere (the avatar's upload-avatar call). */
  put(url: string, blob: Blob, onProgress: (fraction: number) => void): Promise<void> {
    return this.uploads.upload(url, blob, { onProgress });
  }

  previewUrl(blob: Blob): string {
    return this.processor.previewUrl(blob);
  }

  revokePreview(url: string): void {
    this.processor.revokePreview(url);
  }

  private async preview(image: DecodedImage, quarterTurns: number): Promise<string> {
    const small = await this.processor.render(image, { quarterTurns, maxEdge: PREVIEW_EDGE, quality: 0.7 });
    return this.processor.previewUrl(small.blob);
  }
}

function declaration(image: RenderedImage, blurhash: string) {
  return {
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    blurhash,
    sizeBytes: image.blob.size,
  };
}

function request(purpose: 'cover' | 'section' | 'raw', image: RenderedImage, blurhash: string) {
  return { purpose, ...declaration(image, blurhash) };
}
