import { queryOptions } from '@tanstack/react-query';
import { gameAnalyticsEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `gameAnalyticsEndpoints.gameStats`: plays, completions and medians per game over the period, and per day. */
export const gameStatsQuery = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['admin', 'games', 'stats', period.from, period.to],
    queryFn: () =>
      callEndpoint(
        gameAnalyticsEndpoints.gameStats,
        { query: { from: period.from, to: period.to } },
        { credentials: 'include' },
      ),
  });
