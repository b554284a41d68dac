import type { StatsResponse } from '@portfolio/contracts';
import type { Named, StatsData } from '../stores/ports.ts';
import type { StatsRange } from './range.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;
const orNull = (n: number | null) => (n === null ? null : round1(n));
const pages = (rows: Named[]) => rows.map((r) => ({ path: r.name, count: r.count }));
const iso = (at: number) => new Date(at).toISOString();

/**
 * Turns what the store read into the contract's answer: every day of the range present (zeros included),
 * rates and means computed once here for both adapters, and the visitor-level parts only when `full`.
 */
export function assembleStats(data: StatsData, range: StatsRange, full: boolean, now: number): StatsResponse {
  const byDay = new Map(data.daily.map((d) => [d.date, d]));
  const series = (pick: 'pageviews' | 'sessions' | 'visitors') =>
    range.days.map((date) => ({ date, count: byDay.get(date)?.[pick] ?? 0 }));
  const b = data.breakdowns;
  const people = full ? data.visitorLevel : undefined;
  return {
    scope: full ? 'full' : 'aggregate',
    range: { from: range.from, to: range.to, timeZone: range.timeZone },
    generatedAt: iso(now),
    totalPageviews: data.pageviews,
    dailyPageviews: series('pageviews'),
    topPages: pages(b.page),
    byPlatform: b.os,
    byBrowser: b.browser,
    byCountry: b.country,
    byDevice: b.device,
    byLanguage: b.language,
    totalSessions: data.sessions,
    dailySessions: series('sessions'),
    uniqueVisitors: data.visitors,
    dailyVisitors: series('visitors'),
    returningVisitors: data.returningVisitors,
    bounceRate: data.sessions > 0 ? round1((100 * data.bounces) / data.sessions) : 0,
    avgVisitDurationSeconds: data.sessions > 0 ? round1(data.durationMs / data.sessions / 1000) : 0,
    sources: b.source,
    utm: {
      source: b.utm_source,
      medium: b.utm_medium,
      campaign: b.utm_campaign,
      term: b.utm_term,
      content: b.utm_content,
    },
    entryPages: pages(b.entry),
    exitPages: pages(b.exit),
    performanceAverages: {
      avgLoadEvent: orNull(data.timing.load),
      avgTimeToFirstByte: orNull(data.timing.ttfb),
      avgDomContentLoaded: orNull(data.timing.dcl),
    },
    activeSessions: (people?.activeSessions ?? []).map((s) => ({
      sessionId: s.sessionId,
      landingPage: s.landingPage,
      lastSeen: iso(s.lastSeen),
      pageViews: s.pages,
    })),
    recentVisitors: (people?.recentVisitors ?? []).map((v) => ({
      sessionId: v.sessionId,
      browser: v.browser,
      platform: v.os,
      country: v.country,
      firstSeen: iso(v.startedAt),
    })),
    recentPageviews: (people?.recentPageviews ?? []).map((p) => ({
      path: p.path,
      sessionId: p.sessionId,
      timestamp: iso(p.at),
    })),
    topReferrers: full ? b.referrer : [],
  };
}
