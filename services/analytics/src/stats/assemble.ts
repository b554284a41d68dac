import { otherPages, type StatsResponse } from '@portfolio/contracts';
import type { Named, StatsData } from '../stores/ports.ts';
import type { StatsRange } from './range.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;
const orNull = (n: number | null) => (n === null ? null : round1(n));
const pages = (rows: Named[]) => rows.map((r) => ({ path: r.name, count: r.count }));

/**
 * What a visitor sees of the pages: only the site's own, every other path as one "other" row (last), so that
 * nobody can write on the home page by posting page views of made-up paths. The store groups them so over all
 * page views (`publicPage`): made-up paths cannot push the real pages out of the list either.
 */
const publicPages = (rows: Named[]) =>
  pages([...rows.filter((r) => r.name !== otherPages), ...rows.filter((r) => r.name === otherPages)]);
const iso = (at: number) => new Date(at).toISOString();

/**
 * Turns what the store read into the contract's answer: every day of the range present (zeros included),
 * rates and means computed once here for both adapters, and only when `full` the visitor-level parts, where
 * visits came from (referrers, sources, campaign tags), where they began and ended, and paths the site does not have.
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
    topPages: full ? pages(b.page) : publicPages(b.publicPage),
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
    sources: full ? b.source : [],
    utm: {
      source: full ? b.utm_source : [],
      medium: full ? b.utm_medium : [],
      campaign: full ? b.utm_campaign : [],
      term: full ? b.utm_term : [],
      content: full ? b.utm_content : [],
    },
    entryPages: full ? pages(b.entry) : [],
    exitPages: full ? pages(b.exit) : [],
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
