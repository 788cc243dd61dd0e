import { decode as decodeBlurhash } from 'blurhash';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CanvasImageProcessor } from '../../../src/infrastructure/media/canvas-image-processor';

/** A 2D canvas stand-in recording what is drawn; `encodes` says which types toBlob honours. */
function fakeCanvasDocument(encodes: string[]) {
  const canvases: { width: number; height: number; ops: string[] }[] = [];
  const createElement = (tag: string) => {
    if (tag !== 'canvas') throw new Error(tag);
    const canvas = {
      width: 0,
      height: 0,
      ops: [] as string[],
      getContext: () => ({
        translate: (x: number, y: number) => canvas.ops.push(`translate ${x},${y}`),
        rotate: (a: number) => canvas.ops.push(`rotate ${Math.round((a * 180) / Math.PI)}`),
        drawImage: (_i: unknown, x: number, y: number, w: number, h: number) =>
          canvas.ops.push(`draw ${x},${y} ${w}x${h}`),
        getImageData: (_x: number, _y: number, w: number, h: number) => ({
          data: new Uint8ClampedArray(w * h * 4).fill(200),
        }),
      }),
      toBlob: (done: (b: Blob | null) => void, type: string) =>
        done(new Blob(['px'], { type: encodes.includes(type) ? type : 'image/png' })),
    };
    canvases.push(canvas);
    return canvas;
  };
  vi.stubGlobal('document', { createElement });
  return canvases;
}

afterEach(() => vi.unstubAllGlobals());
const bitmap = { width: 4000, height: 3000, close: vi.fn() } as unknown as ImageBitmap;

describe('CanvasImageProcessor — rotate, compress, blurhash (the one copy the avatar shares)', () => {
  it('turns a quarter clockwise and scales the long edge down to maxEdge, never up', async () => {
    const canvases = fakeCanvasDocument(['image/webp']);
    const processor = new CanvasImageProcessor();
    const turned = await processor.render(bitmap, { quarterTurns: 1, maxEdge: 1920, quality: 0.8 });
    expect(turned).toMatchObject({ width: 1440, height: 1920, contentType: 'image/webp' });
    expect(canvases[0].ops).toEqual(['translate 720,960', 'rotate 90', 'draw -960,-720 1920x1440']);
    const small = await processor.render({ width: 300, height: 200 } as ImageBitmap, {
      quarterTurns: -2,
      maxEdge: 1920,
    });
    expect(small).toMatchObject({ width: 300, height: 200 });
    expect(canvases[1].ops[1]).toBe('rotate 180');
  });

  it('falls back to JPEG where the browser cannot encode WebP (it would hand back PNG)', async () => {
    fakeCanvasDocument(['image/jpeg']);
    await expect(new CanvasImageProcessor().render(bitmap, { quarterTurns: 0, maxEdge: 100 })).resolves.toMatchObject({
      contentType: 'image/jpeg',
    });
  });

  it('encodes a blurhash from a 32 px copy that decodes back to the colours', async () => {
    const canvases = fakeCanvasDocument(['image/webp']);
    const hash = await new CanvasImageProcessor().blurhash(bitmap, 0);
    expect(canvases[0]).toMatchObject({ width: 32, height: 24 });
    expect(hash.length).toBeGreaterThanOrEqual(6);
    expect(Array.from(decodeBlurhash(hash, 2, 2).slice(0, 3)).every((v) => Math.abs(v - 200) <= 20)).toBe(true);
  });

  it('spec §8 web-side: an undecodable file is "load image failed"; a missing canvas is "rotate image failed"', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new Error('InvalidStateError');
    });
    await expect(new CanvasImageProcessor().decode(new Blob(['nope']))).rejects.toMatchObject({
      messageKey: 'errors.web.loadImage',
    });
    vi.stubGlobal('document', { createElement: () => ({ getContext: () => null }) });
    await expect(new CanvasImageProcessor().render(bitmap, { quarterTurns: 0, maxEdge: 10 })).rejects.toMatchObject({
      messageKey: 'errors.web.rotateImage',
    });
  });

  it("decodes with the photo's EXIF orientation applied and frees the bitmap on release", async () => {
    const seen: unknown[] = [];
    vi.stubGlobal('createImageBitmap', async (_file: Blob, options: unknown) => {
      seen.push(options);
      return bitmap;
    });
    const processor = new CanvasImageProcessor();
    const image = await processor.decode(new Blob(['x']));
    expect(seen).toEqual([{ imageOrientation: 'from-image' }]);
    processor.release(image);
    expect(bitmap.close).toHaveBeenCalled();
  });
});
