import { describe, expect, it } from 'vitest';
import { READER_IMAGE_SIZES, responsiveImage, variantsFor } from '../../../src/domain/content/responsive-image';

const URL = 'https://travelogue.example/api/content-platform/image-service/v1/images/0123456789abcdef01234567';
const w = (label: number, format: string) => `${URL}/w/${label}.${format}`;

describe('right-sized images: which widths exist (never upscaled)', () => {
  it.each([
    [0, []],
    [Number.NaN, []],
    [1, [[320, 1]]],
    [320, [[320, 320]]],
    [
      500,
      [
        [320, 320],
        [640, 500],
      ],
    ],
    [
      640,
      [
        [320, 320],
        [640, 640],
      ],
    ],
    [
      1200,
      [
        [320, 320],
        [640, 640],
        [1024, 1024],
        [1600, 1200],
      ],
    ],
    [
      1600,
      [
        [320, 320],
        [640, 640],
        [1024, 1024],
        [1600, 1600],
      ],
    ],
    [
      4000,
      [
        [320, 320],
        [640, 640],
        [1024, 1024],
        [1600, 1600],
      ],
    ],
  ])('an image %s px wide has the variants %j ([name, real width])', (width, expected) => {
    expect(variantsFor(width).map((v) => [v.label, v.width])).toEqual(expected);
  });
});

describe('right-sized images: srcset and sizes from an image reference', () => {
  it('a 1200 px cover (the measured LCP image): WebP and JPEG candidates at their real widths', () => {
    expect(responsiveImage({ url: URL, width: 1200 })).toEqual({
      src: URL,
      webpSrcset: `${w(320, 'webp')} 320w, ${w(640, 'webp')} 640w, ${w(1024, 'webp')} 1024w, ${w(1600, 'webp')} 1200w`,
      jpegSrcset: `${w(320, 'jpg')} 320w, ${w(640, 'jpg')} 640w, ${w(1024, 'jpg')} 1024w, ${w(1600, 'jpg')} 1200w`,
      sizes: READER_IMAGE_SIZES,
    });
  });

  it('an image wider than the largest variant keeps its original as the largest JPEG candidate', () => {
    const image = responsiveImage({ url: URL, width: 3000 }, '88px');
    expect(image.jpegSrcset.endsWith(`${w(1600, 'jpg')} 1600w, ${URL} 3000w`)).toBe(true);
    expect(image.webpSrcset.endsWith(`${w(1600, 'webp')} 1600w`)).toBe(true);
    expect(image.sizes).toBe('88px');
  });

  it.each([
    ['a bucket URL (STORAGE=s3)', 'https://bucket.example/media/0123456789abcdef01234567'],
    ['a URL with a query', `${URL}?v=1`],
    ['a local data URL (an editor preview)', 'blob:https://travelogue.example/1234'],
  ])('%s has no variants: the original only', (_label, url) => {
    expect(responsiveImage({ url, width: 1200 })).toEqual({
      src: url,
      webpSrcset: '',
      jpegSrcset: '',
      sizes: READER_IMAGE_SIZES,
    });
  });
});
