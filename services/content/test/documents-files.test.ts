import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@portfolio/contracts';
import { hostileTitle } from './documents-fixture.ts';
import { siteOrigin, useDocumentsService } from './documents-service.ts';

const service = useDocumentsService();
/** fast-xml-parser's output: elements by name, attributes as `@name`, text as `#text`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed XML is checked by the assertions themselves
type Feed = Record<string, any>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'entry', 'url', 'sitemap', 'xhtml:link', 'category'].includes(name),
});

/** Fetches an XML document, checks its content type and that it is well-formed, and parses it. */
async function xml(path: string, type: string) {
  const res = await fetch(service.url(path));
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe(type);
  const text = await res.text();
  expect(XMLValidator.validate(text), path).toBe(true);
  return parser.parse(text) as Feed;
}

describe('feeds, sitemaps and robots.txt', () => {
  it('the RSS feed of a language lists its public articles, newest first, with their whole text', async () => {
    const { rss } = await xml('/feeds/en/rss.xml', 'application/rss+xml; charset=utf-8');
    expect(rss['@version']).toBe('2.0');
    const { channel } = rss;
    expect(channel.title).toBeTruthy();
    expect(channel.link).toBe(`${siteOrigin}/blog`);
    expect(channel.language).toBe('en');
    const items = channel.item as Feed[];
    expect(items.map((item) => item.title)).toEqual([
      hostileTitle,
      'Grid layouts for real content',
      'Offline first in English',
    ]);
    for (const item of items) {
      expect(item.link).toMatch(new RegExp(`^${siteOrigin}/blog/`));
      expect(item.guid['#text']).toMatch(/^tag:portfolio\.example,2026:article:/);
      expect(new Date(item.pubDate).getTime()).not.toBeNaN();
      expect(item['content:encoded']).toContain('<h2 id="first-part">');
    }
    // Root-relative addresses in the body are made absolute for feed readers.
    expect(items[1]!['content:encoded']).toContain(`src="${siteOrigin}/blog/figures/analytics-pipeline.svg"`);
    expect(items[2]!.link).toBe(`${siteOrigin}/blog/offline-first?lang=en`);
  });

  it('the Atom feed of a language has its id, updated date, links and entries', async () => {
    const { feed } = await xml('/feeds/fr/atom.xml', 'application/atom+xml; charset=utf-8');
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${siteOrigin}/feeds/fr/atom.xml`);
    expect(Date.parse(feed.updated)).toBe(Date.parse('2026-02-03T10:00:00Z'));
    const entries = feed.entry as Feed[];
    expect(entries.map((entry) => entry.title)).toEqual([
      'Des grilles CSS pour du vrai contenu',
      'Hors ligne d’abord en français',
    ]);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^tag:/);
      expect(Date.parse(entry.updated)).not.toBeNaN();
      expect(entry.link['@href']).toMatch(new RegExp(`^${siteOrigin}/blog/`));
      expect(entry.content['@type']).toBe('html');
      expect(entry.content['#text']).toContain('<h2');
    }
  });

  it('a feed in a language without articles is empty but valid; an unknown language is a 404', async () => {
    const { rss } = await xml('/feeds/de/rss.xml', 'application/rss+xml; charset=utf-8');
    expect(rss.channel.item).toBeUndefined();
    for (const path of ['/feeds/xx/rss.xml', '/feeds/EN/atom.xml', '/sitemaps/other.xml']) {
      expect((await fetch(service.url(path))).status, path).toBe(404);
    }
  });

  it('the sitemap index points to the pages and articles sitemaps', async () => {
    const { sitemapindex } = await xml('/sitemap.xml', 'application/xml; charset=utf-8');
    expect((sitemapindex.sitemap as { loc: string }[]).map((s) => s.loc)).toEqual([
      `${siteOrigin}/sitemaps/pages.xml`,
      `${siteOrigin}/sitemaps/articles.xml`,
    ]);
    for (const sitemap of sitemapindex.sitemap as { lastmod: string }[])
      expect(Date.parse(sitemap.lastmod)).not.toBeNaN();
  });

  it('the pages sitemap lists each public page in each language with every alternate and x-default', async () => {
    const { urlset } = await xml('/sitemaps/pages.xml', 'application/xml; charset=utf-8');
    const urls = urlset.url as { loc: string; lastmod: string; 'xhtml:link': Record<string, string>[] }[];
    expect(urls).toHaveLength(3 * languageCodes.length);
    expect(urls.map((url) => url.loc)).toContain(`${siteOrigin}/blog?lang=ja`);
    for (const url of urls) {
      expect(Date.parse(url.lastmod)).not.toBeNaN();
      const hreflangs = url['xhtml:link'].map((link) => link['@hreflang']);
      expect(hreflangs).toEqual([...languageCodes, 'x-default']);
      expect(url['xhtml:link'].map((link) => link['@href'])).toContain(url.loc);
    }
  });

  it('the articles sitemap lists each public version with its language versions, no draft or scheduled one', async () => {
    const { urlset } = await xml('/sitemaps/articles.xml', 'application/xml; charset=utf-8');
    const urls = urlset.url as { loc: string; 'xhtml:link': Record<string, string>[] }[];
    const locs = urls.map((url) => url.loc);
    expect(locs).toHaveLength(7);
    expect(locs).toContain(`${siteOrigin}/blog/${encodeURIComponent('グリッド')}`);
    expect(locs.some((loc) => loc.includes('draft') || loc.includes('future'))).toBe(false);
    const grid = urls.find((url) => url.loc === `${siteOrigin}/blog/grilles-css`)!;
    expect(Object.fromEntries(grid['xhtml:link'].map((link) => [link['@hreflang'], link['@href']]))).toEqual({
      en: `${siteOrigin}/blog/grid-layouts`,
      fr: `${siteOrigin}/blog/grilles-css`,
      ja: `${siteOrigin}/blog/${encodeURIComponent('グリッド')}`,
      ar: `${siteOrigin}/blog/${encodeURIComponent('تخطيط-الشبكة')}`,
      'x-default': `${siteOrigin}/blog/grid-layouts`,
    });
  });

  it('robots.txt allows the site, keeps crawlers out of /admin and /api, and names the sitemap index', async () => {
    const res = await fetch(service.url('/robots.txt'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        `Sitemap: ${siteOrigin}/sitemap.xml`,
      ]),
    );
  });

  it('answers GET and HEAD only, exact paths only', async () => {
    const head = await fetch(service.url('/sitemap.xml'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBeTruthy();
    expect((await fetch(service.url('/sitemap.xml'), { method: 'POST' })).status).toBe(404);
    expect((await fetch(service.url('/robots.txt/'))).status).toBe(404);
    expect((await fetch(service.url('/Robots.txt'))).status).toBe(404);
  });
});
