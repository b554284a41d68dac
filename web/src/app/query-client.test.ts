import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryDefaults } from '@/config/constants';
import { createQueryClient } from './query-client';

/** The spec's numbers (§8, §9) are react-query's defaults; this pins them, should a new version change them. */
describe('query client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a failed query three times, waiting 1 s, then 2 s, then 4 s', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new Error('down'));
    const query = client.getQueryCache().build(client, { queryKey: ['down'], queryFn });
    const done = query.fetch().catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    for (const [wait, calls] of [
      [1_000, 2],
      [2_000, 3],
      [4_000, 4],
    ]) {
      await vi.advanceTimersByTimeAsync(wait! - 1);
      expect(queryFn).toHaveBeenCalledTimes(calls! - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(queryFn).toHaveBeenCalledTimes(calls!);
    }
    expect(await done).toEqual(new Error('down'));
    expect(queryFn).toHaveBeenCalledTimes(1 + queryDefaults.retries);
  });

  it('doubles the delay up to 30 s (seen with more retries than the default)', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new Error('down'));
    const query = client.getQueryCache().build(client, { queryKey: ['long'], queryFn, retry: 6 });
    void query.fetch().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000 + 16_000);
    expect(queryFn).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(queryDefaults.retryMaxDelayMs - 1);
    expect(queryFn).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(7);
  });

  it('drops unused entries after 5 minutes', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['kept'], queryFn: () => 1 });
    await vi.advanceTimersByTimeAsync(queryDefaults.gcTimeMs - 1);
    expect(client.getQueryData(['kept'])).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(['kept'])).toBeUndefined();
  });
});
