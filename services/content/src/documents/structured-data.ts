import { pagePathIn, siteTexts, type ArticleCard, type ArticleDetail, type LanguageCode } from '@portfolio/contracts';
import type { StructuredEntity } from '../seo/page-heads.ts';
import { absoluteUrl } from './site-urls.ts';

/**
 * JSON-LD (schema.org) for the public pages, with the properties search engines read for each type: a Person on
 * the home page, a Blog with its posts on the list, a BlogPosting and its BreadcrumbList on an article, a WebPage
 * for the games.
 */
const context = 'https://schema.org';

/** Who the site is about (the SEO settings' entity), and a page's own title and description in its language. */
export interface PageSeo {
  entity: StructuredEntity;
  siteName: string;
  title: string;
  description: string;
}

/** The entity with what the site says of the persona: a person's role, and the tagline as its description. */
export function person(lang: LanguageCode, entity: StructuredEntity) {
  return {
    '@type': entity.type,
    name: entity.name,
    ...(entity.type === 'Person' ? { jobTitle: siteTexts[lang].role } : {}),
    description: siteTexts[lang].tagline,
    url: entity.url,
    ...(entity.image ? { image: entity.image } : {}),
    ...(entity.sameAs.length > 0 ? { sameAs: entity.sameAs } : {}),
  };
}

export const homeData = (origin: string, lang: LanguageCode, seo: PageSeo) => [
  { '@context': context, ...person(lang, seo.entity) },
  {
    '@context': context,
    '@type': 'WebSite',
    name: seo.siteName,
    url: absoluteUrl(origin, '/'),
    inLanguage: lang,
    description: seo.description,
  },
];

const imageOf = (origin: string, cover: ArticleCard['cover']) =>
  cover
    ? { '@type': 'ImageObject', url: absoluteUrl(origin, cover.src), width: cover.width, height: cover.height }
    : undefined;

/** Who wrote or publishes: the entity by its type, name and address. */
const byline = (entity: StructuredEntity) => ({ '@type': entity.type, name: entity.name, url: entity.url });

function postingSummary(origin: string, card: ArticleCard, entity: StructuredEntity) {
  const image = imageOf(origin, card.cover);
  return {
    '@type': 'BlogPosting',
    headline: card.title,
    description: card.excerpt,
    url: absoluteUrl(origin, card.path),
    datePublished: card.publishedAt,
    dateModified: card.updatedAt,
    inLanguage: card.lang,
    author: byline(entity),
    ...(image ? { image } : {}),
  };
}

export function blogData(origin: string, lang: LanguageCode, posts: readonly ArticleCard[], seo: PageSeo) {
  return [
    {
      '@context': context,
      '@type': 'Blog',
      name: seo.title,
      description: seo.description,
      url: absoluteUrl(origin, pagePathIn('/blog', lang)),
      inLanguage: lang,
      author: person(lang, seo.entity),
      blogPost: posts.map((card) => postingSummary(origin, card, seo.entity)),
    },
  ];
}

/** Words in the body's text, where words are spaced (not Japanese or Chinese: reading time stands in for them). */
function wordCountOf(html: string, lang: LanguageCode): number | undefined {
  if (lang === 'ja' || lang === 'zh') return undefined;
  const text = html.replace(/<[^>]*>/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function articleData(origin: string, article: ArticleDetail, canonical: string, entity: StructuredEntity) {
  const lang = article.lang;
  const wordCount = wordCountOf(article.html, lang);
  const posting = {
    '@context': context,
    ...postingSummary(origin, article, entity),
    headline: article.title.slice(0, 110),
    description: article.seoDescription || article.excerpt,
    url: canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    keywords: article.keywords.join(', '),
    timeRequired: `PT${Math.max(1, article.readingMinutes)}M`,
    ...(wordCount === undefined ? {} : { wordCount }),
    publisher: byline(entity),
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

export function gamesData(origin: string, lang: LanguageCode, seo: PageSeo) {
  return [
    {
      '@context': context,
      '@type': 'WebPage',
      name: seo.title,
      description: seo.description,
      url: absoluteUrl(origin, pagePathIn('/games', lang)),
      inLanguage: lang,
      isPartOf: { '@type': 'WebSite', name: seo.siteName, url: absoluteUrl(origin, '/') },
      author: person(lang, seo.entity),
    },
  ];
}
