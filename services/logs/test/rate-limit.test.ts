import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { useLogs } from './fixture.ts';
import { batch, entry, json, postLogs } from './http.ts';

const limit = 5;
const from = (address: string) => ({ headers: { ...json, 'x-forwarded-for': address } });

describe('per-address rate limit on ingestion', () => {
  const logs = useLogs({ trust: ['127.0.0.1'], rateLimit: { limit, windowMs: 60_000 } });

  it('meets a flood from one address with 429 and Retry-After, and keeps serving other addresses', async () => {
    const flood = await Promise.all(
      Array.from({ length: limit * 4 }, () => postLogs(logs().url, batch([entry()]), from('198.51.100.1'))),
    );
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(limit * 3);

    const refused = flood.find((r) => r.status === 429)!;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(errorBody.parse(await refused.json()).code).toBe('too_many_requests');

    expect((await postLogs(logs().url, batch([entry()]), from('198.51.100.2'))).status).toBe(202);
  });

  it('counts an IPv6 client by its /64: rotating through its addresses hits the limit', async () => {
    const statuses = [];
    for (let i = 1; i <= limit + 1; i++) {
      statuses.push((await postLogs(logs().url, batch([entry()]), from(`2001:db8:5:5::${i}`))).status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(202), 429]);
    expect((await postLogs(logs().url, batch([entry()]), from('2001:db8:5:6::1'))).status).toBe(202);
  });

  it('refuses a flooding address before reading its body', async () => {
    for (let i = 0; i < limit; i++) await postLogs(logs().url, batch([entry()]), from('198.51.100.3'));
    const oversized = await postLogs(logs().url, 'x'.repeat(100_000), from('198.51.100.3'));
    expect(oversized.status).toBe(429);
  });
});
