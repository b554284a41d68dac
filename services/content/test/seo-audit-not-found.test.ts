import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundAnswer } from '@portfolio/contracts';
import { draftWith, errorOf, startEditorial } from './editorial-service.ts';
import { auditPath, notFoundPath, useAuditSite } from './seo-audit-site.ts';

const site = useAuditSite();
const { publish } = site;

describe('the SEO audit without the web build', () => {
  it("answers 503 with the contract's error body while the pages cannot be rendered", async () => {
    const bare = await startEditorial({ env: { SPA_INDEX: join(site.web, 'not-built', 'index.html') } });
    try {
      const res = await bare.call('GET', auditPath);
      expect(res.status).toBe(503);
      expect((await errorOf(res)).code).toBe('service_unavailable');
    } finally {
      await bare.stop();
    }
  });
});

describe('the not-found classifier', () => {
  const classify = async (paths: string[]) =>
    notFoundAnswer.parse(await site.service.expectStatus(200, 'POST', notFoundPath, { paths })).paths;

  it('says of each visited path what the site has there, without counting a redirect hit', async () => {
    const article = await publish(draftWith([{ slug: 'first-name', title: 'An article that will change its slug' }]));
    await publish(draftWith([{ slug: 'second-name', title: 'An article that will change its slug' }]), article);
    const created = await site.service.expectStatus<{ id: string }>(201, 'POST', '/api/admin/content/redirects', {
      source: '/old-page',
      kind: 'permanent',
      target: '/blog',
    });
    const answer = await classify([
      '/',
      '/games',
      '/blog/second-name',
      '/blog/first-name',
      '/old-page',
      '/blog/never-was',
      '/never-was',
      '/newsletter/confirm',
      '/admin/blog',
      '/robots.txt',
      '/sitemap.xml',
      '/media/nothing/640.webp',
      '/docs/cv.pdf',
      '/docs/missing.pdf',
      '/api/content/articles',
      '/../docs/cv.pdf',
    ]);
    expect(Object.fromEntries(answer.map((a) => [a.path, a.status]))).toEqual({
      '/': 'page',
      '/games': 'page',
      '/blog/second-name': 'article',
      '/blog/first-name': 'redirect',
      '/old-page': 'redirect',
      '/blog/never-was': 'not-found',
      '/never-was': 'not-found',
      '/newsletter/confirm': 'page',
      '/admin/blog': 'page',
      '/robots.txt': 'file',
      '/sitemap.xml': 'file',
      '/media/nothing/640.webp': 'not-found',
      '/docs/cv.pdf': 'file',
      '/docs/missing.pdf': 'not-found',
      '/api/content/articles': 'not-found',
      '/../docs/cv.pdf': 'not-found',
    });
    const list = await site.service.expectStatus<{ redirects: { id: string; hits: number }[] }>(
      200,
      'GET',
      '/api/admin/content/redirects',
    );
    expect(list.redirects.find((r) => r.id === created.id)!.hits).toBe(0);
  });

  it('refuses what is not a list of paths with a 400 naming the field, and anyone but the administrator', async () => {
    for (const [body, field] of [
      [{ paths: [] }, 'body.paths'],
      [{ paths: ['no-slash'] }, 'body.paths.0'],
      [{ paths: ['/', `/${'x'.repeat(2000)}`] }, 'body.paths.1'],
      [{ paths: Array.from({ length: 501 }, (_, i) => `/p${i}`) }, 'body.paths'],
      [{ paths: ['/'], more: true }, 'body'],
    ] as const) {
      const res = await site.service.call('POST', notFoundPath, body);
      expect(res.status, field).toBe(400);
      expect((await errorOf(res)).details!.map((d) => d.path)).toContain(field);
    }
    expect(
      (await site.service.call('POST', notFoundPath, { paths: ['/'] }, { 'content-type': 'application/json' })).status,
    ).toBe(401);
  });
});
