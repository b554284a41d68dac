import { afterEach, describe, expect, it } from 'vitest';
import type { AdminArticle, ArticleList } from '@portfolio/contracts';
import { eventually } from '@portfolio/testing';
import { articlesPath, draftWith, startEditorial, type RunningEditorial } from './editorial-service.ts';

const hour = 3_600_000;
const running: RunningEditorial[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.stop()));
});
async function start(seeded = false) {
  const service = await startEditorial({ seeded });
  running.push(service);
  return service;
}
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

describe('public caches', () => {
  it('drop a revalidated copy at once when an article is published or unpublished', async () => {
    const service = await start();
    const paths = ['/api/content/articles', '/blog', '/feeds/en/rss.xml', '/sitemaps/articles.xml'];
    const etags = new Map<string, string>();
    for (const path of paths) etags.set(path, (await service.get(path)).headers.get('etag')!);
    const revalidate = (path: string) =>
      fetch(`${service.url}${path}`, { headers: { 'if-none-match': etags.get(path)! } });
    for (const path of paths) expect((await revalidate(path)).status, path).toBe(304);

    const saved = await service.saved(await service.create('Cache breaker'), draftWith([{ title: 'Cache breaker' }]));
    // A draft saved changes nothing public: the copies are still good.
    for (const path of paths) expect((await revalidate(path)).status, path).toBe(304);
    const published = await json<AdminArticle>(service.act(saved, 'publish'));
    for (const path of paths) {
      const res = await revalidate(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toMatch(/Cache breaker|cache-breaker/);
      etags.set(path, res.headers.get('etag')!);
    }
    await json<AdminArticle>(service.act(published, 'unpublish'));
    for (const path of paths) {
      const res = await revalidate(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toMatch(/Cache breaker|cache-breaker/);
    }
  });
});

describe('adoption', () => {
  it('adopts the seeded articles once, drafts and scheduled ones with their status, the latter with its job', async () => {
    const service = await start(true);
    const draft = await json<AdminArticle>(service.call('GET', `${articlesPath}/draft-article`));
    expect(draft).toMatchObject({ status: 'draft', liveRevision: null, publishedAt: null });
    const future = await json<AdminArticle>(service.call('GET', `${articlesPath}/future-article`));
    expect(future).toMatchObject({ status: 'scheduled', scheduledAt: '2099-01-01T09:00:00.000Z' });
    service.clock.at = Date.parse('2099-01-01T10:00:00Z');
    await eventually(
      async () =>
        (await json<AdminArticle>(service.call('GET', `${articlesPath}/future-article`))).status === 'published',
      5000,
    );
  });
});

describe('a scheduled publication that cannot happen', () => {
  it('puts the article back as it was when another article took its slug meanwhile', async () => {
    const service = await start();
    const a = await service.saved(await service.create('Contested'), draftWith([{ title: 'Contested' }]));
    const scheduled = await json<AdminArticle>(
      service.act(a, 'schedule', { at: new Date(service.clock.at + hour).toISOString() }),
    );
    expect(scheduled.versions[0]!.slug).toBe('contested');
    // Its draft leaves the slug; another article takes it and publishes first.
    await service.saved(scheduled, draftWith([{ title: 'Contested', slug: 'elsewhere' }]));
    const b = await service.saved(await service.create('Taker'), draftWith([{ title: 'Taker', slug: 'contested' }]));
    await json<AdminArticle>(service.act(b, 'publish'));
    service.clock.advance(hour + 1000);
    await eventually(
      async () => (await json<AdminArticle>(service.call('GET', `${articlesPath}/${a.id}`))).status === 'draft',
      5000,
    );
    const list = await json<ArticleList>(service.get('/api/content/articles'));
    expect(list.items.map((i) => i.title)).toEqual(['Taker']);
  });
});
