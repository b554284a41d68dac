import {
  defaultSeoSettings,
  seoPages,
  seoPageTexts,
  socialProfiles,
  type LanguageCode,
  type PublicSeo,
  type SeoPage,
  type SeoPageHead,
  type SeoSettings,
} from '@portfolio/contracts';
import type { MediaRecord } from '../stores/media-port.ts';
import { altIn, shareVariant } from './seo-images.ts';

/** The settings in force and the images they name, as the library has them: read once per page rendered. */
export interface SeoSnapshot {
  settings: SeoSettings;
  images: ReadonlyMap<string, MediaRecord>;
}

/** Before the first save, or where no settings are wired (a page renderer built without them). */
export const builtInSnapshot: SeoSnapshot = { settings: defaultSeoSettings, images: new Map() };

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** A media image as a share image; none when the library no longer has it. */
export function shareImage(snapshot: SeoSnapshot, id: string | null, lang: LanguageCode, origin: string) {
  const record = id ? snapshot.images.get(id) : undefined;
  const variant = record && shareVariant(record);
  if (!record || !variant) return null;
  const { url, type, width, height } = variant;
  return { url: absolute(origin, url), type, width, height, alt: altIn(record, lang) };
}

/** A page's head in `lang`, every fallback applied (seoPageTexts), its image absolute. */
export function pageHeadOf(snapshot: SeoSnapshot, page: SeoPage, lang: LanguageCode, origin: string): SeoPageHead {
  const { imageId, ...texts } = seoPageTexts(snapshot.settings, page, lang);
  return { ...texts, image: shareImage(snapshot, imageId, lang, origin) };
}

/** The public read: the three pages' heads in one language. */
export function publicSeoOf(snapshot: SeoSnapshot, lang: LanguageCode, origin: string): PublicSeo {
  const { settings } = snapshot;
  const pages = Object.fromEntries(seoPages.map((page) => [page, pageHeadOf(snapshot, page, lang, origin)]));
  return {
    lang,
    siteName: settings.siteName,
    twitterSite: settings.social.x ? `@${settings.social.x}` : null,
    pages: pages as PublicSeo['pages'],
  };
}

/** Who the site is about, as structured data names it. */
export interface StructuredEntity {
  type: 'Person' | 'Organization';
  name: string;
  url: string;
  image?: string;
  sameAs: string[];
}

export function entityOf(snapshot: SeoSnapshot, origin: string): StructuredEntity {
  const { entity, social } = snapshot.settings;
  const image = shareImage(snapshot, entity.image, 'en', origin);
  return {
    type: entity.type,
    name: entity.name,
    url: entity.url || absolute(origin, '/'),
    ...(image ? { image: image.url } : {}),
    sameAs: [...new Set([...entity.sameAs, ...socialProfiles(social)])],
  };
}
