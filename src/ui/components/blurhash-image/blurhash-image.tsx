import { decode, isBlurhashValid } from 'blurhash';
import { useEffect, useRef, useState } from 'react';
import type { ImageRef } from '../../../domain/content/content';
import { responsiveImage } from '../../../domain/content/responsive-image';
import './blurhash-image.css';

interface Props {
  readonly image: Pick<ImageRef, 'url' | 'blurhash' | 'width' | 'height'>;
  readonly alt: string;
  /** Above the fold (a reader's cover): loaded at once and first; every other image waits until it is near. */
  readonly eager?: boolean;
  /** The `sizes` of the picture's srcsets; the reader's column when absent. */
  readonly sizes?: string;
  /** Shown under the frame when the image cannot load (spec §8 "load image failed"); nothing when absent. */
  readonly failedLabel?: string;
  /** Added to the frame (the reader's `cv-image`, the library's square thumbnails). */
  readonly className?: string;
  /** Keeps tall (portrait) images from filling a phone screen: the frame narrows to this height. */
  readonly maxHeight?: number;
}

const PLACEHOLDER_WIDTH = 32;
const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

/**
 * The picture's average colour, read from its blurhash without decoding it (characters 2–5 are the DC
 * component, an sRGB colour in base 83): the frame's background from the first paint, also where no script
 * runs to draw the blurhash (a server-rendered page whose image is not an island).
 */
export function blurhashAverage(hash: string | null | undefined): string | null {
  if (!hash || hash.length < 6) return null;
  let value = 0;
  for (const char of hash.slice(2, 6)) {
    const digit = BASE83.indexOf(char);
    if (digit < 0) return null;
    value = value * 83 + digit;
  }
  return `#${value.toString(16).padStart(6, '0')}`;
}

/**
 * An image with its blurhash drawn underneath while it loads, for the
 * reader and the editor alike: the hash is decoded onto a 32 px canvas stretched over the frame, and the
 * image fades in on top. width/height and the frame's aspect ratio reserve the space, so nothing shifts
 * when it arrives. The server-rendered HTML shows the image as it arrives (no script needed, so the cover is
 * the first large paint); a picture still loading once the page has mounted is hidden and fades in. Behind the image service it is a `<picture>` of right-sized WebP and JPEG copies
 * (domain/content/responsive-image), so a phone fetches 640 px, not the original. React and blurhash only:
 * the public reader entry has a JS budget.
 */
export function BlurhashImage({ image, alt, eager = false, sizes, failedLabel, className, maxHeight }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const img = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  /** Set after mount for a picture still loading, which then fades in; the server's HTML never hides it. */
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const width = Math.max(1, image.width);
  const height = Math.max(1, image.height);

  useEffect(() => {
    // A picture still loading fades in; a cached one may be complete before React attached onLoad. Only
    // now, after mount, is a picture hidden, and never one of a server-rendered page (#root[data-ssr-lang]): that
    // one shows as it arrives, before hydration, and hiding it then would take a half-drawn cover away again.
    const element = img.current;
    const complete = Boolean(element?.complete && element.naturalWidth > 0);
    setLoaded(complete);
    setWaiting(!complete && !element?.closest('[data-ssr-lang]'));
    setFailed(false);
  }, [image.url]);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !image.blurhash || !isBlurhashValid(image.blurhash).result) return;
    const h = Math.max(1, Math.round((PLACEHOLDER_WIDTH * height) / width));
    const context = element.getContext?.('2d');
    if (!context) return;
    element.width = PLACEHOLDER_WIDTH;
    element.height = h;
    const pixels = context.createImageData(PLACEHOLDER_WIDTH, h);
    pixels.data.set(decode(image.blurhash, PLACEHOLDER_WIDTH, h));
    context.putImageData(pixels, 0, 0);
  }, [image.blurhash, width, height]);

  const responsive = responsiveImage({ url: image.url, width }, sizes);
  const average = blurhashAverage(image.blurhash);
  const picture = (
    <img
      ref={img}
      src={image.url}
      width={width}
      height={height}
      alt={alt}
      srcSet={responsive.jpegSrcset || undefined}
      sizes={responsive.jpegSrcset ? responsive.sizes : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
      onLoad={() => setLoaded(true)}
      onError={() => setFailed(true)}
    />
  );
  const narrowed = maxHeight
    ? { width: `min(100%, ${Math.round((maxHeight * width) / height)}px)`, marginInline: 'auto' }
    : {};
  return (
    <>
      <div
        className={[
          'blurhash-image',
          loaded ? 'blurhash-image--loaded' : '',
          waiting && !loaded ? 'blurhash-image--waiting' : '',
          className ?? '',
        ]
          .filter(Boolean)
          .join(' ')}
        style={{
          aspectRatio: `${width} / ${height}`,
          ...narrowed,
          ...(average ? { backgroundColor: average } : {}),
        }}
      >
        {image.blurhash ? (
          <canvas
            ref={canvas}
            className="blurhash-image__placeholder"
            aria-hidden="true"
            data-blurhash={image.blurhash}
          />
        ) : null}
        {responsive.webpSrcset ? (
          <picture>
            <source type="image/webp" srcSet={responsive.webpSrcset} sizes={responsive.sizes} />
            {picture}
          </picture>
        ) : (
          picture
        )}
      </div>
      {failed && failedLabel ? <p className="blurhash-image__failed">{failedLabel}</p> : null}
    </>
  );
}
