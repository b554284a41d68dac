import type { StatsResponse } from '@portfolio/contracts';
import type { Cell } from '@/lib/csv';

/**
 * What the analytics screen shows, as rows of `section, name, value`: the figures of the period and of the
 * previous one, the daily series and every breakdown. Sections are the API's field names, which do not change
 * with the reader's language.
 */
export function statsCsvRows(stats: StatsResponse, previous?: StatsResponse): Cell[][] {
  const rows: Cell[][] = [['section', 'name', 'value']];
  const figures = (section: string, s: StatsResponse) => {
    rows.push(
      [section, 'from', s.range.from],
      [section, 'to', s.range.to],
      [section, 'totalPageviews', s.totalPageviews],
      [section, 'totalSessions', s.totalSessions],
      [section, 'uniqueVisitors', s.uniqueVisitors],
      [section, 'returningVisitors', s.returningVisitors],
      [section, 'bounceRate', s.bounceRate],
      [section, 'avgVisitDurationSeconds', s.avgVisitDurationSeconds],
      [section, 'avgLoadEvent', s.performanceAverages.avgLoadEvent],
      [section, 'avgTimeToFirstByte', s.performanceAverages.avgTimeToFirstByte],
      [section, 'avgDomContentLoaded', s.performanceAverages.avgDomContentLoaded],
    );
  };
  figures('summary', stats);
  if (previous) figures('previousPeriod', previous);
  for (const [section, days] of [
    ['dailyPageviews', stats.dailyPageviews],
    ['dailySessions', stats.dailySessions],
  ] as const) {
    for (const day of days) rows.push([section, day.date, day.count]);
  }
  for (const [section, list] of [
    ['topPages', stats.topPages.map((p) => ({ name: p.path, count: p.count }))],
    ['entryPages', stats.entryPages.map((p) => ({ name: p.path, count: p.count }))],
    ['exitPages', stats.exitPages.map((p) => ({ name: p.path, count: p.count }))],
    ['topReferrers', stats.topReferrers],
    ['sources', stats.sources],
    ...Object.entries(stats.utm).map(([key, list]) => [`utm.${key}`, list] as const),
    ['byBrowser', stats.byBrowser],
    ['byPlatform', stats.byPlatform],
    ['byDevice', stats.byDevice],
    ['byCountry', stats.byCountry],
    ['byLanguage', stats.byLanguage],
  ] as const) {
    for (const row of list) rows.push([section, row.name, row.count]);
  }
  return rows;
}
