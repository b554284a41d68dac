import type Koa from 'koa';
import {
  createServiceApp,
  type DirectHandler,
  type Lifecycle,
  type Logger,
  serviceRouter,
  type Spool,
  type TrustedProxies,
  withDirectRoutes,
} from '@portfolio/kit';
import type { StoredEvent } from './events.ts';
import type { SaltKeeper } from './ingest/salts.ts';
import type { AnalyticsContext } from './routes/analytics-context.ts';
import { ingestRoutes } from './routes/ingest-routes.ts';
import { statsRoute } from './routes/stats-route.ts';
import { statsCache, type CachedStats } from './stats/cache.ts';
import type { Calendar } from './stats/calendar.ts';
import type { AnalyticsStore } from './stores/ports.ts';

export interface AnalyticsSettings {
  keepBots: boolean;
  statsCacheMs: number;
  maxRangeDays: number;
  rateLimitPerMinute: number;
  statsRateLimitPerMinute: number;
}

export interface AnalyticsDeps {
  logger: Logger;
  lifecycle: Lifecycle;
  trust: TrustedProxies;
  /** Where accepted events are made durable before the store takes them. */
  spool: Spool<StoredEvent>;
  store: AnalyticsStore;
  salts: SaltKeeper;
  calendar: Calendar;
  settings: AnalyticsSettings;
  /** The clock: arrival times, the default range, the cache window, active sessions. */
  now?: () => number;
}

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
  return { app, handle: withDirectRoutes(ingestRoutes(context), app.callback()), statsCacheInfo: context.cache.stats };
}
