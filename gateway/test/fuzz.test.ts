import { describe, expect, it } from 'vitest';
import { malformedRequests, sendMalformedRequests } from '@portfolio/testing';
import { useGatewayTopology } from './support/topology.ts';

/** FUZZ_SEED=<n> replays another run; a failure prints the request's id (seed#index) and its bytes. */
const seed = Number(process.env.FUZZ_SEED ?? 13);
const count = 5000;

/**
 * Generated malformed requests (paths, methods, headers, bodies, framing, versions) through nginx and every
 * service behind it, each on its own raw connection: every one gets an answer, never a 5xx, and every refusal is
 * the contract's JSON with the security headers. The gateway's ingestion limits are raised so that the requests
 * reach the services instead of stopping at a 429.
 */
describe('fuzzing the gateway topology', () => {
  const gateway = useGatewayTopology({
    rateLimits: { loginPerMinute: 30, loginBurst: 20, ingestPerSecond: 100_000, ingestBurst: 100_000 },
    env: { ANALYTICS_RATE_LIMIT: '100000', LOGS_RATE_LIMIT: '100000' },
  });

  it(`answers ${count} malformed requests (seed ${seed}) without a 5xx or a connection left unanswered`, async () => {
    const { hostname, port } = new URL(gateway.topology.url);
    const failures = await sendMalformedRequests(
      { host: hostname, port: Number(port) },
      malformedRequests(seed, count),
    );
    expect(failures.slice(0, 20), `${failures.length} of ${count} answered wrongly`).toEqual([]);
  }, 120_000);
});
