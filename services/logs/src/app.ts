import type Koa from 'koa';
import { createServiceApp, type Lifecycle, serviceRouter } from '@portfolio/kit';
import { adminRoutes } from './routes/admin-routes.ts';
import { ingestRoute, internalIngestRoute } from './routes/ingest-routes.ts';
import type { LogsRouteDeps } from './routes/logs-deps.ts';

export interface LogsDeps extends LogsRouteDeps {
  lifecycle: Lifecycle;
}

/** The logs service: public ingestion, the services' internal ingestion, and the administrator's API. */
export function createApp(deps: LogsDeps): Koa {
  const app = createServiceApp(deps);
  const router = serviceRouter();
  ingestRoute(router, deps);
  internalIngestRoute(router, deps);
  adminRoutes(router, deps);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
