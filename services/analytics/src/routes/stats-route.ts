import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { statsQuery, statsResponse } from '@portfolio/contracts';
import { clientAddressKey, guarded, HttpError, rateLimit, roleOf } from '@portfolio/kit';
import { assembleStats } from '../stats/assemble.ts';
import type { CachedStats } from '../stats/cache.ts';
import { rangeBounds, rangeOf, type StatsRange } from '../stats/range.ts';
import type { AnalyticsContext } from './analytics-context.ts';

/** Longest lists in an answer: breakdowns, active sessions and their pages, recent visitors and page views. */
const listLimit = 50;
/** A session seen within this is active (as Plausible's and Umami's "current visitors"). */
const activeWindowMs = 5 * 60_000;

/**
 * `GET /api/analytics/stats?from&to`. Who is asking is decided by the guard in front (the gateway's
 * auth_request, or the same check in-process), never by anything the client sends: only the administrator
 * gets the visitor-level lists.
 */
export function statsRoute(router: Router, { deps, now, cache }: AnalyticsContext) {
  const limited = rateLimit({
    limit: deps.settings.statsRateLimitPerMinute,
    windowMs: 60_000,
    key: (ctx) => clientAddressKey(ctx.req, deps.trust),
  });

  const compute = async (full: boolean, range: StatsRange): Promise<CachedStats> => {
    const at = now();
    let data;
    try {
      data = await deps.store.stats({ range, limit: listLimit, visitorLevel: full, activeSince: at - activeWindowMs });
    } catch (err) {
      deps.logger.error({ err }, 'stats query failed');
      throw new HttpError(503, 'service_unavailable', 'Statistics are temporarily unavailable.', {
        headers: { 'Retry-After': '5' },
      });
    }
    const body = assembleStats(data, range, full, at);
    return { body, json: Buffer.from(JSON.stringify(body)) };
  };

  // Polling is what this call mostly serves: a cached answer goes out as the bytes serialised when it was made.
  // (The guard has checked the object form against the contract by then, under test.)
  const sendSerialised: Middleware = (ctx) => {
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = (ctx.state.stats as CachedStats).json;
  };

  router.get(
    '/api/analytics/stats',
    limited,
    guarded({ query: statsQuery, response: statsResponse }, undefined, async (ctx, { query }) => {
      const role = roleOf(ctx.req, deps.trust);
      const bounds = rangeBounds(query, deps.calendar, now(), deps.settings.maxRangeDays);
      const stats = await cache.get(`${role}|${bounds.from}|${bounds.to}`, () =>
        compute(role === 'admin', rangeOf(bounds, deps.calendar)),
      );
      ctx.state.stats = stats;
      ctx.body = stats.body;
    }),
    sendSerialised,
  );
}
