import type {
  DecodedImage,
  ImageProcessor,
  RenderedImage,
  RenderOptions,
} from '../../src/application/ports/image-processor.port';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { WebErrorKey } from '../../src/domain/errors/web-error-keys';

/**
 * Image work without a canvas: a "file" whose text is `WxH` decodes to that size; anything else fails
 * with spec §8 "load image failed". Renders are recorded and sized as the browser adapter would.
 */
export class InMemoryImageProcessor implements ImageProcessor {
  readonly renders: RenderOptions[] = [];
  readonly previews = new Set<string>();
  readonly released: DecodedImage[] = [];
  private previewCount = 0;

  async decode(file: Blob): Promise<DecodedImage> {
    const match = /^(\d+)x(\d+)$/.exec((await file.text()).trim());
    if (!match) throw new AppError({ code: ErrorCode.unknown, messageKey: WebErrorKey.loadImage });
    return { width: Number(match[1]), height: Number(match[2]) };
  }

  async render(image: DecodedImage, options: RenderOptions): Promise<RenderedImage> {
    this.renders.push(options);
    const scale = Math.min(1, options.maxEdge / Math.max(image.width, image.height));
    const w = Math.round(image.width * scale);
    const h = Math.round(image.height * scale);
    const turned = (((options.quarterTurns % 4) + 4) % 4) % 2 === 1;
    const width = turned ? h : w;
    const height = turned ? w : h;
    // Size grows with the pixel count so progress weighting can be checked.
    const blob = new Blob(['x'.repeat(Math.max(1, Math.round((width * height) / 10_000)))], { type: 'image/webp' });
    return { blob, contentType: 'image/webp', width, height };
  }

  async blurhash(_image: DecodedImage, quarterTurns: number): Promise<string> {
    return `LEHV6nWB2yk8pyo0adR*.7kCMdnj${quarterTurns}`;
  }

  previewUrl(): string {
    const url = `blob:preview-${++this.previewCount}`;
    this.previews.add(url);
    return url;
  }

  revokePreview(url: string): void {
    this.previews.delete(url);
  }

  release(image: DecodedImage): void {
    this.released.push(image);
  }
}
