import { queryOptions } from '@tanstack/react-query';
import type { StatsResponse } from '@portfolio/contracts';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** The fields of the stats answer the site reads (spec §3); the answer may carry more. */
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
  | 'recentVisitors'
  | 'recentPageviews'
  | 'topReferrers'
> & {
  performanceAverages: { avgLoadEvent: number | null };
  activeSessions: { sessionId: string; landingPage: string; lastSeen: string; pageViews: string[] }[];
};

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
  performanceAverages: { avgLoadEvent: null },
  activeSessions: [],
  recentVisitors: [],
  recentPageviews: [],
  topReferrers: [],
};

/**
 * `GET /api/analytics/stats` with cookies (the administrator gets more). A non-ok answer raises "Failed to
 * fetch stats", which react-query retries by its defaults; readers fall back to `emptyStats`.
 */
export const statsQuery = () =>
  queryOptions({
    queryKey: ['analytics', 'stats'],
    queryFn: async () =>
      normaliseStats(
        await apiRequest<unknown>(apiPaths.analyticsStats, {
          credentials: 'include',
          failureMessage: 'Failed to fetch stats',
        }),
      ),
  });

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose => (typeof value === 'object' && value !== null ? (value as Loose) : {});
const asCount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = <T>(value: unknown, item: (raw: Loose) => T): T[] =>
  Array.isArray(value) ? value.map((raw) => item(asObject(raw))) : [];

const named = (raw: Loose) => ({ name: asText(raw.name), count: asCount(raw.count) });
const daily = (raw: Loose) => ({ date: asText(raw.date), count: asCount(raw.count) });

/** Reads the answer defensively: a missing or malformed part becomes zero or empty, never an exception. */
export function normaliseStats(raw: unknown): SiteStats {
  const body = asObject(raw);
  const averages = asObject(body.performanceAverages);
  return {
    totalPageviews: asCount(body.totalPageviews),
    dailyPageviews: asList(body.dailyPageviews, daily),
    topPages: asList(body.topPages, (p) => ({ path: asText(p.path), count: asCount(p.count) })),
    byPlatform: asList(body.byPlatform, named),
    byBrowser: asList(body.byBrowser, named),
    byCountry: asList(body.byCountry, named),
    totalSessions: asCount(body.totalSessions),
    dailySessions: asList(body.dailySessions, daily),
    performanceAverages: {
      avgLoadEvent: typeof averages.avgLoadEvent === 'number' ? averages.avgLoadEvent : null,
    },
    activeSessions: asList(body.activeSessions, (s) => ({
      sessionId: asText(s.sessionId),
      landingPage: asText(s.landingPage),
      lastSeen: asText(s.lastSeen),
      // The spec's client reads a list or comma-separated text.
      pageViews: Array.isArray(s.pageViews)
        ? s.pageViews.filter((p): p is string => typeof p === 'string')
        : asText(s.pageViews)
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
    })),
    recentVisitors: asList(body.recentVisitors, (v) => ({
      sessionId: asText(v.sessionId),
      browser: asText(v.browser),
      platform: asText(v.platform),
      country: asText(v.country),
      firstSeen: asText(v.firstSeen),
    })),
    recentPageviews: asList(body.recentPageviews, (v) => ({
      path: asText(v.path),
      sessionId: asText(v.sessionId),
      timestamp: asText(v.timestamp),
    })),
    topReferrers: asList(body.topReferrers, named),
  };
}
