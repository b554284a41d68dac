import { topPathsQuery, topPathsResponse } from '../analytics-paths.ts';
import { endpoint } from '../endpoint.ts';

/** The analytics service's admin reads besides the statistics (#19). */
export const analyticsPathsEndpoints = {
  topPaths: endpoint({
    service: 'analytics',
    method: 'GET',
    path: '/api/admin/analytics/paths',
    access: 'admin',
    summary: 'The most viewed page paths of a date range, every path visitors asked for (the not-found list reads it).',
    query: topPathsQuery,
    response: topPathsResponse,
  }),
};
