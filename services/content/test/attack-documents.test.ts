import { utimesSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathVariants, rawExchange, rawRequest } from '@portfolio/testing';
import { spaIndexHtml } from './documents-fixture.ts';
import { parsePage, siteOrigin, useDocumentsService } from './documents-service.ts';

/**
 * The content service attacked as a visitor can (issue 15's review): spellings of its paths, hostile queries and
 * headers, against the real service. Each answer is the contract's (a 400 with its error body on the API, the
 * not-found page or the plain page on documents), never a 5xx, and nothing of the request reaches the page.
 */
const service = useDocumentsService();

const arabic = encodeURIComponent('تخطيط-الشبكة');
const japanese = encodeURIComponent('グリッド');

/** A request written byte for byte (no client library normalises the path or the headers on the way). */
async function raw(method: string, target: string, headers: string[] = []) {
  const { hostname, port } = new URL(service.url('/'));
  const answer = await rawExchange({ host: hostname, port: Number(port) }, rawRequest(method, target, headers));
  expect(answer.status, `${method} ${target.slice(0, 80)}`).toBeDefined();
  return { ...answer, status: answer.status! };
}

const errorBody = (body: string) => JSON.parse(body) as { code: string; message: string };

describe('paths', () => {
  it('finds Arabic and Japanese slugs percent-encoded, on the page and in the API', async () => {
    for (const slug of [arabic, japanese]) {
      const page = await fetch(service.url(`/blog/${slug}`));
      expect(page.status, slug).toBe(200);
      expect(parsePage(await page.text()).link('canonical')).toBe(`${siteOrigin}/blog/${slug}`);
      expect((await fetch(service.url(`/api/content/articles/${slug}`))).status, slug).toBe(200);
    }
  });

  it('answers every other spelling of a page or an API path without a 5xx, a page only under its canonical', async () => {
    const spellings = [
      ...pathVariants('/blog'),
      ...pathVariants('/blog/grid-layouts'),
      ...pathVariants('/api/content/articles'),
      ...pathVariants('/feeds/en/rss.xml'),
      '/blog/%2e%2e/admin',
      '/blog/x%2Fy',
      '/blog/%E2%80%AEgrid-layouts',
      '/blog/a%00b',
      '/blog/a%0Ab',
      '/blog/%ff',
      `/blog/${'a'.repeat(121)}`,
      `/blog/${'a'.repeat(8200)}`,
      `/api/content/articles/${'a'.repeat(8200)}`,
      '/api/content/articles/a%00b',
      '/sitemaps/../x',
      '/sitemaps/%2e%2e',
      '/feeds/xx/rss.xml',
      '/feeds/EN/rss.xml',
      '/api/Content/articles',
    ];
    for (const target of spellings) {
      const res = await raw('GET', target);
      expect(res.status, target).toBeLessThan(500);
      // A letter written percent-encoded is the same slug once decoded: the same page, which names its address.
      if (res.status === 200)
        expect(parsePage(res.body).link('canonical'), target).toBe(`${siteOrigin}/blog/grid-layouts`);
      if (res.headers['content-type']?.startsWith('application/json')) {
        expect(errorBody(res.body).code, target).toMatch(/^[a-z_]+$/);
      }
    }
  });

  it('gives a malformed or over-long slug the contract 400 on the API and the not-found page on a page', async () => {
    for (const slug of ['a%00b', '%ff', 'A', 'a'.repeat(121), 'a'.repeat(8200)]) {
      const api = await raw('GET', `/api/content/articles/${slug}`);
      expect(api.status, slug).toBe(400);
      expect(errorBody(api.body).code).toBe('validation_failed');
      const page = await raw('GET', `/blog/${slug}`);
      expect(page.status, slug).toBe(404);
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers HEAD like GET without a body, and other methods with the contract’s error', async () => {
    const head = await raw('HEAD', '/blog');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    for (const [method, target] of [
      ['POST', '/blog'],
      ['OPTIONS', '/blog'],
      ['DELETE', '/blog/grid-layouts'],
      ['POST', '/api/content/articles'],
      ['PUT', '/feeds/en/rss.xml'],
    ] as const) {
      const res = await raw(method, target);
      expect([404, 405], `${method} ${target}`).toContain(res.status);
      expect(errorBody(res.body).code).toMatch(/^(not_found|method_not_allowed)$/);
    }
  });
});

describe('queries', () => {
  const q = (text: string) => `/api/content/articles?q=${encodeURIComponent(text)}`;

  it('takes 200 characters of any script, refuses 201, and reads FTS5 syntax, surrogates and overrides as text', async () => {
    for (const text of ['a', 'é', 'ع', '日', 'я'].map((c) => c.repeat(200))) {
      expect((await fetch(service.url(q(text)))).status, text.slice(0, 1)).toBe(200);
    }
    const tooLong = await fetch(service.url(q('a'.repeat(201))));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { code: string }).code).toBe('validation_failed');
    for (const target of [
      q('"a" OR b* NEAR(c d) NOT e ^f {g} col:h ('),
      q('"'),
      q('*'),
      q('\u202egrid'),
      '/api/content/articles?q=%ED%A0%80',
      '/api/content/articles?q=%',
      '/api/content/articles?q=%C0%80',
    ]) {
      expect((await raw('GET', target)).status, target).toBe(200);
    }
  });

  it('gives malformed, repeated or unknown parameters the contract 400, never a 5xx', async () => {
    for (const query of [
      'page=1e3',
      'page=-0',
      'page=501',
      'page=',
      'perPage=25',
      'lang=xx',
      'lang=',
      'lang=en&lang=fr',
      'tag=react&tag=css',
      'tag=Nope',
      'tag=no%20pe',
      `tag=${'a'.repeat(41)}`,
      'tag=no--pe',
      'tag=nope-',
      'tag=%C3%A9t%C3%A9',
      'q=a&q=b',
      'q[]=a',
      'unknown=1',
      `q=${encodeURIComponent('\u0000')}`,
    ]) {
      const res = await raw('GET', `/api/content/articles?${query}`);
      expect(res.status, query).toBe(400);
      expect(errorBody(res.body).code, query).toBe('validation_failed');
    }
  });

  it("answers a well-formed tag of nobody's with an empty list, not a 400", async () => {
    const res = await raw('GET', `/api/content/articles?tag=${'z9-'.repeat(13)}z`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ items: [], total: 0 });
  });

  it('reflects no query text into a page, and a page ignores what it does not read', async () => {
    for (const target of [
      '/blog?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/blog?lang=%22%3E%3Cscript%3E',
      '/blog?lang=en&lang=fr',
      '/blog?page=1e3&tag=%3Cx%3E',
      '/blog/grid-layouts?lang=%3Cscript%3E',
    ]) {
      const res = await fetch(service.url(target));
      expect(res.status, target).toBe(200);
      const html = await res.text();
      expect(html, target).not.toContain('<script>alert');
      expect(html, target).not.toContain('"><script>');
      expect(html, target).not.toContain('<x>');
    }
  });
});

describe('headers', () => {
  it('never takes the canonical address from Host, X-Forwarded-Host or X-Forwarded-Proto', async () => {
    const forged = ['Host: evil.example', 'X-Forwarded-Host: evil.example', 'X-Forwarded-Proto: http'];
    for (const target of ['/blog', '/blog/grid-layouts', '/blog/no-such-article', '/feeds/en/rss.xml', '/robots.txt']) {
      const { hostname, port } = new URL(service.url('/'));
      const request = `GET ${target} HTTP/1.1\r\n${forged.join('\r\n')}\r\nConnection: close\r\n\r\n`;
      const res = await rawExchange({ host: hostname, port: Number(port) }, request);
      expect(res.status, target).toBeLessThan(500);
      expect(res.body, target).not.toContain('evil.example');
      expect(res.body, target).not.toContain('http://portfolio.example');
    }
  });

  it('answers a huge or malformed If-None-Match in full, and only the same page and language with 304', async () => {
    for (const value of ['x'.repeat(8000), `${'"'.repeat(3000)}${','.repeat(3000)}`, 'W/', ',,,']) {
      expect((await raw('GET', '/blog', [`If-None-Match: ${value}`])).status).toBe(200);
    }
    const en = await fetch(service.url('/blog/offline-first'));
    const etag = en.headers.get('etag')!;
    for (const other of ['/blog/offline-first?lang=fr', '/blog?lang=fr', '/api/content/articles/offline-first']) {
      expect((await fetch(service.url(other), { headers: { 'if-none-match': etag } })).status, other).toBe(200);
    }
    const api = await fetch(service.url('/api/content/articles/offline-first'));
    const apiTag = api.headers.get('etag')!;
    const fr = await fetch(service.url('/api/content/articles/offline-first?lang=fr'), {
      headers: { 'if-none-match': apiTag },
    });
    expect(fr.status).toBe(200);
    expect(((await fr.json()) as { lang: string }).lang).toBe('fr');
  });

  it('answers If-None-Match: * with 304 only where the article exists, as RFC 9110 says', async () => {
    for (const target of ['/api/content/articles/no-such-article', '/api/content/articles/draft-article']) {
      const res = await fetch(service.url(target), { headers: { 'if-none-match': '*' } });
      expect(res.status, target).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('not_found');
    }
    const known = await fetch(service.url('/api/content/articles/grid-layouts'), { headers: { 'if-none-match': '*' } });
    expect(known.status).toBe(304);
    const page = await fetch(service.url('/blog/no-such-article'), { headers: { 'if-none-match': '*' } });
    expect(page.status).toBe(404);
  });

  it('ignores an If-Modified-Since that is not an HTTP date, as RFC 9110 says', async () => {
    for (const target of ['/blog', '/feeds/en/rss.xml', '/api/content/articles']) {
      for (const value of ['garbage', '3000', '2999-01-01', 'x 5000', '+275760-09-13T00:00:00.000Z']) {
        const res = await raw('GET', target, [`If-Modified-Since: ${value}`]);
        expect(res.status, `${target} ${value}`).toBe(200);
      }
      const future = new Date(Date.now() + 86_400_000).toUTCString();
      expect((await raw('GET', target, [`If-Modified-Since: ${future}`])).status, target).toBe(304);
    }
  });
});

describe('a new build of the SPA', () => {
  it('moves the pages’ Last-Modified, so that a client revalidating by date alone gets the new build', async () => {
    const before = await fetch(service.url('/games'));
    await before.arrayBuffer();
    const lastModified = before.headers.get('last-modified')!;
    writeFileSync(service.site.spaIndex, spaIndexHtml.replace('index-test.js', 'index-rebuilt.js'));
    // The build is written a little after the page was last answered (HTTP dates count whole seconds).
    const builtAt = new Date(Date.parse(lastModified) + 5000);
    utimesSync(service.site.spaIndex, builtAt, builtAt);
    // Past the SPA index's recheck interval (spa-index.ts).
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const after = await fetch(service.url('/games'), { headers: { 'if-modified-since': lastModified } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('/assets/index-rebuilt.js');
  });
});
