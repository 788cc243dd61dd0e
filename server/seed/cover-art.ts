import { encode as encodeBlurhash } from 'blurhash';
import jpeg from 'jpeg-js';
import { createRaster, seededRandom, type Raster } from './art/raster';
import { PAINTERS, type Scene } from './art/scenes';
import { PALETTES, type Mood } from './art/sky';

export type { Scene } from './art/scenes';
export type { Mood } from './art/sky';

/**
 * What one demo picture shows. The same spec always gives the same bytes, so the demo images are
 * generated at seed time instead of being kept as binary files in git (seed data).
 */
export interface ArtSpec {
  readonly scene: Scene;
  readonly mood: Mood;
  /** Varies the composition (positions, ridges, towers) between pictures of the same scene. */
  readonly seed: string;
  /** Overrides the silhouette colour: the White Temple is white, not a shadow. */
  readonly ink?: readonly [number, number, number];
  readonly width?: number;
  readonly height?: number;
}

export interface Artwork {
  readonly contentType: 'image/jpeg';
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
  /** Computed from the picture itself, as the editor does before an upload. */
  readonly blurhash: string;
}

/** 16:9 at the width of the §9 big-screen section (1043 px) rounded up. */
export const COVER_SIZE = { width: 1200, height: 675 } as const;
const JPEG_QUALITY = 82;

export function paintArtwork(spec: ArtSpec): Artwork {
  const width = spec.width ?? COVER_SIZE.width;
  const height = spec.height ?? COVER_SIZE.height;
  const raster = createRaster(width, height);
  const palette = spec.ink ? { ...PALETTES[spec.mood], ink: spec.ink } : PALETTES[spec.mood];
  PAINTERS[spec.scene](raster, palette, seededRandom(`${spec.scene}:${spec.mood}:${spec.seed}`));
  const encoded = jpeg.encode({ data: raster.data, width, height }, JPEG_QUALITY);
  return { contentType: 'image/jpeg', bytes: encoded.data, width, height, blurhash: blurhashOf(raster) };
}

/** Blurhash (4×3 components) of a box-downscaled copy: encoding the full picture would take seconds. */
export function blurhashOf(raster: Raster, targetWidth = 32): string {
  const w = Math.min(targetWidth, raster.width);
  const h = Math.max(1, Math.round((raster.height / raster.width) * w));
  const small = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const x0 = Math.floor((x * raster.width) / w);
      const x1 = Math.floor(((x + 1) * raster.width) / w);
      const y0 = Math.floor((y * raster.height) / h);
      const y1 = Math.floor(((y + 1) * raster.height) / h);
      const sum = [0, 0, 0];
      for (let yy = y0; yy < y1; yy += 1) {
        for (let xx = x0; xx < x1; xx += 1) {
          const i = (yy * raster.width + xx) * 4;
          sum[0] += raster.data[i];
          sum[1] += raster.data[i + 1];
          sum[2] += raster.data[i + 2];
        }
      }
      const n = Math.max(1, (x1 - x0) * (y1 - y0));
      const o = (y * w + x) * 4;
      small[o] = sum[0] / n;
      small[o + 1] = sum[1] / n;
      small[o + 2] = sum[2] / n;
      small[o + 3] = 255;
    }
  }
  return encodeBlurhash(small, w, h, 4, 3);
}
