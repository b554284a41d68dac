import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rawExchange } from '@portfolio/testing';
import { adminCookie } from '../../services/content/test/front-sign-in.ts';
import { itAnswersRedirects } from '../../services/content/test/front-redirects.ts';
import { useContentGateway } from './support/content-site.ts';
import { admin } from './support/topology.ts';

/** Redirects and robots.txt through nginx, in the local gateway topology (nginx + each service as its process). */
const gateway = useContentGateway();

describe('redirects through nginx', () => {
  itAnswersRedirects(() => gateway.topology.url, admin);

  it('answers them from its map, reloaded without a restart, and no administrator text becomes configuration', async () => {
    const url = (path: string) => new URL(path, gateway.topology.url).href;
    const cookie = await adminCookie(url, admin);
    const add = async (body: object) => {
      const res = await fetch(url('/api/admin/content/redirects'), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(201);
    };
    /** The request line written byte for byte: no client resolves its dot segments. */
    const locationOf = async (path: string) => {
      const { hostname, port } = new URL(gateway.topology.url);
      const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
      return (await rawExchange({ host: hostname, port: Number(port) }, request)).headers.location ?? null;
    };
    const nginx = gateway.topology.processIds().nginx;
    // Every character nginx would read as syntax, a variable or a pattern, in a source and in targets.
    const hostile = [
      { source: "/map-$host(a)+.;'=x", kind: 'permanent', target: '/blog?q=";return=200;${host}$request_uri{}' },
      { source: '/map-ext', kind: 'temporary', target: 'https://example.com/a"b$c{d};e', allowExternal: true },
      { source: '/map-pre(x)/*', kind: 'temporary', target: '/map-dest$1/*' },
    ];
    for (const body of hostile) await add(body);
    const soon = { timeout: 15_000, interval: 100 };
    await expect.poll(() => locationOf('/map-pre(x)/a/b?k=v'), soon).toBe('/map-dest$1/a/b?k=v');
    expect(await locationOf("/map-$host(a)+.;'=x")).toBe('/blog?q=";return=200;${host}$request_uri{}');
    expect(await locationOf('/map-ext?x=1')).toBe('https://example.com/a"b$c{d};e?x=1');
    // The source's characters are themselves, not a pattern's: no other path is taken.
    for (const other of [
      "/map-$host(a)a.;'=x",
      "/map-$host(a)+x;'=x",
      '/map-pre(x)/%2e/a',
      '/map-prex/a',
      '/map-pre(x)//a',
      '/map-pre(x)/./a',
    ]) {
      expect(await locationOf(other), other).toBeNull();
    }
    // Reloaded, not restarted: the same master, with the map the content service wrote.
    expect(gateway.topology.processIds().nginx).toBe(nginx);
    expect(readFileSync(`/proc/${nginx}/cmdline`, 'utf8')).toContain('nginx');
  });
});
