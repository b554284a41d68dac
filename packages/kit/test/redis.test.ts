import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedisServer, type RedisServer } from '@portfolio/testing';
import { createRedis, redisCommandTimeoutMs, redisReady } from '../src/index.ts';
import { captureLogs } from './support/captured-logs.ts';

/** The command timeout plus room for a loaded two-core machine. */
const failFastBudgetMs = redisCommandTimeoutMs + 500;

const settle = async (work: Promise<unknown>) => {
  const started = performance.now();
  const outcome = await work.then(
    () => 'resolved',
    () => 'rejected',
  );
  return { outcome, ms: performance.now() - started };
};

describe('createRedis against a real redis-server', () => {
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(() => server.dispose());

  it('fails fast while the server is down or hung, and recovers by itself', async () => {
    const logs = captureLogs();
    const client = createRedis(server.url, logs.logger);
    try {
      expect(await redisReady(client)).toBe(true);
      expect(await client.ping()).toBe('PONG');

      server.freeze();
      const hung = await settle(client.ping());
      server.thaw();
      expect(hung.outcome).toBe('rejected');
      expect(hung.ms).toBeLessThan(failFastBudgetMs);

      await server.stop();
      const down = await settle(client.ping());
      expect(down.outcome).toBe('rejected');
      expect(down.ms).toBeLessThan(failFastBudgetMs);
      // The outage is reported once a reconnection attempt is refused.
      if (!logs.text().includes('redis unavailable')) await new Promise((resolve) => client.once('error', resolve));

      await server.start();
      expect(await redisReady(client)).toBe(true);
      expect(await client.ping()).toBe('PONG');
      const messages = logs.entries().map((e) => e.msg);
      expect(messages.filter((m) => m === 'redis unavailable')).toHaveLength(1);
      expect(messages).toContain('redis available again');
    } finally {
      client.disconnect();
    }
  });
});

describe('redisReady', () => {
  it('gives up after the given time when nothing answers', async () => {
    const logs = captureLogs();
    const client = createRedis(`redis://127.0.0.1:${await freePort()}`, logs.logger);
    try {
      expect(await redisReady(client, 200)).toBe(false);
    } finally {
      client.disconnect();
    }
  });
});
