import type { Middleware } from 'koa';
import { metricsEndpoints, type AnyEndpoint, type ServiceName } from '@portfolio/contracts';
import { answered, route, type RouteDefinition } from '../endpoints/route.ts';
import { metricsText } from './exposure.ts';

/** A service's metrics endpoint in the contract. */
export function metricsEndpointOf(service: ServiceName): AnyEndpoint {
  const [endpoint] = Object.values(metricsEndpoints[service]);
  if (!endpoint) throw new Error(`the ${service} service has no metrics endpoint in the contract`);
  return endpoint;
}

/**
 * The administrator's view of a service's metrics (GET /api/admin/metrics/<service>, admin only): mounted by kit on
 * every service that does not mount it itself, so that none can forget it. A service whose admin check needs a
 * step first (the auth service loads its session) mounts it with that step. In the single-machine process it shows
 * that service's series and the process's, not the other services'.
 */
export function metricsAdminRoute(service: ServiceName, options: { before?: Middleware[] } = {}): RouteDefinition {
  const endpoint = metricsEndpointOf(service);
  return route(
    endpoint,
    async (ctx): Promise<typeof answered> => {
      ctx.body = await metricsText(service);
      ctx.set('Content-Type', endpoint.responseType);
      ctx.set('Cache-Control', 'no-store');
      return answered;
    },
    options,
  );
}
