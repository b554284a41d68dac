import type { MediaItem } from '@portfolio/contracts';
import type { MediaRecord } from '../stores/media-port.ts';
import { mainSrc, variantUrl } from './variant-files.ts';

/** A record as the API shows it: its variants' addresses, the address an author's Markdown uses, its usage. */
export const itemOf = (record: MediaRecord, usage: MediaItem['usage']): MediaItem => ({
  id: record.id,
  name: record.name,
  format: record.format,
  width: record.width,
  height: record.height,
  bytes: record.bytes,
  createdAt: record.createdAt.toISOString(),
  alt: record.alt,
  caption: record.caption,
  focal: record.focal,
  placeholder: record.placeholder,
  variants: record.variants.map((variant) => ({ ...variant, url: variantUrl(record.id, variant) })),
  src: mainSrc(record),
  usage,
});

/**
 * Texts per language after a patch: a given text replaces that language's, an empty (or blank) one removes it,
 * a language the patch does not name keeps its text.
 */
export function mergedTexts(
  current: MediaRecord['alt'],
  patch: MediaRecord['alt'] | undefined,
): MediaRecord['alt'] | undefined {
  if (!patch) return undefined;
  const merged = new Map(Object.entries({ ...current, ...patch }) as [keyof MediaRecord['alt'], string | undefined][]);
  const kept = [...merged].flatMap(([lang, text]) => {
    const trimmed = text?.trim() ?? '';
    return trimmed === '' ? [] : [[lang, trimmed] as const];
  });
  return Object.fromEntries(kept);
}
