import type { MediaItem } from '@portfolio/contracts';
import { cn } from '@/lib/cn';

/**
 * A library image as a square tile: its WebP widths with `sizes` for the tile (`size`), so a grid of thumbnails
 * fetches the 320-pixel files, over its blurred placeholder. Decorative: the tile's button or link names it.
 */
export function MediaThumbnail({ item, size, className }: { item: MediaItem; size: string; className?: string }) {
  const webp = item.variants.filter((variant) => variant.format === 'webp');
  return (
    <img
      src={item.src}
      srcSet={webp.length > 0 ? webp.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined}
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
