import {
  contentLimits,
  languageCodes,
  pagePathIn,
  personName,
  siteTexts,
  tagLabel,
  type ArticleListQuery,
  type LanguageCode,
  type PublicGames,
  type SiteContentAnswer,
} from '@portfolio/contracts';
import type { Cover } from '../articles.ts';
import { articleWithCover } from '../queries/article-detail.ts';
import { listArticles } from '../queries/list-articles.ts';
import type { ContentStore } from '../stores/ports.ts';
import { articleContent, blogContent, gamesContent, homeContent, notFoundContent } from './page-content.ts';
import { settledSeo, siteSeo, type SeoSource, type SettledSeo } from '../seo/page-seo.ts';
import type { PageModel, ShareImage } from './page-model.ts';
import { absoluteUrl, articleAlternates, pageAlternates } from './site-urls.ts';
import { articleData, blogData, gamesData, homeData } from './structured-data.ts';

export interface PageSources extends SeoSource {
  store: ContentStore;
  /** The home page's published content in a language (site-content/): its sections come from it when given. */
  siteContent?: (lang: LanguageCode) => Promise<SiteContentAnswer>;
  /** The site's public origin (config SITE_ORIGIN), never the request's Host. */
  origin: string;
  /** The games the /games page shows, in order (games/): else the page names none. */
  games?: () => Promise<PublicGames>;
}

const latestOnHome = 3;

const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/**
 * The cover as link previews take it: its raster rendition when it has one (Facebook, LinkedIn, X and Slack ignore
 * SVG), the same size as the cover.
 */
function shareImageOf(origin: string, cover: Cover): ShareImage {
  const src = cover.social ?? cover.src;
  const extension = src.slice(src.lastIndexOf('.') + 1).toLowerCase();
  return {
    url: absoluteUrl(origin, src),
    ...(imageTypes[extension] ? { type: imageTypes[extension] } : {}),
    width: cover.width,
    height: cover.height,
    alt: cover.alt,
  };
}

/** A plain page's model: its texts in `lang`, its address in the ten languages. */
function plainPage(
  origin: string,
  path: string,
  lang: LanguageCode,
  texts: { title: string; description: string },
): Omit<PageModel, 'structuredData' | 'content'> {
  return {
    lang,
    title: texts.title,
    description: texts.description,
    canonical: absoluteUrl(origin, pagePathIn(path, lang)),
    alternates: pageAlternates(origin, path),
    openGraph: { type: 'website', siteName: personName, otherLocales: languageCodes.filter((l) => l !== lang) },
  };
}

/** A page whose head the SEO settings decide: their title, description, share image, noindex and site name. */
function settledPage(origin: string, path: string, lang: LanguageCode, seo: SettledSeo) {
  const page = plainPage(origin, path, lang, seo.head);
  const { image } = seo.head;
  return {
    ...page,
    ...(seo.head.noindex ? { noindex: true } : {}),
    ...(seo.twitterSite ? { twitterSite: seo.twitterSite } : {}),
    openGraph: { ...page.openGraph, siteName: seo.siteName, ...(image ? { image } : {}) },
    seo: seo.data,
  };
}

const feedsIn = (origin: string, lang: LanguageCode) => ({
  title: siteTexts[lang].blog.title,
  rss: absoluteUrl(origin, `/feeds/${lang}/rss.xml`),
  atom: absoluteUrl(origin, `/feeds/${lang}/atom.xml`),
});

/**
 * The first page of articles in the page's language, as the API answers it; the whole list when that language has
 * none yet, so that the page still links to every article.
 */
async function firstPage({ store }: PageSources, lang: LanguageCode, perPage: number, now: Date) {
  const query: ArticleListQuery = { lang, page: 1, perPage };
  const inLanguage = await listArticles(store, query, now);
  if (inLanguage.total > 0) return { query, answer: inLanguage };
  const everyLanguage: ArticleListQuery = { page: 1, perPage };
  return { query: everyLanguage, answer: await listArticles(store, everyLanguage, now) };
}

export async function homePage(sources: PageSources, lang: LanguageCode, now: Date): Promise<PageModel> {
  const [{ query, answer }, seo, site] = await Promise.all([
    firstPage(sources, lang, latestOnHome, now),
    settledSeo(sources, 'home', lang),
    sources.siteContent?.(lang),
  ]);
  return {
    ...settledPage(sources.origin, '/', lang, seo),
    feeds: feedsIn(sources.origin, lang),
    structuredData: homeData(sources.origin, lang, seo.structured),
    content: homeContent(lang, answer.items, site),
    data: { endpoint: 'articles', request: { query }, answer },
    ...(site ? { siteContent: { endpoint: 'siteContent', request: { query: { lang } }, answer: site } } : {}),
  };
}

export async function blogPage(sources: PageSources, lang: LanguageCode, now: Date): Promise<PageModel> {
  const [{ query, answer }, seo] = await Promise.all([
    firstPage(sources, lang, contentLimits.defaultPerPage, now),
    settledSeo(sources, 'blog', lang),
  ]);
  return {
    ...settledPage(sources.origin, '/blog', lang, seo),
    feeds: feedsIn(sources.origin, lang),
    structuredData: blogData(sources.origin, lang, answer.items, seo.structured),
    content: blogContent(lang, answer.items),
    data: { endpoint: 'articles', request: { query }, answer },
  };
}

export async function gamesPage(sources: PageSources, lang: LanguageCode): Promise<PageModel> {
  const [seo, games] = await Promise.all([settledSeo(sources, 'games', lang), sources.games?.()]);
  return {
    ...settledPage(sources.origin, '/games', lang, seo),
    structuredData: gamesData(sources.origin, lang, seo.structured),
    content: gamesContent(lang, games?.games ?? []),
    // The page's own first request, answered in the HTML: the SPA draws the games without asking again.
    ...(games ? { data: { endpoint: 'games', request: { query: {} }, answer: games } } : {}),
  };
}

/** The not-found page in `lang`: not indexed, so no canonical address (nor og:url) and no alternates. */
export function notFoundPage(sources: PageSources, lang: LanguageCode, path: string): PageModel {
  const { canonical: _none, ...page } = plainPage(sources.origin, path, lang, siteTexts[lang].notFound);
  return {
    ...page,
    alternates: [],
    noindex: true,
    structuredData: [],
    content: notFoundContent(lang),
  };
}

/** An article version's page, or undefined when no public version has this slug (in `lang` when given). */
export async function articlePage(
  sources: PageSources,
  slug: string,
  lang: LanguageCode | undefined,
  now: Date,
): Promise<PageModel | undefined> {
  const { store, origin } = sources;
  const found = await articleWithCover(store, slug, lang, now);
  if (!found) return undefined;
  const { detail: article, cover } = found;
  const site = await siteSeo(sources, article.lang);
  const canonical = absoluteUrl(origin, article.path);
  // An article without a cover is shared with the site's default image.
  const image = cover ? shareImageOf(origin, cover) : site.defaultImage;
  return {
    lang: article.lang,
    title: article.seoTitle || article.title,
    description: article.seoDescription || article.excerpt,
    canonical,
    ...(article.canonicalUrl ? { original: article.canonicalUrl } : {}),
    alternates: articleAlternates(origin, article.versions),
    feeds: feedsIn(origin, article.lang),
    ...(site.twitterSite ? { twitterSite: site.twitterSite } : {}),
    openGraph: {
      type: 'article',
      siteName: site.siteName,
      otherLocales: article.versions.map((v) => v.lang).filter((l) => l !== article.lang),
      ...(image ? { image } : {}),
      article: {
        publishedTime: article.publishedAt,
        modifiedTime: article.updatedAt,
        tags: article.tags.map((tag) => tagLabel(tag, article.lang)),
      },
    },
    structuredData: articleData(origin, article, canonical, site.entity),
    content: articleContent(article),
    data: {
      endpoint: 'article',
      request: { params: { slug }, query: lang ? { lang } : {} },
      answer: article,
    },
  };
}
