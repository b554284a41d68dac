import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceSkip, outwardIpv4, parsePromText, promValue } from '@portfolio/testing';
import { runStandalone, type Standalone } from './run-standalone.ts';

const outward = outwardIpv4();

describe('single-machine process: health and readiness answers', () => {
  let app: Standalone;
  let dataDir: string;
  let port: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'standalone-health-'));
    // Every address, so that the same process can be called from loopback and from the outward address.
    app = await runStandalone({ DATA_DIR: dataDir, HOST: '0.0.0.0', ADMIN_PASSWORD: 'a-long-test-password' });
    port = new URL(app.url).port;
  });
  afterAll(async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('carries the security headers like every other answer, and is never cached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it("gives each service's checks to a direct loopback caller only", async () => {
    const direct = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await direct.json()).toMatchObject({ status: 'ready', services: { auth: { status: 'ready' } } });

    // Relayed by a proxy on this machine (a TLS front end): a visitor, who gets the status alone.
    const relayed = await fetch(`http://127.0.0.1:${port}/readyz`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(200);
    expect(await relayed.json()).toEqual({ status: 'ready' });
  });

  if (!outward) announceSkip('single-machine readiness', 'no non-loopback IPv4 address to call /readyz from');
  it.skipIf(!outward)('gives a caller from another address the status alone', async () => {
    const res = await fetch(`http://${outward}:${port}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it("answers /metrics with every service's series to a direct loopback caller, and 404 to anyone else", async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/content/articles`)).status).toBe(200);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const metrics = parsePromText(await res.text());
    const articles = { service: 'content', endpoint: 'GET /api/content/articles', status_class: '2xx' };
    expect(promValue(metrics, 'portfolio_http_requests_total', articles)).toBe(1);
    // One process, one registry: each service's own series under its label.
    const services = new Set(metrics.samples.flatMap((s) => (s.labels.service ? [s.labels.service] : [])));
    expect([...services].sort()).toEqual(expect.arrayContaining(['analytics', 'content', 'logs']));

    const relayed = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(404);
    expect(await relayed.json()).toMatchObject({ code: 'not_found' });
    if (outward) expect((await fetch(`http://${outward}:${port}/metrics`)).status).toBe(404);
  });
});
