import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLifecycle,
  createLogger,
  createServiceApp,
  rateLimit,
  rateLimiter,
  trustedProxies,
} from '../src/index.ts';
import { listen, type Listening } from '@portfolio/testing';

describe('rateLimiter', () => {
  it('allows the limit per window, then answers how long to wait', () => {
    const limiter = rateLimiter({ limit: 3, windowMs: 10_000 });
    const now = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take('a', now).allowed)).toEqual([true, true, true]);
    expect(limiter.take('a', now + 2500)).toEqual({ allowed: false, retryAfterS: 8 });
    expect(limiter.take('b', now).allowed).toBe(true);
    expect(limiter.take('a', now + 10_000).allowed).toBe(true);
  });

  it('remembers a bounded number of keys', () => {
    const limiter = rateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 10_000; i++) limiter.take(`203.0.113.${i}`);
    expect(limiter.size()).toBeLessThanOrEqual(100);
  });
});

describe('rateLimit middleware', () => {
  let server: Listening;
  beforeAll(async () => {
    const app = createServiceApp({
      logger: createLogger('rl-test', 'silent'),
      trust: trustedProxies([]),
      lifecycle: createLifecycle(),
    });
    const router = new Router();
    router.get('/api/limited', rateLimit({ limit: 2, windowMs: 60_000, key: (ctx) => ctx.ip }), (ctx) => {
      ctx.body = { ok: true };
    });
    app.use(router.routes());
    server = await listen(app.callback());
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After and the contract error body past the limit', async () => {
    expect((await fetch(`${server.url}/api/limited`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/limited`)).status).toBe(200);
    const res = await fetch(`${server.url}/api/limited`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ code: 'too_many_requests', message: expect.any(String) });
  });
});
