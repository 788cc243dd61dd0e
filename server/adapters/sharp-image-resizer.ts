import sharp from 'sharp';
import type { ImageResizer } from '../kernel/image-resizer.port';

// Two cores serve requests too: one libvips thread per resize, no decoded-image cache held in memory.
sharp.concurrency(1);
sharp.cache(false);

/** A decoded image larger than this many pixels is not resized (a decompression bomb keeps only its original). */
const MAX_INPUT_PIXELS = 50_000_000;

/** Sharp (libvips, prebuilt in its npm package) behind the ImageResizer port. */
export const sharpImageResizer: ImageResizer = {
  async widthOf(bytes) {
    try {
      const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if (!meta.width || !meta.height) return null;
      return (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    } catch {
      return null;
    }
  },

  async resize(bytes, width, format) {
    try {
      const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      return format === 'webp'
        ? await pipeline.webp({ quality: 75, effort: 4 }).toBuffer()
        : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    } catch {
      return null;
    }
  },
};
