import { beforeAll, expect, it } from 'vitest';
import type { Redirect, RedirectList } from '@portfolio/contracts';
import { rawExchange } from '@portfolio/testing';
import { adminCookie } from './front-sign-in.ts';

const redirects = '/api/admin/content/redirects';

/**
 * Redirects and robots.txt through a front (nginx: gateway/test/redirects.test.ts; the single-machine dispatcher:
 * services/standalone/test/redirects.test.ts), with the same answers through both: a redirect saved in the admin
 * answers at once (no restart, no reload), every hit is counted, a path without one is the SPA's as before, no
 * other spelling of a source is redirected, and robots.txt is the text saved.
 */
export function itAnswersRedirects(frontUrl: () => string, admin: { email: string; password: string }) {
  let cookie = '';
  const url = (path: string) => new URL(path, frontUrl()).href;
  const call = (method: string, path: string, body?: unknown) =>
    fetch(url(path), {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const add = async (body: object) => {
    const res = await call('POST', redirects, body);
    expect(res.status, JSON.stringify(body)).toBe(201);
    return (await res.json()) as Redirect;
  };
  const hitsOf = async (id: string) =>
    ((await (await call('GET', redirects)).json()) as RedirectList).redirects.find((r) => r.id === id)?.hits;
  const visit = (path: string, method = 'GET') => fetch(url(path), { method, redirect: 'manual' });
  // nginx answers from a map it reloads on each change, and counts hits from its logs: both within a few seconds.
  const soon = { timeout: 15_000, interval: 100 };
  const locationOf = async (path: string) => (await visit(path)).headers.get('location');
  /** A request written byte for byte: no client resolves its dot segments or merges its slashes. */
  async function raw(target: string) {
    const { hostname, port } = new URL(frontUrl());
    const request = `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
    const answer = await rawExchange({ host: hostname, port: Number(port) }, request);
    return { ...answer, status: answer.status ?? 0 };
  }

  beforeAll(async () => {
    cookie = await adminCookie(url, admin);
  });

  it('answers a saved redirect at once, counts each hit, and lets a path go back to the SPA when removed', async () => {
    const spa = await visit('/front-old');
    expect([spa.status, spa.headers.get('content-type')?.startsWith('text/html')]).toEqual([200, true]);
    const prefix = await add({ source: '/front-archive/*', kind: 'temporary', target: '/front-new/*' });
    const gone = await add({ source: '/front-gone', kind: 'gone' });
    const page = await add({ source: '/games', kind: 'temporary', target: '/blog?lang=fr' });
    const moved = await add({ source: '/front-old', kind: 'permanent', target: '/blog' });

    // The last one added: once it is answered, so are the others.
    await expect.poll(() => locationOf('/front-old?lang=de'), soon).toBe('/blog?lang=de');
    const first = await visit('/front-old?lang=de');
    expect([first.status, first.headers.get('location')]).toEqual([301, '/blog?lang=de']);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const deep = await visit('/front-archive/grid-layouts');
    expect([deep.status, deep.headers.get('location')]).toEqual([302, '/front-new/grid-layouts']);
    // A person sees the site's not-found page (the SPA's index.html), a crawler the 410.
    const gonePage = await visit('/front-gone');
    expect([gonePage.status, gonePage.headers.get('content-type')?.startsWith('text/html')]).toEqual([410, true]);
    expect(await gonePage.text()).toContain('<div id="root">');
    const goneArticle = await add({ source: '/blog/front-gone-article', kind: 'gone' });
    await expect.poll(async () => (await visit('/blog/front-gone-article')).status, soon).toBe(410);
    const goneArticlePage = await visit('/blog/front-gone-article');
    expect([goneArticlePage.status, (await goneArticlePage.text()).includes('<div id="root">')]).toEqual([410, true]);
    expect((await call('DELETE', `${redirects}/${goneArticle.id}`)).status).toBe(204);
    expect((await visit('/games')).headers.get('location')).toBe('/blog?lang=fr');
    await Promise.all(Array.from({ length: 30 }, () => visit('/front-old')));
    expect((await visit('/front-old', 'HEAD')).status).toBe(301);
    await expect.poll(() => hitsOf(moved.id), soon).toBe(33);
    expect([await hitsOf(prefix.id), await hitsOf(gone.id), await hitsOf(page.id)]).toEqual([1, 1, 1]);

    const edited = await call('PUT', `${redirects}/${moved.id}`, {
      source: '/front-old',
      kind: 'temporary',
      target: '/games',
    });
    expect(edited.status).toBe(409);
    expect((await call('DELETE', `${redirects}/${page.id}`)).status).toBe(204);
    expect(
      (await call('PUT', `${redirects}/${moved.id}`, { source: '/front-old', kind: 'temporary', target: '/games' }))
        .status,
    ).toBe(200);
    await expect.poll(() => locationOf('/front-old'), soon).toBe('/games');
    await expect.poll(async () => (await visit('/games')).status, soon).toBe(200);
    const games = await visit('/games');
    expect([games.status, games.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect((await call('DELETE', `${redirects}/${moved.id}`)).status).toBe(204);
    await expect.poll(async () => (await visit('/front-old')).status, soon).toBe(200);
    const again = await visit('/front-old');
    expect([again.status, again.headers.get('location')]).toEqual([200, null]);
  });

  it('redirects no other spelling of a source, never answers 5xx, and refuses other methods', async () => {
    await add({ source: '/front-spelled', kind: 'permanent', target: '/blog' });
    await expect.poll(() => locationOf('/front-spelled'), soon).toBe('/blog');
    const spellings = [
      '/FRONT-SPELLED',
      '/%66ront-spelled',
      '/front%2Dspelled',
      '//front-spelled',
      '/./front-spelled',
      '/x/../front-spelled',
      '/front-spelled/',
      '/front-spelled%2F',
      `/front-spelled/${'a'.repeat(3000)}`,
      '/front-spelled;x',
    ];
    for (const target of spellings) {
      const answer = await raw(target);
      expect(answer.status, target).toBeLessThan(500);
      expect(answer.headers.location, target).toBeUndefined();
    }
    expect((await raw('/front-spelled')).headers.location).toBe('/blog');
    const post = await fetch(url('/front-spelled'), { method: 'POST', redirect: 'manual' });
    expect([post.status, post.headers.get('location')]).toEqual([405, null]);
  });

  it('serves robots.txt as saved, and the generated one again when emptied', async () => {
    const text = 'User-agent: *\nDisallow: /front-private\n';
    expect((await call('PUT', '/api/admin/content/robots', { text })).status).toBe(200);
    const served = await visit('/robots.txt');
    expect([served.status, await served.text()]).toEqual([200, text]);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await call('PUT', '/api/admin/content/robots', { text: '' })).status).toBe(200);
    expect(await (await visit('/robots.txt')).text()).toContain('Sitemap: https://portfolio.example/sitemap.xml');
  });
}
