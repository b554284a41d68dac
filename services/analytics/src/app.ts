import type Koa from 'koa';
import { createServiceApp, type DirectHandler, serviceRouter, withDirectRoutes } from '@portfolio/kit';
import type { AnalyticsDeps } from './deps.ts';
import type { AnalyticsContext } from './routes/analytics-context.ts';
import { ingestRoutes } from './routes/ingest-routes.ts';
import { statsRoute } from './routes/stats-route.ts';
import { statsCache, type CachedStats } from './stats/cache.ts';

export type { AnalyticsDeps, AnalyticsSettings } from './deps.ts';

export interface AnalyticsApp {
  /** Stats, health and readiness. */
  app: Koa;
  /** The whole service: ingestion answered directly, everything else by `app`. */
  handle: DirectHandler;
  /** Aggregations computed and answers reused, for readiness. */
  statsCacheInfo(): { entries: number; computed: number; reused: number };
}

export function createApp(deps: AnalyticsDeps): AnalyticsApp {
  const app = createServiceApp(deps);
  const now = deps.now ?? Date.now;
  const context: AnalyticsContext = {
    deps,
    now,
    cache: statsCache<CachedStats>(deps.settings.statsCacheMs, now),
  };
  const router = serviceRouter();
  statsRoute(router, context);
  app.use(router.routes());
  app.use(router.allowedMethods());
  const direct = Object.fromEntries(ingestRoutes(context).map((r) => [r.endpoint.path, r.handle]));
  return { app, handle: withDirectRoutes(direct, app.callback()), statsCacheInfo: context.cache.stats };
}
