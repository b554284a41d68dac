import { logsEndpoints } from '@portfolio/contracts';
import { clientAddressKey, clientIp, rateLimit, route } from '@portfolio/kit';
import { sessionKeyer } from '../ingest/session-key.ts';
import type { LogsRouteDeps } from './logs-deps.ts';

/**
 * The browser's batch, as `fetch` (JSON) or `navigator.sendBeacon` (text/plain) sends it. Refusals cost little:
 * the rate limit runs before the body is read, the size cap (the contract's) while it is read.
 */
export function ingestRoute({ trust, ingestion, rateLimit: limits }: LogsRouteDeps) {
  const sessionOf = sessionKeyer();
  return route(
    logsEndpoints.ingest,
    async (ctx, { body }) => {
      // The address is used here, in memory, and never leaves this function.
      const address = clientIp(ctx.req, trust);
      const userAgent = ctx.get('user-agent');
      const accepted = await ingestion.accept('client', body.entries, (e) => sessionOf(e, address, userAgent));
      return { accepted: true as const, ...accepted };
    },
    { before: [rateLimit({ ...limits, key: (ctx) => clientAddressKey(ctx.req, trust) })] },
  );
}

/**
 * The services' own server-side errors, posted directly by them in the gateway topology. Kit's internal check
 * lets only our own processes in: no forwarding header (a proxied request is answered 404, so even a gateway
 * misconfigured to pass this path on cannot let the outside post in a service's name) and the shared gateway
 * secret (403 without it: the port is reachable by any local process).
 */
export function internalIngestRoute({ ingestion }: LogsRouteDeps) {
  return route(logsEndpoints.ingestServerErrors, async (_ctx, { body }) => {
    const accepted = await ingestion.accept(body.source, body.entries);
    return { accepted: true as const, ...accepted };
  });
}
