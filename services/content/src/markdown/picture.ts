import type { LanguageCode } from '@portfolio/contracts';
import type { MediaRecord } from '../stores/media-port.ts';
import { escapeHtml } from '../documents/escape.ts';
import { articleImageSizes, fallbackOf, mainSrc, srcsetOf, variantTypes } from '../media/variant-files.ts';

const mediaSrc = /^\/media\/([A-Za-z0-9_-]{1,64})\/[A-Za-z0-9.]{1,32}$/;

/** The media-library image an image's address names (`/media/{id}/{file}`, nothing before or after), if any. */
export function mediaImageOf(
  src: string,
  images: ReadonlyMap<string, MediaRecord> | undefined,
): MediaRecord | undefined {
  const id = images && src.length <= 104 ? mediaSrc.exec(src)?.[1] : undefined;
  return id === undefined ? undefined : images?.get(id);
}

/**
 * A media-library image in an article's body: AVIF and WebP sources and the fallback's own srcset, all with the
 * article column's `sizes`, so a browser loads the narrowest file that fills what it shows. The alt text is the
 * author's, else the library's in the article's language.
 */
export function pictureHtml(record: MediaRecord, alt: string, lang: LanguageCode, titleAttribute: string): string {
  const sizes = escapeHtml(articleImageSizes);
  const sources = (['avif', 'webp'] as const)
    .map(
      (format) =>
        `<source type="${variantTypes[format].type}" srcset="${escapeHtml(srcsetOf(record, format))}" sizes="${sizes}">`,
    )
    .join('');
  const text = alt || record.alt[lang] || '';
  const img =
    `<img src="${escapeHtml(mainSrc(record))}" srcset="${escapeHtml(srcsetOf(record, fallbackOf(record)))}" ` +
    `sizes="${sizes}" width="${record.width}" height="${record.height}" alt="${escapeHtml(text)}"${titleAttribute} ` +
    'loading="lazy" decoding="async">';
  return `<picture>${sources}${img}</picture>`;
}
