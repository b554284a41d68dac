import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { articleQuery } from './article-query';
import { prerenderedArticle } from './prerendered-article';
import { embedPrerendered } from '@/test/prerendered-data';
import { fakeServer, json } from '@/test/fake-server';

const answer = { slug: 'hello', lang: 'fr', html: '<p>Bonjour</p>', title: 'Bonjour' };

describe('the pre-rendered article', () => {
  afterEach(() => document.getElementById('prerendered-data')?.remove());

  it('is the first data of the query that asks for it, once', () => {
    embedPrerendered({ endpoint: 'article', request: { params: { slug: 'hello' }, query: { lang: 'fr' } }, answer });
    expect(prerenderedArticle('hello', 'fr')).toEqual(answer);
    expect(document.getElementById('prerendered-data')).toBeNull();
    expect(prerenderedArticle('hello', 'fr')).toBeUndefined();
  });

  it('answers an address without a language with the version the server chose', () => {
    embedPrerendered({ endpoint: 'article', request: { params: { slug: 'hello' }, query: {} }, answer });
    expect(prerenderedArticle('hello')).toEqual(answer);
  });

  it('is ignored for another article, language or endpoint, or when unreadable', () => {
    embedPrerendered({ endpoint: 'article', answer });
    expect(prerenderedArticle('other')).toBeUndefined();
    expect(prerenderedArticle('hello', 'ar')).toBeUndefined();
    document.getElementById('prerendered-data')!.remove();
    embedPrerendered({ endpoint: 'articles', answer: { items: [] } });
    expect(prerenderedArticle('hello')).toBeUndefined();
    document.getElementById('prerendered-data')!.remove();
    embedPrerendered('{not json');
    expect(prerenderedArticle('hello')).toBeUndefined();
    expect(document.getElementById('prerendered-data')).not.toBeNull();
  });
});

describe('the article query on a first visit of its page', () => {
  afterEach(() => document.getElementById('prerendered-data')?.remove());

  it('shows the pre-rendered article without asking the API for it again as the page mounts', async () => {
    const server = fakeServer({ 'GET /api/content/articles/hello': () => json(200, answer) });
    embedPrerendered({ endpoint: 'article', request: { params: { slug: 'hello' }, query: {} }, answer });
    const observer = new QueryObserver(new QueryClient(), articleQuery('hello'));
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    expect(observer.getCurrentResult().data).toEqual(answer);
    expect(server.calls).toEqual([]);
  });
});
