import { describe, expect, it } from 'vitest';
import { authRoleHeader } from '@portfolio/contracts';
import { useGatewayTopology } from './support/topology.ts';

const loginMaxFailures = 5;

describe('what a client says about itself does not count', () => {
  const gateway = useGatewayTopology({ env: { LOGIN_MAX_FAILURES: String(loginMaxFailures) } });

  it('a forged X-Forwarded-For does not escape login throttling', async () => {
    const statuses: number[] = [];
    // A new address and a new account every time: only the address the gateway saw can tie them together.
    for (let attempt = 1; attempt <= loginMaxFailures + 1; attempt++) {
      const res = await fetch(gateway.url('/api/admin/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
        body: JSON.stringify({ email: `someone${attempt}@example.com`, password: 'not the password' }),
      });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.slice(0, loginMaxFailures)).toEqual(Array(loginMaxFailures).fill(401));
    expect(statuses.at(-1)).toBe(429);
  });

  it('the Host a browser named reaches the services, so its Origin is recognised as our own', async () => {
    // Browsers too old for Fetch Metadata send only Origin; it carries the port, so the Host passed on must too.
    const logout = (origin: string) => fetch(gateway.url('/api/admin/logout'), { method: 'POST', headers: { origin } });
    const own = await logout(new URL(gateway.url('/')).origin);
    expect(own.status).toBe(200);
    const foreign = await logout('https://evil.example');
    expect(foreign.status).toBe(403);
  });

  it('a client-sent x-auth-role is dropped: admin APIs refused, stats without visitor-level data', async () => {
    const forged = { [authRoleHeader]: 'admin' };
    const logs = await fetch(gateway.url('/api/admin/logs'), { headers: forged });
    expect(logs.status).toBe(401);
    const stats = await fetch(gateway.url('/api/analytics/stats'), { headers: forged });
    expect(stats.status).toBe(200);
    expect(await stats.json()).toMatchObject({ scope: 'aggregate', recentPageviews: [] });
  });
});
