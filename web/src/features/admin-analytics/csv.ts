import type { StatsResponse } from '@portfolio/contracts';

type Cell = string | number | null;

/** What makes a spreadsheet run a cell as a formula when it comes first. */
const formulaStart = new Set(['=', '+', '-', '@', '\t', '\r']);
/**
 * Where a spreadsheet may start a new cell or row inside our text: French and German spreadsheets split on `;`,
 * others on tab, and a line break starts a row once the quoting is lost that way.
 */
const cellBreak = new Set([';', '\t', '\r', '\n']);

/**
 * Every place where a cell could start (the beginning, and after each `;`, tab or line break, an opening quote
 * skipped) gets an apostrophe before a formula character: page paths and referrers come from visitors.
 */
function neutralise(text: string): string {
  let out = '';
  let cellStart = true;
  for (const c of text) {
    if (cellStart && formulaStart.has(c)) out += "'";
    out += c;
    cellStart = cellBreak.has(c) || (cellStart && c === '"');
  }
  return out;
}

/**
 * RFC 4180 text with every text cell quoted (so a separator or quote inside one never splits it), formulas
 * neutralised, and CRLF line ends.
 */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell) => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    return `"${neutralise(value).replaceAll('"', '""')}"`;
  };
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

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

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  // Released once the browser has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
