/**
 * Right-sized images: decoding and resizing stored content images (adapters/sharp-image-resizer.ts).
 * Both answer null for bytes that cannot be decoded, so an odd upload keeps its original and nothing fails.
 */
export interface ImageResizer {
  /** The displayed width (EXIF orientation applied), or null when the bytes cannot be decoded. */
  widthOf(bytes: Buffer): Promise<number | null>;
  /** A copy at most `width` px wide (never upscaled), metadata dropped; JPEG on white where it was transparent. */
  resize(bytes: Buffer, width: number, format: 'webp' | 'jpg'): Promise<Buffer | null>;
}
