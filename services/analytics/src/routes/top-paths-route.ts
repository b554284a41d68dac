import { analyticsPathsEndpoints } from '@portfolio/contracts';
import { route, storeCalls } from '@portfolio/kit';
import { rangeBounds, rangeOf } from '../stats/range.ts';
import type { AnalyticsContext } from './analytics-context.ts';

/**
 * The most viewed page paths of a range, for the administrator (the guard in front and kit's mount both check):
 * every path visitors asked for, the site's or not, so that the not-found list can be made from it.
 */
export function topPathsRoute({ deps, now }: AnalyticsContext) {
  // A store that is down or refuses is our failure: 503, never a driver message.
  const fromStore = storeCalls(deps.logger, {
    store: 'analytics store',
    message: 'Statistics are temporarily unavailable.',
  });
  return route(analyticsPathsEndpoints.topPaths, async (_ctx, { query }) => {
    const range = rangeOf(rangeBounds(query, deps.calendar, now(), deps.settings.maxRangeDays), deps.calendar);
    const rows = await fromStore(() => deps.store.topPaths({ range, limit: query.limit }));
    return {
      range: { from: range.from, to: range.to, timeZone: range.timeZone },
      paths: rows.map((row) => ({ path: row.name, count: row.count })),
    };
  });
}
