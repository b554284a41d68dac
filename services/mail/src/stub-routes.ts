import type { AnyEndpoint } from '@portfolio/contracts';
import { HttpError, route, type RouteDefinition } from '@portfolio/kit';

// TEMPORARY (lead's scaffolding during the session): every area replaces its use of this with real routes, and
// this file is deleted before the session ends.
export const notBuiltYet = (list: readonly AnyEndpoint[]): RouteDefinition[] =>
  list.map((endpoint) =>
    route(endpoint, () => {
      throw new HttpError(503, 'service_unavailable', 'Not built yet.');
    }),
  );
