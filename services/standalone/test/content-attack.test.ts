import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathVariants, rawExchange, rawRequest } from '@portfolio/testing';
import { documentsSite, spaIndexHtml, type DocumentsSite } from '../../content/test/documents-fixture.ts';
import { runStandalone, type Standalone } from './run-standalone.ts';

/**
 * The content service's documents and API attacked through the single-machine dispatcher (issue 15's review): the
 * same spellings and headers as through nginx (gateway/test/content-attack.test.ts), with the same outcomes.
 */
let site: DocumentsSite;
let app: Standalone | undefined;

beforeAll(async () => {
  site = documentsSite();
  const webDist = join(site.dir, 'dist');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), spaIndexHtml);
  app = await runStandalone({
    DATA_DIR: site.dataDir,
    WEB_DIST: webDist,
    CONTENT_SEED_DIR: site.seedDir,
    SITE_ORIGIN: 'https://portfolio.example',
    ADMIN_EMAIL: 'attack@example.com',
    ADMIN_PASSWORD: 'a-content-attack-password',
  });
});

afterAll(async () => {
  await app?.stop();
  site?.remove();
});

async function raw(method: string, target: string, headers: string[] = []) {
  const { hostname, port } = new URL(app!.url);
  const answer = await rawExchange({ host: hostname, port: Number(port) }, rawRequest(method, target, headers));
  return { ...answer, status: answer.status ?? 0 };
}

describe('the content service through the dispatcher, attacked', () => {
  it('finds Arabic and Japanese slugs percent-encoded, on the page and in the API', async () => {
    for (const slug of ['تخطيط-الشبكة', 'グリッド'].map(encodeURIComponent)) {
      const page = await raw('GET', `/blog/${slug}`);
      expect(page.status, slug).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="https://portfolio.example/blog/${slug}" />`);
      expect((await raw('GET', `/api/content/articles/${slug}`)).status, slug).toBe(200);
    }
  });

  it('serves the plain SPA to a page path with an empty segment, as nginx does', async () => {
    for (const target of ['/blog//grid-layouts', '//blog', '//?lang=fr']) {
      const res = await raw('GET', target);
      expect(res.status, target).toBe(200);
      expect(res.body, target).toContain('<div id="root">');
      expect(res.body, target).not.toContain('id="prerendered"');
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
