import { describe, expect, it } from 'vitest';
import { errorBody, loginPath, routeTable } from '@portfolio/contracts';
import { pathVariants, rawExchange, rawRequest } from '@portfolio/testing';
import { useGatewayTopology } from './support/topology.ts';

/**
 * nginx picks a location on the decoded, dot-resolved path and forwards the raw one: a spelling that lands in a
 * less guarded location than the path the service reads would skip that path's checks (the admin guard, the
 * sign-in limit). Every such spelling is refused with the contract's 400 before any location runs its checks.
 */
describe('non-canonical API paths through the gateway', () => {
  const gateway = useGatewayTopology();
  const target = () => {
    const { hostname, port } = new URL(gateway.topology.url);
    return { host: hostname, port: Number(port) };
  };
  const send = (method: string, path: string) => rawExchange(target(), rawRequest(method, path));

  const variants = [...routeTable.map((route) => route.prefix), loginPath].flatMap((prefix) =>
    pathVariants(prefix).map((variant) => [prefix, variant] as const),
  );

  it.each(variants)('%s spelled %s is refused with 400 before any handler', async (_prefix, variant) => {
    for (const method of ['GET', 'POST']) {
      const answer = await send(method, variant);
      expect(answer.status, `${method} ${variant}: ${answer.raw.slice(0, 200)}`).toBe(400);
      expect(errorBody.parse(JSON.parse(answer.body)).code).toBe('bad_request');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('does not let the logs admin handler be reached through the public location', async () => {
    const answer = await send('GET', '/api/admin/logs/..%2F..%2Flogs');
    expect(answer.status).toBe(400);
  });

  it('refuses a backslash, raw or encoded, which a server may read as a separator', async () => {
    for (const path of ['/api/admin\\logs', '/api/admin%5Clogs', '/api/admin%5clogs', '/api%2fadmin/logs']) {
      expect((await send('GET', path)).status, path).toBe(400);
    }
  });

  it('does not let a variant of the sign-in path skip its rate limit', async () => {
    for (const path of ['/api/admin/login/', '/api/admin/Login', '/api/admin//login', '/api/Admin/login']) {
      expect((await send('POST', path)).status, path).toBe(400);
    }
  });

  it('still serves canonical paths and the SPA', async () => {
    expect((await send('GET', '/api/admin/session')).status).toBe(200);
    // The query is not the path: encoded separators there are data.
    expect((await send('GET', '/api/admin/session?next=%2Fadmin%2F..%2Flogs/')).status).toBe(200);
    expect((await send('GET', '/api/admin/logs')).status).toBe(401);
    expect((await send('GET', '/admin/./dashboard')).status).toBe(200);
  });
});
