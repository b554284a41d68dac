import { describe, expect, it } from 'vitest';
import { useGatewayTopology } from './support/topology.ts';

/** nginx on [::1]: clients on a real IPv6 connection, counted by their /64 (rate and burst of one per minute). */
describe('the gateway listening on IPv6 loopback', () => {
  const gateway = useGatewayTopology({
    host: '::1',
    rateLimits: { loginPerMinute: 1, loginBurst: 1, ingestPerSecond: 50, ingestBurst: 100 },
  });

  it('serves the site and throttles sign-in for an IPv6 client', async () => {
    expect(gateway.url('/')).toMatch(/^http:\/\/\[::1\]:\d+\/$/);
    expect((await fetch(gateway.url('/'))).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await fetch(gateway.url('/api/admin/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'not the password' }),
      });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});
