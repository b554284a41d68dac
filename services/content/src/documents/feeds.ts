import { pagePathIn, personName, siteTexts, tagLabel, type LanguageCode } from '@portfolio/contracts';
import type { Article, StoredVersion } from '../articles.ts';
import { articlePath, type Catalogue } from '../queries/catalogue.ts';
import { cdata, escapeHtml, escapeXml } from './escape.ts';
import { absoluteUrl } from './site-urls.ts';

/** Articles per feed: the newest public ones in the feed's language. */
const feedLength = 20;

interface FeedEntry {
  article: Article;
  version: StoredVersion;
  url: string;
  /** A stable identity that survives a slug change: RSS guid and Atom id. */
  id: string;
  html: string;
}

/**
 * The body's own links and images point at this site with root-relative addresses, which a feed reader would
 * resolve against its own origin, and its section links (`#id`, the heading anchors) against the feed: they are
 * made absolute, to the site and to the article. The body is our sanitiser's output, attributes double-quoted.
 */
const absoluteLinks = (html: string, origin: string, articleUrl: string) =>
  html
    .replace(/\b(src|href)="\/(?!\/)/g, (_match, name: string) => `${name}="${origin}/`)
    .replace(/\bhref="#/g, () => `href="${escapeHtml(articleUrl)}#`);

function entriesOf(catalogue: Catalogue, origin: string, lang: LanguageCode): FeedEntry[] {
  const host = new URL(origin).hostname;
  const entries: FeedEntry[] = [];
  for (const article of catalogue.articles) {
    const version = article.versions.find((v) => v.lang === lang);
    if (!version) continue;
    const url = absoluteUrl(origin, articlePath(catalogue, version.slug, lang));
    entries.push({
      article,
      version,
      url,
      id: `tag:${host},${article.publishedAt.getUTCFullYear()}:article:${article.id}:${lang}`,
      html: absoluteLinks(version.html, origin, url),
    });
    if (entries.length === feedLength) break;
  }
  return entries;
}

/** The newest entry's update, or `fallback` for a feed with no entry yet. */
const newest = (entries: readonly FeedEntry[], fallback: Date) =>
  entries.length === 0 ? fallback : new Date(Math.max(...entries.map((e) => e.article.updatedAt.getTime())));

const feedPath = (lang: LanguageCode, kind: 'rss' | 'atom') => `/feeds/${lang}/${kind}.xml`;

export function rssFeed(catalogue: Catalogue, origin: string, lang: LanguageCode, emptySince: Date): string {
  const texts = siteTexts[lang].blog;
  const entries = entriesOf(catalogue, origin, lang);
  const items = entries.map(({ article, version, url, id, html }) =>
    [
      '<item>',
      `<title>${escapeXml(version.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="false">${escapeXml(id)}</guid>`,
      `<pubDate>${article.publishedAt.toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(personName)}</dc:creator>`,
      ...article.tags.map((tag) => `<category>${escapeXml(tagLabel(tag, lang))}</category>`),
      `<description>${escapeXml(version.excerpt)}</description>`,
      `<content:encoded>${cdata(html)}</content:encoded>`,
      '</item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(texts.title)}</title>`,
    `<link>${escapeXml(absoluteUrl(origin, pagePathIn('/blog', lang)))}</link>`,
    `<description>${escapeXml(texts.description)}</description>`,
    `<language>${lang}</language>`,
    `<lastBuildDate>${newest(entries, emptySince).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(absoluteUrl(origin, feedPath(lang, 'rss')))}" rel="self" type="application/rss+xml" />`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function atomFeed(catalogue: Catalogue, origin: string, lang: LanguageCode, emptySince: Date): string {
  const texts = siteTexts[lang].blog;
  const entries = entriesOf(catalogue, origin, lang);
  const self = absoluteUrl(origin, feedPath(lang, 'atom'));
  const items = entries.map(({ article, version, url, id, html }) =>
    [
      '<entry>',
      `<id>${escapeXml(id)}</id>`,
      `<title>${escapeXml(version.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}" />`,
      `<published>${article.publishedAt.toISOString()}</published>`,
      `<updated>${article.updatedAt.toISOString()}</updated>`,
      ...article.tags.map((tag) => `<category term="${tag}" label="${escapeXml(tagLabel(tag, lang))}" />`),
      `<summary>${escapeXml(version.excerpt)}</summary>`,
      `<content type="html">${escapeXml(html)}</content>`,
      '</entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `<id>${escapeXml(self)}</id>`,
    `<title>${escapeXml(texts.title)}</title>`,
    `<subtitle>${escapeXml(texts.description)}</subtitle>`,
    `<updated>${newest(entries, emptySince).toISOString()}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}" />`,
    `<link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(origin, pagePathIn('/blog', lang)))}" />`,
    `<author><name>${escapeXml(personName)}</name><uri>${escapeXml(absoluteUrl(origin, '/'))}</uri></author>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
