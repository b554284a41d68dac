import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spaIndexHtml } from '../../services/content/test/documents-fixture.ts';
import { plainSpa, useContentGateway } from './support/content-site.ts';

const cover = '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"><title>cover</title></svg>';

/** The content service's pages behind nginx, over a test build with a blog cover under /blog/covers as the web build copies it. */
const gateway = useContentGateway((webDist) => {
  mkdirSync(join(webDist, 'blog', 'covers'), { recursive: true });
  writeFileSync(join(webDist, 'blog', 'covers', 'grid-layouts.svg'), cover);
});
const url = gateway.url;

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
    await gateway.topology.stopService('content');
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
      await gateway.topology.startService('content');
    }
  });

  it('falls back to the plain SPA when the renderer answers 503 (no index.html to write into)', async () => {
    rmSync(gateway.site.spaIndex);
    try {
      // The renderer keeps its last good copy: only a renderer that never read one answers 503, as after this restart.
      await gateway.topology.restartService('content');
      const res = await fetch(url('/blog'));
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(plainSpa);
    } finally {
      writeFileSync(gateway.site.spaIndex, spaIndexHtml);
    }
  });
});
