import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { logBatch, logIngestResponse, serverLogBatch, serviceTable } from '@portfolio/contracts';
import {
  clientAddressKey,
  clientIp,
  guarded,
  HttpError,
  internalLogsPath,
  rateLimit,
  type TrustedProxies,
} from '@portfolio/kit';
import { sessionKeyer } from '../ingest/session-key.ts';
import type { LogsRouteDeps } from './logs-deps.ts';

const bodyLimit = serviceTable.logs.bodyLimitBytes;

/**
 * `POST /api/logs`: the browser's batch, as `fetch` (JSON) or `navigator.sendBeacon` (text/plain) sends it.
 * Refusals cost little: the rate limit runs before the body is read, the size cap while it is read.
 */
export function ingestRoute(router: Router, { trust, ingestion, rateLimit: limits }: LogsRouteDeps) {
  const sessionOf = sessionKeyer();
  router.post(
    '/api/logs',
    rateLimit({ ...limits, key: (ctx) => clientAddressKey(ctx.req, trust) }),
    guarded(
      { body: logBatch, response: logIngestResponse },
      { limit: bodyLimit, types: ['application/json', 'text/plain'] },
      async (ctx, { body }) => {
        // The address is used here, in memory, and never leaves this function.
        const address = clientIp(ctx.req, trust);
        const userAgent = ctx.get('user-agent');
        const accepted = await ingestion.accept('client', body.entries, (e) => sessionOf(e, address, userAgent));
        ctx.status = 202;
        ctx.body = { accepted: true, ...accepted };
      },
    ),
  );
}

/**
 * Only our services may post here, and they call directly. A request that came through a proxy carries its
 * forwarding header, which service-to-service calls never do: even a gateway misconfigured to pass this path on
 * cannot let the outside post errors in a service's name. And a service proves itself with the shared gateway
 * secret: the port is reachable by any local process (or anything on the container network).
 */
const servicesOnly =
  (trust: TrustedProxies): Middleware =>
  async (ctx, next) => {
    if (ctx.get('x-forwarded-for') || ctx.get('forwarded')) throw new HttpError(404, 'not_found', 'Nothing here.');
    if (!trust.fromGateway(ctx.req)) throw new HttpError(403, 'forbidden', 'Only our own services may post here.');
    await next();
  };

/** The services' own server-side errors, posted directly by them in the gateway topology (route table: internal). */
export function internalIngestRoute(router: Router, { trust, ingestion }: LogsRouteDeps) {
  router.post(
    internalLogsPath,
    servicesOnly(trust),
    guarded({ body: serverLogBatch, response: logIngestResponse }, { limit: bodyLimit }, async (ctx, { body }) => {
      const accepted = await ingestion.accept(body.source, body.entries);
      ctx.status = 202;
      ctx.body = { accepted: true, ...accepted };
    }),
  );
}
