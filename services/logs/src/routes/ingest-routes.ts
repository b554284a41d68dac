import { logsEndpoints } from '@portfolio/contracts';
import { hotRoute, route, type DirectRoute } from '@portfolio/kit';
import { sessionKeyer } from '../ingest/session-key.ts';
import type { LogsRouteDeps } from './logs-deps.ts';

/**
 * The browser's batch, as `fetch` (JSON) or `navigator.sendBeacon` (text/plain) sends it, on kit's hot path (see
 * hotRoute): every page that fails sends one. Refusals cost little: the rate limit runs before the body is read,
 * the size cap (the contract's) while it is read. The answer (202) comes once the entries are on disk in the spool.
 */
export function ingestRoute({ logger, trust, ingestion, rateLimit: limits }: LogsRouteDeps): DirectRoute {
  const sessionOf = sessionKeyer();
  return hotRoute(
    logsEndpoints.ingest,
    async ({ body }, { req, address }) => {
      // The address is used here, in memory, and never leaves this function.
      const userAgent = req.headers['user-agent'] ?? '';
      const accepted = await ingestion.accept('client', body.entries, (e) => sessionOf(e, address, userAgent));
      return { accepted: true as const, ...accepted };
    },
    { logger, trust, rateLimit: limits },
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
