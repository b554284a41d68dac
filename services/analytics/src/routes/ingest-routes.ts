import type { IncomingMessage } from 'node:http';
import { analyticsEndpoints, gameAnalyticsEndpoints } from '@portfolio/contracts';
import { hotRoute, type DirectRoute } from '@portfolio/kit';
import type { StoredEvent } from '../events.ts';
import { gameEventOf } from '../ingest/game-event.ts';
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
const { gameEvent } = gameAnalyticsEndpoints;

/**
 * Session start, page view and game event, answered on kit's hot path (see hotRoute): the first two are what
 * every visitor calls on every page; the games' events share their guarantees (rate limit, beacons). Body schema, answer, size limit and content types (beacons send text/plain) are the endpoints'
 * declarations. The answer (202) comes once the enriched event is on disk in the spool; the store gets it in the
 * next batch. Bots get the same answer and nothing is kept.
 */
export function ingestRoutes({ deps, now }: AnalyticsContext): DirectRoute[] {
  const options = {
    logger: deps.logger,
    trust: deps.trust,
    rateLimit: { limit: deps.settings.rateLimitPerMinute, windowMs: 60_000 },
  };

  const arrival = (req: IncomingMessage, address: string): Arrival | undefined => {
    const userAgent = req.headers['user-agent'] ?? '';
    if (!deps.settings.keepBots && clientKind(userAgent).bot) return undefined;
    return { at: now(), address, userAgent, siteHost: siteHost(req) };
  };

  const accept = async (event: StoredEvent | undefined) => {
    if (event) await deps.spool.append([event]);
    return { accepted: true as const };
  };

  return [
    hotRoute(
      sessionStart,
      ({ body }, { req, address }) => {
        const seen = arrival(req, address);
        return accept(seen && sessionEventOf(body, seen, deps.salts));
      },
      options,
    ),
    hotRoute(
      pageview,
      ({ body }, { req, address }) => {
        const seen = arrival(req, address);
        return accept(seen && pageviewEventOf(body, seen, deps.salts));
      },
      options,
    ),
    // Bots are dropped as page views are; of the request nothing else is used: a play names no one.
    hotRoute(
      gameEvent,
      ({ body }, { req, address }) => accept(arrival(req, address) && gameEventOf(body, now())),
      options,
    ),
  ];
}
