import { describe, expect, it } from 'vitest';
import { pathVariants, rawExchange, rawRequest } from '@portfolio/testing';
import { plainSpa, useContentGateway } from './support/content-site.ts';

/**
 * The content service's documents and API attacked through nginx (issue 15's review): spellings of their paths
 * that nginx normalises before it picks a location but forwards raw, percent-encoded non-Latin slugs, and forged
 * headers. The answers match the single-machine dispatcher's: the page, the plain SPA, or the contract's error.
 */
const gateway = useContentGateway();

async function raw(method: string, target: string, headers: string[] = []) {
  const { hostname, port } = new URL(gateway.topology.url);
  const answer = await rawExchange({ host: hostname, port: Number(port) }, rawRequest(method, target, headers));
  return { ...answer, status: answer.status ?? 0 };
}

describe('the content service through nginx, attacked', () => {
  it('finds Arabic and Japanese slugs percent-encoded, on the page and in the API', async () => {
    for (const slug of ['تخطيط-الشبكة', 'グリッド'].map(encodeURIComponent)) {
      const page = await raw('GET', `/blog/${slug}`);
      expect(page.status, slug).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="https://portfolio.example/blog/${slug}" />`);
      expect((await raw('GET', `/api/content/articles/${slug}`)).status, slug).toBe(200);
    }
  });

  // nginx picks the page's location on the merged, resolved path but forwards the raw one, which the service does
  // not match: the plain SPA, as for every path that is no site document (the dispatcher refuses dot segments).
  it('serves the plain SPA, not the service’s JSON 404, to a page path nginx merged or resolved', async () => {
    for (const target of ['/blog//grid-layouts', '//blog', '/./blog', '/blog/covers/../grid-layouts', '//?lang=fr']) {
      const res = await raw('GET', target);
      expect(res.status, target).toBe(200);
      expect(res.body, target).toBe(plainSpa);
    }
  });

  it('answers no spelling of a page, a file or an API path with a 5xx', async () => {
    const spellings = [
      ...pathVariants('/blog/grid-layouts'),
      ...pathVariants('/api/content/articles'),
      ...pathVariants('/feeds/en/rss.xml'),
      '/blog/%2e%2e/api/content/articles',
      '/blog/x%2Fy',
      '/blog/%E2%80%AEx',
      '/blog/a%00b',
      `/blog/${'a'.repeat(8200)}`,
      '/sitemaps/../x',
    ];
    for (const target of spellings) {
      const res = await raw('GET', target);
      expect(res.status, target).toBeGreaterThan(0);
      expect(res.status, target).toBeLessThan(500);
    }
  });

  it('never takes the canonical address from forged Host or X-Forwarded headers', async () => {
    const forged = ['X-Forwarded-Host: evil.example', 'X-Forwarded-Proto: http', 'Forwarded: host=evil.example'];
    for (const target of ['/blog', '/blog/grid-layouts', '/feeds/en/atom.xml', '/robots.txt']) {
      const res = await raw('GET', target, forged);
      expect(res.status, target).toBe(200);
      expect(res.body, target).not.toContain('evil.example');
      expect(res.body, target).toContain('https://portfolio.example/');
    }
  });
});
