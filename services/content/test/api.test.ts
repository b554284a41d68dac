import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLimits, type ArticleDetail, type ArticleList } from '@portfolio/contracts';
import { apiArticles, articleOf } from './fixtures/articles.ts';
import { get, getJson, startContent, type RunningContent } from './fixtures/service.ts';

let content: RunningContent;
beforeAll(async () => {
  content = await startContent({ articles: apiArticles });
});
afterAll(() => content.stop());

const list = (query = '') => getJson<ArticleList>(content.url, `/api/content/articles${query}`);
const detail = (slug: string, query = '') =>
  getJson<ArticleDetail>(content.url, `/api/content/articles/${encodeURIComponent(slug)}${query}`);
const ids = (answer: ArticleList) => answer.items.map((item) => `${item.id}:${item.lang}`);

describe('GET /api/content/articles', () => {
  it('lists public versions newest first, never a draft or a scheduled article before its date', async () => {
    const answer = await list('?lang=en');
    expect(ids(answer)).toEqual([
      'offline-first:en',
      'grid-notes:en',
      'react-hooks:en',
      'privacy-counts:en',
      'pwa-install:en',
    ]);
    expect(answer).toMatchObject({ total: 5, page: 1, perPage: contentLimits.defaultPerPage, pageCount: 1 });
    const card = answer.items[1]!;
    expect(card).toMatchObject({
      slug: 'grid-notes',
      path: '/blog/grid-notes',
      title: 'Notes on CSS grid',
      tags: ['css', 'grid-layout', 'web-design'],
      publishedAt: '2026-03-04T09:00:00.000Z',
      views: 0,
    });
    expect(card.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(card.highlight).toBeUndefined();
  });

  it('filters by tag and by language, together', async () => {
    expect(ids(await list('?tag=pwa'))).toEqual(['offline-first:en', 'offline-first:fr', 'pwa-install:en']);
    expect(ids(await list('?lang=fr'))).toEqual(['offline-first:fr', 'react-hooks:fr']);
    expect(ids(await list('?lang=fr&tag=react'))).toEqual(['offline-first:fr', 'react-hooks:fr']);
    expect((await list('?tag=fintech')).items).toEqual([]);
  });

  it('adds ?lang= to an address only where another language uses the same slug', async () => {
    const french = await list('?lang=fr');
    expect(french.items.map((item) => item.path)).toEqual(['/blog/offline-first?lang=fr', '/blog/hooks-react']);
    expect((await list('?lang=en')).items[0]!.path).toBe('/blog/offline-first?lang=en');
  });

  it('searches full text, best match first, with the matching words marked in the title and excerpt', async () => {
    const answer = await list('?q=grid&lang=en');
    expect(answer.items[0]!.id).toBe('grid-notes');
    expect(answer.items[0]!.highlight!.title).toEqual([{ text: 'Notes on CSS ' }, { text: 'grid', mark: true }]);
    expect(answer.items[0]!.highlight!.excerpt).toContainEqual({ text: 'Grid', mark: true });
    // The word being typed matches as a prefix; a search in Japanese finds the Japanese version.
    expect(ids(await list('?q=servic&lang=en'))).toContain('offline-first:en');
    expect(ids(await list(`?q=${encodeURIComponent('グリッド')}`))).toContain('grid-notes:ja');
  });

  it('treats an empty query, or one without a word, as no search', async () => {
    expect(ids(await list('?q=&lang=en'))).toEqual(ids(await list('?lang=en')));
    const punctuation = await list(`?q=${encodeURIComponent('  -- ')}&lang=en`);
    expect(punctuation.total).toBe(5);
    expect(punctuation.items[0]!.highlight).toBeUndefined();
  });

  it('pages stably, and a page past the last is empty with the page count', async () => {
    const first = await list('?lang=en&perPage=2');
    const second = await list('?lang=en&perPage=2&page=2');
    const third = await list('?lang=en&perPage=2&page=3');
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(ids(await list('?lang=en')));
    expect(first).toMatchObject({ total: 5, pageCount: 3, perPage: 2 });
    const past = await list('?lang=en&perPage=2&page=9');
    expect(past).toMatchObject({ items: [], total: 5, page: 9, pageCount: 3 });
  });

  it('answers the contract 400 with the error body for bad input', async () => {
    const bad = [
      `q=${'a'.repeat(contentLimits.queryLength + 1)}`,
      // A tag is any well-formed slug (the administrator makes new ones); these cannot be one.
      'tag=Not-A-Tag',
      'tag=two%20words',
      `tag=${'a'.repeat(41)}`,
      'tag=double--hyphen',
      'tag=-leading',
      'tag=',
      'lang=xx',
      'page=0',
      'page=1000000000',
      `page=${contentLimits.maxPage + 1}`,
      'perPage=1000',
      'perPage=abc',
      'page=1.5',
      `q=${encodeURIComponent('react\u0000')}`,
      `q=${encodeURIComponent('a\u001bb')}`,
      'unknown=1',
      'tag=react&tag=pwa',
    ];
    for (const query of bad) {
      const res = await get(content.url, `/api/content/articles?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code, query).toBe('validation_failed');
      expect(typeof body.message).toBe('string');
      expect(res.headers.get('etag'), query).toBeNull();
    }
  });
});

describe('GET /api/content/articles?tag=', () => {
  it('answers a well-formed tag no public article carries, known or not, with an empty list', async () => {
    for (const tag of ['not-a-known-tag', 'a'.repeat(40), 'fintech']) {
      const res = await get(content.url, `/api/content/articles?tag=${tag}`);
      expect(res.status, tag).toBe(200);
      expect(await res.json(), tag).toMatchObject({ items: [], total: 0, pageCount: 0 });
    }
  });
});

describe('GET /api/content/articles/:slug', () => {
  it('answers the whole version: body, contents, keywords, SEO fields, every language', async () => {
    const article = await detail('react-hooks');
    expect(article).toMatchObject({
      id: 'react-hooks',
      lang: 'en',
      path: '/blog/react-hooks',
      keywords: ['testing'],
      seoTitle: 'React hooks that age well',
      versions: [
        { lang: 'en', slug: 'react-hooks', path: '/blog/react-hooks', title: 'React hooks that age well' },
        { lang: 'fr', slug: 'hooks-react', path: '/blog/hooks-react', title: 'Des hooks React qui vieillissent bien' },
      ],
    });
    expect(article.html).toContain('<h2');
    expect(article.toc).toEqual([{ id: expect.any(String), text: 'React hooks that age well', level: 2 }]);
  });

  it('finds a version by slug in its language, English first where several languages share the slug', async () => {
    expect((await detail('hooks-react')).lang).toBe('fr');
    expect((await detail('offline-first')).lang).toBe('en');
    const french = await detail('offline-first', '?lang=fr');
    expect(french).toMatchObject({ lang: 'fr', path: '/blog/offline-first?lang=fr' });
    expect((await detail('グリッドのメモ')).lang).toBe('ja');
  });

  it('links the neighbours in publication order within the language, and the related articles', async () => {
    const middle = await detail('react-hooks');
    expect(middle.previous).toMatchObject({ slug: 'privacy-counts', lang: 'en' });
    expect(middle.next).toMatchObject({ slug: 'grid-notes', lang: 'en' });
    expect((await detail('offline-first')).next).toBeNull();
    expect((await detail('pwa-install')).previous).toBeNull();
    const french = await detail('hooks-react');
    expect(french.previous).toBeNull();
    expect(french.next).toMatchObject({ slug: 'offline-first', path: '/blog/offline-first?lang=fr' });
    // Most tags in common first (pwa-install shares react and developpement-web), then newest; never itself.
    const related = middle.related.map((card) => card.id);
    expect(related).toEqual(['pwa-install', 'offline-first', 'grid-notes']);
    expect(related).not.toContain('react-hooks');
    expect(middle.related).toHaveLength(contentLimits.relatedArticles);
    expect(french.related.map((card) => `${card.id}:${card.lang}`)).toEqual(['offline-first:fr']);
  });

  it('is a 404 with the error body for an unknown slug, a missing language, a draft or a scheduled article', async () => {
    for (const path of ['no-such-article', 'privacy-counts?lang=fr', 'draft-notes', 'coming-soon']) {
      const res = await get(content.url, `/api/content/articles/${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 'not_found', message: expect.any(String) });
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a malformed slug or language with the contract 400', async () => {
    for (const path of ['Upper-Case', 'two--hyphens', `${'a'.repeat(contentLimits.slugLength + 1)}`, 'ok?lang=xx']) {
      const res = await get(content.url, `/api/content/articles/${path}`);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('validation_failed');
    }
  });

  it('shows a scheduled article once its date has come', async () => {
    content.clock.advance(30 * 86_400_000);
    try {
      expect((await detail('coming-soon')).id).toBe('coming-soon');
      expect((await list('?lang=en')).items[0]!.id).toBe('coming-soon');
    } finally {
      content.clock.advance(-30 * 86_400_000);
    }
  });
});

describe('GET /api/content/tags', () => {
  it('counts the tags of public articles, most used first, in one language with lang', async () => {
    const all = await getJson<{ tags: { slug: string; count: number }[] }>(content.url, '/api/content/tags');
    expect(all.tags[0]).toEqual({ slug: 'react', count: 3 });
    expect(all.tags.map((tag) => tag.slug)).not.toContain('fintech');
    const french = await getJson<{ tags: { slug: string; count: number }[] }>(content.url, '/api/content/tags?lang=fr');
    expect(french.tags).toContainEqual({ slug: 'react', count: 2 });
    expect(french.tags.map((tag) => tag.slug)).not.toContain('css');
    expect((await get(content.url, '/api/content/tags?lang=xx')).status).toBe(400);
  });
});

describe('a saved article', () => {
  it('shows in the list and the tags at once', async () => {
    await content.store.saveArticle(
      articleOf({
        id: 'fresh-news',
        tags: ['fintech'],
        publishedAt: '2026-03-06T09:00:00Z',
        versions: [{ lang: 'en', slug: 'fresh-news', title: 'Fresh fintech news' }],
      }),
    );
    expect((await list('?lang=en')).items[0]!.id).toBe('fresh-news');
    const tags = await getJson<{ tags: { slug: string }[] }>(content.url, '/api/content/tags');
    expect(tags.tags.map((tag) => tag.slug)).toContain('fintech');
  });
});
