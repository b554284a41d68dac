import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { articlesQuery } from './articles-query';
import { articlesRequest, sameRequest } from './articles-request';
import { prerenderedAnswer } from './prerendered';
import { embedPrerendered } from '@/test/prerendered-data';
import { fakeServer, json } from '@/test/fake-server';

const answer = { items: [], total: 0, page: 1, perPage: 9, pageCount: 0 };

describe('an articles request', () => {
  it('leaves out its empty and default parts', () => {
    expect(articlesRequest({ q: '  ', page: 1, perPage: 9 })).toEqual({});
    expect(articlesRequest({ q: ' css ', tag: 'css', lang: 'fr', page: 2, perPage: 3 })).toEqual({
      q: 'css',
      tag: 'css',
      lang: 'fr',
      page: 2,
      perPage: 3,
    });
  });

  it('is the same request whatever its key order and defaults', () => {
    expect(sameRequest({ page: 1, perPage: 9, lang: 'ja' }, { lang: 'ja' })).toBe(true);
    expect(sameRequest({ lang: 'ja', tag: 'css' }, { tag: 'css', lang: 'ja' })).toBe(true);
    expect(sameRequest({ lang: 'ja' }, { lang: 'fr' })).toBe(false);
    expect(sameRequest({ lang: 'ja' }, { lang: 'ja', page: 2 })).toBe(false);
  });
});

describe("the page's pre-rendered answer", () => {
  afterEach(() => document.getElementById('prerendered-data')?.remove());

  it('is the first data of the very request it answers, once', () => {
    embedPrerendered({ endpoint: 'articles', request: { query: { page: 1, perPage: 9 } }, answer });
    expect(prerenderedAnswer('articles', {})).toEqual(answer);
    expect(document.getElementById('prerendered-data')).toBeNull();
    expect(prerenderedAnswer('articles', {})).toBeUndefined();
  });

  it('takes the query spelled alone as well', () => {
    embedPrerendered({ endpoint: 'articles', request: { tag: 'css' }, answer });
    expect(prerenderedAnswer('articles', { tag: 'css', page: 1 })).toEqual(answer);
  });

  it('is not used for another request, another endpoint, or when it is not readable', () => {
    embedPrerendered({ endpoint: 'articles', request: { query: { q: 'react' } }, answer });
    expect(prerenderedAnswer('articles', { q: 'css' })).toBeUndefined();
    expect(prerenderedAnswer('tags', { q: 'react' })).toBeUndefined();
    expect(document.getElementById('prerendered-data')).not.toBeNull();
    document.getElementById('prerendered-data')?.remove();
    embedPrerendered('{not json');
    expect(prerenderedAnswer('articles', {})).toBeUndefined();
  });
});

describe('a list query seeded with the pre-rendered answer', () => {
  afterEach(() => document.getElementById('prerendered-data')?.remove());

  /** Mounts an observer of the list (a page's useQuery), and says which requests reached the API meanwhile. */
  async function mount(request: Parameters<typeof articlesQuery>[0]) {
    const server = fakeServer({ 'GET /api/content/articles': () => json(200, answer) });
    const observer = new QueryObserver(new QueryClient(), articlesQuery(request));
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    return { calls: server.calls, data: observer.getCurrentResult().data };
  }

  it('shows it without asking the API again as the page mounts', async () => {
    const seeded = { ...answer, total: 1 };
    embedPrerendered({ endpoint: 'articles', request: { query: { lang: 'en' } }, answer: seeded });
    const { calls, data } = await mount({ lang: 'en' });
    expect(data).toEqual(seeded);
    expect(calls).toEqual([]);
  });

  it('asks the API when the page holds no answer to its request', async () => {
    embedPrerendered({ endpoint: 'articles', request: { query: { lang: 'fr' } }, answer });
    const { calls, data } = await mount({ lang: 'en' });
    expect(calls).toHaveLength(1);
    expect(data).toEqual(answer);
  });
});
