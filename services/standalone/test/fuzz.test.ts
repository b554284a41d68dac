import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { malformedRequests, sendMalformedRequests } from '@portfolio/testing';
import { useStandalone } from './run-standalone.ts';

/** FUZZ_SEED=<n> replays another run; a failure prints the request's id (seed#index) and its bytes. */
const seed = Number(process.env.FUZZ_SEED ?? 13);
const count = 5000;
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * The gateway's fuzz suite against the single-machine process: every one of the generated malformed requests gets
 * an answer, never a 5xx, and every refusal is the contract's JSON with the security headers. A short headers
 * timeout answers the HTTP/0.9 request lines (which Node reads as headers that never end) quickly.
 */
describe('fuzzing the single-machine process', () => {
  const standalone = useStandalone({
    WEB_DIST: webDist,
    HEADERS_TIMEOUT_MS: '1000',
    ANALYTICS_RATE_LIMIT: '100000',
    LOGS_RATE_LIMIT: '100000',
  });

  it(`answers ${count} malformed requests (seed ${seed}) without a 5xx or a connection left unanswered`, async () => {
    const failures = await sendMalformedRequests(standalone.target(), malformedRequests(seed, count));
    expect(failures.slice(0, 20), `${failures.length} of ${count} answered wrongly`).toEqual([]);
  }, 120_000);
});
