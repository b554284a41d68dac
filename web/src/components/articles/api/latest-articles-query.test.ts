import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ArticleCard, ArticleList } from '@portfolio/contracts';
import { fakeServer, json } from '@/test/fake-server';
import { latestArticlesQuery } from './latest-articles-query';

const card = (id: string, lang: ArticleCard['lang']): ArticleCard => ({
  id,
  lang,
  slug: `${id}-${lang}`,
  path: `/blog/${id}-${lang}`,
  title: `${id} (${lang})`,
  excerpt: '…',
  cover: null,
  tags: [],
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  readingMinutes: 1,
  views: 0,
});
const list = (items: ArticleCard[]): ArticleList => ({ items, total: items.length, page: 1, perPage: 9, pageCount: 1 });

/** The API's answers by query string. */
function api(answers: Record<string, ArticleCard[]>) {
  return fakeServer({
    'GET /api/content/articles': (_, url) =>
      json(200, list(answers[new URL(url, window.location.origin).search] ?? [])),
  });
}
const latest = (request: Parameters<typeof latestArticlesQuery>[0]) =>
  new QueryClient().fetchQuery(latestArticlesQuery(request));
const ids = (cards: ArticleCard[]) => cards.map((c) => `${c.id}:${c.lang}`);

describe('the latest articles', () => {
  it('are the newest in the reader’s language when it has enough, in one request', async () => {
    const server = api({ '?lang=fr&perPage=3': [card('a', 'fr'), card('b', 'fr'), card('c', 'fr')] });
    expect(ids(await latest({ language: 'fr', count: 3 }))).toEqual(['a:fr', 'b:fr', 'c:fr']);
    expect(server.calls).toHaveLength(1);
  });

  it('are filled from the other languages, one version per article, when the reader’s has too few', async () => {
    api({
      '?lang=ja&perPage=3': [card('a', 'ja')],
      '?perPage=12': [card('x', 'en'), card('a', 'en'), card('x', 'fr'), card('y', 'ar'), card('z', 'en')],
    });
    expect(ids(await latest({ language: 'ja', count: 3 }))).toEqual(['a:ja', 'x:en', 'y:ar']);
  });

  it('leave out the article being read', async () => {
    api({
      '?lang=en&perPage=4': [card('now', 'en'), card('b', 'en'), card('c', 'en')],
      '?perPage=16': [card('now', 'en'), card('b', 'en'), card('c', 'en'), card('d', 'fr')],
    });
    expect(ids(await latest({ language: 'en', count: 3, exclude: 'now' }))).toEqual(['b:en', 'c:en', 'd:fr']);
  });
});
