import type { AnalyticsDeps } from '../deps.ts';
import { statsCache, type CachedStats } from '../stats/cache.ts';

/** What the analytics routes share. */
export interface AnalyticsContext {
  deps: AnalyticsDeps;
  now: () => number;
  cache: ReturnType<typeof statsCache<CachedStats>>;
}

/** The routes' shared context over the service's parts: the clock, and the stats answers reused across calls. */
export function analyticsContext(deps: AnalyticsDeps): AnalyticsContext {
  const now = deps.now ?? Date.now;
  return { deps, now, cache: statsCache<CachedStats>(deps.settings.statsCacheMs, now) };
}
