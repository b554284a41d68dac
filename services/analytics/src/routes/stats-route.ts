import { analyticsEndpoints } from '@portfolio/contracts';
import { clientAddressKey, rateLimit, roleOf, route, Serialised, storeCalls } from '@portfolio/kit';
import { assembleStats } from '../stats/assemble.ts';
import type { CachedStats } from '../stats/cache.ts';
import { rangeBounds, rangeOf, type StatsRange } from '../stats/range.ts';
import type { AnalyticsContext } from './analytics-context.ts';

/** Longest lists in an answer: breakdowns, active sessions and their pages, recent visitors and page views. */
const listLimit = 50;
/** A session seen within this is active (as Plausible's and Umami's "current visitors"). */
const activeWindowMs = 5 * 60_000;

/**
 * The statistics for a range. Who is asking is decided by the guard in front (the gateway's auth_request, or the
 * same check in-process), never by anything the client sends: only the administrator gets the visitor-level lists.
 */
export function statsRoute({ deps, now, cache }: AnalyticsContext) {
  const limited = rateLimit({
    limit: deps.settings.statsRateLimitPerMinute,
    windowMs: 60_000,
    key: (ctx) => clientAddressKey(ctx.req, deps.trust),
  });
  // A store that is down or refuses is our failure: 503, never a driver message.
  const fromStore = storeCalls(deps.logger, {
    store: 'analytics store',
    message: 'Statistics are temporarily unavailable.',
  });

  const compute = async (full: boolean, range: StatsRange): Promise<CachedStats> => {
    const at = now();
    const data = await fromStore(() =>
      deps.store.stats({ range, limit: listLimit, visitorLevel: full, activeSince: at - activeWindowMs }),
    );
    const body = assembleStats(data, range, full, at);
    return { body, json: Buffer.from(JSON.stringify(body)) };
  };

  // Polling is what this call mostly serves: a cached answer goes out as the bytes serialised when it was made
  // (kit still checks the object form against the contract, under test).
  return route(
    analyticsEndpoints.stats,
    async (ctx, { query }) => {
      const role = roleOf(ctx.req, deps.trust);
      const bounds = rangeBounds(query, deps.calendar, now(), deps.settings.maxRangeDays);
      const stats = await cache.get(`${role}|${bounds.from}|${bounds.to}`, () =>
        compute(role === 'admin', rangeOf(bounds, deps.calendar)),
      );
      return new Serialised(stats.body, stats.json);
    },
    { before: [limited] },
  );
}
