import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../src/contract/media.contract';
import type { ImageResizer } from '../kernel/image-resizer.port';

// Two cores serve requests too: one libvips thread per resize, no decoded-image cache held in memory.
sharp.concurrency(1);
sharp.cache(false);

/** Never decode more than an upload may have (uploads over it are refused; older stored ones get no variants). */
const MAX_INPUT_PIXELS = IMAGE_MAX_PIXELS;

/** Sharp (libvips, prebuilt in its npm package) behind the ImageResizer port. */
export const sharpImageResizer: ImageResizer = {
  async inspect(bytes) {
    try {
      // Header only: no pixel is decoded, so no limit is needed to read how many there are.
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      if (!meta.format || !meta.width || !meta.height) return null;
      const turned = (meta.orientation ?? 1) >= 5;
      return {
        format: meta.format,
        width: turned ? meta.height : meta.width,
        height: turned ? meta.width : meta.height,
      };
    } catch {
      return null;
    }
  },

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
