import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revalidateEachTime } from '@portfolio/kit';
import { apiArticles, articleOf } from './fixtures/articles.ts';
import { get, postView, startContent, type RunningContent } from './fixtures/service.ts';

let content: RunningContent;
beforeAll(async () => {
  content = await startContent({ articles: apiArticles, env: { CONTENT_FRESHNESS_SECONDS: '60' } });
});
afterAll(() => content.stop());

const paths = [
  '/api/content/articles?lang=en',
  '/api/content/articles/react-hooks',
  '/api/content/articles/offline-first?lang=fr',
  '/api/content/tags',
];

async function validatorsOf(path: string) {
  const res = await get(content.url, path);
  expect(res.status, path).toBe(200);
  return { etag: res.headers.get('etag')!, lastModified: res.headers.get('last-modified')! };
}

describe('conditional answers of the public API', () => {
  it('carries a weak ETag, Last-Modified and revalidate-each-time caching on every public read', async () => {
    for (const path of paths) {
      const res = await get(content.url, path);
      expect(res.headers.get('etag'), path).toMatch(/^W\/"[\w-]+"$/);
      expect(Date.parse(res.headers.get('last-modified')!), path).not.toBeNaN();
      expect(res.headers.get('cache-control'), path).toBe(revalidateEachTime);
    }
  });

  it('answers 304 without a body to If-None-Match and to If-Modified-Since', async () => {
    for (const path of paths) {
      const { etag, lastModified } = await validatorsOf(path);
      const byTag = await get(content.url, path, { 'If-None-Match': etag });
      expect(byTag.status, path).toBe(304);
      expect(await byTag.text()).toBe('');
      expect(byTag.headers.get('etag')).toBe(etag);
      expect((await get(content.url, path, { 'If-Modified-Since': lastModified })).status, path).toBe(304);
    }
  });

  it('gives each query its own ETag, and the same to the same query written differently', async () => {
    const a = await validatorsOf('/api/content/articles?lang=en');
    const b = await validatorsOf('/api/content/articles?lang=fr');
    const c = await validatorsOf('/api/content/articles?page=1&lang=en');
    expect(a.etag).not.toBe(b.etag);
    expect(c.etag).toBe(a.etag);
  });

  it('changes every ETag as soon as an article is saved', async () => {
    const before = await Promise.all(paths.map(validatorsOf));
    content.clock.advance(2000);
    await content.store.saveArticle(
      articleOf({
        id: 'pwa-install',
        tags: ['pwa'],
        publishedAt: '2026-03-01T09:00:00Z',
        updatedAt: '2026-03-10T12:00:00Z',
        versions: [{ lang: 'en', slug: 'pwa-install', title: 'Making a PWA installable, revised' }],
      }),
    );
    for (const [index, path] of paths.entries()) {
      const res = await get(content.url, path, { 'If-None-Match': before[index]!.etag });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag')).not.toBe(before[index]!.etag);
      const since = await get(content.url, path, { 'If-Modified-Since': before[index]!.lastModified });
      expect(since.status, path).toBe(200);
    }
  });

  it('keeps the ETag through views for up to the freshness window, then shows the new counts', async () => {
    const path = '/api/content/articles/react-hooks';
    const { etag } = await validatorsOf(path);
    expect((await postView(content.url, { slug: 'react-hooks', lang: 'en' }, '198.51.100.40')).status).toBe(202);
    expect((await get(content.url, path, { 'If-None-Match': etag })).status).toBe(304);
    content.clock.advance(60_000);
    const later = await get(content.url, path, { 'If-None-Match': etag });
    expect(later.status).toBe(200);
    expect(((await later.json()) as { views: number }).views).toBe(1);
  });

  it('never puts validators on an error answer', async () => {
    for (const path of ['/api/content/articles/no-such-article', '/api/content/articles?page=0']) {
      const res = await get(content.url, path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('last-modified')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
