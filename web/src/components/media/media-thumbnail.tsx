import type { MediaItem } from '@portfolio/contracts';
import { cn } from '@/lib/cn';

/** The image's WebP widths as a `srcset` (every browser the admin area supports reads WebP). */
export function webpSrcset(item: MediaItem) {
  const webp = item.variants.filter((variant) => variant.format === 'webp');
  return webp.length > 0 ? webp.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
}

/**
 * A library image as a square tile: its WebP widths with `sizes` for the tile (`size`), so a grid of thumbnails
 * fetches the 320-pixel files, over its blurred placeholder. Decorative: the tile's button or link names it.
 */
export function MediaThumbnail({ item, size, className }: { item: MediaItem; size: string; className?: string }) {
  return (
    <img
      src={item.src}
      srcSet={webpSrcset(item)}
      sizes={size}
      alt=""
      width={item.width}
      height={item.height}
      loading="lazy"
      decoding="async"
      style={{ backgroundImage: `url("${item.placeholder}")` }}
      className={cn('aspect-square w-full bg-muted bg-cover bg-center object-cover', className)}
    />
  );
}
