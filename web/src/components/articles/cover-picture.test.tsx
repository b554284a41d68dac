import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoverPicture } from './cover-picture';

afterEach(cleanup);

const sample = { src: '/covers/grid.webp', alt: 'A grid', width: 1200, height: 630 };
const media = {
  src: '/media/m1/1280.jpg',
  alt: 'A harbour',
  width: 1280,
  height: 672,
  sources: [
    { type: 'image/avif', srcset: '/media/m1/320.avif 320w, /media/m1/640.avif 640w' },
    { type: 'image/webp', srcset: '/media/m1/320.webp 320w, /media/m1/640.webp 640w' },
  ],
  srcset: '/media/m1/320.jpg 320w, /media/m1/1280.jpg 1280w',
  placeholder: 'data:image/webp;base64,UklGRg==',
};
const sizes = '(min-width: 1152px) 358px, calc(100vw - 32px)';

describe('a cover', () => {
  it('from the media library is a picture: AVIF then WebP with the layout’s sizes, then the fallback widths', () => {
    const { container } = render(<CoverPicture cover={media} sizes={sizes} loading="lazy" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.map((source) => [source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      [media.sources[0]!.srcset, sizes],
      [media.sources[1]!.srcset, sizes],
    ]);
    const image = screen.getByRole('img', { name: 'A harbour' });
    expect(image.closest('picture')).not.toBeNull();
    expect([image.getAttribute('srcset'), image.getAttribute('sizes')]).toEqual([media.srcset, sizes]);
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
      '1280',
      '672',
      'lazy',
    ]);
  });

  it('shows its blurred placeholder until the file has loaded', () => {
    render(<CoverPicture cover={media} sizes={sizes} />);
    const image = screen.getByRole('img');
    expect(image.style.backgroundImage).toContain(media.placeholder);
    fireEvent.load(image);
    expect(image.style.backgroundImage).toBe('none');
  });

  it('keeps its focal point in view when the layout crops it', () => {
    render(<CoverPicture cover={{ ...media, focal: { x: 0.25, y: 0.8 } }} sizes={sizes} />);
    expect(screen.getByRole('img').style.objectPosition).toBe('25% 80%');
  });

  it('that is a sample file stays a single image, without srcset, sizes or placeholder', () => {
    const { container } = render(<CoverPicture cover={sample} sizes={sizes} fetchPriority="high" />);
    expect(container.querySelector('picture')).toBeNull();
    const image = screen.getByRole('img', { name: 'A grid' });
    expect([
      image.getAttribute('srcset'),
      image.getAttribute('sizes'),
      image.style.backgroundImage,
      image.style.objectPosition,
    ]).toEqual([null, null, '', '']);
  });
});
