/**
 * Right-sized images: decoding and resizing stored content images (adapters/sharp-image-resizer.ts).
 * Both answer null for bytes that cannot be decoded, so an odd upload keeps its original and nothing fails.
 */
/** What an image really is, read from its header without decoding a pixel. */
export interface ImageFacts {
  /** The decoder's name for the format: jpeg, png, gif, webp (or another format the decoder knows, e.g. svg). */
  readonly format: string;
  /** Displayed size, EXIF orientation applied. */
  readonly width: number;
  readonly height: number;
}

export interface ImageResizer {
  /** The real format and size of the bytes, whatever their size (no pixel limit), or null when not an image. */
  inspect(bytes: Buffer): Promise<ImageFacts | null>;
  /** The displayed width (EXIF orientation applied), or null when the bytes cannot be decoded. */
  widthOf(bytes: Buffer): Promise<number | null>;
  /** A copy at most `width` px wide (never upscaled), metadata dropped; JPEG on white where it was transparent. */
  resize(bytes: Buffer, width: number, format: 'webp' | 'jpg'): Promise<Buffer | null>;
}
