import { routePrefixOf, type AnyEndpoint, type RateLimitClass } from './endpoint.ts';
import { allEndpoints } from './endpoints/index.ts';
import { serviceTable, type Access, type ServiceName } from './services.ts';

/**
 * The route table, derived from the endpoints: path prefix → service, who may call it, its gateway limit and its
 * largest body. The nginx gateway configuration and the single-machine dispatcher are both built from it, so the
 * two topologies cannot drift, and neither can drift from the endpoints the services mount.
 */
export interface Route {
  prefix: string;
  service: ServiceName;
  access: Access;
  rateLimit: RateLimitClass;
  bodyLimitBytes: number;
  /** Every call under the prefix may be sent again by the gateway when the service failed it (`retrySafe`). */
  retrySafe: boolean;
  /** The longest any call under the prefix may take to answer (`answerWithinMs`): what the gateway waits. */
  answerWithinMs: number;
}

export const bodyLimitOf = (endpoint: AnyEndpoint): number =>
  endpoint.bodyLimit ?? serviceTable[endpoint.service].bodyLimitBytes;

/**
 * One route per distinct prefix (the path before its first parameter). Endpoints sharing a prefix must agree on
 * service, access and gateway limit: the gateway decides on the prefix alone.
 */
export function deriveRouteTable(list: readonly AnyEndpoint[]): Route[] {
  const routes = new Map<string, Route>();
  for (const endpoint of list) {
    const prefix = routePrefixOf(endpoint);
    const { service, access, rateLimit, retrySafe, answerWithinMs } = endpoint;
    const bodyLimitBytes = bodyLimitOf(endpoint);
    const known = routes.get(prefix);
    if (!known) {
      routes.set(prefix, { prefix, service, access, rateLimit, bodyLimitBytes, retrySafe, answerWithinMs });
      continue;
    }
    if (known.service !== service || known.access !== access || known.rateLimit !== rateLimit) {
      throw new Error(`${endpoint.method} ${endpoint.path} disagrees with the other endpoints under ${prefix}`);
    }
    known.bodyLimitBytes = Math.max(known.bodyLimitBytes, bodyLimitBytes);
    known.retrySafe &&= retrySafe;
    known.answerWithinMs = Math.max(known.answerWithinMs, answerWithinMs);
  }
  return [...routes.values()].sort((a, b) => a.prefix.localeCompare(b.prefix));
}

export const routeTable: readonly Route[] = deriveRouteTable(allEndpoints);

/** Longest matching prefix, on whole path segments only (so /api/logsX is not /api/logs). */
export function matchRoute(path: string, table: readonly Route[] = routeTable): Route | undefined {
  let best: Route | undefined;
  for (const route of table) {
    const hit = path === route.prefix || path.startsWith(`${route.prefix}/`);
    if (hit && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best;
}
