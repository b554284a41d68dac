import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoleHeader, gatewayTokenHeader } from '@portfolio/contracts';
import { roleOf, tagRole, trustedProxies } from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';

const request = (remoteAddress: string, headers: IncomingHttpHeaders = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('roleOf', () => {
  const secret = 'gateway-secret-for-the-identity-test';
  const gateway = trustedProxies(['172.18.0.0/16'], secret);
  const fromGateway = (headers: IncomingHttpHeaders) =>
    request('172.18.0.5', { [gatewayTokenHeader]: secret, ...headers });

  it('is visitor when nothing says otherwise', () => {
    expect(roleOf(request('172.18.0.5', { [gatewayTokenHeader]: secret }), gateway)).toBe('visitor');
  });

  it("counts x-auth-role: admin only on a request carrying the gateway's secret, from any address", () => {
    expect(roleOf(fromGateway({ [authRoleHeader]: 'admin' }), gateway)).toBe('admin');
    const elsewhere = request('203.0.113.9', { [gatewayTokenHeader]: secret, [authRoleHeader]: 'admin' });
    expect(roleOf(elsewhere, gateway)).toBe('admin');
  });

  it('never counts it by address, not even from a trusted proxy or loopback', () => {
    expect(roleOf(request('172.18.0.5', { [authRoleHeader]: 'admin' }), gateway)).toBe('visitor');
    expect(roleOf(request('::ffff:172.18.0.5', { [authRoleHeader]: 'admin' }), gateway)).toBe('visitor');
    expect(roleOf(request('127.0.0.1', { [authRoleHeader]: 'admin' }), trustedProxies(['127.0.0.1']))).toBe('visitor');
    for (const token of ['', secret.slice(1), `${secret}x`, secret.toUpperCase()]) {
      const forged = request('172.18.0.5', { [gatewayTokenHeader]: token, [authRoleHeader]: 'admin' });
      expect(roleOf(forged, gateway), token).toBe('visitor');
    }
  });

  it('reads nothing but the exact value admin', () => {
    for (const value of ['Admin', 'admin ', 'true', 'administrator', '']) {
      expect(roleOf(fromGateway({ [authRoleHeader]: value }), gateway), value).toBe('visitor');
    }
  });

  it('lets the in-process tag win over any header', () => {
    const tagged = fromGateway({ [authRoleHeader]: 'admin' });
    tagRole(tagged, 'visitor');
    expect(roleOf(tagged, gateway)).toBe('visitor');

    const fromAnywhere = request('203.0.113.9');
    tagRole(fromAnywhere, 'admin');
    expect(roleOf(fromAnywhere, gateway)).toBe('admin');
  });
});

describe('roleOf over real HTTP', () => {
  let app: KitApp;
  beforeAll(async () => {
    app = await startKitApp((router) => {
      router.get('/api/who', (ctx) => {
        ctx.body = { role: roleOf(ctx.req, trustedProxies([])) };
      });
    });
  });
  afterAll(() => app.close());

  it('ignores a role header a client sends itself', async () => {
    const res = await fetch(`${app.url}/api/who`, { headers: { [authRoleHeader]: 'admin' } });
    expect(await res.json()).toEqual({ role: 'visitor' });
  });
});
