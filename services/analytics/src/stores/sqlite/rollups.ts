import type { DatabaseSync } from '@portfolio/kit';
import { directSource } from '../../events.ts';
import type { Calendar } from '../../stats/calendar.ts';
import { maxCountedGapMs, maxPagesPerSession, type Breakdown } from '../ports.ts';

type Timing = { ttfb: number | null; dcl: number | null; load: number | null };
const timingKeys = ['ttfb', 'dcl', 'load'] as const;

interface DailyDelta {
  pageviews?: number;
  sessions?: number;
  visitors?: number;
  returning?: number;
  bounces?: number;
  durationMs?: number;
  ttfb?: [number, number];
  dcl?: [number, number];
  load?: [number, number];
}

interface SessionRow {
  day: string;
  visitor: string;
  seen_before: number;
  browser: string;
  os: string;
  device: string;
  country: string;
  language: string;
  landing_page: string;
  referrer: string;
  source: string | null;
  utm: string | null;
  pageviews: number;
  last_pv_at: number | null;
  exit_page: string | null;
}

/** Where a visit came from: set by its first page view. */
export interface Attribution {
  landingPage: string;
  referrer: string;
  referrerHost: string;
  source: string;
  utm: Record<string, string>;
}

export interface CountedPageview {
  sessionId: string;
  at: number;
  path: string;
  timing: Timing | null;
}

const utmBreakdowns = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/**
 * Keeps the daily roll-ups in step with the raw rows. Every change goes through here, inside the caller's
 * transaction (which ends with `flush`), so a page view and everything it counts are written together or not
 * at all.
 */
export function rollups(db: DatabaseSync, cal: Calendar) {
  const readSession = db.prepare(
    `SELECT day, visitor, seen_before, browser, os, device, country, language, landing_page, referrer, source, utm,
            pageviews, last_pv_at, exit_page FROM sessions WHERE id = ?`,
  );
  // Two at most: whether a visitor was already returning depends only on whether they had none, one or more.
  const otherVisits = db.prepare(
    'SELECT seen_before FROM sessions WHERE visitor = ? AND visited = 1 AND id <> ? LIMIT 2',
  );
  const firstVisit = db.prepare(
    'UPDATE sessions SET pageviews = 1, visited = 1, last_pv_at = ?, exit_page = ? WHERE id = ?',
  );
  const attribute = db.prepare(
    'UPDATE sessions SET landing_page = ?, referrer = ?, referrer_host = ?, source = ?, utm = ? WHERE id = ?',
  );
  const nextVisit = db.prepare(
    'UPDATE sessions SET pageviews = pageviews + 1, last_pv_at = ?, exit_page = ?, duration_ms = duration_ms + ? WHERE id = ?',
  );
  const addDaily = db.prepare(
    `INSERT INTO daily (day, pageviews, sessions, visitors, returning_visitors, bounces, duration_ms,
       ttfb_sum, ttfb_n, dcl_sum, dcl_n, load_sum, load_n) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (day) DO UPDATE SET pageviews = pageviews + excluded.pageviews,
       sessions = sessions + excluded.sessions, visitors = visitors + excluded.visitors,
       returning_visitors = returning_visitors + excluded.returning_visitors, bounces = bounces + excluded.bounces,
       duration_ms = duration_ms + excluded.duration_ms, ttfb_sum = ttfb_sum + excluded.ttfb_sum,
       ttfb_n = ttfb_n + excluded.ttfb_n, dcl_sum = dcl_sum + excluded.dcl_sum, dcl_n = dcl_n + excluded.dcl_n,
       load_sum = load_sum + excluded.load_sum, load_n = load_n + excluded.load_n`,
  );
  const addBreakdown = db.prepare(
    `INSERT INTO daily_breakdown (day, dim, value, count) VALUES (?, ?, ?, ?)
     ON CONFLICT (day, dim, value) DO UPDATE SET count = count + excluded.count`,
  );

  // Counts are summed in memory through a batch and written once per row at its end (same transaction): a
  // batch of page views touches a few dozen roll-up rows many times over.
  const dailyDeltas = new Map<string, number[]>();
  const breakdownDeltas = new Map<string, { day: string; dim: Breakdown; value: string; by: number }>();
  const daily = (day: string, d: DailyDelta) => {
    let sums = dailyDeltas.get(day);
    if (!sums) dailyDeltas.set(day, (sums = Array<number>(12).fill(0)));
    const add = [
      d.pageviews ?? 0,
      d.sessions ?? 0,
      d.visitors ?? 0,
      d.returning ?? 0,
      d.bounces ?? 0,
      d.durationMs ?? 0,
      ...(d.ttfb ?? [0, 0]),
      ...(d.dcl ?? [0, 0]),
      ...(d.load ?? [0, 0]),
    ];
    for (let i = 0; i < add.length; i++) sums[i]! += add[i]!;
  };
  const count = (day: string, counts: [Breakdown, string, number][]) => {
    for (const [dim, value, by] of counts) {
      const key = `${day}\0${dim}\0${value}`;
      const entry = breakdownDeltas.get(key);
      if (entry) entry.by += by;
      else breakdownDeltas.set(key, { day, dim, value, by });
    }
  };

  /** Timing sums for a page view whose timings go from `before` to `after` (a null in `after` keeps `before`). */
  const timingDelta = (before: Timing | null, after: Timing): DailyDelta => {
    const delta: DailyDelta = {};
    for (const key of timingKeys) {
      const next = after[key];
      if (next === null) continue;
      const previous = before?.[key] ?? null;
      delta[key] = [next - (previous ?? 0), previous === null ? 1 : 0];
    }
    return delta;
  };

  /** The first page view of a session makes it a visit: count it, once, in every breakdown. */
  function firstPageview(
    sessionId: string,
    s: SessionRow,
    pv: CountedPageview,
    attribution: Attribution | undefined,
  ): DailyDelta {
    // Attribution is set once; a rebuild finds it already there.
    const from =
      s.source === null && attribution
        ? attribution
        : {
            landingPage: s.landing_page,
            referrer: s.referrer,
            source: s.source ?? directSource,
            utm: JSON.parse(s.utm ?? '{}') as Record<string, string>,
          };
    if (s.source === null && attribution) {
      const { landingPage, referrer, referrerHost, source, utm } = attribution;
      attribute.run(landingPage, referrer, referrerHost, source, JSON.stringify(utm), sessionId);
    }
    firstVisit.run(pv.at, pv.path, sessionId);
    const others = otherVisits.all(s.visitor, sessionId) as { seen_before: number }[];
    const wasReturning = others.length >= 2 || others[0]?.seen_before === 1;
    const isReturning = others.length >= 1 || s.seen_before === 1;
    const counts: [Breakdown, string, number][] = [
      ['browser', s.browser, 1],
      ['os', s.os, 1],
      ['device', s.device, 1],
      ['country', s.country, 1],
      ['language', s.language, 1],
      ['source', from.source, 1],
      ['entry', from.landingPage, 1],
      ['exit', pv.path, 1],
    ];
    for (const dim of utmBreakdowns) if (from.utm[dim]) counts.push([dim, from.utm[dim], 1]);
    if (from.referrer) counts.push(['referrer', from.referrer, 1]);
    count(s.day, counts);
    return {
      sessions: 1,
      bounces: 1,
      visitors: others.length === 0 ? 1 : 0,
      returning: isReturning && !wasReturning ? 1 : 0,
    };
  }

  /** A later page view: no longer a bounce, longer, and perhaps a new exit page. */
  function laterPageview(sessionId: string, s: SessionRow, pv: CountedPageview): DailyDelta {
    const last = s.last_pv_at ?? pv.at;
    const isLatest = pv.at >= last;
    const gap = pv.at - last;
    const durationMs = isLatest && gap <= maxCountedGapMs ? gap : 0;
    const exit = isLatest ? pv.path : s.exit_page!;
    nextVisit.run(Math.max(last, pv.at), exit, durationMs, sessionId);
    if (exit !== s.exit_page) {
      count(s.day, [
        ['exit', s.exit_page!, -1],
        ['exit', exit, 1],
      ]);
    }
    return { bounces: s.pageviews === 1 ? -1 : 0, durationMs };
  }

  return {
    /** Counts a page view just inserted (never one already there). Its session exists. */
    pageview(pv: CountedPageview, attribution: Attribution | undefined) {
      const day = cal.day(pv.at);
      const view: DailyDelta = { pageviews: 1, ...(pv.timing ? timingDelta(null, pv.timing) : {}) };
      count(day, [['page', pv.path, 1]]);
      const s = readSession.get(pv.sessionId) as SessionRow | undefined;
      const counted = s && s.pageviews < maxPagesPerSession;
      const visit = !counted
        ? undefined
        : s.pageviews === 0
          ? firstPageview(pv.sessionId, s, pv, attribution)
          : laterPageview(pv.sessionId, s, pv);
      // Page view and visit usually fall on the same day: one row update then.
      if (visit && s!.day === day) daily(day, { ...view, ...visit });
      else {
        daily(day, view);
        if (visit) daily(s!.day, visit);
      }
    },

    /** A performance update: moves the timing sums of the page view's day. */
    timing(at: number, before: Timing, after: Timing) {
      daily(cal.day(at), timingDelta(before, after));
    },

    /** Writes what the batch counted; call it before the transaction commits. */
    flush() {
      for (const [day, sums] of dailyDeltas) addDaily.run(day, ...sums);
      for (const { day, dim, value, by } of breakdownDeltas.values())
        if (by !== 0) addBreakdown.run(day, dim, value, by);
      this.discard();
    },

    /** Forgets what the batch counted: its transaction was rolled back. */
    discard() {
      dailyDeltas.clear();
      breakdownDeltas.clear();
    },
  };
}
