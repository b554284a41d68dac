import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsSite, spaIndexHtml, type DocumentsSite } from '../../services/content/test/documents-fixture.ts';
import { startGatewayTopology, type GatewayTopology } from '../src/index.ts';

const cover = '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"><title>cover</title></svg>';
const plainSpa = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/**
 * nginx in front of every service as its own process, the content service seeded with the documents fixture and
 * writing its pages into a built SPA of the test's own (which the gateway serves too, with a blog cover under
 * /blog/covers as the web build copies it).
 */
let topology: GatewayTopology;
let site: DocumentsSite;
let dataDir = '';
const output: string[] = [];
const url = (path: string) => `${topology.url}${path}`;

beforeAll(async () => {
  site = documentsSite();
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-documents-'));
  const webDist = join(site.dir, 'dist');
  mkdirSync(join(webDist, 'blog', 'covers'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), plainSpa);
  writeFileSync(join(webDist, 'blog', 'covers', 'grid-layouts.svg'), cover);
  // nginx's workers (nobody, when the tests run as root) read the build folder.
  chmodSync(site.dir, 0o755);
  topology = await startGatewayTopology({
    port: 0,
    servicePorts: 'free',
    dataDir,
    webDist,
    env: {
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'documents@example.com',
      ADMIN_PASSWORD: 'a-documents-test-password',
      CONTENT_SEED_DIR: site.seedDir,
      SPA_INDEX: site.spaIndex,
      SITE_ORIGIN: 'https://portfolio.example',
    },
    output: (source, line) => output.push(`${source}: ${line}`),
  }).catch((err: Error) => {
    throw new Error(`${err.message}\n${output.slice(-40).join('\n')}`);
  });
});

afterAll(async () => {
  await topology?.stop();
  site?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const securityHeaders = (res: Response) => ({
  csp: res.headers.get('content-security-policy'),
  nosniff: res.headers.get('x-content-type-options'),
  frames: res.headers.get('x-frame-options'),
});

describe('the site documents behind the gateway', () => {
  it('sends the pages to the content service, with the SPA’s security headers once', async () => {
    for (const path of ['/', '/blog', '/blog/grid-layouts', '/games?lang=ar', '/blog/offline-first?lang=fr']) {
      const res = await fetch(url(path));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html, path).toContain('<div id="prerendered"');
      expect(html, path).toContain('/assets/index-test.js');
      expect(securityHeaders(res)).toEqual({
        csp: expect.stringContaining("script-src 'self'"),
        nosniff: 'nosniff',
        frames: 'DENY',
      });
      expect(res.headers.get('content-security-policy')).not.toContain(',');
      expect(res.headers.get('etag'), path).toBeTruthy();
    }
  });

  it('passes the not-found page and its 404 through', async () => {
    const res = await fetch(url('/blog/no-such-article'));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a conditional request for a page with 304', async () => {
    const first = await fetch(url('/blog/grid-layouts'));
    await first.arrayBuffer();
    const again = await fetch(url('/blog/grid-layouts'), { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('sends feeds, sitemaps and robots.txt to the content service, its 404 included', async () => {
    const robots = await fetch(url('/robots.txt'));
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Sitemap: https://portfolio.example/sitemap.xml');
    const feed = await fetch(url('/feeds/fr/rss.xml'));
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await feed.text()).toContain('<rss version="2.0"');
    expect((await fetch(url('/sitemaps/articles.xml'))).headers.get('content-type')).toBe(
      'application/xml; charset=utf-8',
    );
    const unknown = await fetch(url('/feeds/xx/atom.xml'));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Not found\n');
  });

  it('serves the blog’s static files from the SPA, not the renderer', async () => {
    const res = await fetch(url('/blog/covers/grid-layouts.svg'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toBe(cover);
  });

  it('refuses other methods on a document with the gateway’s 405', async () => {
    const res = await fetch(url('/blog'), { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('falls back to the plain SPA while the content service is down; files answer 502', async () => {
    await topology.stopService('content');
    try {
      for (const path of ['/', '/blog', '/blog/grid-layouts', '/games']) {
        const res = await fetch(url(path));
        expect(res.status, path).toBe(200);
        expect(await res.text()).toBe(plainSpa);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(securityHeaders(res)).toEqual({
          csp: expect.stringContaining("script-src 'self'"),
          nosniff: 'nosniff',
          frames: 'DENY',
        });
      }
      const robots = await fetch(url('/robots.txt'));
      expect(robots.status).toBe(502);
      expect(((await robots.json()) as { code: string }).code).toBe('service_unavailable');
    } finally {
      await topology.startService('content');
    }
  });

  it('falls back to the plain SPA when the renderer answers 503 (no index.html to write into)', async () => {
    rmSync(site.spaIndex);
    try {
      // The renderer keeps its last good copy: only a renderer that never read one answers 503, as after this restart.
      await topology.restartService('content');
      const res = await fetch(url('/blog'));
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(plainSpa);
    } finally {
      writeFileSync(site.spaIndex, spaIndexHtml);
    }
  });
});
