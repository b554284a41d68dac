import { renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '@portfolio/testing';
import { spaIndexHtml } from './documents-fixture.ts';
import { useDocumentsService } from './documents-service.ts';

const service = useDocumentsService();

const documents = [
  '/',
  '/blog',
  '/blog/grid-layouts',
  '/blog/offline-first?lang=fr',
  '/games?lang=ja',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/pages.xml',
  '/sitemaps/articles.xml',
  '/feeds/en/rss.xml',
  '/feeds/fr/atom.xml',
];

const validatorsOf = async (path: string) => {
  const res = await fetch(service.url(path));
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  return { etag: res.headers.get('etag')!, lastModified: res.headers.get('last-modified')!, res };
};

/** Waits past the SPA index's recheck interval (spa-index.ts), so that the next page request looks at it again. */
const pastRecheck = () => new Promise((resolve) => setTimeout(resolve, 2100));

describe('validators and caches of the site documents', () => {
  it('every document has an ETag and Last-Modified, and answers 304 to either validator', async () => {
    for (const path of documents) {
      const { etag, lastModified, res } = await validatorsOf(path);
      expect(etag, path).toMatch(/^W\/"[^"]+"$/);
      expect(Date.parse(lastModified), path).not.toBeNaN();
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const byTag = await fetch(service.url(path), { headers: { 'if-none-match': etag } });
      expect(byTag.status, path).toBe(304);
      expect(await byTag.text()).toBe('');
      const byDate = await fetch(service.url(path), { headers: { 'if-modified-since': lastModified } });
      expect(byDate.status, path).toBe(304);
      const stale = await fetch(service.url(path), { headers: { 'if-none-match': 'W/"something-else"' } });
      expect(stale.status, path).toBe(200);
    }
  });

  it('a page in another language, or another page, has another ETag', async () => {
    const tags = await Promise.all(
      ['/', '/?lang=fr', '/blog', '/games'].map(async (p) => (await validatorsOf(p)).etag),
    );
    expect(new Set(tags).size).toBe(4);
  });

  it('saving an article changes every ETag and the pages show the new text at once', async () => {
    const before = await Promise.all(documents.map(async (path) => (await validatorsOf(path)).etag));
    const hit = await service.store.findVersion('grid-layouts', 'en', new Date());
    const article = hit!.article;
    await service.store.saveArticle({
      ...article,
      updatedAt: new Date(),
      versions: article.versions.map((v) => (v.lang === 'en' ? { ...v, title: 'Grid layouts, revised' } : v)),
    });
    const after = await Promise.all(documents.map(async (path) => (await validatorsOf(path)).etag));
    documents.forEach((path, index) => expect(after[index], path).not.toBe(before[index]));
    const revalidated = await fetch(service.url('/blog/grid-layouts'), { headers: { 'if-none-match': before[2]! } });
    expect(revalidated.status).toBe(200);
    expect(await revalidated.text()).toContain('<h1>Grid layouts, revised</h1>');
    expect(await (await fetch(service.url('/feeds/en/rss.xml'))).text()).toContain('Grid layouts, revised');
  });

  it('a new build of the SPA is picked up: its version is in the pages’ ETags', async () => {
    const before = await validatorsOf('/games');
    writeFileSync(service.site.spaIndex, spaIndexHtml.replace('index-test.js', 'index-next.js'));
    await pastRecheck();
    const after = await validatorsOf('/games');
    expect(after.etag).not.toBe(before.etag);
    expect(await (await fetch(service.url('/games'))).text()).toContain('/assets/index-next.js');
  });
  it('a page keeps the last good copy when the file goes away, and is answered once it appears', async () => {
    const res = await fetch(service.url('/blog'));
    expect(res.status).toBe(200);
    renameSync(service.site.spaIndex, `${service.site.spaIndex}.moved`);
    await pastRecheck();
    expect((await fetch(service.url('/blog'))).status).toBe(200);
    renameSync(`${service.site.spaIndex}.moved`, service.site.spaIndex);
  });
});

describe('pages without the SPA’s index.html', () => {
  const missing = useDocumentsService({ SPA_INDEX: '/nonexistent/web/dist/index.html' });

  it('answer 503 (the gateway and the dispatcher then serve the plain SPA); files are unaffected', async () => {
    for (const path of ['/', '/blog', '/blog/grid-layouts', '/games']) {
      const res = await fetch(missing.url(path));
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('etag')).toBeNull();
    }
    expect((await fetch(missing.url('/robots.txt'))).status).toBe(200);
    expect((await fetch(missing.url('/feeds/en/rss.xml'))).status).toBe(200);
  });
});

/** The web container's index.html, as the compose deployment reads it: over HTTP, revalidated by its ETag. */
let webRequests = 0;
const web = createServer((req, res) => {
  webRequests++;
  if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
  res.writeHead(200, { 'content-type': 'text/html', etag: '"v1"' }).end(spaIndexHtml);
});
await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => web.close(resolve)));

describe('pages over the web container’s index.html', () => {
  const remote = useDocumentsService({
    SPA_INDEX: `http://127.0.0.1:${(web.address() as AddressInfo).port}/index.html`,
  });

  it('reads it over HTTP and asks again with its ETag', async () => {
    const res = await fetch(remote.url('/blog/grid-layouts'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="prerendered"');
    const asked = webRequests;
    await pastRecheck();
    expect((await fetch(remote.url('/games'))).status).toBe(200);
    // Visitors are answered from the copy held while the web container is asked again, in the background.
    await eventually(async () => webRequests === asked + 1, 2000);
  });
});
