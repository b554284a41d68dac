import Router from '@koa/router';
import Koa from 'koa';
import type { Logger } from 'pino';
import { errorMiddleware } from './error-middleware.ts';
import { healthRoutes, type Lifecycle } from './lifecycle.ts';
import { requestContext } from './request-context.ts';
import { securityHeaders } from './security-headers.ts';
import type { TrustedProxies } from './client-ip.ts';

export interface ServiceAppOptions {
  logger: Logger;
  trust: TrustedProxies;
  lifecycle: Lifecycle;
}

/**
 * A Koa app with the plumbing every service shares, in the order that keeps it correct: security headers
 * first (so error answers carry them), then request id and access log, then the error body, then health.
 */
export function createServiceApp({ logger, trust, lifecycle }: ServiceAppOptions): Koa {
  const app = new Koa();
  // Koa's own error printer would duplicate ours; errors are answered and logged by errorMiddleware.
  app.silent = true;
  app.use(securityHeaders());
  app.use(requestContext(logger, trust));
  app.use(errorMiddleware(logger));
  app.use(healthRoutes(lifecycle, trust));
  return app;
}

/**
 * The router every service mounts its routes on: a path matches only as written, letter case and trailing slash
 * included, as nginx's locations and the dispatcher's route table match it. A looser router would answer
 * `/api/analytics/Stats` as the stats route although the gateway and the dispatcher did not take it for one, and
 * so skipped the checks they make for it.
 */
export function serviceRouter(): Router {
  return new Router({ sensitive: true, strict: true });
}
