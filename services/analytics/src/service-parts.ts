import type { ServiceParts } from '@portfolio/kit';
import type { AnalyticsContext } from './routes/analytics-context.ts';
import { ingestRoutes } from './routes/ingest-routes.ts';
import { statsRoute } from './routes/stats-route.ts';

/**
 * The analytics service's routes over its parts: the statistics on Koa, and the two ingestion calls every page
 * view makes answered on node:http before it. Shared by the service's definition and its tests, which assemble
 * it with kit as the service does.
 */
export function analyticsParts(context: AnalyticsContext, close: () => Promise<void>): ServiceParts {
  return { routes: [statsRoute(context)], direct: ingestRoutes(context), close };
}
