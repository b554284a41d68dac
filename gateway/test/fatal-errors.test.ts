import { describe, expect, it } from 'vitest';
import { issueList } from '@portfolio/contracts';
import { fatalExitCode } from '@portfolio/kit';
import { eventually, faultOnSignalEnv, injectedFaultTitle } from '@portfolio/testing';
import { signIn, useGatewayTopology } from './support/topology.ts';

describe('a service failing outside any request, in make start-gateway', () => {
  // SIGUSR2 makes a service reject a promise nobody handles, as a bug in background work would.
  const gateway = useGatewayTopology({ env: faultOnSignalEnv('reject') });
  const printed = (part: string, text: string) =>
    gateway.output().some((l) => l.startsWith(`${part}: `) && l.includes(text));

  it('is logged and reported to the logs service, and the service exits non-zero and is restarted', async () => {
    for (const name of ['logs', 'auth'] as const) {
      process.kill(gateway.topology.processIds().services[name]!, 'SIGUSR2');
      await eventually(async () => printed(name, `exited unexpectedly (code ${fatalExitCode})`));
      expect(printed(name, '"msg":"unexpected error; exiting"')).toBe(true);
      await eventually(async () => printed(name, 'restarted'));
    }

    // The logs service kept its own report before exiting; the auth service's reached it through its forwarder.
    let sources: string[] = [];
    await eventually(async () => {
      const cookie = await signIn(gateway.url);
      const res = await fetch(gateway.url('/api/admin/logs'), { headers: { cookie } });
      sources = issueList
        .parse(await res.json())
        .issues.filter((i) => i.title === injectedFaultTitle('reject'))
        .map((i) => i.source)
        .sort();
      return sources.length === 2;
    });
    expect(sources).toEqual(['auth', 'logs']);
  });
});
