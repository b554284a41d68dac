import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSeoSettings, siteTexts, type MediaItem, type PublicSeo } from '@portfolio/contracts';
import { parsePage } from './documents-service.ts';
import { draftWith, startEditorial, type RunningEditorial } from './editorial-service.ts';
import { libraryImage, saveSeo, settingsWith } from './seo-fixtures.ts';

/**
 * The crawler-readable HTML of /, /blog and /games carries what the SEO settings say, per language: plain HTTP
 * against the content service as it runs, its render cache and ETags refreshed by a save.
 */
let service: RunningEditorial;
let share: MediaItem;
let logo: MediaItem;
beforeAll(async () => {
  service = await startEditorial();
  share = await libraryImage(service, { en: 'A gradient', fr: 'Un dégradé' });
  logo = await libraryImage(service, { en: 'The logo' });
});
afterAll(() => service.stop());

async function page(path: string) {
  const res = await service.get(path);
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag'), page: parsePage(await res.text()) };
}

const shareUrl = (item: MediaItem) => `https://portfolio.example/media/${item.id}/1280.jpg`;

describe('crawler pages with the SEO settings', () => {
  it('carry the built-in heads before the first save, and the public heads embedded for the SPA', async () => {
    const { page: home } = await page('/?lang=fr');
    expect(home.title()).toBe(siteTexts.fr.home.title);
    expect(home.meta('og:site_name')).toBe(defaultSeoSettings.siteName);
    expect(home.meta('twitter:site')).toBeUndefined();
    expect(home.meta('robots')).toBeUndefined();
    const seo = home.scripts().find((el) => el.attribs.id === 'seo-data');
    const embedded = JSON.parse(home.text(seo!)) as { endpoint: string; request: unknown; answer: PublicSeo };
    expect(embedded.endpoint).toBe('publicSeo');
    expect(embedded.request).toEqual({ query: { lang: 'fr' } });
    expect(embedded.answer.pages.blog.title).toBe(siteTexts.fr.blog.title);
  });

  it('write each page’s title, description, image, noindex, social tags and structured data per language', async () => {
    const before = await page('/?lang=fr');
    await saveSeo(
      service,
      settingsWith({
        siteName: 'Atelier Laurent',
        titlePattern: '{page} | {site}',
        defaultDescription: { de: 'Standardbeschreibung.' },
        defaultImage: share.id,
        social: { ...defaultSeoSettings.social, x: 'camille', github: 'camille-laurent' },
        entity: {
          type: 'Organization',
          name: 'Atelier Laurent SARL',
          url: 'https://atelier.example/',
          image: logo.id,
          sameAs: ['https://atelier.example/about'],
        },
        pages: {
          home: {
            fr: {
              title: 'Accueil de l’atelier',
              description: 'Bienvenue à l’atelier.',
              image: logo.id,
              noindex: false,
            },
          },
          blog: {},
          games: { fr: { title: '', description: '', image: null, noindex: true } },
        },
      }),
    );

    // The same address in the same process: a new ETag and a new rendering, not the cached one.
    const { etag, page: home } = await page('/?lang=fr');
    expect(etag).not.toBe(before.etag);
    expect(home.title()).toBe('Accueil de l’atelier');
    expect(home.meta('description')).toBe('Bienvenue à l’atelier.');
    expect(home.meta('og:title')).toBe('Accueil de l’atelier');
    expect(home.meta('og:description')).toBe('Bienvenue à l’atelier.');
    expect(home.meta('og:site_name')).toBe('Atelier Laurent');
    expect(home.meta('og:image')).toBe(shareUrl(logo));
    expect(home.meta('og:image:alt')).toBe('The logo');
    expect(home.meta('twitter:card')).toBe('summary_large_image');
    expect(home.meta('twitter:site')).toBe('@camille');
    expect(home.meta('twitter:title')).toBe('Accueil de l’atelier');
    expect(home.meta('twitter:image')).toBe(shareUrl(logo));
    expect(home.meta('robots')).toBeUndefined();
    const [entity, website] = home.structuredData();
    expect(entity).toMatchObject({
      '@type': 'Organization',
      name: 'Atelier Laurent SARL',
      url: 'https://atelier.example/',
      image: shareUrl(logo),
      sameAs: ['https://atelier.example/about', 'https://x.com/camille', 'https://github.com/camille-laurent'],
    });
    expect(entity).not.toHaveProperty('jobTitle');
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: 'Atelier Laurent',
      description: 'Bienvenue à l’atelier.',
    });

    // English has no override: the home title with the site's name, the default image and its English alt text.
    const { page: english } = await page('/');
    expect(english.title()).toBe(siteTexts.en.home.title.replace('Camille Laurent', 'Atelier Laurent'));
    expect(english.meta('description')).toBe(siteTexts.en.home.description);
    expect(english.meta('og:image')).toBe(shareUrl(share));
    expect(english.meta('og:image:alt')).toBe('A gradient');

    const { page: blog } = await page('/blog?lang=fr');
    expect(blog.title()).toBe('Blog | Atelier Laurent');
    expect(blog.structuredData()[0]).toMatchObject({ '@type': 'Blog', name: 'Blog | Atelier Laurent' });
    const { page: germanBlog } = await page('/blog?lang=de');
    expect(germanBlog.meta('description')).toBe('Standardbeschreibung.');
    expect(germanBlog.meta('og:description')).toBe('Standardbeschreibung.');

    const { page: games } = await page('/games?lang=fr');
    expect(games.title()).toBe('Jeux | Atelier Laurent');
    expect(games.meta('robots')).toBe('noindex');
    expect(games.meta('og:image:alt')).toBe('Un dégradé');
    expect(games.structuredData()[0]).toMatchObject({
      '@type': 'WebPage',
      name: 'Jeux | Atelier Laurent',
      isPartOf: { name: 'Atelier Laurent' },
    });
    // The page kept out of search engines is out of the sitemap too; its other languages stay.
    const sitemap = await (await service.get('/sitemaps/pages.xml')).text();
    expect(sitemap).not.toContain('<loc>https://portfolio.example/games?lang=fr</loc>');
    expect(sitemap).toContain('<loc>https://portfolio.example/games?lang=de</loc>');
    expect(sitemap).toContain('<loc>https://portfolio.example/?lang=fr</loc>');
    const { page: englishGames } = await page('/games');
    expect(englishGames.meta('robots')).toBeUndefined();
    expect(englishGames.title()).toBe('Games | Atelier Laurent');
  });
});

describe('hostile settings', () => {
  it('are written as text: the head and the embedded answers keep them whole and run nothing', async () => {
    const hostile = `</script><script>alert(1)</script> "quoted" & 'single' <b>bold</b> <!--`;
    await saveSeo(
      service,
      settingsWith({
        siteName: hostile,
        pages: {
          home: {},
          blog: { en: { title: hostile, description: hostile, image: null, noindex: false } },
          games: {},
        },
      }),
    );
    const { page: blog } = await page('/blog');
    expect(blog.title()).toBe(hostile);
    expect(blog.meta('description')).toBe(hostile);
    expect(blog.meta('og:site_name')).toBe(hostile);
    expect(blog.scripts().filter((el) => blog.text(el).includes('alert(1)') && !el.attribs.type)).toEqual([]);
    expect(blog.structuredData()[0]).toMatchObject({ name: hostile, description: hostile });
    const seo = JSON.parse(blog.text(blog.scripts().find((el) => el.attribs.id === 'seo-data')!)) as {
      answer: PublicSeo;
    };
    expect(seo.answer.pages.blog.title).toBe(hostile);
  });
});

describe('article pages', () => {
  it('keep their own head, with the site’s name, X account, default image and entity', async () => {
    const created = await service.create('Shared article');
    const draft = draftWith([{ lang: 'en', slug: 'shared-article', title: 'Shared article' }]);
    const saved = await service.saved(created, draft);
    expect((await service.act(saved, 'publish')).status).toBe(200);
    await saveSeo(
      service,
      settingsWith({
        siteName: 'Atelier Laurent',
        defaultImage: share.id,
        social: { ...defaultSeoSettings.social, x: 'camille' },
        entity: { type: 'Organization', name: 'Atelier SARL', url: '', image: null, sameAs: [] },
      }),
    );
    const { page: article } = await page('/blog/shared-article');
    expect(article.title()).toBe('Shared article');
    expect(article.meta('og:site_name')).toBe('Atelier Laurent');
    expect(article.meta('twitter:site')).toBe('@camille');
    expect(article.meta('og:image')).toBe(shareUrl(share));
    const byline = { '@type': 'Organization', name: 'Atelier SARL', url: 'https://portfolio.example/' };
    expect(article.structuredData()[0]).toMatchObject({ author: byline, publisher: byline });
  });
});
