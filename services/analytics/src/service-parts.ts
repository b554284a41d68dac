import type { ServiceParts } from '@portfolio/kit';
import type { AnalyticsContext } from './routes/analytics-context.ts';
import { gameStatsRoute } from './routes/game-stats-route.ts';
import { ingestRoutes } from './routes/ingest-routes.ts';
import { statsRoute } from './routes/stats-route.ts';
import { topPathsRoute } from './routes/top-paths-route.ts';

/**
 * The analytics service's routes over its parts: the statistics, the most viewed paths and the games' statistics on Koa, and the
 * ingestion calls (the two every page view makes, and the games' events) answered on node:http before it. Shared by the service's definition and its tests, which assemble
 * it with kit as the service does.
 */
export function analyticsParts(context: AnalyticsContext, close: () => Promise<void>): ServiceParts {
  return {
    routes: [statsRoute(context), topPathsRoute(context), gameStatsRoute(context)],
    direct: ingestRoutes(context),
    close,
  };
}
