import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gatewayTokenHeader } from '@portfolio/contracts';
import { announceSkip, outwardIpv4, testGatewaySecret } from '@portfolio/testing';
import { createLifecycle, evaluateReadiness, type ReadinessCheck } from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';
import { rawRequest } from './support/raw-http.ts';

/** A readiness bound of 1 s plus room for a loaded two-core machine; a hung check must not hold the probe. */
const probeBudgetMs = 1_500;
const never = () => new Promise<never>(() => {});

describe('health routes', () => {
  const lifecycle = createLifecycle();
  let app: KitApp;
  beforeAll(async () => {
    app = await startKitApp(() => {}, { lifecycle });
  });
  afterEach(() => {
    lifecycle.checks = [];
    lifecycle.shuttingDown = false;
  });
  afterAll(() => app.close());

  const readyz = async () => {
    const started = performance.now();
    const res = await rawRequest(`${app.url}/readyz`);
    return { res, body: res.json(), ms: performance.now() - started };
  };
  const checkOf = (name: string, check: ReadinessCheck['check']): ReadinessCheck => ({ name, check });

  it('answers /healthz with 200 even when a dependency is down', async () => {
    lifecycle.checks = [checkOf('db', async () => false)];
    const res = await rawRequest(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 when every check passes, with what the checks report', async () => {
    lifecycle.checks = [checkOf('db', async () => true), checkOf('queue', async () => ({ depth: 3 }))];
    const { res, body } = await readyz();
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: 'ready', checks: { db: { ok: true }, queue: { ok: true, depth: 3 } } });
  });

  it('answers /readyz with 200 when there is nothing to check', async () => {
    expect((await readyz()).res.status).toBe(200);
  });

  it('answers 503 when a check fails', async () => {
    lifecycle.checks = [checkOf('db', async () => true), checkOf('redis', async () => false)];
    const { res, body } = await readyz();
    expect(res.status).toBe(503);
    expect(body).toEqual({ status: 'not-ready', checks: { db: { ok: true }, redis: { ok: false } } });
  });

  it('answers 503 when a check throws, without the error text', async () => {
    lifecycle.checks = [
      checkOf('rejects', async () => {
        throw new Error('ECONNREFUSED secret-host:6379');
      }),
      checkOf('throws', () => {
        throw new Error('sync failure');
      }),
    ];
    const { res, body } = await readyz();
    expect(res.status).toBe(503);
    expect(body).toEqual({ status: 'not-ready', checks: { rejects: { ok: false }, throws: { ok: false } } });
    expect(res.text).not.toContain('ECONNREFUSED');
  });

  it('answers 503 within the bound when checks hang, running them side by side', async () => {
    lifecycle.checks = [checkOf('hung-db', never), checkOf('hung-redis', never), checkOf('fine', async () => true)];
    const { res, body, ms } = await readyz();
    expect(res.status).toBe(503);
    expect(body).toMatchObject({ status: 'not-ready', checks: { 'hung-db': { ok: false }, fine: { ok: true } } });
    expect(ms).toBeLessThan(probeBudgetMs);
  });

  it('answers 503 shutting-down once shutdown has begun, even with healthy checks', async () => {
    lifecycle.checks = [checkOf('db', async () => true)];
    lifecycle.shuttingDown = true;
    const { res, body } = await readyz();
    expect(res.status).toBe(503);
    expect(body).toMatchObject({ status: 'shutting-down' });
  });

  it('answers both with the security headers, never cached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await rawRequest(`${app.url}${path}`);
      expect(res.headers['content-security-policy'], path).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['strict-transport-security'], path).toContain('max-age=');
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('gives the checks to a direct loopback caller only: a relayed one gets the status alone', async () => {
    lifecycle.checks = [checkOf('db', async () => true), checkOf('queue', async () => ({ depth: 3 }))];
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await rawRequest(`${app.url}/readyz`, { headers: { [header]: '203.0.113.9' } });
      expect(res.status, header).toBe(200);
      expect(res.json(), header).toEqual({ status: 'ready' });
    }
    lifecycle.checks = [checkOf('redis', async () => false)];
    const down = await rawRequest(`${app.url}/readyz`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(down.status).toBe(503);
    expect(down.json()).toEqual({ status: 'not-ready' });
  });

  // A caller on another address: this machine's own outward address, when it has one.
  const outward = outwardIpv4();
  if (!outward) announceSkip('health routes', 'no non-loopback IPv4 address to call /readyz from');
  it.skipIf(!outward)(
    'gives a caller from another address the status alone, the checks when it proves itself one of our services',
    async () => {
      lifecycle.checks = [checkOf('queue', async () => ({ depth: 3 }))];
      // The same lifecycle behind an app that knows the gateway secret, as every service of a deployment does.
      const withSecret = await startKitApp(() => {}, { lifecycle, gatewaySecret: testGatewaySecret });
      const server = createServer(withSecret.handler);
      await new Promise<void>((resolve) => server.listen(0, outward, resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const url = `http://${outward}:${port}/readyz`;
        expect((await rawRequest(url)).json()).toEqual({ status: 'ready' });
        const wrong = { [gatewayTokenHeader]: `${testGatewaySecret}x` };
        expect((await rawRequest(url, { headers: wrong })).json()).toEqual({ status: 'ready' });
        const service = { [gatewayTokenHeader]: testGatewaySecret };
        expect((await rawRequest(url, { headers: service })).json()).toEqual({
          status: 'ready',
          checks: { queue: { ok: true, depth: 3 } },
        });
        // Relayed by a proxy (nginx adds the secret to what it forwards): the status alone.
        const relayed = { ...service, 'x-forwarded-for': '203.0.113.9' };
        expect((await rawRequest(url, { headers: relayed })).json()).toEqual({ status: 'ready' });
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await withSecret.close();
      }
    },
  );

  it('serves HEAD probes and leaves other methods to the app', async () => {
    expect((await rawRequest(`${app.url}/healthz`, { method: 'HEAD' })).status).toBe(200);
    expect((await rawRequest(`${app.url}/healthz`, { method: 'POST' })).status).toBe(404);
  });
});

describe('evaluateReadiness', () => {
  it('reports each check by name', async () => {
    const readiness = await evaluateReadiness(
      createLifecycle([
        { name: 'a', check: async () => true },
        { name: 'b', check: async () => false },
      ]),
    );
    expect(readiness).toEqual({ ready: false, status: 'not-ready', checks: { a: { ok: true }, b: { ok: false } } });
  });
});
