import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { PublicSeo, SeoPage } from '@portfolio/contracts';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, i18nStarted } from '@/lib/i18n';
import { PageSeoHead } from './page-seo-head';

const image = {
  url: 'https://studio.example/media/a/card.jpg',
  type: 'image/jpeg',
  width: 1200,
  height: 630,
  alt: 'A desk',
};
const answer: PublicSeo = {
  lang: 'en',
  siteName: 'Studio Laurent',
  twitterSite: '@studio',
  pages: {
    home: { title: 'Studio Laurent: web apps', description: 'Set in the admin.', noindex: false, image },
    blog: { title: 'Notes · Studio Laurent', description: 'The blog, as set.', noindex: true, image: null },
    games: { title: 'Games · Studio Laurent', description: 'Games, as set.', noindex: false, image },
  },
};

const tag = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute) ?? null;
const head = () => ({
  title: document.title,
  description: tag('meta[name="description"]'),
  siteName: tag('meta[property="og:site_name"]'),
  ogImage: tag('meta[property="og:image"]'),
  card: tag('meta[name="twitter:card"]'),
  twitterTitle: tag('meta[name="twitter:title"]'),
  twitterSite: tag('meta[name="twitter:site"]'),
  robots: tag('meta[name="robots"]'),
  canonical: tag('link[rel="canonical"]', 'href'),
});

function show(page: SeoPage, path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PageSeoHead page={page} title="Built-in title" description="Built-in description." />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PageSeoHead', () => {
  beforeAll(async () => {
    initI18n('en');
    await i18nStarted;
    // What the content service embeds in the first document of /, /blog and /games.
    document.body.innerHTML = `<script type="application/json" id="seo-data">${JSON.stringify({
      endpoint: 'publicSeo',
      request: { query: { lang: 'en' } },
      answer,
    })}</script>`;
  });
  afterEach(cleanup);

  it("writes the settings' head from the embedded answer, without a request", () => {
    show('home', '/');
    expect(head()).toEqual({
      title: 'Studio Laurent: web apps',
      description: 'Set in the admin.',
      siteName: 'Studio Laurent',
      ogImage: image.url,
      card: 'summary_large_image',
      twitterTitle: 'Studio Laurent: web apps',
      twitterSite: '@studio',
      robots: null,
      canonical: `${window.location.origin}/`,
    });
  });

  it('keeps a page the settings leave out of search engines addressable, and drops the image it does not have', () => {
    show('blog', '/blog');
    expect(head()).toMatchObject({
      title: 'Notes · Studio Laurent',
      ogImage: null,
      card: 'summary',
      robots: 'noindex',
      canonical: `${window.location.origin}/blog`,
    });
    cleanup();
    show('games', '/games');
    expect(head()).toMatchObject({ title: 'Games · Studio Laurent', robots: null, ogImage: image.url });
  });
});
