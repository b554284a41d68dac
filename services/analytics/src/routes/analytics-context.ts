import type { AnalyticsDeps } from '../deps.ts';
import type { CachedStats, statsCache } from '../stats/cache.ts';

/** What the analytics routes share. */
export interface AnalyticsContext {
  deps: AnalyticsDeps;
  now: () => number;
  cache: ReturnType<typeof statsCache<CachedStats>>;
}
