import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsResponse } from '@portfolio/contracts';
import { runChildServer, type ChildServer } from '@portfolio/testing';
import { iphoneUserAgent, pageview, sessionStart } from './fixture.ts';
import { accept } from './http.ts';

const standaloneMain = fileURLToPath(new URL('../../standalone/src/main.ts', import.meta.url));

/** As a new user would: the single-machine process, page views posted over HTTP, stats read with and without signing in. */
describe('analytics in the single-machine process', () => {
  let app: ChildServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'analytics-standalone-'));
    app = await runChildServer(standaloneMain, {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-test-password',
      // As behind a proxy of ours on this machine: X-Forwarded-For tells the client's address.
      TRUSTED_PROXIES: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const getStats = (headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/analytics/stats`, { headers }).then(async (res) => {
      expect(res.status).toBe(200);
      return statsResponse.parse(await res.json());
    });

  it('mounts the service, ingests JSON and beacons, and shows the administrator the enriched visits', async () => {
    const send = { address: '90.84.0.1' };
    await accept(app.url, 'session', sessionStart(), send);
    await accept(
      app.url,
      'pageview',
      pageview({ pageviewId: 'pv-standalone-1', utm: { utm_source: 'newsletter' } }),
      send,
    );
    await accept(app.url, 'pageview', JSON.stringify(pageview({ path: '/blog' })), {
      ...send,
      contentType: 'text/plain',
    });
    await accept(app.url, 'pageview', pageview({ sessionId: '1741608000000-iphone001' }), {
      address: '81.2.69.142',
      userAgent: iphoneUserAgent,
    });

    const login = await fetch(`${app.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'a-long-test-password' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // The pump moves the spool into the store in the background; answers are then cached for 30 s, so ask once
    // the spool is empty.
    const pending = async () =>
      (
        (await (await fetch(`${app.url}/readyz`)).json()) as {
          services: { analytics: { checks: { analytics: { pendingBytes: number } } } };
        }
      ).services.analytics.checks.analytics.pendingBytes;
    for (let i = 0; i < 100 && (await pending()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const admin = await getStats({ cookie });
    expect(admin.scope).toBe('full');
    expect(admin).toMatchObject({ totalPageviews: 3, totalSessions: 2, uniqueVisitors: 2 });
    expect(admin.byCountry).toEqual([
      { name: 'FR', count: 1 },
      { name: 'GB', count: 1 },
    ]);
    expect(admin.byBrowser).toEqual([
      { name: 'Chrome', count: 1 },
      { name: 'Mobile Safari', count: 1 },
    ]);
    expect(admin.sources).toContainEqual({ name: 'newsletter', count: 1 });
    expect(admin.recentVisitors).toHaveLength(2);
    expect(admin.activeSessions.find((s) => s.sessionId === '1741608000000-session01')?.pageViews).toEqual([
      '/',
      '/blog',
    ]);

    const anonymous = await getStats();
    expect(anonymous.scope).toBe('aggregate');
    expect(anonymous.totalPageviews).toBe(3);
    expect([anonymous.activeSessions, anonymous.recentVisitors, anonymous.recentPageviews]).toEqual([[], [], []]);

    // The dispatcher decides who is asking; a role header sent by the client (even from a trusted address) is not it.
    const forged = await getStats({ 'x-auth-role': 'admin' });
    expect(forged.scope).toBe('aggregate');
  });

  it('reports the analytics service in readiness', async () => {
    const res = await fetch(`${app.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      services: {
        analytics: { ready: true, checks: { analytics: { ok: true, store: 'sqlite', storeReachable: true } } },
      },
    });
  });
});
