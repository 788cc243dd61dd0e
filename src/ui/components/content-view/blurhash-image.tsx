import { decode, isBlurhashValid } from 'blurhash';
import { useEffect, useRef, useState } from 'react';
import type { ImageRef } from '../../../domain/content/content';

interface Props {
  readonly image: ImageRef;
  readonly alt: string;
  /** The cover is above the fold: loaded at once and first; every other image waits until it is near. */
  readonly eager?: boolean;
  readonly sizes?: string;
  /** Shown under the frame when the image cannot load (spec §8 "load image failed"). */
  readonly failedLabel: string;
}

const PLACEHOLDER_WIDTH = 32;

/**
 * An image with its blurhash drawn underneath while it loads (issue 4): the hash is decoded onto a
 * 32 px canvas stretched over the frame, and the image fades in on top. width/height and the frame's
 * aspect ratio reserve the space, so nothing shifts when it arrives.
 */
export function BlurhashImage({ image, alt, eager = false, sizes, failedLabel }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const img = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const width = Math.max(1, image.width);
  const height = Math.max(1, image.height);

  useEffect(() => {
    // A cached image may be complete before React attached onLoad.
    if (img.current?.complete && img.current.naturalWidth > 0) setLoaded(true);
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

  return (
    <>
      <div className={`cv-image${loaded ? ' cv-image--loaded' : ''}`} style={{ aspectRatio: `${width} / ${height}` }}>
        {image.blurhash ? <canvas ref={canvas} className="cv-image__placeholder" aria-hidden="true" data-blurhash={image.blurhash} /> : null}
        <img
          ref={img}
          src={image.url}
          width={width}
          height={height}
          alt={alt}
          sizes={sizes}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      </div>
      {failed ? <p className="cv-image__failed">{failedLabel}</p> : null}
    </>
  );
}
