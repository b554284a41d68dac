import { languageCodes, type LanguageCode, type MediaItem } from '@portfolio/contracts';
import type { FocalPoint } from './focal-point';

/** What the form holds per language: the alt text and the caption, empty when there is none. */
export type MediaTexts = Record<LanguageCode, { alt: string; caption: string }>;

export const textsOf = (item: MediaItem): MediaTexts =>
  Object.fromEntries(
    languageCodes.map((code) => [code, { alt: item.alt[code] ?? '', caption: item.caption[code] ?? '' }]),
  ) as MediaTexts;

type Texts = Partial<Record<LanguageCode, string>>;

/**
 * The PATCH for what the form changed, and only that (a text emptied is sent empty, which removes it); undefined
 * when nothing changed. Texts are sent trimmed: a space alone is no alt text.
 */
export function mediaPatchOf(item: MediaItem, texts: MediaTexts, focal: FocalPoint) {
  const alt: Texts = {};
  const caption: Texts = {};
  for (const code of languageCodes) {
    const { alt: newAlt, caption: newCaption } = texts[code];
    if (newAlt.trim() !== (item.alt[code] ?? '')) alt[code] = newAlt.trim();
    if (newCaption.trim() !== (item.caption[code] ?? '')) caption[code] = newCaption.trim();
  }
  const patch = {
    ...(Object.keys(alt).length > 0 && { alt }),
    ...(Object.keys(caption).length > 0 && { caption }),
    ...((focal.x !== item.focal.x || focal.y !== item.focal.y) && { focal }),
  };
  return Object.keys(patch).length > 0 ? patch : undefined;
}

/** The Markdown for the image in an article: its English alt text (or the first there is), `[`, `]` and `\` escaped. */
export function markdownOf(item: MediaItem) {
  const alt = item.alt.en ?? languageCodes.map((code) => item.alt[code]).find(Boolean) ?? '';
  return `![${alt.replace(/[[\]\\]/g, '\\$&')}](${item.src})`;
}
