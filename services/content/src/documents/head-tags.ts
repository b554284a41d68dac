import { ogLocales, rightToLeftLanguages, type LanguageCode } from '@portfolio/contracts';
import { escapeHtml, jsonForScript } from './escape.ts';
import { siteContentDataId, type PageModel } from './page-model.ts';

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/** The head of a crawler-readable page: title, description, canonical, alternates, Open Graph, Twitter, JSON-LD. */
export function headTags(page: PageModel): string {
  const { openGraph: og } = page;
  const lines = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(page.canonical ? [`<link rel="canonical" href="${escapeHtml(page.original ?? page.canonical)}" />`] : []),
    ...page.alternates.map(
      (alt) => `<link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}" />`,
    ),
    ...(page.feeds
      ? [
          `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(page.feeds.title)}" href="${escapeHtml(page.feeds.rss)}" />`,
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(page.feeds.title)}" href="${escapeHtml(page.feeds.atom)}" />`,
        ]
      : []),
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    ...(page.canonical ? [meta('property', 'og:url', page.canonical)] : []),
    meta('property', 'og:locale', ogLocales[page.lang]),
    ...og.otherLocales.map((lang) => meta('property', 'og:locale:alternate', ogLocales[lang])),
    ...(og.image
      ? [
          meta('property', 'og:image', og.image.url),
          ...(og.image.type ? [meta('property', 'og:image:type', og.image.type)] : []),
          meta('property', 'og:image:width', og.image.width),
          meta('property', 'og:image:height', og.image.height),
          meta('property', 'og:image:alt', og.image.alt),
        ]
      : []),
    ...(og.article
      ? [
          meta('property', 'article:published_time', og.article.publishedTime),
          meta('property', 'article:modified_time', og.article.modifiedTime),
          ...og.article.tags.map((tag) => meta('property', 'article:tag', tag)),
        ]
      : []),
    // A large card needs an image; without one the summary card is the one that previews well.
    meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'),
    ...(page.twitterSite ? [meta('name', 'twitter:site', page.twitterSite)] : []),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(og.image ? [meta('name', 'twitter:image', og.image.url), meta('name', 'twitter:image:alt', og.image.alt)] : []),
    ...page.structuredData.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
    ...(page.data
      ? [`<script type="application/json" id="prerendered-data">${jsonForScript(page.data)}</script>`]
      : []),
    ...(page.seo ? [`<script type="application/json" id="seo-data">${jsonForScript(page.seo)}</script>`] : []),
    ...(page.siteContent
      ? [`<script type="application/json" id="${siteContentDataId}">${jsonForScript(page.siteContent)}</script>`]
      : []),
  ];
  return lines.map((line) => `    ${line}\n`).join('');
}

export const directionOf = (lang: LanguageCode) => (rightToLeftLanguages.includes(lang) ? 'rtl' : 'ltr');
