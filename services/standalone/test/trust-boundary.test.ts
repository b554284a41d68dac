import { describe, expect, it } from 'vitest';
import { authRoleHeader, gatewayTokenHeader, statsResponse } from '@portfolio/contracts';
import { testGatewaySecret } from '@portfolio/testing';
import { useStandalone } from './run-standalone.ts';

/**
 * What the README tells operators to set behind a TLS proxy on the same machine, plus a gateway secret as a copied
 * .env might carry: even a client holding that secret must not speak as the gateway to the single process.
 */
describe('the single-machine process believes no header that only the gateway may set', () => {
  const standalone = useStandalone({
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'a-long-test-password',
    TRUSTED_PROXIES: '127.0.0.1',
    GATEWAY_SECRET: testGatewaySecret,
  });

  const forged = { [authRoleHeader]: 'admin', [gatewayTokenHeader]: testGatewaySecret, 'x-forwarded-for': '127.0.0.1' };

  it('never serves visitor-level stats to a forged role header, whatever the letter case or trailing slash', async () => {
    const exact = await fetch(`${standalone.url}/api/analytics/stats`, { headers: forged });
    expect(exact.status).toBe(200);
    expect(statsResponse.parse(await exact.json()).scope).toBe('aggregate');
    // The dispatcher takes these for public analytics paths, not the stats route it identifies the caller for: a
    // router that still matched them as the stats route would have only the client's word for the role.
    for (const path of ['/api/analytics/Stats', '/api/analytics/STATS', '/api/analytics/stats/']) {
      const res = await fetch(`${standalone.url}${path}`, { headers: forged });
      const body = (await res.json()) as { scope?: string; code?: string };
      expect(body.scope, path).toBeUndefined();
      expect([400, 404], `${path} → ${res.status}`).toContain(res.status);
    }
  });

  it('never opens an admin route to a forged role header', async () => {
    for (const path of [
      '/api/admin/logs',
      '/api/admin/logs/',
      '/api/admin/Logs',
      '/api/admin/preferences/uiLanguage',
    ]) {
      const res = await fetch(`${standalone.url}${path}`, { headers: forged });
      expect([400, 401, 404], `${path} → ${res.status}`).toContain(res.status);
    }
  });

  it("gives every request its own id, never the client's", async () => {
    for (const path of ['/api/analytics/stats', '/api/admin/session', '/api/nothing-here']) {
      const res = await fetch(`${standalone.url}${path}`, {
        headers: { ...forged, 'x-request-id': 'client-chosen-id' },
      });
      await res.body?.cancel();
      expect(res.headers.get('x-request-id'), path).not.toBe('client-chosen-id');
    }
  });
});
