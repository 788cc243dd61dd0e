/**
 * A picked photo decoded once and kept by the adapter (an ImageBitmap in the browser); the application
 * only reads its size and hands it back. `release` frees it.
 */
export interface DecodedImage {
  readonly width: number;
  readonly height: number;
}

export interface RenderOptions {
  /** Clockwise quarter turns (0..3; any integer is taken modulo 4). */
  readonly quarterTurns: number;
  /** Longest edge in pixels after scaling; never scales up. */
  readonly maxEdge: number;
  /** Encoder quality 0..1. */
  readonly quality?: number;
}

export interface RenderedImage {
  readonly blob: Blob;
  readonly contentType: string;
  /** Size after the turn and the scaling. */
  readonly width: number;
  readonly height: number;
}

/**
 * The browser's image work for covers, section images and avatars (rotate, compress, blurhash
 * placeholder). Failures are AppErrors with spec §8's "load image failed" / "rotate image failed" /
 * "compress image failed" keys.
 */
export interface ImageProcessor {
  decode(file: Blob): Promise<DecodedImage>;
  /** Turns, scales to fit `maxEdge` and encodes (WebP where the browser can, JPEG otherwise). */
  render(image: DecodedImage, options: RenderOptions): Promise<RenderedImage>;
  /** Blurhash of the image as turned, computed on a small copy. */
  blurhash(image: DecodedImage, quarterTurns: number): Promise<string>;
  /** An object URL to show the blob before it is uploaded; `revokePreview` frees it. */
  previewUrl(blob: Blob): string;
  revokePreview(url: string): void;
  release(image: DecodedImage): void;
}
