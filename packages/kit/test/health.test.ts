import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
