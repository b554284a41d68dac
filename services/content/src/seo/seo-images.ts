import type { LanguageCode, SeoImage, SeoSettings } from '@portfolio/contracts';
import { fallbackOf, variantTypes, variantUrl, variantsIn } from '../media/variant-files.ts';
import type { MediaRecord } from '../stores/media-port.ts';

/** What link previews are best given: 1200 pixels wide (Facebook's and X's large card), larger cut by them. */
const shareWidth = 1200;

/**
 * Where an image the settings name is used, as a field of the save's body: the default image, the entity's,
 * each page override's. The paths are what a 400 names (`body.pages.home.fr.image`).
 */
export function namedImages(settings: SeoSettings): { path: string; id: string }[] {
  const named: { path: string; id: string }[] = [];
  if (settings.defaultImage) named.push({ path: 'defaultImage', id: settings.defaultImage });
  if (settings.entity.image) named.push({ path: 'entity.image', id: settings.entity.image });
  for (const [page, overrides] of Object.entries(settings.pages)) {
    for (const [lang, override] of Object.entries(overrides)) {
      if (override?.image) named.push({ path: `pages.${page}.${lang}.image`, id: override.image });
    }
  }
  return named;
}

/**
 * The raster rendition link previews take (they ignore AVIF and WebP): the fallback format's narrowest variant at
 * least 1200 pixels wide, else its widest. Undefined when the image has none (nothing a preview could show).
 */
export function shareVariant(record: MediaRecord) {
  const format = fallbackOf(record);
  const variants = variantsIn(record, format);
  const variant = variants.find((v) => v.width >= shareWidth) ?? variants.at(-1);
  return variant && { url: variantUrl(record.id, variant), type: variantTypes[format].type, ...variant };
}

/** An image as the admin read lists it. */
export function seoImageOf(record: MediaRecord): SeoImage | undefined {
  const variant = shareVariant(record);
  return variant && { id: record.id, url: variant.url, width: variant.width, height: variant.height, alt: record.alt };
}

/** Its alt text in `lang`, else in English, else none. */
export const altIn = (record: MediaRecord, lang: LanguageCode) => record.alt[lang] || record.alt.en || '';
