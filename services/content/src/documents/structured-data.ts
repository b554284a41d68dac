import {
  pagePathIn,
  personName,
  siteTexts,
  type ArticleCard,
  type ArticleDetail,
  type LanguageCode,
} from '@portfolio/contracts';
import { absoluteUrl } from './site-urls.ts';

/**
 * JSON-LD (schema.org) for the public pages, with the properties search engines read for each type: a Person on
 * the home page, a Blog with its posts on the list, a BlogPosting and its BreadcrumbList on an article, a WebPage
 * for the games.
 */
const context = 'https://schema.org';

export function person(origin: string, lang: LanguageCode) {
  return {
    '@type': 'Person',
    name: personName,
    jobTitle: siteTexts[lang].role,
    description: siteTexts[lang].tagline,
    url: absoluteUrl(origin, '/'),
  };
}

export const homeData = (origin: string, lang: LanguageCode) => [
  { '@context': context, ...person(origin, lang) },
  {
    '@context': context,
    '@type': 'WebSite',
    name: personName,
    url: absoluteUrl(origin, '/'),
    inLanguage: lang,
    description: siteTexts[lang].home.description,
  },
];

const imageOf = (origin: string, cover: ArticleCard['cover']) =>
  cover
    ? { '@type': 'ImageObject', url: absoluteUrl(origin, cover.src), width: cover.width, height: cover.height }
    : undefined;

function postingSummary(origin: string, card: ArticleCard) {
  const image = imageOf(origin, card.cover);
  return {
    '@type': 'BlogPosting',
    headline: card.title,
    description: card.excerpt,
    url: absoluteUrl(origin, card.path),
    datePublished: card.publishedAt,
    dateModified: card.updatedAt,
    inLanguage: card.lang,
    author: { '@type': 'Person', name: personName, url: absoluteUrl(origin, '/') },
    ...(image ? { image } : {}),
  };
}

export function blogData(origin: string, lang: LanguageCode, posts: readonly ArticleCard[]) {
  return [
    {
      '@context': context,
      '@type': 'Blog',
      name: siteTexts[lang].blog.title,
      description: siteTexts[lang].blog.description,
      url: absoluteUrl(origin, pagePathIn('/blog', lang)),
      inLanguage: lang,
      author: person(origin, lang),
      blogPost: posts.map((card) => postingSummary(origin, card)),
    },
  ];
}

/** Words in the body's text, where words are spaced (not Japanese or Chinese: reading time stands in for them). */
function wordCountOf(html: string, lang: LanguageCode): number | undefined {
  if (lang === 'ja' || lang === 'zh') return undefined;
  const text = html.replace(/<[^>]*>/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function articleData(origin: string, article: ArticleDetail, canonical: string) {
  const lang = article.lang;
  const wordCount = wordCountOf(article.html, lang);
  const posting = {
    '@context': context,
    ...postingSummary(origin, article),
    headline: article.title.slice(0, 110),
    description: article.seoDescription || article.excerpt,
    url: canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    keywords: article.keywords.join(', '),
    timeRequired: `PT${Math.max(1, article.readingMinutes)}M`,
    ...(wordCount === undefined ? {} : { wordCount }),
    publisher: { '@type': 'Person', name: personName, url: absoluteUrl(origin, '/') },
  };
  const crumbs = [
    { name: siteTexts[lang].home.heading, item: absoluteUrl(origin, pagePathIn('/', lang)) },
    { name: siteTexts[lang].blog.heading, item: absoluteUrl(origin, pagePathIn('/blog', lang)) },
    { name: article.title, item: canonical },
  ];
  const breadcrumbs = {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };
  return [posting, breadcrumbs];
}

export function gamesData(origin: string, lang: LanguageCode) {
  const texts = siteTexts[lang].games;
  return [
    {
      '@context': context,
      '@type': 'WebPage',
      name: texts.title,
      description: texts.description,
      url: absoluteUrl(origin, pagePathIn('/games', lang)),
      inLanguage: lang,
      isPartOf: { '@type': 'WebSite', name: personName, url: absoluteUrl(origin, '/') },
      author: person(origin, lang),
    },
  ];
}
