import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { z } from 'zod';
import {
  endpointsByService,
  serviceTable,
  type AnyEndpoint,
  type AuthRole,
  type ServiceName,
} from '@portfolio/contracts';
import { trustedProxies, type TrustedProxies } from './client-ip.ts';
import { parseConfig } from './config.ts';
import { withDirectRoutes, type DirectHandler } from './direct-route.ts';
import type { EmbeddedService, InProcessPorts, InProcessServices, StartedService } from './embedded-service.ts';
import { checkCoverage, mountRoutes, type AccessChecks } from './endpoints/mount.ts';
import type { RouteDefinition } from './endpoints/route.ts';
import { forwardServerErrors } from './error-forwarder.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { createLogger, type Logger } from './logger.ts';
import { metricsAdminRoute, metricsEndpointOf } from './metrics/admin-route.ts';
import { metricsCallerCheck, withMetricsPath } from './metrics/exposure.ts';
import { markEndpoint, measureRequests } from './metrics/http-metrics.ts';
import { watchNginxStatus } from './metrics/nginx-status.ts';
import type { ServiceConfig } from './service-config.ts';
import { createServiceApp, serviceRouter } from './service-app.ts';

/** What kit gives a service's `build`: its parsed configuration and the plumbing every service shares. */
export interface ServiceContext<C> {
  config: C;
  logger: Logger;
  trust: TrustedProxies;
  lifecycle: Lifecycle;
  /** A line for the operator at start-up, outside the log (a one-time password is never logged). */
  announce(message: string): void;
  /** The services started beside it in the single-machine process; absent when it runs as its own process. */
  neighbours?: InProcessServices;
}

/** An endpoint answered on node:http before Koa: the calls made on every page view (see the hot path). */
export interface DirectRoute {
  endpoint: AnyEndpoint;
  handle: DirectHandler;
}

/** What a service is made of, once built. */
export interface ServiceParts {
  routes: readonly RouteDefinition[];
  direct?: readonly DirectRoute[];
  /** Its own admin or internal check where kit's (the gateway-decided role; our own processes) does not fit. */
  access?: AccessChecks;
  /** Koa app settings the routes rely on (cookie-signing keys). */
  setup?(app: Koa): void;
  /** The auth service's in-process version of the gateway's auth check (single-machine process). */
  identify?(req: IncomingMessage, res: ServerResponse): Promise<AuthRole>;
  /** What it offers the other services of the single-machine process (see InProcessPorts). */
  ports?: InProcessPorts;
  close?(): Promise<void>;
}

export interface ServiceDefinition<S extends z.ZodType<ServiceConfig> = z.ZodType<ServiceConfig>> {
  name: ServiceName;
  config: S;
  build(context: ServiceContext<z.output<S>>): Promise<ServiceParts> | ServiceParts;
}

/** Declares a service: its name (a line of the contract's service table), configuration and how it is built. */
export const defineService = <S extends z.ZodType<ServiceConfig>>(definition: ServiceDefinition<S>) => definition;

/**
 * A service's parts as one request handler: Koa with the shared plumbing, its routes and kit's metrics route, its
 * direct routes first, `/metrics` for a scraper allowed by `metricsNetworks` (loopback always), and every request
 * counted and timed under the endpoint that answered it.
 */
export function assembleService(
  name: ServiceName,
  parts: ServiceParts,
  { logger, trust, lifecycle }: Pick<ServiceContext<unknown>, 'logger' | 'trust' | 'lifecycle'>,
  metricsNetworks: readonly string[] = [],
): { app: Koa; handle: DirectHandler } {
  const direct = parts.direct ?? [];
  const mountsMetrics = parts.routes.some((r) => r.endpoint === metricsEndpointOf(name));
  const routes = mountsMetrics ? parts.routes : [...parts.routes, metricsAdminRoute(name)];
  checkCoverage(
    name,
    endpointsByService[name],
    [...routes, ...direct].map((r) => r.endpoint),
  );
  const app = createServiceApp({ logger, trust, lifecycle });
  parts.setup?.(app);
  const router = serviceRouter();
  mountRoutes(router, routes, { trust, access: parts.access });
  app.use(router.routes());
  app.use(router.allowedMethods());
  const koa = app.callback();
  const directHandlers = direct.map(({ endpoint, handle }): [string, DirectHandler] => [
    endpoint.path,
    (req, res) => {
      markEndpoint(res, endpoint);
      handle(req, res);
    },
  ]);
  const served = direct.length === 0 ? koa : withDirectRoutes(Object.fromEntries(directHandlers), koa);
  const handle = measureRequests(name, withMetricsPath(metricsCallerCheck(metricsNetworks), served));
  return { app, handle };
}

export interface RunningService extends StartedService {
  app: Koa;
  logger: Logger;
  config: ServiceConfig;
}

/**
 * Parses the configuration (every bad key listed), builds the service and assembles it. A service that does not
 * collect server errors forwards its own to the one that does when LOGS_URL is set (its own process); in the
 * single-machine process the collector takes them in-process.
 */
export async function startService<S extends z.ZodType<ServiceConfig>>(
  definition: ServiceDefinition<S>,
  /** The process's own environment unless given (the single-machine process gives each service its own). */
  env: NodeJS.ProcessEnv | undefined,
  announce: (message: string) => void,
  neighbours?: InProcessServices,
): Promise<RunningService> {
  const config = parseConfig(definition.config, env);
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  const trust = trustedProxies(config.TRUSTED_PROXIES, config.GATEWAY_SECRET);
  const lifecycle = createLifecycle();
  const parts = await definition.build({
    config,
    logger,
    trust,
    lifecycle,
    announce,
    ...(neighbours ? { neighbours } : {}),
  });
  const { app, handle } = assembleService(
    definition.name,
    parts,
    { logger, trust, lifecycle },
    config.METRICS_ALLOWED_NETWORKS,
  );
  if (config.NGINX_STATUS_URL) watchNginxStatus(config.NGINX_STATUS_URL);
  const forwarder =
    config.LOGS_URL && !serviceTable[definition.name].collectsServerErrors
      ? forwardServerErrors({ url: config.LOGS_URL, logger, gatewaySecret: config.GATEWAY_SECRET })
      : undefined;
  return {
    app,
    handle,
    lifecycle,
    logger,
    config,
    ...(parts.identify ? { identify: parts.identify } : {}),
    ...(parts.ports ? { ports: parts.ports } : {}),
    async close() {
      await forwarder?.stop();
      await parts.close?.();
    },
  };
}

/** What a service package exports as `embedded`: the single-machine process mounts it by name. */
export const embeddedService = (definition: ServiceDefinition<z.ZodType<ServiceConfig>>): EmbeddedService => ({
  start: (env, announce, neighbours) => startService(definition, env, announce, neighbours),
});
