import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { requestsInProgressPerAddress } from '../src/nginx/client-limits.ts';
import { halfOpenRequests, rawExchange, rawRequest } from '@portfolio/testing';
import { useGatewayTopology } from './support/topology.ts';

/** Polls `done` until it holds or `limitMs` passes; says whether it held. */
async function within(limitMs: number, done: () => boolean): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (!done() && Date.now() < until) await sleep(100);
  return done();
}

/**
 * The attack run's 2,100 connections sending partial headers from one address filled nginx's 2 × 1,024 slots and
 * every other visitor was refused. nginx counts connections per address only once their headers are in, so the
 * slots are sized for such a flood and the header timeout is short; requests in progress (slow bodies) are limited
 * per address. Another visitor is another loopback address (127.0.0.2).
 */
describe('slow clients at the gateway', () => {
  const gateway = useGatewayTopology();
  const target = () => {
    const { hostname, port } = new URL(gateway.topology.url);
    return { host: hostname, port: Number(port) };
  };
  const otherVisitor = { localAddress: '127.0.0.2', timeoutMs: 10_000 };

  it('answers another visitor through 2,100 half-open header connections from one address, then drops them', async () => {
    const flood = await halfOpenRequests(target(), 2100, 'GET / HTTP/1.1\r\nHost: x\r\n');
    try {
      const answer = await rawExchange(target(), rawRequest('GET', '/api/admin/session'), otherVisitor);
      expect(answer.status, answer.raw.slice(0, 200) || 'no answer').toBe(200);
      // Answered while the whole flood still holds its connections: not on a slot the header timeout freed.
      expect(flood.closed(), 'flood connections closed before the visitor was answered').toBe(0);
      expect(await within(20_000, () => flood.closed() === 2100), `${flood.closed()} of 2100 closed`).toBe(true);
    } finally {
      flood.stop();
    }
  });

  it('answers 429 past the requests one address may have in progress, and still serves another', async () => {
    const slowBodies = requestsInProgressPerAddress + 40;
    const answers: Promise<number | undefined>[] = [];
    for (let i = 0; i < slowBodies; i++) {
      answers.push(
        rawExchange(
          target(),
          // A route without a request rate limit, so that only the connection limit can answer 429.
          'POST /api/admin/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"e',
          { timeoutMs: 20_000 },
        ).then((a) => a.status),
      );
    }
    await sleep(500);
    const other = await rawExchange(target(), rawRequest('GET', '/api/admin/session'), otherVisitor);
    expect(other.status).toBe(200);
    const statuses = await Promise.all(answers);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
    expect(statuses.every((s) => s === undefined || s < 500)).toBe(true);
  });
});
