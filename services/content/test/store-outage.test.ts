import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { unreachableTargets, type UnreachableTarget } from '@portfolio/testing';
import { documentsSite, type DocumentsSite } from './documents-fixture.ts';
import { useDocumentsService } from './documents-service.ts';
import { get, postView, startContent, type RunningContent } from './fixtures/service.ts';

const apiReads = ['/api/content/articles', '/api/content/articles/grid-layouts', '/api/content/tags?lang=en'];
const pages = ['/', '/blog', '/blog/grid-layouts', '/games'];
const files = ['/sitemap.xml', '/sitemaps/articles.xml', '/feeds/en/rss.xml', '/feeds/en/atom.xml', '/robots.txt'];

/** The API's answer while the store is away: the contract's error body, 503, a Retry-After, nothing cached. */
async function expectApiUnavailable(res: Response, where: string) {
  expect(res.status, where).toBe(503);
  expect(res.headers.get('retry-after'), where).toBe('5');
  const body = errorBody.parse(await res.json());
  expect(body.code, where).toBe('service_unavailable');
  // Never the driver's own words.
  expect(body.message, where).toBe('The service is temporarily unavailable. Try again shortly.');
}

/** A document's answer: 503 with a Retry-After (the gateway and the dispatcher serve the plain SPA instead). */
async function expectDocumentUnavailable(res: Response, where: string) {
  expect(res.status, where).toBe(503);
  expect(res.headers.get('retry-after'), where).toBe('5');
  expect(res.headers.get('cache-control'), where).toBe('no-store');
  expect(res.headers.get('etag'), where).toBeNull();
  expect(await res.text(), where).toBe('The content store is unavailable; try again shortly.\n');
}

describe('the embedded store closed under the running service', () => {
  const service = useDocumentsService({ TRUSTED_PROXIES: '127.0.0.1' });

  it('answers first, then 503 with Retry-After on every read, page, feed and sitemap, and the view beacon', async () => {
    for (const path of [...apiReads, ...pages, ...files]) {
      expect((await fetch(service.url(path))).status, path).toBe(200);
    }
    expect((await postView(service.url(''), { slug: 'grid-layouts', lang: 'en' })).status).toBe(202);

    await service.store.close();

    for (const path of apiReads) await expectApiUnavailable(await fetch(service.url(path)), path);
    // A revalidation asks the store too: no 304 from a copy the service cannot vouch for.
    const revalidated = await fetch(service.url(apiReads[1]!), { headers: { 'if-none-match': '*' } });
    await expectApiUnavailable(revalidated, 'If-None-Match: *');
    // The beacon is not kept for later: a view count is an estimate, and the reader has the page already.
    await expectApiUnavailable(await postView(service.url(''), { slug: 'grid-layouts', lang: 'en' }), 'view');
    for (const path of [...pages, ...files]) await expectDocumentUnavailable(await fetch(service.url(path)), path);
    const head = await fetch(service.url('/blog/grid-layouts'), { method: 'HEAD' });
    expect([head.status, head.headers.get('retry-after')]).toEqual([503, '5']);
  });
});

describe.each(unreachableTargets)('MongoDB unreachable (%s)', (_, unreachable) => {
  let site: DocumentsSite;
  let target: UnreachableTarget;
  let content: RunningContent;
  beforeAll(async () => {
    site = documentsSite();
    target = await unreachable();
    content = await startContent({
      env: {
        MONGO_URL: `mongodb://127.0.0.1:${target.port}/content`,
        MONGO_TIMEOUT_MS: '300',
        SPA_INDEX: site.spaIndex,
      },
    });
  });
  afterAll(async () => {
    await content?.stop();
    await target?.close();
    site?.remove();
  });

  it('answers the API and the beacon 503 with the error body, pages and feeds 503, within the timeout', async () => {
    const started = performance.now();
    for (const path of apiReads) await expectApiUnavailable(await get(content.url, path), path);
    await expectApiUnavailable(await postView(content.url, { slug: 'grid-layouts', lang: 'en' }), 'view');
    for (const path of ['/blog/grid-layouts', '/feeds/en/rss.xml', '/sitemap.xml']) {
      await expectDocumentUnavailable(await get(content.url, path), path);
    }
    // Seven requests, each given up after at most two driver timeouts (600 ms), not a hang.
    expect(performance.now() - started).toBeLessThan(7 * 600 + 2000);
    expect(content.logs.some((line) => line.includes('store unavailable'))).toBe(true);
  });
});
