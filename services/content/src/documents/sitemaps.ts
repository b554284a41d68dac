import { languageCodes, pagePathIn } from '@portfolio/contracts';
import { articlePath, type Catalogue } from '../queries/catalogue.ts';
import { escapeXml } from './escape.ts';
import { absoluteUrl, articleAlternates, pageAlternates, type Alternate } from './site-urls.ts';

/** The sitemaps the index lists, by file name under /sitemaps/. */
const sitemapFiles = ['pages.xml', 'articles.xml'] as const;
export type SitemapFile = (typeof sitemapFiles)[number];

/** The public pages that are not articles, as sitemaps list them in every language. */
const plainPages = ['/', '/blog', '/games'] as const;

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>';

function urlEntry(loc: string, lastmod: Date, alternates: readonly Alternate[]): string {
  return [
    '<url>',
    `<loc>${escapeXml(loc)}</loc>`,
    `<lastmod>${lastmod.toISOString()}</lastmod>`,
    ...alternates.map(
      (alt) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}" />`,
    ),
    '</url>',
  ].join('\n');
}

const urlset = (entries: string[]) =>
  [
    xmlHead,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');

/** When the site's content last changed: the newest article's update, else `fallback`. */
const newestUpdate = (catalogue: Catalogue, fallback: Date) =>
  catalogue.articles.length === 0
    ? fallback
    : new Date(Math.max(...catalogue.articles.map((a) => Math.max(a.updatedAt.getTime(), a.publishedAt.getTime()))));

export function sitemapIndex(catalogue: Catalogue, origin: string, fallback: Date): string {
  const lastmod = newestUpdate(catalogue, fallback).toISOString();
  return [
    xmlHead,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapFiles.map(
      (file) =>
        `<sitemap>\n<loc>${escapeXml(absoluteUrl(origin, `/sitemaps/${file}`))}</loc>\n<lastmod>${lastmod}</lastmod>\n</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * Each public page in each language, with its alternates (the lists and the home page change with the articles),
 * but those the SEO settings keep out of search engines (`noindex`, by their path in their language): a sitemap
 * listing a page that asks not to be indexed is a contradiction search consoles report.
 */
function pagesSitemap(catalogue: Catalogue, origin: string, fallback: Date, noindex: ReadonlySet<string>): string {
  const lastmod = newestUpdate(catalogue, fallback);
  return urlset(
    plainPages.flatMap((path) => {
      const alternates = pageAlternates(origin, path);
      return languageCodes
        .map((lang) => pagePathIn(path, lang))
        .filter((address) => !noindex.has(address))
        .map((address) => urlEntry(absoluteUrl(origin, address), lastmod, alternates));
    }),
  );
}

/** Each public article version, with every version of the same article as its alternates. */
function articlesSitemap(catalogue: Catalogue, origin: string): string {
  return urlset(
    catalogue.articles.flatMap((article) => {
      const versions = article.versions.map((v) => ({ lang: v.lang, path: articlePath(catalogue, v.slug, v.lang) }));
      const alternates = articleAlternates(origin, versions);
      const lastmod = article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt;
      return versions.map((v) => urlEntry(absoluteUrl(origin, v.path), lastmod, alternates));
    }),
  );
}

export function sitemapFile(
  file: string,
  catalogue: Catalogue,
  origin: string,
  fallback: Date,
  noindex: ReadonlySet<string> = new Set(),
): string | undefined {
  if (file === 'pages.xml') return pagesSitemap(catalogue, origin, fallback, noindex);
  if (file === 'articles.xml') return articlesSitemap(catalogue, origin);
  return undefined;
}

/** The whole public site may be crawled; the admin area and the API may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
