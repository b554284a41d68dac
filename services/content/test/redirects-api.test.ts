import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, ErrorBody, Redirect, RedirectList } from '@portfolio/contracts';
import { rawExchange } from '@portfolio/testing';
import { draftWith, startEditorial, type RunningEditorial } from './editorial-service.ts';

const redirects = '/api/admin/content/redirects';

describe('redirects through the content service', () => {
  let service: RunningEditorial;
  beforeAll(async () => {
    service = await startEditorial({ seeded: true });
  });
  afterAll(() => service.stop());

  const add = (body: object) => service.expectStatus<Redirect>(201, 'POST', redirects, body);
  const refused = async (status: number, method: string, path: string, body: object) => {
    const res = await service.call(method, path, body);
    expect(res.status).toBe(status);
    return (await res.json()) as ErrorBody;
  };
  const hitsOf = async (id: string) =>
    (await service.expectStatus<RedirectList>(200, 'GET', redirects)).redirects.find((r) => r.id === id)?.hits;

  it('takes a page address (an article slug) before its page, and lets it go when removed', async () => {
    const page = await add({ source: '/games', kind: 'temporary', target: '/blog' });
    expect((await service.get('/games')).status).toBe(302);
    await service.expectStatus(204, 'DELETE', `${redirects}/${page.id}`);
    expect((await service.get('/games')).status).toBe(200);
  });

  it('answers 301, 302 and 410, carries a prefix rest and the query, and counts every hit', async () => {
    const moved = await add({ source: '/old-page', kind: 'permanent', target: '/blog' });
    const temporary = await add({ source: '/promo', kind: 'temporary', target: '/games?lang=fr' });
    const prefix = await add({ source: '/archive/*', kind: 'permanent', target: '/blog/*' });
    const gone = await add({ source: '/removed', kind: 'gone' });
    const first = await service.get('/old-page?lang=de');
    expect([first.status, first.headers.get('location')]).toEqual([301, '/blog?lang=de']);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const promo = await service.get('/promo?x=1');
    expect([promo.status, promo.headers.get('location')]).toEqual([302, '/games?lang=fr']);
    const deep = await service.get('/archive/2024/some-post');
    expect([deep.status, deep.headers.get('location')]).toEqual([301, '/blog/2024/some-post']);
    const base = await service.get('/archive');
    expect([base.status, base.headers.get('location')]).toEqual([301, '/blog']);
    const removed = await service.get('/removed');
    expect([removed.status, removed.headers.get('location')]).toEqual([410, null]);
    await Promise.all(Array.from({ length: 25 }, () => service.get('/old-page')));
    const head = await fetch(`${service.url}/old-page`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(301);
    expect(await hitsOf(moved.id)).toBe(27);
    expect([await hitsOf(temporary.id), await hitsOf(prefix.id), await hitsOf(gone.id)]).toEqual([1, 2, 1]);
  });

  it('never redirects another spelling of a source: case, encoded letters, empty or dot segments, long paths', async () => {
    await add({ source: '/spelled', kind: 'permanent', target: '/blog' });
    const { hostname, port } = new URL(service.url);
    const paths = ['/SPELLED', '/%73pelled', '/%2fspelled', '//spelled', '/./spelled', '/spelled/', '/x/../spelled'];
    for (const path of [...paths, `/${'s'.repeat(5000)}`, `/spelled/${'a/'.repeat(2000)}x`]) {
      const request = `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`;
      const answer = await rawExchange({ host: hostname, port: Number(port) }, request);
      expect(answer.status, path).toBe(404);
    }
    expect((await service.get('/api/content/spelled')).status).toBe(404);
  });

  it('refuses bad patterns and other sites with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ source: '/api/x', kind: 'permanent', target: '/' }, 'source'],
      [{ source: '/ADMIN/x', kind: 'permanent', target: '/' }, 'source'],
      [{ source: '/assets/app.js', kind: 'gone' }, 'source'],
      [{ source: '/a//b', kind: 'permanent', target: '/' }, 'source'],
      [{ source: '/a/%2e%2e', kind: 'permanent', target: '/' }, 'source'],
      [{ source: '/a?b=1', kind: 'permanent', target: '/' }, 'source'],
      [{ source: `/${'a'.repeat(600)}`, kind: 'permanent', target: '/' }, 'source'],
      [{ source: '/to-evil', kind: 'permanent', target: 'https://evil.example/' }, 'target'],
      [{ source: '/to-evil', kind: 'permanent', target: '//evil.example/' }, 'target'],
      [{ source: '/to-evil', kind: 'permanent', target: '/\\evil.example' }, 'target'],
      [{ source: '/split', kind: 'permanent', target: '/a\r\nSet-Cookie: x=1' }, 'target'],
      [{ source: '/no-target', kind: 'temporary' }, 'target'],
      [{ source: '/gone-with', kind: 'gone', target: '/blog' }, 'target'],
      [{ source: '/half/*', kind: 'permanent', target: '/whole' }, 'target'],
    ];
    for (const [body, field] of cases) {
      const error = await refused(400, 'POST', redirects, body);
      expect(
        error.details?.map((d) => d.path),
        JSON.stringify(body),
      ).toContain(`body.${field}`);
    }
    const external = await add({
      source: '/elsewhere',
      kind: 'permanent',
      target: 'https://other.example/page',
      allowExternal: true,
    });
    expect((await service.get('/elsewhere')).headers.get('location')).toBe('https://other.example/page');
    const list = await service.expectStatus<RedirectList>(200, 'GET', redirects);
    expect(list.redirects.map((r) => r.source)).not.toContain('/to-evil');
    expect(list.redirects.find((r) => r.id === external.id)?.allowExternal).toBe(true);
  });

  it('refuses loops, chains and a taken source with a 409 naming the field, and an update likewise', async () => {
    await add({ source: '/chain-a', kind: 'permanent', target: '/chain-b' });
    const cases: [object, string][] = [
      [{ source: '/loop', kind: 'permanent', target: '/loop?x=1' }, 'target'],
      [{ source: '/loop/*', kind: 'permanent', target: '/loop/deeper/*' }, 'target'],
      [{ source: '/chain-b', kind: 'permanent', target: '/blog' }, 'source'],
      [{ source: '/chain-c', kind: 'permanent', target: '/chain-a' }, 'target'],
      [{ source: '/chain-d', kind: 'permanent', target: '/chain-a/*'.replace('/*', '') }, 'target'],
      [{ source: '/chain-a', kind: 'gone' }, 'source'],
    ];
    for (const [body, field] of cases) {
      const error = await refused(409, 'POST', redirects, body);
      expect(
        error.details?.map((d) => d.path),
        JSON.stringify(body),
      ).toEqual([`body.${field}`]);
    }
    const other = await add({ source: '/chain-e', kind: 'permanent', target: '/blog' });
    await refused(409, 'PUT', `${redirects}/${other.id}`, {
      source: '/chain-e',
      kind: 'permanent',
      target: '/chain-a',
    });
    const updated = await service.expectStatus<Redirect>(200, 'PUT', `${redirects}/${other.id}`, {
      source: '/chain-e',
      kind: 'temporary',
      target: '/games',
    });
    expect([updated.kind, updated.target, updated.createdAt]).toEqual(['temporary', '/games', other.createdAt]);
    await refused(404, 'PUT', `${redirects}/nope`, { source: '/x', kind: 'gone' });
    await refused(404, 'DELETE', `${redirects}/nope`, {});
  });

  it("lists the editor's former slugs read-only, and refuses a chain into one", async () => {
    const article = await service.create('Renamed');
    const first = await service.act(await service.saved(article, draftWith([{ slug: 'before-name' }])), 'publish');
    const published = (await first.json()) as AdminArticle;
    await service.act(await service.saved(published, draftWith([{ slug: 'after-name' }])), 'publish');
    const list = await service.expectStatus<RedirectList>(200, 'GET', redirects);
    expect(list.editor).toContainEqual({
      source: '/blog/before-name',
      target: '/blog/after-name',
      articleId: article.id,
      lang: 'en',
      origin: 'editor',
    });
    const error = await refused(409, 'POST', redirects, {
      source: '/to-old',
      kind: 'permanent',
      target: '/blog/before-name',
    });
    expect(error.details?.[0]?.path).toBe('body.target');
  });
});
