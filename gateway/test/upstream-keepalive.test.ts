import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { desktopPageview, desktopUserAgent } from '@portfolio/testing';
import { useGatewayTopology } from './support/topology.ts';

/** Established TCP connections whose local end is `port` (the service's side), from /proc/net/tcp and tcp6. */
function establishedTo(port: number): number {
  const established = '01';
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(([, local, , state]) => local && parseInt(local.split(':')[1]!, 16) === port && state === established)
    .length;
}

const burst = 150;

describe('connections from the gateway to the services', () => {
  const gateway = useGatewayTopology({
    rateLimits: { loginPerMinute: 30, loginBurst: 20, ingestPerSecond: 10_000, ingestBurst: 10_000 },
    env: { ANALYTICS_RATE_LIMIT: '100000' },
  });

  const pageviews = (round: number) =>
    Promise.all(
      Array.from({ length: burst }, (_, i) =>
        fetch(gateway.url('/api/analytics/pageview'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': desktopUserAgent },
          body: desktopPageview(`keepalive-${round}-${String(i).padStart(6, '0')}`),
        }).then((res) => res.status),
      ),
    );

  it('keeps the connections a burst of visitors opened, so the next burst reuses them instead of reconnecting', async () => {
    const port = Number(new URL(gateway.topology.serviceUrl('analytics')).port);
    expect(await pageviews(1)).toEqual(Array(burst).fill(202));
    const afterFirst = establishedTo(port);
    // nginx needed one upstream connection per page view in flight; a small keep-alive pool (32 per worker, as it
    // was: 64 here, with two workers) closed the rest after the burst, and the next burst paid for new ones.
    expect(afterFirst).toBeGreaterThan(100);
    expect(await pageviews(2)).toEqual(Array(burst).fill(202));
    expect(establishedTo(port)).toBeGreaterThanOrEqual(afterFirst - 5);
  });
});
