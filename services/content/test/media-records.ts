import type { MediaRecord, StoredVariant } from '../src/stores/media-port.ts';
import { widthsFor } from '../src/media/variant-files.ts';

/** A library record as processing would store it: every width of a `width`×`height` image in each format. */
export function mediaRecord(id: string, overrides: Partial<MediaRecord> = {}): MediaRecord {
  const width = overrides.width ?? 1000;
  const height = overrides.height ?? 750;
  const fallback = overrides.format === 'png' ? 'png' : 'jpeg';
  const variants: StoredVariant[] = widthsFor(width).flatMap((w) =>
    (['avif', 'webp', fallback] as const).map((format) => ({
      format,
      width: w,
      height: Math.round((w * height) / width),
      bytes: 100 + w,
    })),
  );
  return {
    id,
    name: `${id}.jpg`,
    format: 'jpeg',
    width,
    height,
    bytes: 12_345,
    createdAt: new Date('2026-11-01T10:00:00.000Z'),
    alt: {},
    caption: {},
    focal: { x: 0.5, y: 0.5 },
    placeholder: 'data:image/webp;base64,UklGRg==',
    variants,
    ...overrides,
  };
}
