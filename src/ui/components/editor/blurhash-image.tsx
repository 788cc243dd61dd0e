import { decode, isBlurhashValid } from 'blurhash';
import { useEffect, useRef, useState } from 'react';

interface Props {
  readonly src: string | null;
  readonly blurhash: string | null;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly className?: string;
  /** Keeps tall (portrait) images from filling a phone screen: the frame narrows to this height. */
  readonly maxHeight?: number;
}

/**
 * An image that shows its blurhash (issue 4 "blurhash placeholder") while it loads or uploads: the hash
 * is decoded into a 32 px canvas stretched to the frame, the image fades in over it once loaded. The
 * frame keeps the image's aspect ratio so nothing jumps when it arrives.
 */
export function BlurhashImage({ src, blurhash, width, height, alt, className, maxHeight }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => setLoaded(false), [src]);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !blurhash || !isBlurhashValid(blurhash).result) return;
    const w = 32;
    const h = Math.max(1, Math.round((32 * height) / Math.max(1, width)));
    const context = element.getContext('2d');
    if (!context) return;
    element.width = w;
    element.height = h;
    const image = context.createImageData(w, h);
    image.data.set(decode(blurhash, w, h));
    context.putImageData(image, 0, 0);
  }, [blurhash, width, height]);

  return (
    <div
      className={`image-frame ${className ?? ''}`}
      style={{
        aspectRatio: `${Math.max(1, width)} / ${Math.max(1, height)}`,
        ...(maxHeight ? { width: `min(100%, ${Math.round((maxHeight * Math.max(1, width)) / Math.max(1, height))}px)`, marginInline: 'auto' } : {}),
      }}
    >
      {blurhash ? <canvas ref={canvas} aria-hidden="true" /> : null}
      {src ? (
        <img src={src} alt={alt} width={width} height={height} className={loaded ? 'is-loaded' : ''} onLoad={() => setLoaded(true)} decoding="async" />
      ) : null}
    </div>
  );
}
