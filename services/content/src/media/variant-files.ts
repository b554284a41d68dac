import { mediaLimits } from '@portfolio/contracts';
import type { MediaRecord, StoredVariant } from '../stores/media-port.ts';

/** Each variant format's file extension and Content-Type: the extension is the only thing a file name says. */
export const variantTypes = {
  avif: { ext: 'avif', type: 'image/avif' },
  webp: { ext: 'webp', type: 'image/webp' },
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
} as const satisfies Record<StoredVariant['format'], { ext: string; type: string }>;

export type VariantFormat = keyof typeof variantTypes;

/** A variant's file name in its image's folder: `{width}.{ext}`. */
export const variantFile = (variant: Pick<StoredVariant, 'format' | 'width'>) =>
  `${variant.width}.${variantTypes[variant.format].ext}`;

/** A variant's public address. The id is URL-safe by construction (`mediaId`), so it needs no encoding. */
export const variantUrl = (id: string, variant: Pick<StoredVariant, 'format' | 'width'>) =>
  `/media/${id}/${variantFile(variant)}`;

/** The format every browser shows: PNG when the image has transparency, JPEG otherwise. */
export const fallbackOf = (record: Pick<MediaRecord, 'variants'>): 'jpeg' | 'png' =>
  record.variants.some((variant) => variant.format === 'png') ? 'png' : 'jpeg';

/** A format's variants, narrowest first. */
export const variantsIn = (record: Pick<MediaRecord, 'variants'>, format: VariantFormat) =>
  record.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);

/** `srcset` of one format: `/media/{id}/320.webp 320w, …`. */
export const srcsetOf = (record: Pick<MediaRecord, 'id' | 'variants'>, format: VariantFormat) =>
  variantsIn(record, format)
    .map((variant) => `${variantUrl(record.id, variant)} ${variant.width}w`)
    .join(', ');

/** The fallback format's widest variant: what an author's Markdown points at. */
export function mainSrc(record: Pick<MediaRecord, 'id' | 'variants'>): string {
  const widest = variantsIn(record, fallbackOf(record)).at(-1);
  return widest ? variantUrl(record.id, widest) : '';
}

/** The widths an image of this width gets: every listed width not wider than it, and its own. */
export const widthsFor = (width: number): number[] => [
  ...new Set([...mediaLimits.widths.filter((w) => w <= width), width]),
];

/**
 * How wide an article's images are shown, for `sizes`: the article column of the blog post page (max-w-6xl less
 * its padding, beside the 16rem table of contents from the lg breakpoint), the whole width less padding below it.
 */
export const articleImageSizes = '(min-width: 72rem) 51rem, (min-width: 64rem) calc(100vw - 21rem), calc(100vw - 2rem)';
