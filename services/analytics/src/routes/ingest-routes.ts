import type Router from '@koa/router';
import type { Context } from 'koa';
import { accepted, analyticsSessionStart, pageview, serviceTable } from '@portfolio/contracts';
import { clientIp, guarded, rateLimit, type BodyOptions } from '@portfolio/kit';
import type { StoredEvent } from '../events.ts';
import { pageviewEventOf, sessionEventOf, type Arrival } from '../ingest/enrich.ts';
import { clientKind } from '../ingest/user-agent.ts';
import type { AnalyticsContext } from './analytics-context.ts';

/** Beacons (`navigator.sendBeacon` with a string) arrive as text/plain; both carry the same JSON. */
const body: BodyOptions = {
  limit: serviceTable.analytics.bodyLimitBytes,
  types: ['application/json', 'text/plain'],
};

/**
 * Our own host, to tell self-referrals: browsers send Origin with every POST (beacons included), and it names the
 * site even behind proxies that rewrite Host; Host is the fallback.
 */
function siteHost(ctx: Context): string {
  const origin = ctx.get('origin');
  return (origin && URL.parse(origin)?.hostname) || ctx.hostname;
}

/**
 * `POST /api/analytics/session` and `/pageview`. The answer (202) comes once the enriched event is on disk in
 * the spool; the store gets it in the next batch. Bots get the same answer and nothing is kept.
 */
export function ingestRoutes(router: Router, { deps, now }: AnalyticsContext) {
  const limited = rateLimit({
    limit: deps.settings.rateLimitPerMinute,
    windowMs: 60_000,
    key: (ctx) => clientIp(ctx.req, deps.trust),
  });

  const arrival = (ctx: Context): Arrival | undefined => {
    const userAgent = ctx.get('user-agent');
    if (!deps.settings.keepBots && clientKind(userAgent).bot) return undefined;
    return { at: now(), address: clientIp(ctx.req, deps.trust), userAgent, siteHost: siteHost(ctx) };
  };

  const accept = async (ctx: Context, event: StoredEvent | undefined) => {
    if (event) await deps.spool.append([event]);
    else ctx.state.logger?.debug('bot event dropped');
    ctx.status = 202;
    ctx.body = { accepted: true };
  };

  router.post(
    '/api/analytics/session',
    limited,
    guarded({ body: analyticsSessionStart, response: accepted }, body, async (ctx, { body: start }) => {
      const seen = arrival(ctx);
      await accept(ctx, seen && sessionEventOf(start, seen, deps.salts));
    }),
  );

  router.post(
    '/api/analytics/pageview',
    limited,
    guarded({ body: pageview, response: accepted }, body, async (ctx, { body: view }) => {
      const seen = arrival(ctx);
      await accept(ctx, seen && pageviewEventOf(view, seen, deps.salts));
    }),
  );
}
