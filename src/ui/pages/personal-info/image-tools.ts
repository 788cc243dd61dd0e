import type { MediaService } from '../../../application/content/media.service';
import type { DecodedImage } from '../../../application/ports/image-processor.port';

/** Ours: avatars are stored at most this many pixels on their longer side, thumbnails smaller. */
export const AVATAR_MAX_PX = 1024;
export const THUMBNAIL_MAX_PX = 256;
const QUALITY = 0.85;

/**
 * The image pieces the personal-info store needs; tests hand in their own. The browser code behind them
 * (canvas, blurhash, upload with progress) lives once in src/infrastructure/media and reaches the page
 * through MediaService (moved it there so avatars and content covers share it).
 */
export interface ImageTools {
  loadImage(file: Blob): Promise<DecodedImage>;
  renderImage(image: DecodedImage, quarterTurns: number, maxPx: number): Promise<Blob>;
  putWithProgress(url: string, blob: Blob, onProgress: (fraction: number) => void): Promise<void>;
  previewUrl(blob: Blob): string;
  revokePreview(url: string): void;
}

export function imageToolsFrom(media: MediaService): ImageTools {
  return {
    loadImage: (file) => media.decode(file),
    renderImage: async (image, quarterTurns, maxPx) =>
      (await media.render(image, { quarterTurns, maxEdge: maxPx, quality: QUALITY })).blob,
    putWithProgress: (url, blob, onProgress) => media.put(url, blob, onProgress),
    previewUrl: (blob) => media.previewUrl(blob),
    revokePreview: (url) => media.revokePreview(url),
  };
}
