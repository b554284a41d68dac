import type { StatsResponse } from '@portfolio/contracts';

/** An answer, and its bytes as sent. */
export interface CachedStats {
  body: StatsResponse;
  json: Buffer;
}

/** A failed computation (the store is away) is answered as failed for this long, not retried by every poller. */
const failureMs = 5000;

/**
 * Stats answers reused for a short while, per key (role and range): however many visitors poll every 30 s, a
 * key costs at most one aggregation per window. Concurrent misses share the one computation in flight; a
 * failure is kept only a few seconds. Bounded, so that a flood of distinct ranges cannot grow it without limit.
 */
export function statsCache<T>(ttlMs: number, now: () => number, maxEntries = 200) {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  const counters = { computed: 0, reused: 0 };
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > at) {
        counters.reused++;
        return hit.value;
      }
      entries.delete(key);
      if (entries.size >= maxEntries) {
        for (const [k, e] of entries) if (e.expiresAt <= at || entries.size >= maxEntries) entries.delete(k);
      }
      counters.computed++;
      const value = compute();
      const entry = { expiresAt: at + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        entry.expiresAt = Math.min(entry.expiresAt, now() + failureMs);
      });
      return value;
    },
    stats: () => ({ entries: entries.size, ...counters }),
  };
}
