import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedArticle } from './prerendered-article';

const answer = { slug: 'hello', lang: 'fr', html: '<p>Bonjour</p>', title: 'Bonjour' };

/** The block the content service writes into an article's HTML. */
function embed(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'prerendered-data';
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(script);
}

describe('the pre-rendered article', () => {
  afterEach(() => document.getElementById('prerendered-data')?.remove());

  it('is the first data of the query that asks for it, once', () => {
    embed({ endpoint: 'article', request: { params: { slug: 'hello' }, query: { lang: 'fr' } }, answer });
    expect(prerenderedArticle('hello', 'fr')).toEqual(answer);
    expect(document.getElementById('prerendered-data')).toBeNull();
    expect(prerenderedArticle('hello', 'fr')).toBeUndefined();
  });

  it('answers an address without a language with the version the server chose', () => {
    embed({ endpoint: 'article', request: { params: { slug: 'hello' }, query: {} }, answer });
    expect(prerenderedArticle('hello')).toEqual(answer);
  });

  it('is ignored for another article, language or endpoint, or when unreadable', () => {
    embed({ endpoint: 'article', answer });
    expect(prerenderedArticle('other')).toBeUndefined();
    expect(prerenderedArticle('hello', 'ar')).toBeUndefined();
    document.getElementById('prerendered-data')!.remove();
    embed({ endpoint: 'articles', answer: { items: [] } });
    expect(prerenderedArticle('hello')).toBeUndefined();
    document.getElementById('prerendered-data')!.remove();
    embed('{not json');
    expect(prerenderedArticle('hello')).toBeUndefined();
    expect(document.getElementById('prerendered-data')).not.toBeNull();
  });
});
