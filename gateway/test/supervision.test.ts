import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { eventually } from '@portfolio/testing';
import { signIn, useGatewayTopology } from './support/topology.ts';

const waitForExit = (pid: number) =>
  eventually(async () => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  });

describe('make start-gateway supervises its parts', () => {
  const gateway = useGatewayTopology();
  const printed = (line: string) => gateway.output().some((l) => l.includes(line));

  it('restarts a killed service with a growing delay and says so, without anyone calling startService', async () => {
    const stats = () => fetch(gateway.url('/api/analytics/stats'));
    expect((await stats()).status).toBe(200);

    const first = gateway.topology.processIds().services.analytics!;
    process.kill(first, 'SIGKILL');
    await eventually(
      async () => (await stats()).status === 200 && gateway.topology.processIds().services.analytics !== undefined,
    );
    const second = gateway.topology.processIds().services.analytics!;
    expect(second).not.toBe(first);
    expect(printed('analytics: exited unexpectedly (signal SIGKILL); restarting in 250 ms')).toBe(true);
    await eventually(async () => printed(`analytics: restarted (pid ${second}) and ready`));

    // A second death soon after waits twice as long.
    process.kill(second, 'SIGKILL');
    await eventually(async () => printed('analytics: exited unexpectedly (signal SIGKILL); restarting in 500 ms'));
    await eventually(async () => (await stats()).status === 200);
  });

  it('restarts a service that exited by itself, and the gateway signs in through it again', async () => {
    const auth = gateway.topology.processIds().services.auth!;
    process.kill(auth, 'SIGTERM');
    await waitForExit(auth);
    await eventually(async () => printed('auth: exited unexpectedly (code 0); restarting in 250 ms'));
    await eventually(async () => (await fetch(gateway.url('/api/admin/session'))).status === 200);
    const cookie = await signIn(gateway.url);
    expect((await fetch(gateway.url('/api/admin/logs'), { headers: { cookie } })).status).toBe(200);
  });

  it('restarts redis-server, with its data', async () => {
    const cookie = await signIn(gateway.url);
    const redis = gateway.topology.processIds().redis!;
    process.kill(redis, 'SIGKILL');
    await eventually(async () => printed('redis: exited unexpectedly (signal SIGKILL)'));
    await eventually(async () => gateway.topology.processIds().redis !== undefined && printed('redis: restarted'));
    await eventually(async () => (await fetch(gateway.url('/api/admin/logs'), { headers: { cookie } })).status === 200);
  });

  it('leaves a service stopped on purpose stopped', async () => {
    await gateway.topology.stopService('logs');
    await sleep(1000);
    expect(gateway.topology.processIds().services.logs).toBeUndefined();
    const ingest = await fetch(gateway.url('/api/logs'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ingest.status).toBe(502);
    expect(printed('logs: exited unexpectedly')).toBe(false);
    await gateway.topology.startService('logs');
  });
});
