import { queryOptions } from '@tanstack/react-query';
import { statsResponse, type StatsResponse } from '@portfolio/contracts';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';
import type { Period } from '../period';

/**
 * `GET /api/analytics/stats?from&to` as the administrator: every field, visitor-level lists included. Without a
 * period, the server's default (the last 30 days up to its today, in its time zone). Checked against the
 * contract, so a screen never renders half-understood data.
 */
export const adminStatsQuery = (period?: Period) =>
  queryOptions({
    queryKey: ['admin', 'stats', period?.from ?? 'default', period?.to ?? 'default'],
    queryFn: async (): Promise<StatsResponse> => {
      const search = period ? `?${new URLSearchParams({ from: period.from, to: period.to })}` : '';
      return statsResponse.parse(
        await apiRequest<unknown>(`${adminApiPaths.stats}${search}`, { credentials: 'include' }),
      );
    },
  });
