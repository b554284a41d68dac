import type { AnyEndpoint } from '@portfolio/contracts';
import type { ServiceParts } from '@portfolio/kit';

/** What koa-router leaves on the middleware it returns: its own stack of layers. */
interface RouterLike {
  stack: { methods: string[]; path: unknown }[];
}

export const endpointName = (endpoint: Pick<AnyEndpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/**
 * Every route an assembled service really answers, as `METHOD path`, sorted: the layers of the router kit mounted
 * on its Koa app (HEAD aside, which koa-router adds wherever GET is) and the routes answered before Koa. A test
 * compares it with the contract's endpoints for the service, so a route mounted by hand, or a declared endpoint
 * left out, fails it.
 */
export function mountedRoutes(app: { middleware: unknown[] }, parts: Pick<ServiceParts, 'direct'>): string[] {
  const router = app.middleware
    .map((m) => (m as { router?: RouterLike }).router)
    .find((r): r is RouterLike => r !== undefined);
  if (!router) throw new Error('no router mounted');
  const onKoa = router.stack.flatMap((layer) =>
    layer.methods.filter((m) => m !== 'HEAD').map((method) => `${method} ${String(layer.path)}`),
  );
  const direct = (parts.direct ?? []).map((route) => endpointName(route.endpoint));
  return [...onKoa, ...direct].sort();
}

/** The contract's endpoints of a service, in the same form. */
export const declaredRoutes = (declared: Record<string, AnyEndpoint>) =>
  Object.values(declared).map(endpointName).sort();
