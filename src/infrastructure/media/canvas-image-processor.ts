import type {
  DecodedImage,
  ImageProcessor,
  RenderedImage,
  RenderOptions,
} from '../../application/ports/image-processor.port';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { WebErrorKey } from '../../domain/errors/web-error-keys';

const DEFAULT_QUALITY = 0.85;
/** Blurhash is computed on a copy this small: the hash only keeps a few colour components anyway. */
const BLURHASH_EDGE = 32;
const BLURHASH_COMPONENTS = { x: 4, y: 3 };

const webError = (messageKey: string, cause: unknown): AppError =>
  new AppError({
    code: ErrorCode.unknown,
    messageKey,
    message: cause instanceof Error ? cause.message : String(cause),
  });

const quarter = (turns: number) => ((Math.trunc(turns) % 4) + 4) % 4;

/** Draws `image` turned by quarter turns and scaled to fit `maxEdge` (never up) on a new canvas. */
function draw(image: ImageBitmap, quarterTurns: number, maxEdge: number): HTMLCanvasElement {
  const turns = quarter(quarterTurns);
  const scale = Math.min(1, maxEdge / Math.max(image.width, image.height));
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = turns % 2 === 0 ? w : h;
  canvas.height = turns % 2 === 0 ? h : w;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((turns * Math.PI) / 2);
  context.drawImage(image, -w / 2, -h / 2, w, h);
  return canvas;
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The browser's image work on createImageBitmap + canvas + `blurhash` (covers and section images,
 * spec §4 avatars): the only copy of this code. Failures carry spec §8's web-side messages.
 */
export class CanvasImageProcessor implements ImageProcessor {
  async decode(file: Blob): Promise<DecodedImage> {
    try {
      // 'from-image' applies the photo's EXIF orientation, so a phone's portrait shot stands upright.
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch (error) {
      throw webError(WebErrorKey.loadImage, error);
    }
  }

  /** WebP where the browser encodes it, JPEG otherwise (a browser without WebP encoding silently hands back PNG). */
  async render(image: DecodedImage, options: RenderOptions): Promise<RenderedImage> {
    let canvas: HTMLCanvasElement;
    try {
      canvas = draw(image as ImageBitmap, options.quarterTurns, options.maxEdge);
    } catch (error) {
      throw webError(WebErrorKey.rotateImage, error);
    }
    const quality = options.quality ?? DEFAULT_QUALITY;
    const webp = await toBlob(canvas, 'image/webp', quality);
    const blob = webp?.type === 'image/webp' ? webp : await toBlob(canvas, 'image/jpeg', quality);
    if (!blob) throw webError(WebErrorKey.compressImage, 'canvas.toBlob returned nothing');
    return { blob, contentType: blob.type, width: canvas.width, height: canvas.height };
  }

  async blurhash(image: DecodedImage, quarterTurns: number): Promise<string> {
    try {
      const canvas = draw(image as ImageBitmap, quarterTurns, BLURHASH_EDGE);
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      // Downloaded with the first image someone uploads, not with the app's start.
      const { encode } = await import('blurhash');
      return encode(pixels.data, canvas.width, canvas.height, BLURHASH_COMPONENTS.x, BLURHASH_COMPONENTS.y);
    } catch (error) {
      throw webError(WebErrorKey.encodeBlurhash, error);
    }
  }

  previewUrl(blob: Blob): string {
    return URL.createObjectURL(blob);
  }

  revokePreview(url: string): void {
    URL.revokeObjectURL(url);
  }

  release(image: DecodedImage): void {
    (image as Partial<ImageBitmap>).close?.();
  }
}
