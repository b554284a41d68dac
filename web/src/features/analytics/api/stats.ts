import { queryOptions } from '@tanstack/react-query';
import type { StatsResponse } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { loadEndpoints } from '@/lib/api/endpoints';

/** The fields of the stats answer the site reads (spec §3); the answer carries more. */
export type SiteStats = Pick<
  StatsResponse,
  | 'totalPageviews'
  | 'dailyPageviews'
  | 'topPages'
  | 'byPlatform'
  | 'byBrowser'
  | 'byCountry'
  | 'totalSessions'
  | 'dailySessions'
  | 'performanceAverages'
  | 'activeSessions'
  | 'recentVisitors'
  | 'recentPageviews'
  | 'topReferrers'
>;

/** What the site shows while stats are unknown or unavailable (spec §7: "an empty default structure"). */
export const emptyStats: SiteStats = {
  totalPageviews: 0,
  dailyPageviews: [],
  topPages: [],
  byPlatform: [],
  byBrowser: [],
  byCountry: [],
  totalSessions: 0,
  dailySessions: [],
  performanceAverages: { avgLoadEvent: null, avgTimeToFirstByte: null, avgDomContentLoaded: null },
  activeSessions: [],
  recentVisitors: [],
  recentPageviews: [],
  topReferrers: [],
};

/**
 * `analyticsEndpoints.stats` with cookies (the administrator gets more), checked against the contract. A non-ok
 * answer raises "Failed to fetch stats" and one outside the contract a ContractError; react-query retries either
 * by its defaults, and readers fall back to `emptyStats` meanwhile.
 */
export const statsQuery = () =>
  queryOptions({
    queryKey: ['analytics', 'stats'],
    queryFn: async (): Promise<SiteStats> => {
      const { stats } = await loadEndpoints();
      return callEndpoint(stats, { query: {} }, { credentials: 'include', failureMessage: 'Failed to fetch stats' });
    },
  });
