import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { securityHeaderValues, spaContentSecurityPolicy } from '@portfolio/kit';
import { useGatewayTopology } from './support/topology.ts';

/** Every security header, with the values the services and the single-machine process send, exactly once. */
function expectSecurityHeaders(res: Response, csp?: string) {
  for (const [name, value] of Object.entries(securityHeaderValues(csp))) {
    expect(res.headers.get(name), name).toBe(value);
  }
}

async function expectContractError(res: Response, status: number, csp?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(errorBody.safeParse(await res.json()).success).toBe(true);
  expectSecurityHeaders(res, csp);
}

describe('security headers on every gateway answer, errors included', () => {
  // A low ingestion limit so that a short burst meets the gateway's own 429.
  const gateway = useGatewayTopology({
    rateLimits: { loginPerMinute: 30, loginBurst: 20, ingestPerSecond: 1, ingestBurst: 5 },
    env: { ANALYTICS_RATE_LIMIT: '100000' },
  });

  it('200: the SPA with its policy, an API answer with the API one, and no server version', async () => {
    const page = await fetch(gateway.url('/'));
    expect(page.status).toBe(200);
    expectSecurityHeaders(page, spaContentSecurityPolicy);
    expect(page.headers.get('server')).toBe('nginx');
    const api = await fetch(gateway.url('/api/admin/session'));
    expect(api.status).toBe(200);
    expectSecurityHeaders(api);
  });

  it('404: unknown API paths, internal routes and dotfiles', async () => {
    for (const path of ['/api/nowhere', '/api/internal/logs', '/api/admin/verify', '/api/admin/verify/identify']) {
      await expectContractError(await fetch(gateway.url(path)), 404);
    }
    // Outside /api, the SPA's policy.
    await expectContractError(await fetch(gateway.url('/.env')), 404, spaContentSecurityPolicy);
  });

  it('413: a body over the route’s limit never reaches the service', async () => {
    const res = await fetch(gateway.url('/api/logs'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(65 * 1024),
    });
    await expectContractError(res, 413);
  });

  it('429: ingestion over the gateway’s limit, with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(gateway.url('/api/analytics/pageview'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // The limit applies before the service reads anything: the body does not matter here.
          body: '{}',
        }),
      ),
    );
    const limited = answers.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.headers.get('retry-after')).toBe('1');
    await Promise.all(answers.filter((r) => r !== limited[0]).map((r) => r.body?.cancel()));
    await expectContractError(limited[0]!, 429);
  });

  it('502: a service that is down', async () => {
    await gateway.topology.stopService('analytics');
    await expectContractError(await fetch(gateway.url('/api/analytics/stats')), 502);
    await gateway.topology.startService('analytics');
  });
});
