import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsSite, spaIndexHtml, type DocumentsSite } from '../../content/test/documents-fixture.ts';
import { runStandalone, type Standalone } from './run-standalone.ts';

const cover = '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"><title>cover</title></svg>';

/**
 * The single-machine process with the documents fixture's articles and a built SPA of its own (an index.html and
 * a blog cover under public/blog/covers as the web build copies them): the dispatcher sends the site documents to
 * the content service in-process, and the plain SPA answers a page the service cannot.
 */
function useSite(env: (site: DocumentsSite) => Record<string, string>) {
  let site: DocumentsSite;
  let app: Standalone | undefined;
  beforeAll(async () => {
    site = documentsSite();
    const webDist = join(site.dir, 'dist');
    mkdirSync(join(webDist, 'blog', 'covers'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), spaIndexHtml);
    writeFileSync(join(webDist, 'blog', 'covers', 'grid-layouts.svg'), cover);
    app = await runStandalone({
      DATA_DIR: site.dataDir,
      WEB_DIST: webDist,
      CONTENT_SEED_DIR: site.seedDir,
      SITE_ORIGIN: 'https://portfolio.example',
      ADMIN_EMAIL: 'documents@example.com',
      ADMIN_PASSWORD: 'a-documents-test-password',
      ...env(site),
    });
  });
  afterAll(async () => {
    await app?.stop();
    site?.remove();
  });
  return { url: (path: string) => `${app!.url}${path}` };
}

describe('site documents in the single-machine process', () => {
  // Without SPA_INDEX: the process hands the content service its own WEB_DIST's index.html.
  const standalone = useSite(() => ({}));

  it('sends the pages to the content service, which writes them into the SPA', async () => {
    for (const path of ['/', '/blog', '/blog/grid-layouts', '/games?lang=ar']) {
      const res = await fetch(standalone.url(path));
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<div id="prerendered"');
      expect(html, path).toContain('<link rel="canonical" href="https://portfolio.example/');
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('etag'), path).toBeTruthy();
    }
  });

  it('answers an unknown article with the not-found page and a 404', async () => {
    const res = await fetch(standalone.url('/blog/no-such-article'));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
  });

  it('sends feeds, sitemaps and robots.txt to the content service, without fallback', async () => {
    const robots = await fetch(standalone.url('/robots.txt'));
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Sitemap: https://portfolio.example/sitemap.xml');
    expect((await fetch(standalone.url('/feeds/en/atom.xml'))).headers.get('content-type')).toBe(
      'application/atom+xml; charset=utf-8',
    );
    const unknown = await fetch(standalone.url('/feeds/xx/rss.xml'));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<div id="root">');
  });

  it('serves the blog’s static files from the SPA, and refuses other methods on a page', async () => {
    const svg = await fetch(standalone.url('/blog/covers/grid-layouts.svg'));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toBe(cover);
    const post = await fetch(standalone.url('/blog'), { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD and a conditional request', async () => {
    const head = await fetch(standalone.url('/blog/grid-layouts'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    const again = await fetch(standalone.url('/blog/grid-layouts'), {
      headers: { 'if-none-match': head.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});

describe('pages when the content service cannot write them', () => {
  const standalone = useSite(() => ({ SPA_INDEX: '/nonexistent/index.html' }));

  it('falls back to the plain SPA with a 200, never the service’s 503', async () => {
    for (const path of ['/', '/blog', '/blog/grid-layouts', '/blog/no-such-article']) {
      const res = await fetch(standalone.url(path));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('retry-after')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const html = await res.text();
      expect(html).toBe(spaIndexHtml);
      expect(html).not.toContain('prerendered');
    }
    const head = await fetch(standalone.url('/blog'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    // Files have no fallback: the service answers them as ever.
    expect((await fetch(standalone.url('/robots.txt'))).status).toBe(200);
  });
});
