import type { CoverImage } from '@portfolio/contracts';
import type { ImgHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type CoverPictureProps = Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'className'> & {
  cover: CoverImage;
  /** The width the cover is drawn at in its layout, for the browser to pick the narrowest file that fills it. */
  sizes: string;
};

/**
 * An article's cover. A media-library cover comes in AVIF and WebP with their widths and a fallback's widths: a
 * `<picture>` whose `sizes` is the layout's real width, so no browser fetches a wider file than it draws. Its
 * blurred placeholder is the image's background until the file has loaded (then removed, for a transparent
 * image); the width and height attributes hold its room, and nothing is animated. A crop keeps its focal point. A sample cover is its `src`.
 */
export function CoverPicture({ cover, sizes, className, ...loading }: CoverPictureProps) {
  const image = (
    <img
      src={cover.src}
      srcSet={cover.srcset}
      sizes={cover.srcset ? sizes : undefined}
      alt={cover.alt}
      width={cover.width}
      height={cover.height}
      decoding="async"
      {...loading}
      style={{
        // A layout that crops the cover to its own shape keeps the focal point the administrator chose in view.
        objectPosition: cover.focal && `${cover.focal.x * 100}% ${cover.focal.y * 100}%`,
        backgroundImage: cover.placeholder && `url("${cover.placeholder}")`,
      }}
      onLoad={
        cover.placeholder
          ? (event) => {
              event.currentTarget.style.backgroundImage = 'none';
            }
          : undefined
      }
      className={cn('bg-cover bg-center', className)}
    />
  );
  if (!cover.sources?.length) return image;
  return (
    <picture className="contents">
      {cover.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
