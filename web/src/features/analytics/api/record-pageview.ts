import type { Pageview } from '@portfolio/contracts';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/analytics/pageview` (spec §7). Also carries the performance update: the same view posted again
 * with the same `pageviewId`, which the service counts once.
 */
export const recordPageview = (payload: Pageview) =>
  apiRequest<unknown>(apiPaths.analyticsPageview, {
    method: 'POST',
    json: payload,
    credentials: 'include',
    // Keeps a view made just before the tab closes.
    keepalive: true,
  });
