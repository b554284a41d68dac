import { isPublicPage, otherPages, type StatsResponse } from '@portfolio/contracts';
import type { Named, StatsData } from '../stores/ports.ts';
import type { StatsRange } from './range.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;
const orNull = (n: number | null) => (n === null ? null : round1(n));
const pages = (rows: Named[]) => rows.map((r) => ({ path: r.name, count: r.count }));

/**
 * What a visitor sees of a page list: only the site's own pages, everything else as one "other" row (last), so
 * nobody can write on the home page by posting page views of made-up paths. `total` is what the whole list counts
 * when it is known (page views); otherwise "other" sums the rows that were read.
 */
function publicPages(rows: Named[], total?: number): StatsResponse['topPages'] {
  const shown = pages(rows.filter((r) => isPublicPage(r.name)));
  const kept = shown.reduce((sum, r) => sum + r.count, 0);
  const other = total === undefined ? rows.reduce((sum, r) => sum + r.count, 0) - kept : total - kept;
  return other > 0 ? [...shown, { path: otherPages, count: other }] : shown;
}
const iso = (at: number) => new Date(at).toISOString();

/**
 * Turns what the store read into the contract's answer: every day of the range present (zeros included),
 * rates and means computed once here for both adapters, and only when `full` the visitor-level parts, where
 * visits came from (referrers, sources, campaign tags) and paths the site does not have.
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
    topPages: full ? pages(b.page) : publicPages(b.page, data.pageviews),
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
    entryPages: full ? pages(b.entry) : publicPages(b.entry),
    exitPages: full ? pages(b.exit) : publicPages(b.exit),
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
