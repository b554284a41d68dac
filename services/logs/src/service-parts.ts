import type { ServiceParts } from '@portfolio/kit';
import { healthRoute } from './health/health-route.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { ingestRoute, internalIngestRoute } from './routes/ingest-routes.ts';
import type { LogsRouteDeps } from './routes/logs-deps.ts';

/**
 * The logs service's routes over its parts: public ingestion, the services' internal ingestion, the
 * administrator's API, and the operational hub's health report of every service. Shared by the service's definition and its tests, which assemble it with kit as the
 * service does.
 */
export function logsParts(deps: LogsRouteDeps, close?: () => Promise<void>): ServiceParts {
  return {
    routes: [internalIngestRoute(deps), ...adminRoutes(deps), healthRoute(deps.health)],
    // The browser's batches take kit's hot path, answered before Koa.
    direct: [ingestRoute(deps)],
    ...(close ? { close } : {}),
  };
}
