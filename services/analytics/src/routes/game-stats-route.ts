import { gameAnalyticsEndpoints } from '@portfolio/contracts';
import { route, storeCalls } from '@portfolio/kit';
import { assembleGameStats } from '../stats/game-stats.ts';
import { rangeBounds, rangeOf } from '../stats/range.ts';
import type { AnalyticsContext } from './analytics-context.ts';

/**
 * What visitors do with the games (#20), for the administrator (kit's mount checks the role the guard in front
 * decided): plays, completions and medians per game over a range (the range rules of the statistics), per day.
 */
export function gameStatsRoute({ deps, now }: AnalyticsContext) {
  // A store that is down or refuses is our failure: 503, never a driver message.
  const fromStore = storeCalls(deps.logger, {
    store: 'analytics store',
    message: 'Statistics are temporarily unavailable.',
  });
  return route(gameAnalyticsEndpoints.gameStats, async (_ctx, { query }) => {
    const range = rangeOf(rangeBounds(query, deps.calendar, now(), deps.settings.maxRangeDays), deps.calendar);
    return assembleGameStats(await fromStore(() => deps.store.gameStats(range)), range);
  });
}
