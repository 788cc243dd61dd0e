/**
 * Every content image is also served at a few widths, in WebP and JPEG, so a
 * phone never downloads a desktop cover. This is the one place that says which widths exist, where each is
 * found and how `srcset`/`sizes` are written; the server's image service produces exactly these files.
 */

/** The widths (CSS px at 1x) a stored image is resized to; never larger than the image itself. */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

export const VARIANT_FORMATS = ['webp', 'jpg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The reader's column: an image is as wide as the viewport up to the column's 1043 px. */
export const READER_IMAGE_SIZES = '(min-width: 1043px) 1043px, 100vw';

/** One resized copy: its file name under the image (`640.webp`) and the width it really has. */
export interface ImageVariant {
  /** The width asked for (part of the name). */
  readonly label: VariantWidth;
  /** The width of the produced file: the label, or the image's own width when that is smaller (no upscaling). */
  readonly width: number;
}

/**
 * The variants of an image `width` px wide: every listed width below it, and the first listed width at or
 * above it, which holds the image at its own width (so a 1200 px cover has 320, 640, 1024 and "1600" = 1200 px).
 */
export function variantsFor(width: number): ImageVariant[] {
  if (!Number.isFinite(width) || width < 1) return [];
  const result: ImageVariant[] = [];
  for (const label of VARIANT_WIDTHS) {
    result.push({ label, width: Math.min(label, Math.floor(width)) });
    if (label >= width) break;
  }
  return result;
}

/** Only images behind this server's image service have variants (a bucket URL is served as it is). */
const IMAGE_SERVICE_URL = /\/image-service\/v1\/images\/[A-Za-z0-9_-]+$/;

export const hasVariants = (url: string): boolean => IMAGE_SERVICE_URL.test(url);

/** Where one variant is served: next to the image, `<image url>/w/<label>.<format>`. */
export const variantUrl = (url: string, label: VariantWidth, format: VariantFormat): string =>
  `${url}/w/${label}.${format}`;

export interface ResponsiveImage {
  /** The original: the `<img>` src for a browser without srcset. */
  readonly src: string;
  /** WebP candidates for `<source type="image/webp">`; empty when the image has no variants. */
  readonly webpSrcset: string;
  /** JPEG candidates (and the original at its own width) for the `<img>`; empty when the image has no variants. */
  readonly jpegSrcset: string;
  readonly sizes: string;
}

/** `srcset`/`sizes` for an image reference (its url and width), for the reader's `<picture>` and the cover preload. */
export function responsiveImage(
  image: { readonly url: string; readonly width: number },
  sizes: string = READER_IMAGE_SIZES,
): ResponsiveImage {
  const variants = hasVariants(image.url) ? variantsFor(image.width) : [];
  if (variants.length === 0) return { src: image.url, webpSrcset: '', jpegSrcset: '', sizes };
  const list = (format: VariantFormat) => variants.map((v) => `${variantUrl(image.url, v.label, format)} ${v.width}w`);
  const largest = variants[variants.length - 1].width;
  const jpeg = largest < image.width ? [...list('jpg'), `${image.url} ${Math.floor(image.width)}w`] : list('jpg');
  return { src: image.url, webpSrcset: list('webp').join(', '), jpegSrcset: jpeg.join(', '), sizes };
}
