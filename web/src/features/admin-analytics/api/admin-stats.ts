import { queryOptions } from '@tanstack/react-query';
import { analyticsEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import type { Period } from '../period';

/**
 * `analyticsEndpoints.stats` for a period, as the administrator: every field, visitor-level lists included. Without a
 * period, the server's default (the last 30 days up to its today, in its time zone). Checked against the
 * contract, so a screen never renders half-understood data.
 */
export const adminStatsQuery = (period?: Period) =>
  queryOptions({
    queryKey: ['admin', 'stats', period?.from ?? 'default', period?.to ?? 'default'],
    queryFn: () =>
      callEndpoint(
        analyticsEndpoints.stats,
        { query: { from: period?.from, to: period?.to } },
        { credentials: 'include' },
      ),
  });
