import { isPublicPage, otherPages } from '@portfolio/contracts';
import type { DatabaseSync } from '@portfolio/kit';
import {
  breakdowns,
  type Breakdown,
  type Named,
  type StatsData,
  type StatsRequest,
  type TopPathsRequest,
  type VisitorLevel,
} from '../ports.ts';

interface DailyRow {
  day: string;
  pageviews: number;
  sessions: number;
  visitors: number;
  returning_visitors: number;
  bounces: number;
  duration_ms: number;
  ttfb_sum: number;
  ttfb_n: number;
  dcl_sum: number;
  dcl_n: number;
  load_sum: number;
  load_n: number;
}

const mean = (sum: number, n: number) => (n > 0 ? sum / n : null);

/** Stats from the daily roll-ups, plus the visitor-level lists from the raw rows (recent, so indexed and short). */
export function sqliteStats(db: DatabaseSync) {
  const dailyRows = db.prepare('SELECT * FROM daily WHERE day BETWEEN ? AND ? ORDER BY day');
  const topRows = db.prepare(
    `SELECT dim, value, n FROM (
       SELECT dim, value, SUM(count) AS n, ROW_NUMBER() OVER (PARTITION BY dim ORDER BY SUM(count) DESC, value) AS rank
       FROM daily_breakdown WHERE day BETWEEN ? AND ? GROUP BY dim, value HAVING SUM(count) > 0
     ) WHERE rank <= ? ORDER BY dim, rank`,
  );
  // The public page list, grouped over every page path of the range (see `breakdowns`).
  db.function('public_page', { deterministic: true }, (path) =>
    typeof path === 'string' && isPublicPage(path) ? path : otherPages,
  );
  const publicPageRows = db.prepare(
    `SELECT public_page(value) AS name, SUM(count) AS n FROM daily_breakdown
     WHERE dim = 'page' AND day BETWEEN ? AND ? GROUP BY name HAVING n > 0 ORDER BY n DESC, name LIMIT ?`,
  );
  // Seen lately: started, or with a page view, since then (both indexed by time); last seen is the later of the two.
  const activeSessions = db.prepare(
    `SELECT id, landing_page, MAX(started_at, COALESCE(last_pv_at, started_at)) AS last_seen FROM sessions
     WHERE id IN (SELECT session_id FROM pageviews WHERE at >= :since UNION ALL SELECT id FROM sessions WHERE started_at >= :since)
       AND last_seen >= :since
     ORDER BY last_seen DESC, id LIMIT :limit`,
  );
  // The latest pages, shown in the order they were viewed (arrival order for page views of the same instant).
  const sessionPages = db.prepare(
    `SELECT path FROM (SELECT path, at, rowid AS arrival FROM pageviews WHERE session_id = ?
       ORDER BY at DESC, arrival DESC LIMIT ?) ORDER BY at, arrival`,
  );
  const recentVisitors = db.prepare(
    'SELECT id, browser, os, country, started_at FROM sessions ORDER BY started_at DESC, id LIMIT ?',
  );
  const recentPageviews = db.prepare('SELECT path, session_id, at FROM pageviews ORDER BY at DESC, id LIMIT ?');

  function visitorLevel(activeSince: number, limit: number): VisitorLevel {
    const active = activeSessions.all({ since: activeSince, limit }) as {
      id: string;
      landing_page: string;
      last_seen: number;
    }[];
    return {
      activeSessions: active.map((s) => ({
        sessionId: s.id,
        landingPage: s.landing_page,
        lastSeen: s.last_seen,
        pages: (sessionPages.all(s.id, limit) as { path: string }[]).map((p) => p.path),
      })),
      recentVisitors: (
        recentVisitors.all(limit) as { id: string; browser: string; os: string; country: string; started_at: number }[]
      ).map((v) => ({ sessionId: v.id, browser: v.browser, os: v.os, country: v.country, startedAt: v.started_at })),
      recentPageviews: (recentPageviews.all(limit) as { path: string; session_id: string; at: number }[]).map((p) => ({
        path: p.path,
        sessionId: p.session_id,
        at: p.at,
      })),
    };
  }

  return ({ range, limit, visitorLevel: withVisitors, activeSince }: StatsRequest): StatsData => {
    const rows = dailyRows.all(range.from, range.to) as unknown as DailyRow[];
    const sum = (key: keyof Omit<DailyRow, 'day'>) => rows.reduce((total, row) => total + row[key], 0);
    const tops = Object.fromEntries(breakdowns.map((b) => [b, [] as Named[]])) as Record<Breakdown, Named[]>;
    for (const row of topRows.all(range.from, range.to, limit) as { dim: Breakdown; value: string; n: number }[]) {
      tops[row.dim]?.push({ name: row.value, count: row.n });
    }
    tops.publicPage = (publicPageRows.all(range.from, range.to, limit) as { name: string; n: number }[]).map((r) => ({
      name: r.name,
      count: r.n,
    }));
    return {
      pageviews: sum('pageviews'),
      sessions: sum('sessions'),
      visitors: sum('visitors'),
      returningVisitors: sum('returning_visitors'),
      bounces: sum('bounces'),
      durationMs: sum('duration_ms'),
      daily: rows.map((r) => ({ date: r.day, pageviews: r.pageviews, sessions: r.sessions, visitors: r.visitors })),
      timing: {
        ttfb: mean(sum('ttfb_sum'), sum('ttfb_n')),
        dcl: mean(sum('dcl_sum'), sum('dcl_n')),
        load: mean(sum('load_sum'), sum('load_n')),
      },
      breakdowns: tops,
      ...(withVisitors ? { visitorLevel: visitorLevel(activeSince, limit) } : {}),
    };
  };
}

/** The most viewed paths of a range, from the daily page roll-up (one row per path and day). */
export function sqliteTopPaths(db: DatabaseSync) {
  const rows = db.prepare(
    `SELECT value AS name, SUM(count) AS n FROM daily_breakdown WHERE dim = 'page' AND day BETWEEN ? AND ?
     GROUP BY value HAVING n > 0 ORDER BY n DESC, value LIMIT ?`,
  );
  return ({ range, limit }: TopPathsRequest): Named[] =>
    (rows.all(range.from, range.to, limit) as { name: string; n: number }[]).map((r) => ({ name: r.name, count: r.n }));
}
