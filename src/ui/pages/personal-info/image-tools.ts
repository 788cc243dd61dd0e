import { AppError } from '../../../domain/errors/app-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { WebErrorKey } from '../../../domain/errors/web-error-keys';

/** Ours: avatars are stored at most this many pixels on their longer side, thumbnails smaller. */
export const AVATAR_MAX_PX = 1024;
export const THUMBNAIL_MAX_PX = 256;
const QUALITY = 0.85;

const webError = (messageKey: string, cause: unknown): AppError =>
  new AppError({ code: ErrorCode.unknown, messageKey, message: cause instanceof Error ? cause.message : String(cause) });

/** Decodes a picked file (spec §8 "load image failed" when the browser cannot read it). */
export async function loadImage(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch (error) {
    throw webError(WebErrorKey.loadImage, error);
  }
}

/**
 * Draws the image turned by `quarterTurns` × 90° and scaled to fit `maxPx`, then encodes it: WebP where
 * the browser can, JPEG otherwise (a browser without WebP encoding silently hands back PNG).
 */
export async function renderImage(image: ImageBitmap, quarterTurns: number, maxPx: number): Promise<Blob> {
  let canvas: HTMLCanvasElement;
  try {
    const turns = ((quarterTurns % 4) + 4) % 4;
    const scale = Math.min(1, maxPx / Math.max(image.width, image.height));
    const w = Math.round(image.width * scale);
    const h = Math.round(image.height * scale);
    canvas = document.createElement('canvas');
    canvas.width = turns % 2 === 0 ? w : h;
    canvas.height = turns % 2 === 0 ? h : w;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('2D canvas unavailable');
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((turns * Math.PI) / 2);
    context.drawImage(image, -w / 2, -h / 2, w, h);
  } catch (error) {
    throw webError(WebErrorKey.rotateImage, error);
  }
  const webp = await toBlob(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return webp;
  const jpeg = await toBlob(canvas, 'image/jpeg');
  if (!jpeg) throw webError(WebErrorKey.compressImage, 'canvas.toBlob returned nothing');
  return jpeg;
}

const toBlob = (canvas: HTMLCanvasElement, type: string): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));

/** PUTs the bytes to a signed URL, reporting upload progress from 0 to 1 (fetch cannot report it). */
export function putWithProgress(url: string, blob: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', blob.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new AppError({ code: ErrorCode.presignedUrlFailure, messageKey: 'errors.presignedUrlFailure', message: `Upload answered ${xhr.status}` }));
      }
    };
    xhr.onerror = () => reject(new AppError({ code: ErrorCode.unknown, messageKey: 'errors.default', message: 'Upload failed' }));
    xhr.send(blob);
  });
}

/** The browser pieces the personal-info store needs; tests hand in their own. */
export interface ImageTools {
  loadImage(file: Blob): Promise<ImageBitmap>;
  renderImage(image: ImageBitmap, quarterTurns: number, maxPx: number): Promise<Blob>;
  putWithProgress(url: string, blob: Blob, onProgress: (fraction: number) => void): Promise<void>;
  previewUrl(blob: Blob): string;
  revokePreview(url: string): void;
}

export const browserImageTools: ImageTools = {
  loadImage,
  renderImage,
  putWithProgress,
  previewUrl: (blob) => URL.createObjectURL(blob),
  revokePreview: (url) => URL.revokeObjectURL(url),
};
