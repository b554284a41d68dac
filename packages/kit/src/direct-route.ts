import type { IncomingMessage, ServerResponse } from 'node:http';

export type DirectHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Sends the paths in `routes` to their direct handler (any method: each answers 405 itself), the rest on. The
 * direct handlers are the hot path's (see hotRoute): the calls made on every page view, answered before Koa.
 */
export function withDirectRoutes(routes: Record<string, DirectHandler>, fallback: DirectHandler): DirectHandler {
  const table = new Map(Object.entries(routes));
  return (req, res) => {
    const target = req.url ?? '/';
    const query = target.indexOf('?');
    const route = table.get(query < 0 ? target : target.slice(0, query));
    (route ?? fallback)(req, res);
  };
}
