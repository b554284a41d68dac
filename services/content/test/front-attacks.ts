import { expect, it } from 'vitest';
import { pathVariants, rawExchange, rawRequest } from '@portfolio/testing';

/**
 * The attacks on the content service's documents and API whose answers are the same through nginx
 * (gateway/test/content-attack.test.ts) and through the single-machine dispatcher
 * (services/standalone/test/content-attack.test.ts), run against the front at `frontUrl()`: percent-encoded
 * non-Latin slugs, spellings of the paths, forged headers. Returns the raw request each file's own checks use.
 */
export function itAnswersFrontAttacks(frontUrl: () => string) {
  /** A request written byte for byte (no client library normalises the path or the headers on the way). */
  async function raw(method: string, target: string, headers: string[] = []) {
    const { hostname, port } = new URL(frontUrl());
    const answer = await rawExchange({ host: hostname, port: Number(port) }, rawRequest(method, target, headers));
    return { ...answer, status: answer.status ?? 0 };
  }

  it('finds Arabic and Japanese slugs percent-encoded, on the page and in the API', async () => {
    for (const slug of ['تخطيط-الشبكة', 'グリッド'].map(encodeURIComponent)) {
      const page = await raw('GET', `/blog/${slug}`);
      expect(page.status, slug).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="https://portfolio.example/blog/${slug}" />`);
      expect((await raw('GET', `/api/content/articles/${slug}`)).status, slug).toBe(200);
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

  return raw;
}
