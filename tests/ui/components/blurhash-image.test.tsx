import { fireEvent, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { READER_IMAGE_SIZES } from '../../../src/domain/content/responsive-image';
import { BlurhashImage, blurhashAverage } from '../../../src/ui/components/blurhash-image/blurhash-image';

const URL = 'https://travelogue.example/api/content-platform/image-service/v1/images/0123456789abcdef01234567';
const BLURHASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

describe('right-sized images: the reader image is a <picture> of WebP and JPEG variants', () => {
  it('a 1200 px cover: a WebP source and a JPEG srcset with the same sizes, width/height and the blurhash kept', () => {
    const { container } = render(
      <BlurhashImage
        image={{ url: URL, blurhash: BLURHASH, width: 1200, height: 800 }}
        alt="Cover"
        eager
        sizes={READER_IMAGE_SIZES}
      />,
    );
    const picture = container.querySelector('picture')!;
    const source = picture.querySelector('source')!;
    const img = picture.querySelector('img')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(
      `${URL}/w/320.webp 320w, ${URL}/w/640.webp 640w, ${URL}/w/1024.webp 1024w, ${URL}/w/1600.webp 1200w`,
    );
    expect(source.getAttribute('sizes')).toBe(READER_IMAGE_SIZES);
    expect(img.getAttribute('src')).toBe(URL);
    expect(img.getAttribute('srcset')).toBe(
      `${URL}/w/320.jpg 320w, ${URL}/w/640.jpg 640w, ${URL}/w/1024.jpg 1024w, ${URL}/w/1600.jpg 1200w`,
    );
    expect(img.getAttribute('sizes')).toBe(READER_IMAGE_SIZES);
    expect([
      img.getAttribute('width'),
      img.getAttribute('height'),
      img.getAttribute('alt'),
      img.getAttribute('loading'),
    ]).toEqual(['1200', '800', 'Cover', 'eager']);
    expect(container.querySelector('canvas[data-blurhash]')?.getAttribute('data-blurhash')).toBe(BLURHASH);
  });

  it('an image without variants (a bucket URL) stays a plain <img> without srcset', () => {
    const url = 'https://bucket.example/media/0123456789abcdef01234567';
    const { container } = render(
      <BlurhashImage image={{ url, blurhash: null, width: 1200, height: 800 }} alt="" sizes="88px" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(url);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('loading')).toBe('lazy');
  });
});

describe('a server-rendered cover shows without script (the largest paint does not wait for hydration)', () => {
  const image = { url: URL, blurhash: BLURHASH, width: 1200, height: 800 };

  it('the server\'s HTML never hides the picture: no "waiting" class, and the CSS hides a picture only under that class', () => {
    const html = renderToString(<BlurhashImage image={image} alt="Cover" eager sizes={READER_IMAGE_SIZES} />);
    expect(html).toContain('class="blurhash-image"');
    expect(html).not.toContain('blurhash-image--waiting');
    const css = readFileSync('src/ui/components/blurhash-image/blurhash-image.css', 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const hiding = [...css.matchAll(/([^{}]+)\{[^}]*opacity:\s*0\s*[;}]/g)].map((rule) => rule[1].trim());
    expect(hiding).toEqual(['.blurhash-image--waiting img']);
  });

  it('a picture of a server-rendered page is never hidden once mounted (a half-drawn cover stays), though it is still loading', () => {
    const root = document.createElement('div');
    root.dataset.ssrLang = 'en';
    document.body.appendChild(root);
    const { container } = render(<BlurhashImage image={image} alt="Cover" eager sizes={READER_IMAGE_SIZES} />, {
      container: root,
    });
    expect(container.querySelector('.blurhash-image')).not.toHaveClass('blurhash-image--waiting');
    root.remove();
  });

  it('once mounted, a picture still loading is hidden over its blurhash and fades in when it loads', () => {
    const { container } = render(<BlurhashImage image={image} alt="Cover" eager sizes={READER_IMAGE_SIZES} />);
    const frame = container.querySelector('.blurhash-image')!;
    expect(frame).toHaveClass('blurhash-image--waiting');
    fireEvent.load(container.querySelector('img')!);
    expect(frame).toHaveClass('blurhash-image--loaded');
    expect(frame).not.toHaveClass('blurhash-image--waiting');
  });
});

describe('the frame before the picture arrives', () => {
  it("is the blurhash's average colour from the first paint, with no script to draw the hash", () => {
    // LE HV6n …: the DC component HV6n in base 83 is 0x979695, the grey the blurhash library decodes it to.
    expect(blurhashAverage('LEHV6nWB2yk8pyo0adR*.7kCMdnj')).toBe('#979695');
    expect(blurhashAverage('')).toBeNull();
    expect(blurhashAverage('LE\u00e9V6nWB')).toBeNull();
    const { container } = render(
      <BlurhashImage image={{ url: '/a.jpg', blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', width: 4, height: 3 }} alt="" />,
    );
    expect((container.firstElementChild as HTMLElement).style.backgroundColor).toBe('rgb(151, 150, 149)');
  });
});
