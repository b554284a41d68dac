import type { LanguageCode } from '@portfolio/contracts';
import type { Alternate } from './site-urls.ts';

export interface ShareImage {
  /** Absolute. */
  url: string;
  /** Its media type (og:image:type), when the extension names one. */
  type?: string;
  width: number;
  height: number;
  alt: string;
}

/** The id of the block carrying a page's site content answer (the SPA reads it once). */
export const siteContentDataId = 'prerendered-site-content';

/** The API answer a page was drawn from, so that the SPA can show the same data without asking for it again. */
export interface PrerenderedData {
  /** The endpoint's name in the contract (contentEndpoints). */
  endpoint: string;
  request: { params?: Record<string, string>; query: Record<string, unknown> };
  answer: unknown;
}

/** Everything a crawler-readable page says about itself, before it becomes HTML (page-html.ts). */
export interface PageModel {
  lang: LanguageCode;
  title: string;
  description: string;
  /**
   * Absolute: the page's own address in its language. None on the not-found page: an address without a page has
   * no canonical one, and a canonical link beside noindex is a mixed signal to search engines.
   */
  canonical?: string;
  /**
   * Absolute: the original's address when the page republishes what was first published elsewhere (an article's
   * canonical address). The canonical link names it; og:url stays `canonical`, the page a share links to.
   */
  original?: string;
  /** Its addresses in other languages, x-default last; none on the not-found page. */
  alternates: Alternate[];
  /** Search engines must not index it: the not-found page, or a page the SEO settings say so of. */
  noindex?: boolean;
  /** The site's X account (`@handle`): twitter:site. */
  twitterSite?: string;
  openGraph: {
    type: 'website' | 'article';
    siteName: string;
    image?: ShareImage;
    /** Other languages the page exists in (og:locale:alternate). */
    otherLocales: LanguageCode[];
    article?: { publishedTime: string; modifiedTime: string; tags: string[] };
  };
  /** The blog's feeds in this language, announced in the head (the home page, the list, an article). */
  feeds?: { title: string; rss: string; atom: string };
  /** JSON-LD objects, each written in its own script block. */
  structuredData: object[];
  /** The main content as HTML (already escaped), shown until the SPA takes over. */
  content: string;
  data?: PrerenderedData;
  /** The page heads' public answer (the SEO settings) in the page's language, so that the SPA need not ask for it. */
  seo?: PrerenderedData;
  /** The home page's site content answer in the page's language (#19), so that the SPA need not ask for it. */
  siteContent?: PrerenderedData;
}
