import {
  languageCodes,
  pagePathIn,
  seoPages,
  seoPageTexts,
  type LanguageCode,
  type SeoPage,
  type SeoPageHead,
} from '@portfolio/contracts';
import type { PrerenderedData } from '../documents/page-model.ts';
import type { PageSeo } from '../documents/structured-data.ts';
import {
  builtInSnapshot,
  entityOf,
  publicSeoOf,
  shareImage,
  type SeoSnapshot,
  type StructuredEntity,
} from './page-heads.ts';

/** Where a page renderer reads the SEO settings: absent, the built-in heads (a renderer built without them). */
export interface SeoSource {
  origin: string;
  seo?: () => Promise<SeoSnapshot>;
}

/** What a crawler page takes from the SEO settings. */
export interface SettledSeo {
  head: SeoPageHead;
  siteName: string;
  twitterSite: string | null;
  /** For structured data. */
  structured: PageSeo;
  /** The public read's answer, embedded so that the SPA shows the same head without asking for it. */
  data: PrerenderedData;
}

/** A page's head in `lang` from the settings in force, with everything else the page writes of them. */
export async function settledSeo(source: SeoSource, page: SeoPage, lang: LanguageCode): Promise<SettledSeo> {
  const snapshot = source.seo ? await source.seo() : builtInSnapshot;
  const answer = publicSeoOf(snapshot, lang, source.origin);
  const head = answer.pages[page];
  return {
    head,
    siteName: answer.siteName,
    twitterSite: answer.twitterSite,
    structured: {
      entity: entityOf(snapshot, source.origin),
      siteName: answer.siteName,
      title: head.title,
      description: head.description,
    },
    data: { endpoint: 'publicSeo', request: { query: { lang } }, answer },
  };
}

/** What every page takes from the site-wide settings (an article's page: its own head, the site's name and entity). */
export interface SiteSeo {
  siteName: string;
  twitterSite: string | null;
  entity: StructuredEntity;
  /** The default social image in `lang`, for a page without its own. */
  defaultImage: SeoPageHead['image'];
}

export async function siteSeo(source: SeoSource, lang: LanguageCode): Promise<SiteSeo> {
  const snapshot = source.seo ? await source.seo() : builtInSnapshot;
  const { settings } = snapshot;
  return {
    siteName: settings.siteName,
    twitterSite: settings.social.x ? `@${settings.social.x}` : null,
    entity: entityOf(snapshot, source.origin),
    defaultImage: shareImage(snapshot, settings.defaultImage, lang, source.origin),
  };
}

const pagePaths: Record<SeoPage, string> = { home: '/', blog: '/blog', games: '/games' };

/** The addresses (`/games?lang=fr`) of the pages the settings keep out of search engines: left out of the sitemap. */
export async function noindexedPages(source: SeoSource): Promise<Set<string>> {
  const { settings } = source.seo ? await source.seo() : builtInSnapshot;
  return new Set(
    seoPages.flatMap((page) =>
      languageCodes
        .filter((lang) => seoPageTexts(settings, page, lang).noindex)
        .map((lang) => pagePathIn(pagePaths[page], lang)),
    ),
  );
}
