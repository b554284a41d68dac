import type { IncomingMessage } from 'node:http';
import { analyticsEndpoints, bodyLimitOf } from '@portfolio/contracts';
import { directJsonPost, type DirectRoute } from '@portfolio/kit';
import type { StoredEvent } from '../events.ts';
import { pageviewEventOf, sessionEventOf, type Arrival } from '../ingest/enrich.ts';
import { clientKind } from '../ingest/user-agent.ts';
import type { AnalyticsContext } from './analytics-context.ts';

/**
 * Our own host, to tell self-referrals: browsers send Origin with every POST (beacons included), and it names the
 * site even behind proxies that rewrite Host; Host is the fallback.
 */
function siteHost(req: IncomingMessage): string {
  const origin = req.headers.origin;
  const host = req.headers.host;
  return (origin && URL.parse(origin)?.hostname) || (host && URL.parse(`http://${host}`)?.hostname) || '';
}

const { sessionStart, pageview } = analyticsEndpoints;

/**
 * Session start and page view, answered directly on node:http (see directJsonPost): they are what every visitor
 * calls on every page. Body schema, answer, size limit and content types (beacons send text/plain) are the
 * endpoints' declarations. The answer (202) comes once the enriched event is on disk in the spool; the store gets
 * it in the next batch. Bots get the same answer and nothing is kept.
 */
export function ingestRoutes({ deps, now }: AnalyticsContext): DirectRoute[] {
  const common = (endpoint: typeof sessionStart | typeof pageview) => ({
    logger: deps.logger,
    trust: deps.trust,
    body: { limit: bodyLimitOf(endpoint), types: endpoint.contentTypes },
    response: endpoint.response,
    rateLimit: { limit: deps.settings.rateLimitPerMinute, windowMs: 60_000 },
  });

  const arrival = (req: IncomingMessage, address: string): Arrival | undefined => {
    const userAgent = req.headers['user-agent'] ?? '';
    if (!deps.settings.keepBots && clientKind(userAgent).bot) return undefined;
    return { at: now(), address, userAgent, siteHost: siteHost(req) };
  };

  const accept = async (event: StoredEvent | undefined) => {
    if (event) await deps.spool.append([event]);
    return { status: 202, body: { accepted: true } };
  };

  return [
    {
      endpoint: sessionStart,
      handle: directJsonPost({
        ...common(sessionStart),
        schema: sessionStart.body,
        handle: async (req, start, address) => {
          const seen = arrival(req, address);
          return accept(seen && sessionEventOf(start, seen, deps.salts));
        },
      }),
    },
    {
      endpoint: pageview,
      handle: directJsonPost({
        ...common(pageview),
        schema: pageview.body,
        handle: async (req, view, address) => {
          const seen = arrival(req, address);
          return accept(seen && pageviewEventOf(view, seen, deps.salts));
        },
      }),
    },
  ];
}
