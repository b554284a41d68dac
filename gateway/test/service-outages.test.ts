import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { signIn, useGatewayTopology } from './support/topology.ts';

describe('services stopping and starting behind the gateway', () => {
  const gateway = useGatewayTopology();

  it('refuses admin APIs while the auth service is down (fails closed), even with a valid session', async () => {
    const cookie = await signIn(gateway.url);
    expect((await fetch(gateway.url('/api/admin/logs'), { headers: { cookie } })).status).toBe(200);

    await gateway.topology.stopService('auth');
    const refused = await fetch(gateway.url('/api/admin/logs'), { headers: { cookie } });
    expect(refused.status).toBe(503);
    expect(errorBody.parse(await refused.json()).code).toBe('service_unavailable');
    // Public stats still answer, as to a visitor.
    const stats = await fetch(gateway.url('/api/analytics/stats'), { headers: { cookie } });
    expect(stats.status).toBe(200);
    expect(await stats.json()).toMatchObject({ scope: 'aggregate' });

    // Back again. (A clear ADMIN_PASSWORD is hashed anew at start, which ends earlier sessions: sign in again.)
    await gateway.topology.startService('auth');
    const renewed = await signIn(gateway.url);
    expect((await fetch(gateway.url('/api/admin/logs'), { headers: { cookie: renewed } })).status).toBe(200);
  });

  it('serves a service again after it was stopped and started', async () => {
    const stats = () => fetch(gateway.url('/api/analytics/stats'));
    expect((await stats()).status).toBe(200);
    await gateway.topology.stopService('analytics');
    expect((await stats()).status).toBe(502);
    await gateway.topology.startService('analytics');
    expect((await stats()).status).toBe(200);
    await gateway.topology.restartService('analytics');
    expect((await stats()).status).toBe(200);
  });
});
