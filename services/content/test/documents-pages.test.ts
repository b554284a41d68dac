import { findAll } from 'domutils';
import { describe, expect, it } from 'vitest';
import { languageCodes, personName, siteTexts } from '@portfolio/contracts';
import { hostileTitle } from './documents-fixture.ts';
import { getPage, siteOrigin, useDocumentsService } from './documents-service.ts';

const service = useDocumentsService();

/** The ten languages' addresses of a plain page, and x-default the English one. */
const tenLanguages = (path: string) => ({
  ...Object.fromEntries(
    languageCodes.map((lang) => [lang, `${siteOrigin}${path}${lang === 'en' ? '' : `?lang=${lang}`}`]),
  ),
  'x-default': `${siteOrigin}${path}`,
});

const typeOf = (items: Record<string, unknown>[], type: string) => items.find((item) => item['@type'] === type);

describe('the crawler-readable pages', () => {
  it('/ carries its head, a Person, and the persona with the latest articles', async () => {
    const { res, page } = await getPage(service.url('/'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.title()).toBe(siteTexts.en.home.title);
    expect(page.meta('description')).toBe(siteTexts.en.home.description);
    expect(page.link('canonical')).toBe(`${siteOrigin}/`);
    expect(page.alternates()).toEqual(tenLanguages('/'));
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:url')).toBe(`${siteOrigin}/`);
    expect(page.meta('og:title')).toBe(siteTexts.en.home.title);
    expect(page.meta('og:locale')).toBe('en_US');
    expect(page.metas('og:locale:alternate')).toHaveLength(9);
    expect(page.meta('twitter:card')).toBeTruthy();
    const person = typeOf(page.structuredData(), 'Person');
    expect(person).toMatchObject({ '@context': 'https://schema.org', name: personName, url: `${siteOrigin}/` });
    const main = page.prerendered();
    expect(page.text(main)).toContain(personName);
    expect(page.text(main)).toContain(siteTexts.en.role);
    expect(page.links(main)).toContain('/blog/hostile-title');
    expect(page.html?.attribs).toMatchObject({ lang: 'en', dir: 'ltr' });
  });

  it('/blog lists the first page: titles, excerpts and links, a Blog with its posts', async () => {
    const { res, page } = await getPage(service.url('/blog'));
    expect(res.status).toBe(200);
    expect(page.title()).toBe(siteTexts.en.blog.title);
    expect(page.link('canonical')).toBe(`${siteOrigin}/blog`);
    expect(page.alternates()).toEqual(tenLanguages('/blog'));
    const blog = typeOf(page.structuredData(), 'Blog') as { blogPost: Record<string, unknown>[] };
    expect(blog).toMatchObject({ '@context': 'https://schema.org', name: siteTexts.en.blog.title });
    expect(blog.blogPost.map((post) => post.headline)).toEqual([
      hostileTitle,
      'Grid layouts for real content',
      'Offline first in English',
    ]);
    const main = page.prerendered();
    expect(page.text(main)).toContain('Grid layouts for real content');
    expect(page.text(main)).toContain('Excerpt of grid-layouts.');
    expect(page.links(main)).toEqual(['/blog/hostile-title', '/blog/grid-layouts', '/blog/offline-first?lang=en']);
    // Each card's cover at its own size, fetched at once: the first is a phone's largest paint, before the app runs.
    const covers = findAll((el) => el.name === 'img', main?.children ?? []).map((img) => img.attribs);
    expect(covers).toContainEqual(expect.objectContaining({ src: '/blog/covers/grid-layouts.svg', width: '1200' }));
    expect(covers.filter((cover) => cover.loading === 'lazy')).toEqual([]);
    expect(page.data()).toMatchObject({ endpoint: 'articles', request: { query: { lang: 'en', page: 1 } } });
    expect(page.feed('application/rss+xml')).toBe(`${siteOrigin}/feeds/en/rss.xml`);
    expect(page.feed('application/atom+xml')).toBe(`${siteOrigin}/feeds/en/atom.xml`);
  });

  it('an article carries its own head, a BlogPosting and a BreadcrumbList, and its text', async () => {
    const { res, page } = await getPage(service.url('/blog/grid-layouts'));
    expect(res.status).toBe(200);
    expect(page.title()).toBe('Grid layouts for real content');
    expect(page.meta('description')).toBe('Description of grid-layouts.');
    const canonical = `${siteOrigin}/blog/grid-layouts`;
    expect(page.link('canonical')).toBe(canonical);
    expect(page.alternates()).toEqual({
      en: canonical,
      fr: `${siteOrigin}/blog/grilles-css`,
      ja: `${siteOrigin}/blog/${encodeURIComponent('グリッド')}`,
      ar: `${siteOrigin}/blog/${encodeURIComponent('تخطيط-الشبكة')}`,
      'x-default': canonical,
    });
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:image')).toBe(`${siteOrigin}/blog/covers/grid-layouts.svg`);
    expect(page.meta('og:image:type')).toBe('image/svg+xml');
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('630');
    expect(page.meta('article:published_time')).toBe('2026-02-01T09:00:00.000Z');
    expect(page.meta('article:modified_time')).toBe('2026-02-03T10:00:00.000Z');
    expect(page.metas('article:tag')).toEqual(['CSS', 'Grid layout']);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(`${siteOrigin}/blog/covers/grid-layouts.svg`);
    const data = page.structuredData();
    expect(typeOf(data, 'BlogPosting')).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Grid layouts for real content',
      datePublished: '2026-02-01T09:00:00.000Z',
      dateModified: '2026-02-03T10:00:00.000Z',
      inLanguage: 'en',
      author: { '@type': 'Person', name: personName },
      image: { url: `${siteOrigin}/blog/covers/grid-layouts.svg`, width: 1200, height: 630 },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      keywords: 'layout, testing',
    });
    const crumbs = typeOf(data, 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] };
    expect(crumbs.itemListElement.map((crumb) => [crumb.position, crumb.item])).toEqual([
      [1, `${siteOrigin}/`],
      [2, `${siteOrigin}/blog`],
      [3, canonical],
    ]);
    const main = page.prerendered();
    expect(page.text(main)).toContain('Opening words of Grid layouts for real content');
    expect(page.text(main)).toContain('Grid layout');
    expect(page.html?.attribs).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(page.data()).toMatchObject({ endpoint: 'article', request: { params: { slug: 'grid-layouts' } } });
  });

  it('an article whose cover has a raster rendition offers link previews the JPEG, the SPA the SVG', async () => {
    const { res, page } = await getPage(service.url('/blog/offline-first'));
    expect(res.status).toBe(200);
    const jpeg = `${siteOrigin}/blog/covers/shared-slug.jpg`;
    expect(page.meta('og:image')).toBe(jpeg);
    expect(page.meta('og:image:type')).toBe('image/jpeg');
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('630');
    expect(page.meta('og:image:alt')).toBe('Cover of offline-first');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(jpeg);
    // The page's API answer is the contract's: the SVG the SPA shows, no rendition.
    const { answer } = page.data() as { answer: { cover: Record<string, unknown> } };
    expect(answer.cover).toEqual({
      src: '/blog/covers/shared-slug.svg',
      alt: 'Cover of offline-first',
      width: 1200,
      height: 630,
    });
  });

  it('/games carries its head and a WebPage', async () => {
    const { res, page } = await getPage(service.url('/games?lang=fr'));
    expect(res.status).toBe(200);
    expect(page.title()).toBe(siteTexts.fr.games.title);
    expect(page.link('canonical')).toBe(`${siteOrigin}/games?lang=fr`);
    expect(page.alternates()).toEqual(tenLanguages('/games'));
    expect(page.meta('og:locale')).toBe('fr_FR');
    expect(typeOf(page.structuredData(), 'WebPage')).toMatchObject({
      name: siteTexts.fr.games.title,
      inLanguage: 'fr',
    });
    expect(page.text(page.prerendered())).toContain(siteTexts.fr.games.description);
    expect(page.html?.attribs).toMatchObject({ lang: 'fr', dir: 'ltr' });
  });

  it('an Arabic article and the Arabic home page are right to left', async () => {
    const article = await getPage(service.url(`/blog/${encodeURIComponent('تخطيط-الشبكة')}`));
    expect(article.res.status).toBe(200);
    expect(article.page.html?.attribs).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(article.page.prerendered()?.attribs).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(article.page.text(article.page.prerendered())).toContain('نص المقال باللغة العربية');
    const home = await getPage(service.url('/?lang=ar'));
    expect(home.page.html?.attribs).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(home.page.title()).toBe(siteTexts.ar.home.title);
  });

  it('a slug other languages share is told apart by ?lang=, and the canonical says which', async () => {
    const { page } = await getPage(service.url('/blog/offline-first?lang=fr'));
    expect(page.title()).toBe('Hors ligne d’abord en français');
    expect(page.link('canonical')).toBe(`${siteOrigin}/blog/offline-first?lang=fr`);
    expect(page.alternates()['x-default']).toBe(`${siteOrigin}/blog/offline-first?lang=en`);
  });

  it('an unknown slug, a draft and a scheduled article are the not-found page with a real 404', async () => {
    for (const path of ['/blog/no-such-article', '/blog/draft-article', '/blog/future-article', '/blog/%E0%A4']) {
      const { res, page } = await getPage(service.url(path));
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('etag')).toBeNull();
      expect(page.title()).toBe(siteTexts.en.notFound.title);
      expect(page.meta('robots')).toBe('noindex');
      // No address to index, so none to name: no canonical link, no og:url, no language versions.
      expect(page.link('canonical')).toBeUndefined();
      expect(page.meta('og:url')).toBeUndefined();
      expect(page.alternates()).toEqual({});
      expect(page.prerendered()).toBeTruthy();
      expect(page.structuredData()).toEqual([]);
    }
  });

  it('a hostile title stays text: nothing breaks out of JSON-LD, attributes or the page', async () => {
    const res = await fetch(service.url('/blog/hostile-title'));
    const html = await res.text();
    const { parsePage } = await import('./documents-service.ts');
    const page = parsePage(html);
    // The only scripts are the page's own: the SPA's two and the data blocks, none made by the title.
    const scripts = page.scripts().map((el) => el.attribs.type ?? el.attribs.src);
    expect(scripts).toEqual([
      '/early-init.js',
      'module',
      'application/ld+json',
      'application/ld+json',
      'application/json',
    ]);
    expect(html).not.toContain('<script>alert');
    expect(page.title()).toBe(hostileTitle.slice(0, 60));
    expect(page.meta('og:title')).toBe(hostileTitle.slice(0, 60));
    expect(typeOf(page.structuredData(), 'BlogPosting')?.headline).toBe(hostileTitle);
    expect(page.text(page.prerendered())).toContain(hostileTitle);
    expect((page.data()?.answer as { title: string }).title).toBe(hostileTitle);
  });

  it('the page keeps the SPA: its scripts, and its root right after the prerendered block, hidden beside it', async () => {
    const res = await fetch(service.url('/games'));
    const html = await res.text();
    // The rule hides the root while the block is its previous sibling: the app removes the block as it renders.
    expect(html).toMatch(/<div id="prerendered"[^>]*>.*<\/div>\s*<div id="root">/s);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    expect(html).toContain('<style>#prerendered+#root{display:none}</style>');
    expect(html).not.toContain('#prerendered{display:none}');
    expect(html).not.toContain("The build's own description.");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
