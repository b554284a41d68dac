import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  authEndpoints,
  gatewayOnlyHeaders,
  hasDotSegment,
  isApiPath,
  isCanonicalApiPath,
  matchRoute,
  matchSiteDocument,
  redirectEndpoints,
  type ServiceName,
} from '@portfolio/contracts';
import {
  answerMetrics,
  isDirectLoopbackCaller,
  metricsPath,
  sendError,
  tagRole,
  type StartedService,
} from '@portfolio/kit';

import { answerWithFallback } from './document-fallback.ts';
import type { staticFiles } from './static-files.ts';

/**
 * The single-machine counterpart of the nginx gateway, driven by the same route table: it picks the service by
 * prefix, passes the full path through, runs the auth check for admin routes (fails closed), tells
 * `identify` routes who is calling, and hides internal routes. The site documents (crawler-readable pages, feeds,
 * sitemaps) go to the service that writes them. Other paths outside /api go to the SPA.
 */
export function createDispatcher(services: Map<ServiceName, StartedService>, spa: ReturnType<typeof staticFiles>) {
  // The service answering the gateway's auth checks answers them in-process here.
  const identify = services.get(authEndpoints.verifyAdmin.service)?.identify;
  const redirectsOwner = services.get(redirectEndpoints.redirectList.service);

  return async (req: IncomingMessage, res: ServerResponse) => {
    // The role is the in-process tag alone, and the request id is the service's own: a client's copy of a header
    // the gateway sets must not reach a service, whatever route or address it came by.
    const { headers } = req;
    for (const name of gatewayOnlyHeaders) if (headers[name] !== undefined) Reflect.deleteProperty(headers, name);
    const target = req.url ?? '/';
    const path = target.split('?')[0] ?? '/';
    // Only an origin-form target without dot segments names a path here (`*` and absolute forms are not for an
    // origin server; a `..` may climb above the root), and an API path must be canonical before a route is chosen
    // on it: the route checks run on what the service reads. A fragment never belongs in a request target: Koa's
    // router drops it, so `/api/admin/verify#x` would be routed here as public `/api/admin` and run the internal
    // handler there.
    if (
      !path.startsWith('/') ||
      target.includes('#') ||
      (isApiPath(path) ? !isCanonicalApiPath(path) : hasDotSegment(path))
    ) {
      return sendError(res, 400);
    }
    // Node's parser lets an "HTTP/2.0" request line through on this HTTP/1 connection; nginx refuses it, so here too.
    if (req.httpVersionMajor !== 1) return sendError(res, 400);
    // Every hosted service's metrics, for a scraper on this machine talking to us directly; from anyone else, or
    // relayed by a proxy, nothing is there.
    if (path === metricsPath) {
      const scrape = (req.method === 'GET' || req.method === 'HEAD') && isDirectLoopbackCaller(req);
      if (!scrape) return sendError(res, 404);
      return answerMetrics(res, req.method === 'HEAD').catch(() => sendError(res, 500));
    }
    // The site documents (packages/contracts/src/site-documents.ts) are their service's to write; a page falls back
    // to the plain SPA when that service is absent or fails, a file has no fallback.
    const servePlainSpa = (status?: number) => {
      if (!spa.serve(req, res, path, status === 410 ? 410 : 200)) sendError(res, 404);
    };
    const document = req.method === 'GET' || req.method === 'HEAD' ? matchSiteDocument(path) : undefined;
    if (document) {
      const owner = services.get(document.document.service);
      if (document.document.kind === 'file') return owner ? owner.handle(req, res) : sendError(res, 404);
      return owner ? answerWithFallback(req, res, owner.handle, servePlainSpa) : servePlainSpa();
    }
    const route = matchRoute(path);
    if (!route) {
      // An API path no service answers is a 404 in the contract's shape, never the SPA's index.html; the SPA's
      // files are read with GET and HEAD only.
      if (isApiPath(path)) sendError(res, 404);
      else if (req.method !== 'GET' && req.method !== 'HEAD') sendError(res, 405, { Allow: 'GET, HEAD' });
      else if (redirectsOwner && !path.startsWith('/assets/')) {
        // Any other path may be a redirect's (packages/contracts/src/redirects.ts): the content service answers it,
        // and its 404 (no redirect there) or failure leaves the path to the SPA, as nginx's `@site_path` does.
        answerWithFallback(req, res, redirectsOwner.handle, servePlainSpa, (s) => s === 404 || s === 410 || s >= 500);
      } else servePlainSpa();
      return;
    }
    const service = services.get(route.service);
    if (!service || route.access === 'internal') return sendError(res, 404);

    if (route.access === 'admin' || route.access === 'identify') {
      // A check that could not be made (the session store down) fails closed: 503 as nginx answers it for an admin
      // route, a visitor for an identify route.
      const role = identify ? await identify(req, res).catch(() => undefined) : 'visitor';
      if (route.access === 'admin' && role !== 'admin') {
        return role === undefined ? sendError(res, 503, { 'Retry-After': '5' }) : sendError(res, 401);
      }
      tagRole(req, role ?? 'visitor');
    }
    service.handle(req, res);
  };
}
