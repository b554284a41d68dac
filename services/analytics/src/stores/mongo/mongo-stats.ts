import type { Collection, Document } from 'mongodb';
import { otherPages, publicPagePattern } from '@portfolio/contracts';
import {
  breakdowns,
  type Breakdown,
  type Named,
  type StatsData,
  type StatsRequest,
  type TopPathsRequest,
  type VisitorLevel,
} from '../ports.ts';
import type { PageviewDoc, SessionDoc } from './documents.ts';

/** A stats aggregation may take longer than a write, but not forever. */
export const statsTimeoutMs = 15_000;

/**
 * The orders of the administrator's visitor lists, newest first with the id breaking ties; each is an index's key
 * (see indexes.ts), so a list reads the newest entries of the index instead of sorting every session or page view.
 */
export const visitorListSorts = {
  activeSessions: { lastSeen: -1, _id: 1 },
  recentVisitors: { startedAt: -1, _id: 1 },
  recentPageviews: { at: -1, _id: 1 },
} as const;

const top = (field: string | Document, limit: number, match?: Document): Document[] => [
  ...(match ? [{ $match: match }] : []),
  { $group: { _id: field, count: { $sum: 1 } } },
  { $sort: { count: -1, _id: 1 } },
  { $limit: limit },
];

const named = (rows: { _id: string; count: number }[] = []): Named[] =>
  rows.map((r) => ({ name: r._id, count: r.count }));

/**
 * The same answers as the SQLite roll-ups, computed at query time by aggregation over the indexed raw
 * collections: page views by the day they happened, visits by the day their session began, both in the
 * range's time zone.
 */
export async function mongoStats(
  pageviews: Collection<PageviewDoc>,
  sessions: Collection<SessionDoc>,
  { range, limit, visitorLevel, activeSince }: StatsRequest,
): Promise<StatsData> {
  const window = { $gte: new Date(range.start), $lt: new Date(range.end) };
  const dayOf = (field: string) => ({ $dateToString: { format: '%Y-%m-%d', date: field, timezone: range.timeZone } });
  const options = { maxTimeMS: statsTimeoutMs, allowDiskUse: true };

  const [views] = await pageviews
    .aggregate(
      [
        { $match: { at: window } },
        {
          $facet: {
            daily: [{ $group: { _id: dayOf('$at'), count: { $sum: 1 } } }],
            page: top('$path', limit),
            publicPage: top(
              { $cond: [{ $regexMatch: { input: '$path', regex: publicPagePattern.source } }, '$path', otherPages] },
              limit,
            ),
            timing: [
              { $group: { _id: null, ttfb: { $avg: '$ttfb' }, dcl: { $avg: '$dcl' }, load: { $avg: '$load' } } },
            ],
          },
        },
      ],
      options,
    )
    .toArray();

  const utmFacets = Object.fromEntries(
    (['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const).map((key) => [
      key,
      top(`$utm.${key}`, limit, { [`utm.${key}`]: { $type: 'string' } }),
    ]),
  );
  const [visits] = await sessions
    .aggregate(
      [
        { $match: { startedAt: window, pageviews: { $gte: 1 } } },
        {
          $facet: {
            daily: [
              {
                $group: {
                  _id: dayOf('$startedAt'),
                  sessions: { $sum: 1 },
                  bounces: { $sum: { $cond: [{ $eq: ['$pageviews', 1] }, 1, 0] } },
                  durationMs: { $sum: '$durationMs' },
                },
              },
            ],
            visitors: [
              {
                $group: {
                  _id: '$visitor',
                  day: { $min: dayOf('$startedAt') },
                  visits: { $sum: 1 },
                  seenBefore: { $max: '$seenBefore' },
                },
              },
              {
                $group: {
                  _id: '$day',
                  visitors: { $sum: 1 },
                  returning: { $sum: { $cond: [{ $or: [{ $gte: ['$visits', 2] }, '$seenBefore'] }, 1, 0] } },
                },
              },
            ],
            browser: top('$browser', limit),
            os: top('$os', limit),
            device: top('$device', limit),
            country: top('$country', limit),
            language: top('$language', limit),
            source: top('$source', limit),
            entry: top('$landingPage', limit),
            exit: top('$exitPage', limit),
            referrer: top('$referrer', limit, { referrer: { $ne: '' } }),
            ...utmFacets,
          },
        },
      ],
      options,
    )
    .toArray();

  const byDay = new Map<string, { date: string; pageviews: number; sessions: number; visitors: number }>();
  const day = (date: string) => {
    let entry = byDay.get(date);
    if (!entry) byDay.set(date, (entry = { date, pageviews: 0, sessions: 0, visitors: 0 }));
    return entry;
  };
  for (const d of views!.daily as { _id: string; count: number }[]) day(d._id).pageviews = d.count;
  const sessionDays = visits!.daily as { _id: string; sessions: number; bounces: number; durationMs: number }[];
  for (const d of sessionDays) day(d._id).sessions = d.sessions;
  const visitorDays = visits!.visitors as { _id: string; visitors: number; returning: number }[];
  for (const d of visitorDays) day(d._id).visitors = d.visitors;
  const total = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const timing = (views!.timing as { ttfb: number | null; dcl: number | null; load: number | null }[])[0];

  return {
    pageviews: total(views!.daily as { count: number }[], (d) => d.count),
    sessions: total(sessionDays, (d) => d.sessions),
    visitors: total(visitorDays, (d) => d.visitors),
    returningVisitors: total(visitorDays, (d) => d.returning),
    bounces: total(sessionDays, (d) => d.bounces),
    durationMs: total(sessionDays, (d) => d.durationMs),
    daily: [...byDay.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
    timing: { ttfb: timing?.ttfb ?? null, dcl: timing?.dcl ?? null, load: timing?.load ?? null },
    breakdowns: Object.fromEntries(
      breakdowns.map((b) => [
        b,
        named((b === 'page' || b === 'publicPage' ? views : visits)![b] as { _id: string; count: number }[]),
      ]),
    ) as Record<Breakdown, Named[]>,
    ...(visitorLevel ? { visitorLevel: await mongoVisitorLevel(pageviews, sessions, activeSince, limit) } : {}),
  };
}

async function mongoVisitorLevel(
  pageviews: Collection<PageviewDoc>,
  sessions: Collection<SessionDoc>,
  activeSince: number,
  limit: number,
): Promise<VisitorLevel> {
  const options = { maxTimeMS: statsTimeoutMs };
  const [active, recent, views] = await Promise.all([
    sessions
      .find({ lastSeen: { $gte: new Date(activeSince) } }, options)
      .sort(visitorListSorts.activeSessions)
      .limit(limit)
      .project<Pick<SessionDoc, '_id' | 'landingPage' | 'lastSeen' | 'pages'>>({
        landingPage: 1,
        lastSeen: 1,
        pages: { $slice: -limit },
      })
      .toArray(),
    sessions
      .find({}, options)
      .sort(visitorListSorts.recentVisitors)
      .limit(limit)
      .project<Pick<SessionDoc, '_id' | 'browser' | 'os' | 'country' | 'startedAt'>>({
        browser: 1,
        os: 1,
        country: 1,
        startedAt: 1,
      })
      .toArray(),
    pageviews.find({}, options).sort(visitorListSorts.recentPageviews).limit(limit).toArray(),
  ]);
  return {
    activeSessions: active.map((s) => ({
      sessionId: s._id,
      landingPage: s.landingPage,
      lastSeen: s.lastSeen.getTime(),
      pages: [...s.pages].sort((a, b) => a.at.getTime() - b.at.getTime()).map((p) => p.path),
    })),
    recentVisitors: recent.map((v) => ({
      sessionId: v._id,
      browser: v.browser,
      os: v.os,
      country: v.country,
      startedAt: v.startedAt.getTime(),
    })),
    recentPageviews: views.map((p) => ({ path: p.path, sessionId: p.sessionId, at: p.at.getTime() })),
  };
}

/** The most viewed paths of a range, grouped over its page views (indexed by time). */
export async function mongoTopPaths(
  pageviews: Collection<PageviewDoc>,
  { range, limit }: TopPathsRequest,
): Promise<Named[]> {
  const match = { $match: { at: { $gte: new Date(range.start), $lt: new Date(range.end) } } };
  const rows = await pageviews
    .aggregate<{ _id: string; count: number }>([match, ...top('$path', limit)], {
      maxTimeMS: statsTimeoutMs,
      allowDiskUse: true,
    })
    .toArray();
  return named(rows);
}
