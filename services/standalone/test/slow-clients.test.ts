import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { halfOpenRequests, rawExchange, rawRequest } from '@portfolio/testing';
import { useStandalone } from './run-standalone.ts';

/** Polls `done` until it holds or `limitMs` passes; says whether it held. */
async function within(limitMs: number, done: () => boolean): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (!done() && Date.now() < until) await sleep(100);
  return done();
}

/**
 * Node held a request whose body never finished for its default requestTimeout (300 s; 314 s measured) and a
 * header that never finished for 60 s, checked every 30 s. Both are bounded now (HEADERS_TIMEOUT_MS and
 * REQUEST_TIMEOUT_MS, short here so that the test is quick), and a flood of such connections does not stop others.
 */
describe('slow clients of the single-machine process', () => {
  const standalone = useStandalone({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
  const target = () => standalone.target();

  it('answers a request whose body never finishes with 408 once the request timeout is over', async () => {
    const startedAt = Date.now();
    const answer = await rawExchange(
      target(),
      'POST /api/logs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"entr',
      { timeoutMs: 15_000 },
    );
    expect(answer.timedOut, 'still held after 15 s').toBe(false);
    expect(answer.status).toBe(408);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
  });

  it('keeps answering others through a slow-header flood, and closes the flood after the headers timeout', async () => {
    const flood = await halfOpenRequests(target(), 1500, 'GET /api/admin/session HTTP/1.1\r\nHost: x\r\n');
    try {
      const answer = await rawExchange(target(), rawRequest('GET', '/api/admin/session'), { timeoutMs: 10_000 });
      expect(answer.status).toBe(200);
      expect(await within(15_000, () => flood.closed() === 1500), `${flood.closed()} of 1500 closed`).toBe(true);
    } finally {
      flood.stop();
    }
  });
});
