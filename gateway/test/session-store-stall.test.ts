import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { eventually } from '@portfolio/testing';
import { signIn, useGatewayTopology } from './support/topology.ts';

describe('admin routes behind the gateway while Redis stalls', () => {
  const gateway = useGatewayTopology();

  it('answers 503 (the check could not be made) instead of 401, and serves the same session once Redis is back', async () => {
    const cookie = await signIn(gateway.url);
    const adminLogs = (headers: Record<string, string> = { cookie }) =>
      fetch(gateway.url('/api/admin/logs'), { headers });
    expect((await adminLogs()).status).toBe(200);

    // Frozen, as a stalled Redis is: connections stay open and nothing answers.
    const redis = gateway.topology.processIds().redis!;
    process.kill(redis, 'SIGSTOP');
    try {
      const refused = await adminLogs();
      expect(refused.status).toBe(503);
      expect(errorBody.parse(await refused.json()).code).toBe('service_unavailable');
      // Without a session there is nothing to read: still the client's 401.
      expect((await adminLogs({})).status).toBe(401);
      // The SPA's own session check keeps its contract: not signed in.
      const session = await fetch(gateway.url('/api/admin/session'), { headers: { cookie } });
      expect(await session.json()).toEqual({ authenticated: false });
    } finally {
      process.kill(redis, 'SIGCONT');
    }

    // The same session is served again once Redis is back.
    await eventually(async () => (await adminLogs()).status === 200, 10_000);
  });
});
